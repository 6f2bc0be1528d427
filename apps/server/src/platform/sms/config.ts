/**
 * SMS environment variables, spread into the app's env schema (platform/config/env.ts) like the payment ones;
 * `checkSmsEnv` adds the cross-field rules (the provider's keys, no dev provider in production), so a
 * start names every missing or bad key at once, in Chinese.
 */
import { z } from 'zod';
import { envInteger } from '../config/env-integer';

const digits = (hint: string) => z.string().trim().regex(/^\d+$/, hint).optional();

export const smsEnvSchema = z.object({
  /** `dev` (codes in the log and /api/dev; refused in production) or `tencent` (Tencent Cloud SMS). */
  SMS_PROVIDER: z.enum(['dev', 'tencent'], { error: '须为 dev 或 tencent' }).default('dev'),
  /** Milliseconds the provider has to answer one send before the user is told to retry. */
  SMS_TIMEOUT_MS: envInteger(500, 60_000, 5000),
  /** Tencent Cloud API key (CAM 访问密钥): SecretId, starts with AKID. */
  TENCENT_SMS_SECRET_ID: z
    .string()
    .trim()
    .regex(/^AKID\w+$/, '须为腾讯云 API 密钥的 SecretId（以 AKID 开头）')
    .optional(),
  /** Its SecretKey. A secret: never commit it. */
  TENCENT_SMS_SECRET_KEY: z.string().trim().min(16, '须为腾讯云 API 密钥的 SecretKey').optional(),
  /** SmsSdkAppId of the SMS application (短信控制台 → 应用管理), e.g. 1400006666. */
  TENCENT_SMS_SDK_APP_ID: digits('须为短信应用的 SdkAppId（数字，如 1400006666）'),
  /** Approved signature (签名内容), e.g. 创作蛙. */
  TENCENT_SMS_SIGN_NAME: z.string().trim().min(1, '不能为空').max(20, '不能超过 20 个字').optional(),
  /** Approved verification-code template (正文模板 ID). */
  TENCENT_SMS_TEMPLATE_ID: digits('须为已审核通过的正文模板 ID（数字）'),
  /** The template's variables: `code,minutes` ({1} the code, {2} its validity in minutes) or `code`. */
  TENCENT_SMS_TEMPLATE_PARAMS: z
    .enum(['code', 'code,minutes'], { error: '须为 code 或 code,minutes（与模板变量个数一致）' })
    .default('code,minutes'),
  /** X-TC-Region: ap-guangzhou, ap-beijing or ap-nanjing. */
  TENCENT_SMS_REGION: z
    .string()
    .trim()
    .regex(/^[a-z]+-[a-z]+(-\d+)?$/, '须为地域，如 ap-guangzhou')
    .default('ap-guangzhou'),
  /** API address; only tests point it elsewhere (a local stub of the API). */
  TENCENT_SMS_ENDPOINT: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^/\s?#]+\/?$/, '须为 http(s)://主机[:端口]，不带路径')
    .default('https://sms.tencentcloudapi.com'),
});

export type SmsEnv = z.infer<typeof smsEnvSchema>;

const TENCENT_KEYS = [
  'TENCENT_SMS_SECRET_ID',
  'TENCENT_SMS_SECRET_KEY',
  'TENCENT_SMS_SDK_APP_ID',
  'TENCENT_SMS_SIGN_NAME',
  'TENCENT_SMS_TEMPLATE_ID',
] as const;

/** One problem of the SMS settings: the key to name and the Chinese reason. */
export type SmsEnvIssue = { key: keyof SmsEnv; message: string };

/**
 * The rules between keys: `tencent` needs its five keys; production refuses `dev`, whose codes
 * anyone reading the log (or /api/dev) could use.
 */
export function checkSmsEnv(env: SmsEnv, nodeEnv: string): SmsEnvIssue[] {
  const issues: SmsEnvIssue[] = [];
  if (env.SMS_PROVIDER === 'tencent') {
    for (const key of TENCENT_KEYS) {
      if (!env[key]) issues.push({ key, message: 'SMS_PROVIDER=tencent 时必填' });
    }
  }
  if (nodeEnv === 'production' && env.SMS_PROVIDER === 'dev') {
    issues.push({
      key: 'SMS_PROVIDER',
      message: '生产环境不能使用开发短信通道（dev），请设置 SMS_PROVIDER=tencent 并填写 TENCENT_SMS_* 各项',
    });
  }

  return issues;
}
