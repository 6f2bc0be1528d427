import { isAbsolute, join, resolve } from 'node:path';
import { SMS_RESEND_SECONDS } from '@frog/contracts';
import { z } from 'zod';
import { isSecretKey } from '../lib/secret-box';
import { type PaymentsEnv, paymentsEnvSchema } from './payments-env';
import { checkSmsEnv, type SmsEnv, smsEnvSchema } from '../sms/config';
import { type BuyerEnv, buyerEnvSchema, checkBuyerEnv, minorProtectionOf } from './buyer-env';
import { type FleetEnv, fleetEnvSchema, singleProcessOnly } from './fleet-env';
import {
  checkMoneyEnv,
  type MoneyEnv,
  moneyEnvSchema,
  moneyFlowOf,
  taxWithholdingMethodOf,
} from './money-env';
import { defaultWebDistDir, repoRoot } from './paths';
import { envInteger } from './env-integer';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''], { error: '须为 true 或 false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalUrl = (protocols: RegExp, hint: string) => z.string().trim().regex(protocols, hint).optional();

const envSchema = z
  .object({
    /** development | test | production. Production turns on Secure cookies and refuses the dev SMS provider. */
    NODE_ENV: z
      .enum(['development', 'test', 'production'], { error: '须为 development、test 或 production' })
      .default('development'),
    /**
     * Interface to listen on. Default 127.0.0.1: only this machine can connect (the demo operator's
     * password is public). Set 0.0.0.0 (or ::) to accept other machines, e.g. behind a reverse proxy
     * on another host or in a container.
     */
    HOST: z.string().trim().min(1, '不能为空').default('127.0.0.1'),
    /** Port to listen on. */
    PORT: z.coerce
      .number({ error: '须为整数' })
      .int('须为整数')
      .min(1, '须在 1-65535 之间')
      .max(65535, '须在 1-65535 之间')
      .default(3000),
    /** The address browsers use; same-origin checks and payment notify URLs. Default http://127.0.0.1:PORT. */
    PUBLIC_URL: optionalUrl(/^https?:\/\/[^/\s]+\/?$/, '须为 http(s)://主机[:端口]，不带路径'),
    /** Data folder (embedded database, uploads). Default <repo>/data; a relative value resolves against the working directory. */
    DATA_DIR: z.string().trim().optional(),
    /** PostgreSQL 15+ connection string; unset = embedded PGlite in DATA_DIR/pgdata. */
    DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, '须以 postgres:// 或 postgresql:// 开头'),
    /**
     * Run periodic jobs (reconciliation, settlement …) in this process: it starts pg-boss, whose
     * tables live in the `pgboss` schema of the same database. Set false on web-only processes
     * behind a load balancer; at least one process must run them.
     */
    JOBS_ENABLED: booleanString.default(true),
    /** Redis connection string; when set it stores rate-limit counters and is checked by /readyz. */
    REDIS_URL: optionalUrl(/^rediss?:\/\//, '须以 redis:// 或 rediss:// 开头'),
    /** Log level of the JSON logs. */
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: '须为 fatal/error/warn/info/debug/trace/silent',
      })
      .default('info'),
    /** Built web app to serve. Default apps/web/dist. */
    WEB_DIST_DIR: z.string().trim().optional(),
    /** Where the local storage driver keeps uploads. Default DATA_DIR/uploads. */
    UPLOAD_DIR: z.string().trim().optional(),
    /** Where uploads go: `local` (UPLOAD_DIR, served at /uploads) or `s3` (an S3-compatible bucket, the S3_* keys). */
    STORAGE_DRIVER: z.enum(['local', 's3'], { error: '须为 local 或 s3' }).default('local'),
    /** S3 API endpoint, e.g. https://oss-cn-hangzhou.aliyuncs.com or http://127.0.0.1:9000; unset = AWS. */
    S3_ENDPOINT: optionalUrl(/^https?:\/\/[^\s]+$/, '须为 http(s):// 地址'),
    /** Region of the buckets. */
    S3_REGION: z.string().trim().min(1, '不能为空').default('us-east-1'),
    /** Bucket of public images (avatars, covers, body images); readable by anyone through S3_PUBLIC_URL. */
    S3_BUCKET: z.string().trim().optional(),
    /** Bucket of post attachments and videos; must differ from S3_BUCKET and never be public-read. */
    S3_PRIVATE_BUCKET: z.string().trim().optional(),
    S3_ACCESS_KEY_ID: z.string().trim().optional(),
    S3_SECRET_ACCESS_KEY: z.string().trim().optional(),
    /** Public base URL of S3_BUCKET (bucket website or CDN), e.g. https://img.example.com; no trailing slash needed. */
    S3_PUBLIC_URL: optionalUrl(/^https?:\/\/[^/\s?#]+(\/[^\s?#]*)?$/, '须为 http(s):// 地址，不带 ? 或 #'),
    /** Path-style addressing (endpoint/bucket/key); needed by MinIO and most self-hosted S3. */
    S3_FORCE_PATH_STYLE: booleanString.default(false),
    /** Seconds before the same phone may be sent another code (the sign-in page counts them down). */
    SMS_RESEND_SECONDS: envInteger(1, 3600, SMS_RESEND_SECONDS),
    /** Days a session lives without use (sliding). */
    SESSION_TTL_DAYS: envInteger(1, 365, 30),
    /**
     * Sign-in attempts (password and SMS together) one IP may make per 15 minutes. Raise it where many
     * people share one address (a campus, a carrier NAT); the per-phone limit (10) still holds.
     */
    SIGN_IN_IP_LIMIT: envInteger(1, 100_000, 30),
    /** SMS codes one IP may request per hour (each costs money); the per-phone limit (10) still holds. */
    SMS_SEND_IP_LIMIT: envInteger(1, 100_000, 20),
    /** Trust X-Forwarded-* headers (set when behind a reverse proxy / load balancer). */
    TRUST_PROXY: booleanString.default(false),
    /**
     * Seconds a public or member read is kept at most when nothing announces a change (every committed
     * change empties it at once, in every process). Tests of the caches raise it, so that only an
     * announced change can explain a fresh answer.
     */
    READ_CACHE_SECONDS: envInteger(1, 3600, 5),
    /** Largest image upload in MB. */
    UPLOAD_IMAGE_MAX_MB: z.coerce
      .number({ error: '须为数字' })
      .positive('须大于 0')
      .max(100, '不能超过 100')
      .default(10),
    /** Largest post attachment in MB. */
    UPLOAD_ATTACHMENT_MAX_MB: z.coerce
      .number({ error: '须为数字' })
      .positive('须大于 0')
      .max(2000, '不能超过 2000')
      .default(100),
    /** Largest post video in MB. */
    UPLOAD_VIDEO_MAX_MB: z.coerce
      .number({ error: '须为数字' })
      .positive('须大于 0')
      .max(2000, '不能超过 2000')
      .default(500),
    /**
     * Key of the ID-number hash on creator applications (duplicate detection). Unset: a random key
     * kept in the database; set it in production so a database dump alone cannot test guesses.
     */
    ID_NUMBER_HASH_KEY: z.string().trim().min(32, '至少 32 个字符').optional(),
    /**
     * HMAC key of cashier tokens (the capability in a cashier URL that lets a phone without the web
     * session pay, modules/money/cashier/cashier-token.ts). Required in production; elsewhere unset means a random key
     * kept in the database (app_secrets). Changing it voids the cashier links already handed out.
     */
    CASHIER_TOKEN_SECRET: z.string().trim().min(32, '至少 32 个字符').optional(),
    /**
     * AES-256-GCM key of payout account numbers at rest: 64 hex characters or base64 of 32 bytes
     * (`openssl rand -hex 32`). Required in production; elsewhere unset means a random key kept in
     * the database (app_secrets), which a database dump would carry along.
     */
    PAYOUT_ENCRYPTION_KEY: z
      .string()
      .trim()
      .refine(isSecretKey, '须为 64 位十六进制或 32 字节的 base64（openssl rand -hex 32）')
      .optional(),
    // Orders, fees, settlement, withdrawals, tips, provider queries (money-env.ts).
    ...moneyEnvSchema.shape,
    // Several processes and monitoring (fleet-env.ts).
    ...fleetEnvSchema.shape,
    ...paymentsEnvSchema.shape,
    // SMS_PROVIDER and the provider's keys (platform/sms/config.ts).
    ...smsEnvSchema.shape,
    // Buyers' real names and minors' caps (buyer-env.ts).
    ...buyerEnvSchema.shape,
  })
  .superRefine((env, ctx) => {
    if (env.STORAGE_DRIVER === 's3') {
      const required = [
        'S3_BUCKET',
        'S3_PRIVATE_BUCKET',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
        'S3_PUBLIC_URL',
      ] as const;
      for (const key of required) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'STORAGE_DRIVER=s3 时必填' });
      }
      if (env.S3_BUCKET && env.S3_BUCKET === env.S3_PRIVATE_BUCKET) {
        ctx.addIssue({
          code: 'custom',
          path: ['S3_PRIVATE_BUCKET'],
          message: '不能与 S3_BUCKET 相同：附件和视频须放在不公开读取的存储桶',
        });
      }
    }
    if (env.NODE_ENV === 'production' && env.PAYMENTS_PROVIDER === 'simulator') {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS_PROVIDER'],
        message: '生产环境不能使用支付模拟器（simulator），请设置 PAYMENTS_PROVIDER=huifu',
      });
    }
    if (env.NODE_ENV === 'production' && !env.PAYOUT_ENCRYPTION_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYOUT_ENCRYPTION_KEY'],
        message: '生产环境必填：收款账号加密密钥（openssl rand -hex 32）',
      });
    }
    if (env.NODE_ENV === 'production' && !env.CASHIER_TOKEN_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['CASHIER_TOKEN_SECRET'],
        message: '生产环境必填：收银台链接签名密钥（openssl rand -hex 32）',
      });
    }
    for (const issue of checkSmsEnv(env, env.NODE_ENV)) {
      ctx.addIssue({ code: 'custom', path: [issue.key], message: issue.message });
    }
    for (const [key, message] of [...checkMoneyEnv(env), ...checkBuyerEnv(env), ...singleProcessOnly(env)])
      ctx.addIssue({ code: 'custom', path: [key], message });
  });

