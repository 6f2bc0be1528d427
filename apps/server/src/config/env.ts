import { isAbsolute, join, resolve } from 'node:path';
import { SMS_RESEND_SECONDS } from '@frog/contracts';
import { z } from 'zod';
import { isSecretKey } from '../lib/secret-box';
import { type PaymentsEnv, paymentsEnvSchema } from '../payments/config';
import { checkSmsEnv, type SmsEnv, smsEnvSchema } from '../sms/config';
import { defaultWebDistDir, repoRoot } from './paths';

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
    SMS_RESEND_SECONDS: z.coerce
      .number({ error: '须为整数' })
      .int('须为整数')
      .min(1, '至少为 1')
      .max(3600, '不能超过 3600')
      .default(SMS_RESEND_SECONDS),
    /** Days a session lives without use (sliding). */
    SESSION_TTL_DAYS: z.coerce
      .number({ error: '须为整数' })
      .int('须为整数')
      .min(1, '至少为 1')
      .max(365, '不能超过 365')
      .default(30),
    /**
     * Sign-in attempts (password and SMS together) one IP may make per 15 minutes. Raise it where many
     * people share one address (a campus, a carrier NAT); the per-phone limit (10) still holds.
     */
    SIGN_IN_IP_LIMIT: z.coerce
      .number({ error: '须为整数' })
      .int('须为整数')
      .min(1, '至少为 1')
      .max(100_000, '不能超过 100000')
      .default(30),
    /** SMS codes one IP may request per hour (each costs money); the per-phone limit (10) still holds. */
    SMS_SEND_IP_LIMIT: z.coerce
      .number({ error: '须为整数' })
      .int('须为整数')
      .min(1, '至少为 1')
      .max(100_000, '不能超过 100000')
      .default(20),
    /** Trust X-Forwarded-* headers (set when behind a reverse proxy / load balancer). */
    TRUST_PROXY: booleanString.default(false),
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
     * session pay, lib/cashier-token.ts). Required in production; elsewhere unset means a random key
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
    /**
     * Who pays approved withdrawals: `manual` (an operator transfers the money and records the bank
     * reference) or `simulated` (pays or fails by itself after PAYOUT_SIMULATED_DELAY_MS; not in production).
     */
    PAYOUT_PROVIDER: z.enum(['manual', 'simulated'], { error: '须为 manual 或 simulated' }).default('manual'),
    /** Milliseconds the simulated payout provider takes to answer. */
    PAYOUT_SIMULATED_DELAY_MS: z.coerce
      .number({ error: '须为整数' })
      .int('须为整数')
      .min(0, '不能小于 0')
      .max(600_000, '不能超过 600000')
      .default(1500),
    /** Minutes an unpaid order stays payable before it expires. */
    ORDER_EXPIRE_MINUTES: z.coerce
      .number({ error: '须为整数' })
      .int('须为整数')
      .min(5, '至少为 5')
      .max(120, '不能超过 120')
      .default(15),
    /** Platform fee in basis points of every payment (500 = 5%). */
    PLATFORM_FEE_BPS: z.coerce
      .number({ error: '须为整数' })
      .int('须为整数')
      .min(0, '不能小于 0')
      .max(10_000, '不能超过 10000')
      .default(500),
    /**
     * Days a paid order's earnings stay pending before the settlement job makes them withdrawable.
     * Fractions are allowed (0.001 ≈ 86 s), for demos and browser tests that wait settlement out.
     */
    SETTLEMENT_DAYS: z.coerce
      .number({ error: '须为数字' })
      .min(0, '不能小于 0')
      .max(365, '不能超过 365')
      .default(7),
    /** Smallest withdrawal in fen (10000 = ¥100). */
    WITHDRAWAL_MIN_FEN: z.coerce
      .number({ error: '须为整数' })
      .int('须为整数')
      .min(1, '至少为 1')
      .max(100_000_000, '不能超过 100000000')
      .default(10_000),
    /** Fee per paid withdrawal in fen, kept by the platform (0 = none). */
    WITHDRAWAL_FEE_FEN: z.coerce
      .number({ error: '须为整数' })
      .int('须为整数')
      .min(0, '不能小于 0')
      .max(100_000_000, '不能超过 100000000')
      .default(0),
    /** Smallest tip in fen. */
    TIP_MIN_FEN: z.coerce.number({ error: '须为整数' }).int('须为整数').min(1, '至少为 1').default(100),
    /** Largest tip in fen. */
    TIP_MAX_FEN: z.coerce
      .number({ error: '须为整数' })
      .int('须为整数')
      .min(1, '至少为 1')
      .max(100_000_000, '不能超过 100000000')
      .default(500_000),
    /**
     * Provider payment queries a second for the whole fleet (every process together, counted in
     * Redis when REDIS_URL is set): a quarter for the reconciliation job, the rest for the waiting
     * cashiers' status polls, so 10,000 waiting buyers cost the provider no more than 1,000 do.
     * Notifications are never limited. docs/MONEY.md, "Asking the provider".
     */
    PAYMENT_QUERIES_PER_SECOND: z.coerce
      .number({ error: '须为整数' })
      .int('须为整数')
      .min(2, '至少为 2')
      .max(10_000, '不能超过 10000')
      .default(20),
    // ─── Running on many machines (issue 11) ─────────────────────────────────────────────────────
    /**
     * How many API processes serve this site together, behind one load balancer, on any number of
     * machines (1 = this process alone). Above 1 the start refuses what one process keeps to itself:
     * the embedded PGlite, rate limits and live signals without REDIS_URL, uploads on local disk.
     */
    SERVER_PROCESSES: z.coerce
      .number({ error: '须为整数' })
      .int('须为整数')
      .min(1, '至少为 1')
      .max(10_000, '不能超过 10000')
      .default(1),
    /**
     * PostgreSQL schema of the job queue's tables (pg-boss creates and migrates it). Every process of
     * one site must name the same; two sites sharing a database (or test runs) each need their own.
     */
    JOBS_SCHEMA: z
      .string()
      .trim()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, '须为小写字母、数字和下划线组成的模式名')
      .default('pgboss'),
    /**
     * Bearer token Prometheus sends to read GET /metrics (at least 32 characters, `openssl rand -hex
     * 32`). Unset: /metrics is not served at all.
     */
    METRICS_TOKEN: z.string().trim().min(32, '至少 32 个字符（openssl rand -hex 32）').optional(),
    ...paymentsEnvSchema.shape,
    // SMS_PROVIDER and the provider's keys (sms/config.ts).
    ...smsEnvSchema.shape,
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
    if (env.WITHDRAWAL_FEE_FEN >= env.WITHDRAWAL_MIN_FEN) {
      ctx.addIssue({ code: 'custom', path: ['WITHDRAWAL_FEE_FEN'], message: '须小于 WITHDRAWAL_MIN_FEN' });
    }
    if (env.TIP_MIN_FEN > env.TIP_MAX_FEN) {
      ctx.addIssue({ code: 'custom', path: ['TIP_MAX_FEN'], message: '不能小于 TIP_MIN_FEN' });
    }
    if (env.NODE_ENV === 'production' && env.PAYMENTS_PROVIDER === 'simulator') {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS_PROVIDER'],
        message: '生产环境不能使用支付模拟器（simulator），请设置 PAYMENTS_PROVIDER=huifu',
      });
    }
    if (env.NODE_ENV === 'production' && env.PAYOUT_PROVIDER === 'simulated') {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYOUT_PROVIDER'],
        message: '生产环境不能使用模拟打款（simulated），请设置 PAYOUT_PROVIDER=manual',
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
    for (const [key, message] of singleProcessOnly(env))
      ctx.addIssue({ code: 'custom', path: [key], message });
  });

