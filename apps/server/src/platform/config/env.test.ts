import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { defaultWebDistDir, repoRoot } from './paths';
import { envErrorOf } from '../../../test/env-error';

describe('loadEnv', () => {
  it('has working defaults for one machine', () => {
    const env = loadEnv({});

    expect(env).toMatchObject({
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: 3000,
      PUBLIC_URL: 'http://127.0.0.1:3000',
      DATABASE_URL: undefined,
      REDIS_URL: undefined,
      LOG_LEVEL: 'info',
      SMS_PROVIDER: 'dev',
      SESSION_TTL_DAYS: 30,
      SIGN_IN_IP_LIMIT: 30,
      SMS_SEND_IP_LIMIT: 20,
      TRUST_PROXY: false,
      UPLOAD_IMAGE_MAX_MB: 10,
    });
    expect(env.DATA_DIR).toBe(join(repoRoot, 'data'));
    expect(env.UPLOAD_DIR).toBe(join(repoRoot, 'data', 'uploads'));
    expect(env.WEB_DIST_DIR).toBe(defaultWebDistDir);
    expect(defaultWebDistDir).toBe(join(repoRoot, 'apps', 'web', 'dist'));
  });

  it('puts the default data folder at the repository root, whatever the working directory', () => {
    const rootPackage = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { name: string };

    expect(rootPackage.name).toBe('creator-frog');
    expect(loadEnv({}).DATA_DIR).not.toContain('apps/server');
  });

  it('reads given values; relative folders resolve against the working directory', () => {
    const env = loadEnv({
      PORT: '8080',
      DATA_DIR: 'tmp-data',
      TRUST_PROXY: 'true',
      DATABASE_URL: 'postgres://u@db:5432/frog',
      REDIS_URL: 'redis://cache:6379',
      PUBLIC_URL: 'https://chuangzuowa.example/',
      UPLOAD_IMAGE_MAX_MB: '5',
      EXTRA_UNRELATED: 'ignored',
    });

    expect(env.PORT).toBe(8080);
    expect(env.DATA_DIR).toBe(resolve(process.cwd(), 'tmp-data'));
    expect(env.UPLOAD_DIR).toBe(join(resolve(process.cwd(), 'tmp-data'), 'uploads'));
    expect(env.TRUST_PROXY).toBe(true);
    expect(env.PUBLIC_URL).toBe('https://chuangzuowa.example');
    expect(env.UPLOAD_IMAGE_MAX_MB).toBe(5);
  });

  it('derives PUBLIC_URL from PORT and treats empty strings as unset', () => {
    expect(loadEnv({ PORT: '4000', PUBLIC_URL: '', DATABASE_URL: '' })).toMatchObject({
      PUBLIC_URL: 'http://127.0.0.1:4000',
      DATABASE_URL: undefined,
    });
  });

  it('listens on this machine only unless HOST says otherwise, .env.example copied as-is included', () => {
    const example = Object.fromEntries(
      readFileSync(join(repoRoot, '.env.example'), 'utf8')
        .split('\n')
        .filter((line) => /^[A-Z0-9_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );

    expect(example).toHaveProperty('HOST');
    expect(loadEnv(example).HOST).toBe('127.0.0.1');
    expect(loadEnv({ HOST: '' }).HOST).toBe('127.0.0.1');
    expect(loadEnv({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadEnv({ HOST: '::' }).HOST).toBe('::');
  });

  it('names every bad key in one error', () => {
    const error = envErrorOf({
      NODE_ENV: 'staging',
      PORT: 'eighty',
      DATABASE_URL: 'mysql://db/frog',
      REDIS_URL: 'localhost:6379',
      SESSION_TTL_DAYS: '0',
      TRUST_PROXY: 'maybe',
      UPLOAD_IMAGE_MAX_MB: '-1',
      LOG_LEVEL: 'loud',
      PUBLIC_URL: 'example.com/path',
    });

    const keys = [
      'NODE_ENV',
      'PORT',
      'DATABASE_URL',
      'REDIS_URL',
      'SESSION_TTL_DAYS',
      'TRUST_PROXY',
      'UPLOAD_IMAGE_MAX_MB',
      'LOG_LEVEL',
      'PUBLIC_URL',
    ];
    expect([...error.keys].sort()).toEqual([...keys].sort());
    for (const key of keys) expect(error.message).toContain(`- ${key}=`);
    expect(error.message).toContain('环境变量配置有误，请检查以下 9 项');
  });

  it('refuses the development SMS provider and real-name check in production', () => {
    const error = envErrorOf({ NODE_ENV: 'production' });

    expect([...error.keys].sort()).toEqual([
      'CASHIER_TOKEN_SECRET',
      'IDENTITY_ENCRYPTION_KEY',
      'PAYMENTS_PROVIDER',
      'PAYOUT_ENCRYPTION_KEY',
      'REAL_NAME_PROVIDER',
      'SMS_PROVIDER',
    ]);
    expect(error.message).toContain('生产环境不能使用开发短信通道');
    expect(error.message).toContain('生产环境不能使用支付模拟器');
    expect(error.message).toContain(
      '生产环境不能使用开发用实名核验（dev），请设置 REAL_NAME_PROVIDER=tencent',
    );
  });

  it('reads MINOR_PROTECTION and the caps; verify-all in production, off elsewhere when unset', () => {
    expect(loadEnv({}).MINOR_PROTECTION).toEqual({ kind: 'off' });
    expect(loadEnv({ MINOR_PROTECTION: 'verify-above:99.5' }).MINOR_PROTECTION).toEqual({
      kind: 'above',
      aboveFen: 9950,
    });
    expect(loadEnv({}).MINOR_CAPS_8_TO_16).toEqual({
      perPaymentFen: 5000,
      perDayFen: 10_000,
      perMonthFen: 20_000,
    });
    expect(envErrorOf({ MINOR_PROTECTION: 'sometimes' }).message).toContain(
      '须为 off、verify-all 或 verify-above:金额（元）',
    );
    expect(envErrorOf({ MINOR_CAPS_16_TO_18: '100/50/400' }).message).toContain('须单笔 ≤ 单日 ≤ 单月');
    expect(envErrorOf({ MINOR_CAPS_16_TO_18: '100' }).keys).toEqual(['MINOR_CAPS_16_TO_18']);
  });

  it('needs a payout encryption key of 32 bytes in production, and refuses a malformed one anywhere', () => {
    expect(envErrorOf({ NODE_ENV: 'production' }).message).toContain('生产环境必填：收款账号加密密钥');
    expect(envErrorOf({ PAYOUT_ENCRYPTION_KEY: 'abc' }).keys).toEqual(['PAYOUT_ENCRYPTION_KEY']);
    expect(loadEnv({}).PAYOUT_ENCRYPTION_KEY).toBeUndefined();
    expect(loadEnv({ PAYOUT_ENCRYPTION_KEY: 'ab'.repeat(32) }).PAYOUT_ENCRYPTION_KEY).toBe('ab'.repeat(32));
  });

  it('needs a cashier token key of at least 32 characters in production', () => {
    expect(envErrorOf({ NODE_ENV: 'production' }).message).toContain('生产环境必填：收银台链接签名密钥');
    expect(envErrorOf({ CASHIER_TOKEN_SECRET: 'short' }).keys).toEqual(['CASHIER_TOKEN_SECRET']);
    expect(loadEnv({}).CASHIER_TOKEN_SECRET).toBeUndefined();
  });

  it('chooses the local storage driver by default and needs no S3 key', () => {
    const env = loadEnv({});

    expect(env.STORAGE_DRIVER).toBe('local');
    expect(env.S3_BUCKET).toBeUndefined();
  });

  it('names every missing S3 key when STORAGE_DRIVER=s3', () => {
    const error = envErrorOf({ STORAGE_DRIVER: 's3', S3_ENDPOINT: 'http://127.0.0.1:9000' });

    const keys = [
      'S3_BUCKET',
      'S3_PRIVATE_BUCKET',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_PUBLIC_URL',
    ];
    expect([...error.keys].sort()).toEqual([...keys].sort());
    for (const key of keys) expect(error.message).toContain(`- ${key}=""：STORAGE_DRIVER=s3 时必填`);
  });

  it('refuses a private bucket that is the public one, and a bad driver or public URL', () => {
    const s3 = {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'frog',
      S3_PRIVATE_BUCKET: 'frog',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://img.example.com/',
    };

    expect(envErrorOf(s3).keys).toEqual(['S3_PRIVATE_BUCKET']);
    expect(envErrorOf({ STORAGE_DRIVER: 'ftp' }).keys).toEqual(['STORAGE_DRIVER']);
    expect(
      envErrorOf({ ...s3, S3_PRIVATE_BUCKET: 'frog-private', S3_PUBLIC_URL: 'img.example.com' }).keys,
    ).toEqual(['S3_PUBLIC_URL']);
    const env = loadEnv({ ...s3, S3_PRIVATE_BUCKET: 'frog-private', S3_FORCE_PATH_STYLE: 'true' });
    expect(env).toMatchObject({
      STORAGE_DRIVER: 's3',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: true,
      S3_PUBLIC_URL: 'https://img.example.com',
    });
  });
});
