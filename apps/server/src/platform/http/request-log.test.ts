import { defineEndpoint, noParamsSchema, postEndpoints } from '@frog/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { defineRoute } from './define-route';
import { loggableUrl } from './request-log';

type LogLine = { level: number; msg: string; reqId?: string } & Record<string, unknown>;
const DEBUG = 20;
const INFO = 30;
const ERROR = 50;

const boom = defineEndpoint({ path: '/api/test/request-log-boom', params: noParamsSchema, data: z.null() });

/**
 * For the describe block it is called in: an app logging at `level` (built before its tests, closed
 * after them), the JSON lines it logged under one request id, and the one line when it must be one.
 */
function useAppLoggingAt(level: 'info' | 'debug') {
  const lines: LogLine[] = [];
  const log = {
    app: undefined as unknown as TestApp,
    of: (requestId: unknown) => lines.filter((line) => line.reqId === requestId),
    one: (requestId: unknown): LogLine => {
      const logged = lines.filter((line) => line.reqId === requestId);
      expect(logged).toHaveLength(1);

      return logged[0]!;
    },
  };
  beforeAll(async () => {
    const stream = { write: (line: string) => lines.push(JSON.parse(line) as LogLine) };
    log.app = await buildTestApp({ logger: { level, stream } });
    defineRoute(log.app.app, boom, { auth: 'optional' }, async () => {
      throw new Error('disk on fire');
    });
  });
  afterAll(async () => log.app?.close());

  return log;
}

describe('what a logged URL leaves out', () => {
  it('drops a private feed token and a cashier token, and keeps the rest', () => {
    expect(loggableUrl('/api/feed/member/AbC_123-xyz/rss')).toBe('/api/feed/member/[redacted]/rss');
    expect(
      loggableUrl('/checkout/h5/cashier?price=6.00&paymentNo=P1&token=secret.value&channel=alipay'),
    ).toBe('/checkout/h5/cashier?price=6.00&paymentNo=P1&token=[redacted]&channel=alipay');
    expect(loggableUrl('/api/feed/creator/frog/rss')).toBe('/api/feed/creator/frog/rss');
  });
});

describe('request logging at the default level (info)', () => {
  const log = useAppLoggingAt('info');

  it('writes nothing for a successful read', async () => {
    const health = await log.app.app.inject({ method: 'GET', url: '/healthz' });
    const feed = await log.app.call(postEndpoints.homeFeed, {});

    expect(health.statusCode).toBe(200);
    expect(feed.status).toBe(200);
    expect(log.of(health.headers['x-request-id'])).toEqual([]);
    expect(log.of(feed.headers['x-request-id'])).toEqual([]);
  });

  it('writes one info line for a refusal, with the request id, status, code, reason and message', async () => {
    const res = await log.app.call(postEndpoints.get, { id: 'not-a-number' });

    expect(res.status).toBe(400);
    expect(log.one(res.headers['x-request-id'])).toMatchObject({
      level: INFO,
      msg: 'request refused',
      method: 'POST',
      url: postEndpoints.get.path,
      statusCode: 400,
      code: 400,
      reason: 'invalid_params',
      message: res.body.message,
    });
  });

  it('logs a refused private feed without its token', async () => {
    const token = 'revokedFeedToken_0123456789';
    const res = await log.app.app.inject({ method: 'GET', url: `/api/feed/member/${token}/rss` });

    expect(res.statusCode).toBe(404);
    const line = log.one(res.headers['x-request-id']);
    expect(line).toMatchObject({ level: INFO, url: '/api/feed/member/[redacted]/rss', statusCode: 404 });
    expect(JSON.stringify(log.of(res.headers['x-request-id']))).not.toContain(token);
  });

  it('writes a server error at error level, with the stack, under the request id', async () => {
    const res = await log.app.call(boom);

    expect(res.status).toBe(500);
    const logged = log.of(res.headers['x-request-id']);
    expect(logged.map((line) => [line.level, line.msg])).toEqual([
      [ERROR, 'unexpected error'],
      [ERROR, 'request failed'],
    ]);
    expect(JSON.stringify(logged[0]?.err)).toMatch(/disk on fire.*request-log\.test\.ts/);
    expect(logged[1]).toMatchObject({ statusCode: 500, url: boom.path });
  });
});

describe('request logging at debug', () => {
  const log = useAppLoggingAt('debug');

  it('writes one debug line per successful answer, with the request id and the time taken', async () => {
    const res = await log.app.app.inject({ method: 'GET', url: '/healthz' });

    const line = log.one(res.headers['x-request-id']);
    expect(line).toMatchObject({ level: DEBUG, msg: 'request completed', method: 'GET', statusCode: 200 });
    expect(line.responseTimeMs).toEqual(expect.any(Number));
  });
});
