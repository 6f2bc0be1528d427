import { defineEndpoint, noParamsSchema, postEndpoints } from '@frog/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { defineRoute } from './define-route';

type LogLine = { level: number; msg: string; reqId?: string } & Record<string, unknown>;
const DEBUG = 20;
const INFO = 30;
const ERROR = 50;

const boom = defineEndpoint({ path: '/api/test/request-log-boom', params: noParamsSchema, data: z.null() });

/** An app whose JSON log lines land in `lines`, at the given level. */
async function appLoggingAt(level: 'info' | 'debug', lines: LogLine[]): Promise<TestApp> {
  const stream = { write: (line: string) => lines.push(JSON.parse(line) as LogLine) };
  const app = await buildTestApp({ logger: { level, stream } });
  defineRoute(app.app, boom, { auth: 'optional' }, async () => {
    throw new Error('disk on fire');
  });

  return app;
}

const linesOf = (lines: LogLine[], requestId: unknown) => lines.filter((line) => line.reqId === requestId);

describe('request logging at the default level (info)', () => {
  const lines: LogLine[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await appLoggingAt('info', lines);
  });
  afterAll(async () => t?.close());

  it('writes nothing for a successful read', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    const feed = await t.call(postEndpoints.homeFeed, {});

    expect(health.statusCode).toBe(200);
    expect(feed.status).toBe(200);
    expect(linesOf(lines, health.headers['x-request-id'])).toEqual([]);
    expect(linesOf(lines, feed.headers['x-request-id'])).toEqual([]);
  });

  it('writes one info line for a refusal, with the request id, status, code, reason and message', async () => {
    const res = await t.call(postEndpoints.get, { id: 'not-a-number' });

    expect(res.status).toBe(400);
    const logged = linesOf(lines, res.headers['x-request-id']);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
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

  it('writes a server error at error level, with the stack, under the request id', async () => {
    const res = await t.call(boom);

    expect(res.status).toBe(500);
    const logged = linesOf(lines, res.headers['x-request-id']);
    expect(logged.map((line) => [line.level, line.msg])).toEqual([
      [ERROR, 'unexpected error'],
      [ERROR, 'request failed'],
    ]);
    expect(JSON.stringify(logged[0]?.err)).toMatch(/disk on fire.*request-log\.test\.ts/);
    expect(logged[1]).toMatchObject({ statusCode: 500, url: boom.path });
  });
});

describe('request logging at debug', () => {
  const lines: LogLine[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await appLoggingAt('debug', lines);
  });
  afterAll(async () => t?.close());

  it('writes one debug line per successful answer, with the request id and the time taken', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });

    const logged = linesOf(lines, res.headers['x-request-id']);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: DEBUG,
      msg: 'request completed',
      method: 'GET',
      statusCode: 200,
    });
    expect(logged[0]?.responseTimeMs).toEqual(expect.any(Number));
  });
});