/**
 * What one process keeps to itself, refused when SERVER_PROCESSES says several serve the site: each
 * key with the reason, in Chinese, for loadEnv's one error.
 */
function singleProcessOnly(env: {
  SERVER_PROCESSES: number;
  DATABASE_URL?: string;
  REDIS_URL?: string;
  STORAGE_DRIVER: 'local' | 's3';
  PAYMENTS_PROVIDER: 'simulator' | 'huifu';
  HUIFU_BASE_URL?: string;
}): [key: string, message: string][] {
  if (env.SERVER_PROCESSES <= 1) return [];
  const many = `SERVER_PROCESSES=${env.SERVER_PROCESSES}（多个进程）时`;
  const issues: [string, string][] = [];
  if (!env.DATABASE_URL) {
    issues.push(['DATABASE_URL', `${many}必填：内嵌数据库 PGlite 只能由一个进程打开，请使用 PostgreSQL`]);
  }
  if (!env.REDIS_URL) {
    issues.push(['REDIS_URL', `${many}必填：限流计数和未读数推送须经 Redis 在进程之间共享`]);
  }
  if (env.STORAGE_DRIVER === 'local') {
    issues.push([
      'STORAGE_DRIVER',
      `${many}不能为 local：上传的文件只在一台机器的磁盘上，请设置 STORAGE_DRIVER=s3`,
    ]);
  }
  if (env.PAYMENTS_PROVIDER === 'simulator' && !env.HUIFU_BASE_URL) {
    issues.push([
      'HUIFU_BASE_URL',
      `${many}使用支付模拟器须指向其中一个进程的 /sim/huifu：模拟器的订单只保存在该进程的内存中`,
    ]);
  }

  return issues;
}

/** The payment and SMS keys, whose schemas live beside their code. */
type ProviderEnv = PaymentsEnv & SmsEnv;

export type Env = ProviderEnv & {
  ORDER_EXPIRE_MINUTES: number;
  PLATFORM_FEE_BPS: number;
  SETTLEMENT_DAYS: number;
  WITHDRAWAL_MIN_FEN: number;
  WITHDRAWAL_FEE_FEN: number;
  TIP_MIN_FEN: number;
  TIP_MAX_FEN: number;
  PAYMENT_QUERIES_PER_SECOND: number;
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
  UPLOAD_IMAGE_MAX_MB: number;
  UPLOAD_ATTACHMENT_MAX_MB: number;
  UPLOAD_VIDEO_MAX_MB: number;
  ID_NUMBER_HASH_KEY: string | undefined;
  CASHIER_TOKEN_SECRET: string | undefined;
  PAYOUT_ENCRYPTION_KEY: string | undefined;
  PAYOUT_PROVIDER: 'manual' | 'simulated';
  PAYOUT_SIMULATED_DELAY_MS: number;
  SERVER_PROCESSES: number;
  JOBS_SCHEMA: string;
  METRICS_TOKEN: string | undefined;
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
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://127.0.0.1:${env.PORT}`).replace(/\/$/, ''),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: env.WEB_DIST_DIR ? absolute(env.WEB_DIST_DIR) : defaultWebDistDir,
    UPLOAD_DIR: env.UPLOAD_DIR ? absolute(env.UPLOAD_DIR) : join(dataDir, 'uploads'),
  };
}
