import { reportEndpoints } from '@frog/contracts';
import type { AppDeps } from '../../../app-deps';
import { defineRoute } from '../../../platform/http/define-route';
import { perViewer } from '../../../platform/http/rate-rules';
import { routeModule } from '../../../platform/http/route-module';
import { readAvatarUpload } from '../../../platform/uploads/image-upload';
import { fileReport, saveReportImage } from './report.service';

/** `/api/report/*`: 举报, by anyone signed in, of what they can see, with screenshots. */
export const reportRoutes = routeModule((app, { db, storage, env }: AppDeps) => {
  defineRoute(
    app,
    reportEndpoints.create,
    { auth: 'user', rateLimit: [perViewer('report', 20, 3600)] },
    ({ params, viewer }) => fileReport({ db, storage }, viewer, params),
  );
  defineRoute(
    app,
    reportEndpoints.imageUpload,
    { auth: 'user', rateLimit: [perViewer('report-image', 30, 3600, '图片上传太频繁，请稍后再试')] },
    async ({ viewer, request }) =>
      saveReportImage({ db, storage }, viewer, await readAvatarUpload(request, env.UPLOAD_IMAGE_MAX_MB)),
  );
});
