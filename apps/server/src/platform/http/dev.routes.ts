import { devEndpoints } from '@frog/contracts';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../lib/app-error';
import { DevSmsProvider } from '../sms/dev-sms-provider';
import { defineRoute } from './define-route';
import { routeModule } from './route-module';

/** `/api/dev/*`: helpers for local use and tests; not registered at all otherwise (so 404). */
export const devRoutes = routeModule((app, deps: AppDeps) => {
  const sms = deps.sms;
  if (!(sms instanceof DevSmsProvider) || deps.env.NODE_ENV === 'production') return;

  defineRoute(app, devEndpoints.lastSmsCode, { auth: 'optional' }, async ({ params }) => {
    const code = sms.lastCode(params.phone);
    if (!code) throw AppError.notFound('该手机号还没有发送过验证码');

    return { code };
  });

  defineRoute(app, devEndpoints.myLastSmsCode, { auth: 'user' }, async ({ viewer }) => {
    const code = sms.lastCode(viewer.phone);
    if (!code) throw AppError.notFound('你的手机号还没有发送过验证码');

    return { code };
  });
});
