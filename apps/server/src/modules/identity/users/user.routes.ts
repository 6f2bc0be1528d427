import { perViewer } from '../../../platform/http/rate-rules';
import { userEndpoints } from '@frog/contracts';
import type { AppDeps } from '../../../app-deps';
import { presentCurrentUser } from './user.presenter';
import { changePhone, setPassword, updateProfile } from './user.service';
import { readAvatarUpload } from '../../../platform/uploads/image-upload';
import { saveAvatar } from './avatar.service';
import { screenParams } from '../../governance';
import { defineRoute } from '../../../platform/http/define-route';
import { routeModule } from '../../../platform/http/route-module';

/** `/api/user/*`: the signed-in user's own account. */
export const userRoutes = routeModule((app, { db, storage, env, textFilter }: AppDeps) => {
  defineRoute(app, userEndpoints.current, { auth: 'user' }, async ({ viewer }) => presentCurrentUser(viewer));

  defineRoute(app, userEndpoints.updateProfile, { auth: 'user' }, async ({ params, viewer }) => {
    const screened = screenParams(textFilter, params, {
      nickname: { label: '昵称', strict: true },
      bio: '个人简介',
    }).params;
    const user = await updateProfile({ db, storage }, viewer, screened);

    return presentCurrentUser(user);
  });

  defineRoute(
    app,
    userEndpoints.setPassword,
    { auth: 'user', rateLimit: [perViewer('user', 10, 900)] },
    async ({ params, viewer, request }) => {
      await setPassword(db, viewer, params, request.sessionId);

      return null;
    },
  );

  defineRoute(
    app,
    userEndpoints.changePhone,
    { auth: 'user', rateLimit: [perViewer('user', 10, 900)] },
    async ({ params, viewer }) => presentCurrentUser(await changePhone(db, viewer, params)),
  );

  defineRoute(
    app,
    userEndpoints.avatarUpload,
    { auth: 'user', rateLimit: [perViewer('user', 30, 600)] },
    async ({ viewer, request }) => {
      const bytes = await readAvatarUpload(request, env.UPLOAD_IMAGE_MAX_MB);

      return saveAvatar({ db, storage }, viewer, bytes);
    },
  );
});
