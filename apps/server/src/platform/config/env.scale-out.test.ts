import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { envErrorOf } from '../../../test/env-error';

/** Everything several processes need: PostgreSQL, Redis, S3 and a real (or one shared) gateway. */
const fleet = {
  SERVER_PROCESSES: '4',
  DATABASE_URL: 'postgres://frog@db:5432/frog',
  REDIS_URL: 'redis://cache:6379',
  STORAGE_DRIVER: 's3',
  S3_BUCKET: 'frog-public',
  S3_PRIVATE_BUCKET: 'frog-private',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
  S3_PUBLIC_URL: 'https://img.example.com',
  HUIFU_BASE_URL: 'http://10.0.0.5:3000/sim/huifu',
};

describe('several API processes (SERVER_PROCESSES)', () => {
  it('is one process by default, which may keep everything to itself', () => {
    const env = loadEnv({});

    expect(env.SERVER_PROCESSES).toBe(1);
    expect(env).toMatchObject({ DATABASE_URL: undefined, REDIS_URL: undefined, STORAGE_DRIVER: 'local' });
  });

  it('starts with PostgreSQL, Redis and S3 storage', () => {
    expect(loadEnv(fleet).SERVER_PROCESSES).toBe(4);
  });

  it('refuses the embedded database, no Redis and local uploads, naming each key in Chinese', () => {
    const error = envErrorOf({ SERVER_PROCESSES: '2' });

    expect(error.keys.sort()).toEqual(['DATABASE_URL', 'HUIFU_BASE_URL', 'REDIS_URL', 'STORAGE_DRIVER']);
    expect(error.message).toContain(
      'DATABASE_URL=""：SERVER_PROCESSES=2（多个进程）时必填：内嵌数据库 PGlite',
    );
    expect(error.message).toContain('限流计数和未读数推送须经 Redis 在进程之间共享');
    expect(error.message).toContain('上传的文件只在一台机器的磁盘上，请设置 STORAGE_DRIVER=s3');
    expect(error.message).toContain('模拟器的订单只保存在该进程的内存中');
  });

  it('names only what is missing', () => {
    const { REDIS_URL: _redis, ...noRedis } = fleet;
    expect(envErrorOf(noRedis).keys).toEqual(['REDIS_URL']);
    expect(envErrorOf({ ...fleet, STORAGE_DRIVER: 'local' }).keys).toEqual(['STORAGE_DRIVER']);
    const { HUIFU_BASE_URL: _gateway, ...ownSimulator } = fleet;
    expect(envErrorOf(ownSimulator).keys).toEqual(['HUIFU_BASE_URL']);
    expect(envErrorOf({ ...fleet, SERVER_PROCESSES: '0' }).keys).toEqual(['SERVER_PROCESSES']);
  });

  it('takes a metrics token of at least 32 characters, and none by default', () => {
    expect(loadEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(loadEnv({ METRICS_TOKEN: 'a'.repeat(32) }).METRICS_TOKEN).toBe('a'.repeat(32));
    expect(envErrorOf({ METRICS_TOKEN: 'short' }).keys).toEqual(['METRICS_TOKEN']);
  });

  it('keeps the job queue in the schema pgboss unless told another', () => {
    expect(loadEnv({}).JOBS_SCHEMA).toBe('pgboss');
    expect(loadEnv({ JOBS_SCHEMA: 'frog_jobs' }).JOBS_SCHEMA).toBe('frog_jobs');
    expect(envErrorOf({ JOBS_SCHEMA: 'pgboss; drop table users' }).keys).toEqual(['JOBS_SCHEMA']);
  });
});
