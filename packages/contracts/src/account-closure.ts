import { z } from 'zod';
import { defineEndpoint, noParamsSchema, smsCodeSchema } from './common';

// 注销账号 (个人信息保护法 art. 47; docs/ACCOUNT-CLOSURE.md): a user closes their own account after
// confirming a code sent to their phone. Their profile, sign-in, follows and real-name check go;
// orders, payments, refunds and the ledger stay (电子商务法 art. 31: at least three years), tied to
// an account that shows only as 已注销用户.

/** What the settings page shows before asking for the code. */
export const accountClosureCheckSchema = z.object({
  /** Whether the account may be closed now; when not, `refusal` says why (in Chinese). */
  canClose: z.boolean(),
  refusal: z.string().nullable(),
  /** The signed-in user's phone, masked: where the code goes. */
  phoneMasked: z.string(),
});
export type AccountClosureCheck = z.infer<typeof accountClosureCheckSchema>;

export const accountClosureEndpoints = {
  check: defineEndpoint({
    path: '/api/account-closure/check',
    summary: '能否注销账号',
    params: noParamsSchema,
    data: accountClosureCheckSchema,
  }),
  /** A code (purpose close_account) to the user's own phone, never a number they name. */
  sendCode: defineEndpoint({
    path: '/api/account-closure/send-code',
    summary: '发送注销账号验证码（发往本人手机号）',
    params: noParamsSchema,
    data: z.object({ resendAfterSeconds: z.number() }),
  }),
  /** Closes the account for good and signs it out everywhere. */
  close: defineEndpoint({
    path: '/api/account-closure/close',
    summary: '注销账号（不可恢复）',
    params: z.object({ code: smsCodeSchema }),
    data: z.null(),
  }),
};
