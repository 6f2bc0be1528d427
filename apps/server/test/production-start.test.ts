import { spawnSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authEndpoints, devEndpoints, userEndpoints } from '@frog/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/platform/config/paths';
import { uniquePhone } from './factories';
import { isPostgresTier } from './provided';
import { STUB_SMS_ENV, startTencentSmsStub, type TencentSmsStub } from './tencent-sms-stub';
import { EMBEDDED_DATABASE_FLAGS } from '../../../scripts/server-flags.mjs';
import { freePort } from './free-port';
import { type ServerProcess, startNodeServer } from './server-process';

/**
 * `NODE_ENV=production npm start` with a complete .env: the compiled server (what scripts/start.mjs
 * runs: `node --env-file=.env --enable-source-maps apps/server/dist/main.js`) on an empty embedded
 * database, configured with exactly the keys .env.example's [[PRODUCTION]] section lists, SMS through
 * a local stub of Tencent Cloud SMS, Huifu with freshly generated RSA keys (the gateway is not called
 * at start; its address here is a closed port).
 */

/** The keys of .env.example's production section (`# KEY=value` lines after its [[PRODUCTION]] header). */
async function documentedProductionKeys(): Promise<string[]> {
  const example = await readFile(join(repoRoot, '.env.example'), 'utf8');
  const section = example.slice(example.indexOf('[[PRODUCTION]]'));

  return [...section.matchAll(/^# ([A-Z0-9_]+)=/gm)].map((match) => match[1] ?? '');
}

const derBase64 = (
  key: { export(options: { type: 'pkcs8' | 'spki'; format: 'der' }): Buffer },
  type: 'pkcs8' | 'spki',
) => key.export({ type, format: 'der' }).toString('base64');

describe.skipIf(isPostgresTier())(
  'production start (PGlite tier only: it starts its own embedded database)',
  () => {
    let stub: TencentSmsStub;
    let server: ServerProcess | undefined;
    let dir: string;
    let base: string;
    let productionValues: Record<string, string>;

    beforeAll(async () => {
      const build = spawnSync(process.execPath, ['scripts/server-build.mjs'], {
        cwd: repoRoot,
        encoding: 'utf8',
      });
      if (build.status !== 0) throw new Error(`server build failed:\n${build.stdout}${build.stderr}`);

      stub = await startTencentSmsStub();
      dir = await mkdtemp(join(tmpdir(), 'frog-production-'));
      await writeFile(
        join(dir, 'index.html'),
        '<!doctype html><html><body><div id="root"></div></body></html>',
      );
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const huifu = generateKeyPairSync('rsa', { modulusLength: 2048 });
      productionValues = {
        NODE_ENV: 'production',
        PUBLIC_URL: base,
        HOST: '127.0.0.1',
        TRUST_PROXY: 'true',
        DATABASE_URL: '',
        PAYOUT_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
        CASHIER_TOKEN_SECRET: randomBytes(32).toString('hex'),
        ID_NUMBER_HASH_KEY: randomBytes(32).toString('hex'),
        IDENTITY_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
        REAL_NAME_PROVIDER: 'tencent',
        MONEY_FLOW: 'huifu-split',
        PAYOUT_PROVIDER: 'manual',
        PAYMENTS_PROVIDER: 'huifu',
        HUIFU_SYS_ID: '6666000000000000',
        HUIFU_PRODUCT_ID: 'YYZY',
        HUIFU_MERCHANT_PRIVATE_KEY: derBase64(merchant.privateKey, 'pkcs8'),
        HUIFU_PUBLIC_KEY: derBase64(huifu.publicKey, 'spki'),
        WECHAT_APPID: 'wx0000000000000000',
        WECHAT_SECRET: 'test-secret',
        ...STUB_SMS_ENV,
      };
      const testOnly = {
        PORT: String(port),
        DATA_DIR: join(dir, 'data'),
        WEB_DIST_DIR: dir,
        LOG_LEVEL: 'info',
        TENCENT_SMS_ENDPOINT: stub.url,
        HUIFU_BASE_URL: 'http://127.0.0.1:9',
      };
      const envFile = join(dir, '.env');
      await writeFile(
        envFile,
        Object.entries({ ...productionValues, ...testOnly })
          .map(([key, value]) => `${key}=${value}`)
          .join('\n'),
      );
      // As scripts/start.mjs runs it; nothing of this test process's environment (TEST_DATABASE_URL,
      // REDIS_URL …) leaks in.
      server = await startNodeServer({
        args: [
          `--env-file=${envFile}`,
          ...EMBEDDED_DATABASE_FLAGS,
          '--enable-source-maps',
          'apps/server/dist/main.js',
        ],
        cwd: repoRoot,
        env: { PATH: process.env.PATH ?? '' },
        baseUrl: base,
        readyTimeoutMs: 110_000,
      });
    }, 120_000);

    afterAll(async () => {
      await server?.stop();
      await stub?.close();
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    it('is configured with exactly the keys .env.example lists for production', async () => {
      expect((await documentedProductionKeys()).sort()).toEqual(Object.keys(productionValues).sort());
    });

    it('serves the app page and signs in by SMS through Tencent, with a Secure session cookie', async () => {
      const page = await fetch(`${base}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');

      const phone = uniquePhone();
      const form = (params: Record<string, string>) => ({
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(params).toString(),
      });
      const sent = await fetch(`${base}${authEndpoints.smsSend.path}`, form({ phone }));
      expect(await sent.json()).toMatchObject({ code: 200 });
      const delivered = stub.sent.find((sms) => sms.phoneNumbers.includes(`+86${phone}`));
      expect(stub.rejected).toEqual([]);
      expect(delivered?.templateParams[0]).toMatch(/^\d{6}$/);

      const signedIn = await fetch(
        `${base}${authEndpoints.smsLogin.path}`,
        form({ phone, code: delivered?.templateParams[0] ?? '' }),
      );
      expect(await signedIn.json()).toMatchObject({ code: 200, data: { isNew: true } });
      const cookie = signedIn.headers.getSetCookie().find((line) => line.startsWith('sid='));
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; HttpOnly/);

      const current = await fetch(`${base}${userEndpoints.current.path}`, {
        method: 'POST',
        headers: { cookie: cookie?.split(';')[0] ?? '' },
      });
      expect(await current.json()).toMatchObject({ code: 200, data: { phoneMasked: expect.any(String) } });
    });

    it('has no payment simulator, no /api/dev routes and no demo accounts', async () => {
      const simulator = await fetch(`${base}/sim/_hooks/reset`, { method: 'POST' });
      const dev = await fetch(`${base}${devEndpoints.lastSmsCode.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'phone=13800000002',
      });
      const demo = await fetch(`${base}${authEndpoints.passwordLogin.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'phone=13800000000&password=Admin1234',
      });

      expect(simulator.status).toBe(404);
      expect(dev.status).toBe(404);
      expect(((await demo.json()) as { code: number }).code).toBe(400);
    });

    it('logs no line per successful request at the default level', () => {
      expect(server?.output()).toContain('生产环境不写入演示数据');
      expect(server?.output()).not.toContain('request completed');
      expect(server?.output()).not.toContain('incoming request');
    });
  },
);
