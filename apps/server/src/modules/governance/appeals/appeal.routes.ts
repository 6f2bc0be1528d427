import { appealEndpoints } from '@frog/contracts';
import type { AppDeps } from '../../../app-deps';
import { defineRoute } from '../../../platform/http/define-route';
import { perViewer } from '../../../platform/http/rate-rules';
import { routeModule } from '../../../platform/http/route-module';
import { screenParams } from '../text-filter/text-filter';
import { appealTakedown } from './appeal.service';

/** `/api/post/appeal`: an author appeals the takedown of their post (its text screened like any other). */
export const appealRoutes = routeModule((app, { db, textFilter }: AppDeps) => {
  defineRoute(
    app,
    appealEndpoints.create,
    { auth: 'user', rateLimit: [perViewer('post-appeal', 10, 60)] },
    async ({ params, viewer }) =>
      appealTakedown(db, viewer, screenParams(textFilter, params, { text: '申诉理由' }).params),
  );
});
