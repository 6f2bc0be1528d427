import { z } from 'zod';
import {
  chinaPhoneSchema,
  defineEndpoint,
  noParamsSchema,
  smsCodeSchema,
  withoutInvalidChars,
} from './common';
import { currentUserSchema } from './user';

/** Purposes a caller may ask `smsSend` for. */
export const smsPurposeSchema = z.enum(['login', 'bind'], { error: '验证码用途无效' });
/**
 * Purposes of stored codes: those above, and `payout_account` and `close_account`, sent only to
 * the user's own phone by `payoutAccountEndpoints.sendCode` and `accountClosureEndpoints.sendCode`
 * (never to a number the caller names).
 */
export type SmsPurpose = z.infer<typeof smsPurposeSchema> | 'payout_account' | 'close_account';

/** Seconds a phone must wait between two codes: the default of the server's SMS_RESEND_SECONDS. */
export const SMS_RESEND_SECONDS = 60;

export const authEndpoints = {
  smsSend: defineEndpoint({
    path: '/api/auth/sms-send',
    params: z.object({ phone: chinaPhoneSchema, purpose: smsPurposeSchema.default('login') }),
    data: z.object({ resendAfterSeconds: z.number() }),
  }),
  /** Signs in with an SMS code; creates the account on first use (`isNew`). */
  smsLogin: defineEndpoint({
    path: '/api/auth/sms-login',
    params: z.object({ phone: chinaPhoneSchema, code: smsCodeSchema }),
    data: z.object({ user: currentUserSchema, isNew: z.boolean() }),
  }),
  passwordLogin: defineEndpoint({
    path: '/api/auth/password-login',
    params: z.object({
      phone: chinaPhoneSchema,
      password: withoutInvalidChars(
        z.string({ error: '请填写密码' }).min(1, '请填写密码').max(64, '密码不能超过64位'),
        '密码',
      ),
    }),
    data: z.object({ user: currentUserSchema }),
  }),
  logout: defineEndpoint({ path: '/api/auth/logout', params: noParamsSchema, data: z.null() }),
};

/** Development-only: the last SMS code sent to a phone (refused in production). */
export const devEndpoints = {
  lastSmsCode: defineEndpoint({
    path: '/api/dev/last-sms-code',
    params: z.object({ phone: chinaPhoneSchema }),
    data: z.object({ code: z.string() }),
  }),
  /** The last code sent to the signed-in user's own phone (codes that go to it unnamed, e.g. payout_account). */
  myLastSmsCode: defineEndpoint({
    path: '/api/dev/my-last-sms-code',
    params: noParamsSchema,
    data: z.object({ code: z.string() }),
  }),
};
