/**
 * The payment provider's environment variables (PAYMENTS_PROVIDER, HUIFU_*, WECHAT_*): names and
 * shapes only, so the env loader can list them beside the others. What they mean and the
 * cross-field rules live with the provider (modules/money/provider/config.ts).
 */
import { z } from 'zod';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(emptyToUndefined, z.string().trim().min(1).optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());

export const paymentsEnvSchema = z.object({
  /** `simulator` (default; the local gateway under /sim) or `huifu` (real Huifu DouGong). Simulator is refused in production. */
  PAYMENTS_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['simulator', 'huifu']).default('simulator')),
  /** Huifu gateway. huifu default https://api.huifu.com (joint-debug: https://opps-stbmertest.testpnr.com). */
  HUIFU_BASE_URL: optionalUrl,
  /** Endpoint generation the product_id is enabled for: v4 payment/create, or v2/v3 jspay. Default v4. */
  HUIFU_API_VERSION: z.preprocess(emptyToUndefined, z.enum(['v2', 'v3', 'v4']).default('v4')),
  /** Envelope `sys_id`: the caller's huifu_id (channel/agent, or the merchant itself). */
  HUIFU_SYS_ID: optionalText,
  /** Envelope `product_id` assigned by Huifu (e.g. YYZY). */
  HUIFU_PRODUCT_ID: optionalText,
  /** `data.huifu_id`: the merchant being paid. Defaults to HUIFU_SYS_ID (direct merchant). */
  HUIFU_ID: optionalText,
  /** Merchant RSA private key, bare base64 PKCS#8 DER. A secret: never commit it. */
  HUIFU_MERCHANT_PRIVATE_KEY: optionalText,
  /** Huifu's RSA public key, bare base64 X.509 SPKI DER; verifies answers and notifications. */
  HUIFU_PUBLIC_KEY: optionalText,
  /** Where Huifu posts notifications. Default PUBLIC_URL + /api/trade/huifu/notify; no query string. */
  HUIFU_NOTIFY_URL: optionalUrl,
  /** Per-call timeout to Huifu in ms. Default 10000. */
  HUIFU_TIMEOUT_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(500).max(60_000).default(10_000),
  ),
  /** Huifu's fee per payment in basis points (38 = 0.38 %): the fee each bill line is expected to carry. */
  HUIFU_FEE_BPS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(10_000).default(38)),
  /** Official account appid: used for OAuth and sent to Huifu as sub_appid. */
  WECHAT_APPID: optionalText,
  /** Official account AppSecret, for the code → openid exchange. A secret: never commit it. */
  WECHAT_SECRET: optionalText,
  /** WeChat OAuth host. huifu default https://open.weixin.qq.com. */
  WECHAT_OAUTH_BASE_URL: optionalUrl,
  /** WeChat API host. huifu default https://api.weixin.qq.com. */
  WECHAT_API_BASE_URL: optionalUrl,
});

export type PaymentsEnv = z.infer<typeof paymentsEnvSchema>;
