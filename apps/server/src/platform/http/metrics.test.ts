import { postEndpoints } from '@frog/contracts';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCreator, buildPost } from '../../../test/factories';
import { buildTestApp, useTestApp } from '../../../test/test-app';
import { openTestDatabase } from '../../../test/test-db';
import type { Database } from '../db/database';
import { type JobQueue, startJobQueue } from '../jobs/job-queue';
import { pgPoolCounts, registerMetrics } from './metrics';
import { type TestJobsSchema, testJobsSchema } from '../../../test/jobs-schema';

const TOKEN = 'metrics-token-for-tests-0123456789abcdef';
const t = useTestApp({ env: { METRICS_TOKEN: TOKEN } });

async function scrape(authorization = `Bearer ${TOKEN}`) {
  return t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
}

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 150; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('timed out waiting');
}

/** The value of one series in the exposition text (0 when absent). */
function seriesValue(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));

  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics', () => {
  it('refuses a scrape without the token, or with another one, and shows nothing', async () => {
    for (const authorization of ['', 'Bearer wrong-token', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const res = await scrape(authorization);
      expect(res.statusCode, authorization).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.json()).toEqual({
        code: 401,
        message: '读取监控指标需要有效的令牌（METRICS_TOKEN）',
        data: null,
      });
    }

    const ok = await scrape();
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('text/plain');
    expect(ok.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(ok.body).toContain('process_cpu_user_seconds_total');
  });

  it('is not served at all without METRICS_TOKEN (the path is a web page like any other)', async () => {
    const plain = await buildTestApp();
    try {
      const res = await plain.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.body).not.toContain('http_request_duration_seconds');
      expect(res.body).not.toContain('frog_');
    } finally {
      await plain.close();
    }
  });

  it('counts requests under their route pattern, never the raw URL', async () => {
    const secretId = '987654321';
    const post = await buildPost(t.db, (await buildCreator(t.db)).id);
    await t.call(postEndpoints.get, { id: String(post.id) });
    await t.call(postEndpoints.get, { id: String(post.id) });
    await t.app.inject({ method: 'GET', url: `/api/post/attachment/${secretId}?x=${secretId}` });
    await t.app.inject({ method: 'POST', url: `/api/no-such-call/${secretId}` });

    const { body } = await scrape();
    expect(
      seriesValue(
        body,
        'http_request_duration_seconds_count{method="POST",route="/api/post/get",status_code="200"}',
      ),
    ).toBe(2);
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/post\/attachment\/:id",status_code="\d+"\} 1/,
    );
    expect(
      seriesValue(
        body,
        'http_request_duration_seconds_count{method="POST",route="(no route)",status_code="404"}',
      ),
    ).toBe(1);
    expect(body).not.toContain(secretId);
  });

  it('counts a forged payment notification as a provider failure', async () => {
    const series =
      'frog_provider_calls_total{service="payments",operation="parseNotification",outcome="notification_bad_signature"}';
    const before = seriesValue((await scrape()).body, series);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/trade/huifu/notify',
      payload: 'resp_data=not-json&sign=AAAA',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(400);

    expect(seriesValue((await scrape()).body, series)).toBe(before + 1);
  });
});

describe('database pools in /metrics', () => {
  it('shows each pool by state, read at scrape time; none for a pool that is not there (PGlite)', async () => {
    const app = Fastify({ logger: false });
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none', max: 7 });
    let waiting = 0;
    registerMetrics(app, {
      token: TOKEN,
      readPools: () => ({ app: { ...pgPoolCounts(pool), waiting }, jobs: null }),
    });
    const read = async () =>
      (await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } }))
        .body;
    try {
      expect(seriesValue(await read(), 'frog_db_pool_connections{pool="app",state="max"}')).toBe(7);
      waiting = 3;
      const body = await read();
      expect(seriesValue(body, 'frog_db_pool_connections{pool="app",state="waiting"}')).toBe(3);
      expect(seriesValue(body, 'frog_db_pool_connections{pool="app",state="total"}')).toBe(0);
      expect(body).not.toContain('pool="jobs"');
    } finally {
      await app.close();
      await pool.end();
    }
  });
});

describe('job rounds in /metrics', () => {
  let database: Database;
  let jobs: TestJobsSchema;
  let queue: JobQueue | undefined;

  beforeAll(async () => {
    database = await openTestDatabase();
    jobs = testJobsSchema(database);
  });
  afterAll(async () => {
    await queue?.stop({ timeoutMs: 1_000 });
    await jobs?.drop();
    await database?.close();
  });

  it('counts a failed round and a completed one of a job run in this process', async () => {
    let calls = 0;
    queue = await startJobQueue({
      connection: jobs.connection,
      schema: jobs.schema,
      jobs: [
        {
          name: 'metrics-probe',
          schedule: { everySeconds: 3_600 },
          handler: async () => {
            calls++;
            if (calls === 1) throw new Error('provider down');
          },
        },
      ],
      context: {},
      log: { warn: () => {} },
      tickers: false,
      pollingIntervalSeconds: 0.5,
    });
    const completed = 'frog_job_runs_total{job="metrics-probe",outcome="completed"}';
    await queue.runNow('metrics-probe');
    await until(async () => calls === 1);
    // Stately: the next job can be sent once the failed one is settled.
    await until(async () => (await queue?.runNow('metrics-probe')) != null);
    await until(async () => seriesValue((await scrape()).body, completed) === 1);

    const { body } = await scrape();
    expect(seriesValue(body, 'frog_job_runs_total{job="metrics-probe",outcome="failed"}')).toBe(1);
    expect(seriesValue(body, completed)).toBe(1);
    expect(seriesValue(body, 'frog_job_duration_seconds_count{job="metrics-probe"}')).toBe(2);
  });
});
