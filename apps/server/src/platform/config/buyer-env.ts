import { z } from 'zod';
import { parseKeyList } from '../lib/key-ring';
import { isSecretKey } from '../lib/secret-box';
import { envInteger } from './env-integer';

// The buyer-protection keys of the environment (docs/MINORS.md): when a buyer's real name (and so
// their age) is checked before paying, minors' caps, and who checks the name. Part of env.ts.

/** When a payment needs the buyer's verified real name first. `aboveFen`: for `above`, the amount. */
export type MinorProtection = { kind: 'off' } | { kind: 'above'; aboveFen: number } | { kind: 'all' };

/** A minor band's caps in fen: one payment, one China day, one China month. */
export type SpendingCapsFen = { perPaymentFen: number; perDayFen: number; perMonthFen: number };

const yuanToFen = (yuan: string) => Math.round(Number(yuan) * 100);

const protection = z
  .string()
  .trim()
  .regex(
    /^(off|verify-all|verify-above:\d{1,7}(\.\d{1,2})?)$/,
    '须为 off、verify-all 或 verify-above:金额（元）',
  )
  .transform((value): MinorProtection => {
    if (value === 'off') return { kind: 'off' };
    if (value === 'verify-all') return { kind: 'all' };

    return { kind: 'above', aboveFen: yuanToFen(value.slice('verify-above:'.length)) };
  });

/** "50/100/200": yuan per payment / per day / per month, each at most the next. */
const caps = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .refine(
      (value) => /^\d{1,6}(\.\d{1,2})?(\/\d{1,6}(\.\d{1,2})?){2}$/.test(value),
      '须为 单笔/单日/单月 的元数，如 50/100/200',
    )
    .transform((value): SpendingCapsFen => {
      const [perPaymentFen = 0, perDayFen = 0, perMonthFen = 0] = value.split('/').map(yuanToFen);

      return { perPaymentFen, perDayFen, perMonthFen };
    })
    .refine((c) => c.perPaymentFen <= c.perDayFen && c.perDayFen <= c.perMonthFen, '须单笔 ≤ 单日 ≤ 单月');

export const buyerEnvSchema = z.object({
  /**
   * When a buyer verifies their real name before paying: `verify-all` (before the first payment),
   * `verify-above:N` (before a payment above ¥N; a buyer verified as a minor is capped on every
   * payment) or `off`. Unset: verify-all in production, off in development and tests.
   */
  MINOR_PROTECTION: protection.optional(),
  /** Caps of buyers 8 to 16 (yuan per payment / day / month); under 8 nothing can be paid. */
  MINOR_CAPS_8_TO_16: caps('50/100/200'),
  /** Caps of buyers 16 to 18. */
  MINOR_CAPS_16_TO_18: caps('100/200/400'),
  /** Days after paying within which a buyer may ask for a refund of the order from 我的支持. */
  REFUND_REQUEST_WINDOW_DAYS: envInteger(1, 365, 7),
  /** Hours the creator or an operator has to decide a refund request; then it expires. */
  REFUND_REQUEST_DECIDE_HOURS: envInteger(1, 720, 72),
  /** Who checks a name against its ID number: `dev` (any valid pair but the name 测试不符; refused in production) or `tencent` (腾讯云 身份信息认证). */
  REAL_NAME_PROVIDER: z.enum(['dev', 'tencent'], { error: '须为 dev 或 tencent' }).default('dev'),
  /** Tencent Cloud API key for the check; unset: the SMS key (TENCENT_SMS_SECRET_ID / _KEY). */
  TENCENT_FACEID_SECRET_ID: z
    .string()
    .trim()
    .regex(/^AKID\w+$/, '须为腾讯云 API 密钥的 SecretId（以 AKID 开头）')
    .optional(),
  TENCENT_FACEID_SECRET_KEY: z.string().trim().min(16, '须为腾讯云 API 密钥的 SecretKey').optional(),
  TENCENT_FACEID_REGION: z
    .string()
    .trim()
    .regex(/^[a-z]+-[a-z]+(-\d+)?$/, '须为地域，如 ap-guangzhou')
    .default('ap-guangzhou'),
  /** API address; only tests point it elsewhere. */
  TENCENT_FACEID_ENDPOINT: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^/\s?#]+\/?$/, '须为 http(s)://主机[:端口]，不带路径')
    .default('https://faceid.tencentcloudapi.com'),
  /**
   * AES-256-GCM key of buyers' ID numbers at rest (`openssl rand -hex 32`). Required in production;
   * elsewhere unset means a random key kept in the database.
   */
  IDENTITY_ENCRYPTION_KEY: z
    .string()
    .trim()
    .refine(isSecretKey, '须为 64 位十六进制或 32 字节的 base64（openssl rand -hex 32）')
    .optional(),
  /**
   * Keys IDENTITY_ENCRYPTION_KEY replaced (commas between them): creators' ID numbers sealed under one
   * still open (each row names its key's id) until they are sealed again under the current key.
   */
  IDENTITY_ENCRYPTION_PREVIOUS_KEYS: z
    .string()
    .trim()
    .refine(
      (text) => parseKeyList(text).every(isSecretKey),
      '须为以逗号分隔的密钥，每个为 64 位十六进制或 32 字节的 base64',
    )
    .optional(),
});

export type BuyerEnv = Omit<z.infer<typeof buyerEnvSchema>, 'MINOR_PROTECTION'> & {
  MINOR_PROTECTION: MinorProtection;
};

/** MINOR_PROTECTION as set, else this NODE_ENV's default: verify-all in production, off elsewhere. */
export const minorProtectionOf = (env: {
  MINOR_PROTECTION?: MinorProtection | undefined;
  NODE_ENV: string;
}): MinorProtection =>
  env.MINOR_PROTECTION ?? (env.NODE_ENV === 'production' ? { kind: 'all' } : { kind: 'off' });

/** What the buyer keys refuse together and in production: each key with its Chinese reason. */
export function checkBuyerEnv(
  env: z.infer<typeof buyerEnvSchema> & {
    NODE_ENV: string;
    TENCENT_SMS_SECRET_ID?: string | undefined;
    TENCENT_SMS_SECRET_KEY?: string | undefined;
  },
): [key: string, message: string][] {
  const issues: [string, string][] = [];
  if (env.NODE_ENV !== 'production') return issues;
  if (env.REAL_NAME_PROVIDER === 'dev')
    issues.push([
      'REAL_NAME_PROVIDER',
      '生产环境不能使用开发用实名核验（dev），请设置 REAL_NAME_PROVIDER=tencent',
    ]);
  if (env.REAL_NAME_PROVIDER === 'tencent' && !(env.TENCENT_FACEID_SECRET_ID ?? env.TENCENT_SMS_SECRET_ID))
    issues.push([
      'TENCENT_FACEID_SECRET_ID',
      'REAL_NAME_PROVIDER=tencent 时必填（或与短信共用 TENCENT_SMS_SECRET_ID）',
    ]);
  if (env.REAL_NAME_PROVIDER === 'tencent' && !(env.TENCENT_FACEID_SECRET_KEY ?? env.TENCENT_SMS_SECRET_KEY))
    issues.push([
      'TENCENT_FACEID_SECRET_KEY',
      'REAL_NAME_PROVIDER=tencent 时必填（或与短信共用 TENCENT_SMS_SECRET_KEY）',
    ]);
  if (!env.IDENTITY_ENCRYPTION_KEY)
    issues.push(['IDENTITY_ENCRYPTION_KEY', '生产环境必填：身份证号加密密钥（openssl rand -hex 32）']);

  return issues;
}