/** The keys whose schemas live in their own files. */
type ProviderEnv = PaymentsEnv & SmsEnv & MoneyEnv & FleetEnv & BuyerEnv;

export type Env = ProviderEnv & {
  NODE_ENV: 'development' | 'test' | 'production';
  HOST: string;
  PORT: number;
  PUBLIC_URL: string;
  DATA_DIR: string;
  DATABASE_URL: string | undefined;
  REDIS_URL: string | undefined;
  JOBS_ENABLED: boolean;
  LOG_LEVEL: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  WEB_DIST_DIR: string;
  UPLOAD_DIR: string;
  STORAGE_DRIVER: 'local' | 's3';
  /** Set (all of them) when STORAGE_DRIVER=s3. */
  S3_ENDPOINT: string | undefined;
  S3_REGION: string;
  S3_BUCKET: string | undefined;
  S3_PRIVATE_BUCKET: string | undefined;
  S3_ACCESS_KEY_ID: string | undefined;
  S3_SECRET_ACCESS_KEY: string | undefined;
  S3_PUBLIC_URL: string | undefined;
  S3_FORCE_PATH_STYLE: boolean;
  SMS_RESEND_SECONDS: number;
  SESSION_TTL_DAYS: number;
  SIGN_IN_IP_LIMIT: number;
  SMS_SEND_IP_LIMIT: number;
  TRUST_PROXY: boolean;
  READ_CACHE_SECONDS: number;
  UPLOAD_IMAGE_MAX_MB: number;
  UPLOAD_ATTACHMENT_MAX_MB: number;
  UPLOAD_VIDEO_MAX_MB: number;
  ID_NUMBER_HASH_KEY: string | undefined;
  CASHIER_TOKEN_SECRET: string | undefined;
  PAYOUT_ENCRYPTION_KEY: string | undefined;
};

