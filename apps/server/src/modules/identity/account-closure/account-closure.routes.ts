import { accountClosureEndpoints } from '@frog/contracts';
import type { AppDeps } from '../../../app-deps';
import { defineRoute } from '../../../platform/http/define-route';
import { perViewer } from '../../../platform/http/rate-rules';
import { routeModule } from '../../../platform/http/route-module';
import { clearSessionCookie } from '../session/auth.plugin';
import { checkAccountClosure, closeAccount, sendClosureCode } from './close-account';

/** `/api/account-closure/*`: the signed-in user closes their own account (账号设置 › 注销账号). */
export const accountClosureRoutes = routeModule((app, { db, env, sms }: AppDeps) => {
  defineRoute(app, accountClosureEndpoints.check, { auth: 'user' }, async ({ viewer }) =>
    checkAccountClosure(db, viewer),
  );
  defineRoute(
    app,
    accountClosureEndpoints.sendCode,
    { auth: 'user', rateLimit: [perViewer('close-account-code', 5, 3600)] },
    async ({ viewer, request }) => {
      const ctx = { db, sms, log: request.log, resendSeconds: env.SMS_RESEND_SECONDS };

      return sendClosureCode(ctx, viewer, request.ip);
    },
  );
  defineRoute(
    app,
    accountClosureEndpoints.close,
    { auth: 'user', rateLimit: [perViewer('close-account', 10, 3600)] },
    async ({ params, viewer, reply }) => {
      await closeAccount(db, viewer, params.code);
      clearSessionCookie(reply, env);

      return null;
    },
  );
});
