import { Writable } from 'node:stream';
import { authEndpoints, defineEndpoint, noParamsSchema } from '@frog/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp, useTestApp } from '../test/test-app';
import { uniquePhone } from '../test/factories';
import { defineRoute } from './platform/http/define-route';

const t = useTestApp();

describe('envelope and errors', () => {
  it('answers an unknown /api path with a 404 envelope, for POST and GET', async () => {
    const post = await t.app.inject({ method: 'POST', url: '/api/nothing/here' });
    const get = await t.app.inject({ method: 'GET', url: '/api/nothing/here' });

    for (const res of [post, get]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 404, data: null });
    }
  });

  it('echoes a random request id in x-request-id', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/healthz' });
    const b = await t.app.inject({ method: 'GET', url: '/healthz' });

    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('answers a malformed body with a 400 envelope, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: authEndpoints.smsSend.path,
      payload: '{"phone":',
      headers: { 'content-type': 'application/json' },
    });

    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, data: null });
  });

  it('reads params from the query string when the body is empty (SPEC 7 feedback/add style)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${authEndpoints.smsSend.path}?phone=${uniquePhone()}`,
    });

    expect(res.json()).toMatchObject({ code: 200 });
  });
});

describe('an unexpected error', () => {
  let app: TestApp;
  const logs: string[] = [];
  const boom = defineEndpoint({ path: '/api/test/boom', params: noParamsSchema, data: z.null() });
  const deadlock = defineEndpoint({ path: '/api/test/deadlock', params: noParamsSchema, data: z.null() });

  beforeAll(async () => {
    if (!t.app) return;
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logs.push(String(chunk));
        done();
      },
    });
    app = await buildTestApp({ logger: { level: 'error', stream } });
    defineRoute(app.app, boom, { auth: 'optional' }, async () => {
      throw new Error('database exploded at secret-host:5432');
    });
    defineRoute(app.app, deadlock, { auth: 'optional' }, async () => {
      throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
    });
  });
  afterAll(async () => app?.close());

  it('answers 500 with the request id, keeping the stack in the log only', async () => {
    const res = await app.call(boom);
    const requestId = String(res.headers['x-request-id']);

    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      code: 500,
      message: `服务器开小差了，请稍后再试（请求编号 ${requestId}）`,
      data: null,
      reason: 'server_error',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/secret-host|at .*\.ts/);
    const logged = logs.join('');
    expect(logged).toContain(requestId);
    expect(logged).toContain('database exploded at secret-host:5432');
    expect(logged).toMatch(/app\.test\.ts/);
  });

  it('answers a transaction PostgreSQL aborted for a lock conflict with 409: nothing was written, try again', async () => {
    const res = await app.call(deadlock);

    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 409, message: '操作冲突，请稍后重试', data: null, reason: 'conflict' });
  });
});

describe('cross-site POST protection', () => {
  const sendWith = (headers: Record<string, string>) =>
    t.call(authEndpoints.smsSend, { phone: uniquePhone() }, { headers });

  it.each([
    [{ origin: 'https://evil.example' }],
    [{ origin: 'null' }],
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'cross-site' }],
  ])('refuses %j with 403 and sends nothing', async (headers) => {
    const res = await sendWith(headers);

    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 403, message: '非法的跨站请求', data: null, reason: 'forbidden' });
  });

  it.each([
    [{}],
    [{ origin: 'http://127.0.0.1:3000' }],
    [{ origin: 'http://localhost:80', host: 'localhost:80' }],
    [{ 'sec-fetch-site': 'same-origin' }],
    [{ 'sec-fetch-site': 'none' }],
  ])('accepts %j (no origin, PUBLIC_URL, same host, same-origin fetch)', async (headers) => {
    const res = await sendWith(headers);

    expect(res.body.code).toBe(200);
  });

  it('does not guard GET requests', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('health', () => {
  it('answers /healthz', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, message: 'ok', data: { status: 'ok' } });
  });

  it('answers /readyz when the database answers (Redis not configured)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });

    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ database: 'ok', redis: 'skipped', pageRenderer: 'skipped' });
  });

  it('answers 503 when Redis is configured but unreachable, and 503 when the database is gone', async () => {
    const app = await buildTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      const noRedis = await app.app.inject({ method: 'GET', url: '/readyz' });
      expect(noRedis.statusCode).toBe(503);
      expect(noRedis.json()).toMatchObject({ code: 503, data: { database: 'ok', redis: 'error' } });

      await app.db.destroy();
      const noDb = await app.app.inject({ method: 'GET', url: '/readyz' });
      expect(noDb.statusCode).toBe(503);
      expect(noDb.json().data.database).toBe('error');
    } finally {
      await app.close();
    }
  });

  it.skipIf(!process.env.REDIS_URL)(
    'shares rate limits between processes through Redis (REDIS_URL)',
    async () => {
      const first = await buildTestApp({ env: { REDIS_URL: process.env.REDIS_URL! } });
      const second = await buildTestApp({ env: { REDIS_URL: process.env.REDIS_URL! } });
      try {
        const ready = await first.app.inject({ method: 'GET', url: '/readyz' });
        expect(ready.json().data).toEqual({ database: 'ok', redis: 'ok', pageRenderer: 'skipped' });

        const phone = uniquePhone();
        for (let i = 0; i < 10; i++) {
          const res = await first.call(authEndpoints.passwordLogin, { phone, password: 'Wrong1234' });
          expect(res.status).toBe(400);
        }
        const elsewhere = await second.call(authEndpoints.passwordLogin, { phone, password: 'Wrong1234' });
        expect(elsewhere.status).toBe(429);
      } finally {
        await first.close();
        await second.close();
      }
    },
  );
});