/** Thrown when the environment is invalid; `keys` lists every offending variable. */
export class EnvError extends Error {
  constructor(
    readonly keys: string[],
    lines: string[],
  ) {
    super(`环境变量配置有误，请检查以下 ${keys.length} 项：\n${lines.join('\n')}`);
    this.name = 'EnvError';
  }
}

const absolute = (path: string) => (isAbsolute(path) ? path : resolve(process.cwd(), path));

/**
 * Reads and checks the environment once at start. Every bad or missing key is named in one error,
 * so an operator fixes them all in one go. Empty strings count as unset.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const present = Object.fromEntries(
    Object.entries(source).filter(([key, value]) => key in envSchema.shape && value !== ''),
  );
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const byKey = new Map<string, string>();
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? '');
      if (!byKey.has(key)) byKey.set(key, issue.message);
    }
    const keys = [...byKey.keys()];
    throw new EnvError(
      keys,
      keys.map((key) => `  - ${key}=${JSON.stringify(source[key] ?? '')}：${byKey.get(key)}`),
    );
  }
  const env = result.data;
  const dataDir = env.DATA_DIR ? absolute(env.DATA_DIR) : join(repoRoot, 'data');

  return {
    ...env,
    DATABASE_URL: env.DATABASE_URL,
    REDIS_URL: env.REDIS_URL,
    ID_NUMBER_HASH_KEY: env.ID_NUMBER_HASH_KEY,
    CASHIER_TOKEN_SECRET: env.CASHIER_TOKEN_SECRET,
    PAYOUT_ENCRYPTION_KEY: env.PAYOUT_ENCRYPTION_KEY,
    METRICS_TOKEN: env.METRICS_TOKEN,
    S3_ENDPOINT: env.S3_ENDPOINT,
    S3_BUCKET: env.S3_BUCKET,
    S3_PRIVATE_BUCKET: env.S3_PRIVATE_BUCKET,
    S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY,
    S3_PUBLIC_URL: env.S3_PUBLIC_URL?.replace(/\/+$/, ''),
    MONEY_FLOW: moneyFlowOf(env),
    TAX_WITHHOLDING_METHOD: taxWithholdingMethodOf(env),
    MINOR_PROTECTION: minorProtectionOf(env),
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://127.0.0.1:${env.PORT}`).replace(/\/$/, ''),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: env.WEB_DIST_DIR ? absolute(env.WEB_DIST_DIR) : defaultWebDistDir,
    UPLOAD_DIR: env.UPLOAD_DIR ? absolute(env.UPLOAD_DIR) : join(dataDir, 'uploads'),
  };
}
