import { authEndpoints } from '@frog/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../platform/lib/app-error';
import { clearSessionCookie, setSessionCookie } from '../session/auth.plugin';
import { presentCurrentUser } from '../users/user.presenter';
import { signInWithPassword, signInWithSms } from './auth.service';
import { endSession, startSession } from '../session/session.service';
import { sendSmsCode } from './sms-code.service';
import { assertPhoneBindable } from '../users/user.service';
import type { RateRule } from '../../../platform/http/rate-limit';
import { defineRoute } from '../../../platform/http/define-route';
import { routeModule } from '../../../platform/http/route-module';
import { ipRegion } from '../../governance';

const loginWait = (wait: number) => `登录尝试次数过多，请${Math.ceil(wait / 60)}分钟后再试`;

/**
 * Both ways to sign in share one budget per IP and per phone, so guessing cannot switch methods.
 * The per-IP size is configuration (SIGN_IN_IP_LIMIT); the per-phone one is not.
 */
const signInLimits = (perIp: number): RateRule<{ phone: string }>[] => [
  {
    name: 'ip',
    budget: 'sign-in-ip',
    max: perIp,
    windowSeconds: 900,
    key: ({ request }) => request.ip,
    message: loginWait,
  },
  {
    name: 'phone',
    budget: 'sign-in-phone',
    max: 10,
    windowSeconds: 900,
    key: ({ params }) => params.phone,
    message: loginWait,
  },
];

/** `/api/auth/*`: SMS codes, the two ways to sign in, sign out. */
export const authRoutes = routeModule((app, { db, env, sms }: AppDeps) => {
  const sessionPolicy = { ttlDays: env.SESSION_TTL_DAYS };
  const beginSession = async (userId: number, request: FastifyRequest, reply: FastifyReply) => {
    const userAgent = request.headers['user-agent'] ?? null;
    // The IP属地 becomes the user's last known one (their profile); the address stays with the session only.
    const where = { ip: request.ip, ipRegion: ipRegion(request.ip) };
    const session = await startSession(db, sessionPolicy, { userId, ...where, userAgent });
    setSessionCookie(reply, env, session.token, session.expiresAt);
  };

  defineRoute(
    app,
    authEndpoints.smsSend,
    {
      auth: 'optional',
      rateLimit: [
        { name: 'ip', max: env.SMS_SEND_IP_LIMIT, windowSeconds: 3600, key: ({ request }) => request.ip },
        { name: 'phone', max: 10, windowSeconds: 3600, key: ({ params }) => params.phone },
      ],
    },
    async ({ params, viewer, request }) => {
      if (params.purpose === 'bind') {
        if (!viewer) throw AppError.unauthorized();
        await assertPhoneBindable(db, viewer, params.phone);
      }

      return sendSmsCode(
        { db, sms, log: request.log, resendSeconds: env.SMS_RESEND_SECONDS },
        { ...params, ip: request.ip },
      );
    },
  );

  defineRoute(
    app,
    authEndpoints.smsLogin,
    {
      auth: 'optional',
      rateLimit: signInLimits(env.SIGN_IN_IP_LIMIT),
    },
    async ({ params, request, reply }) => {
      const { user, isNew } = await signInWithSms(db, params);
      await beginSession(user.id, request, reply);

      return { user: presentCurrentUser(user), isNew };
    },
  );

  defineRoute(
    app,
    authEndpoints.passwordLogin,
    {
      auth: 'optional',
      rateLimit: signInLimits(env.SIGN_IN_IP_LIMIT),
    },
    async ({ params, request, reply }) => {
      const user = await signInWithPassword(db, params);
      await beginSession(user.id, request, reply);

      return { user: presentCurrentUser(user) };
    },
  );

  defineRoute(app, authEndpoints.logout, { auth: 'optional' }, async ({ request, reply }) => {
    if (request.sessionId) await endSession(db, request.sessionId);
    clearSessionCookie(reply, env);

    return null;
  });
});
