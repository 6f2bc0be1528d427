import { z } from 'zod';
import { envInteger } from './env-integer';

// The keys of running as several processes, and of watching them. Part of env.ts.

export const fleetEnvSchema = z.object({
  /**
   * How many API processes serve this site together, behind one load balancer, on any number of
   * machines (1 = this process alone). Above 1 the start refuses what one process keeps to itself:
   * the embedded PGlite, rate limits and live signals without REDIS_URL, uploads on local disk.
   */
  SERVER_PROCESSES: envInteger(1, 10_000, 1),
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
});

export type FleetEnv = z.infer<typeof fleetEnvSchema>;

/**
 * What one process keeps to itself, refused when SERVER_PROCESSES says several serve the site: each
 * key with the reason, in Chinese, for loadEnv's one error.
 */
export function singleProcessOnly(env: {
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
