import { orderEndpoints } from '@frog/contracts';
import type { InjectOptions, RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCreator, buildPlan, buildPost, buildUser, uniqueIp } from '../../../test/factories';
import { contractEndpoints, FIXTURE_ID, type Probe, probesFor } from '../../../test/malformed-input';
import { useTestApp } from '../../../test/test-app';

/**
 * The malformed-input sweep (issue 7): every route the app registers, found through Fastify's
 * onRoute hook (a route added later is swept without touching this file), gets the inputs that
 * used to end in a 500: ids past PostgreSQL's integer in every number field (form, query string,
 * JSON number, path), NUL bytes in every string field, forged pagination cursors and broken
 * multipart bodies (test/malformed-input.ts). No answer may be a 5xx, and a refusal from our API
 * is a 4xx whose message is Chinese. Contract calls start from params that pass their schema and
 * name fixture rows, so each changed field reaches as deep as it can, as a user and as a creator.
 */

type SweptRoute = {
  method: string;
  url: string;
  auth: unknown;
  foreignProtocol: boolean;
  eventStream: boolean;
};
const routes: SweptRoute[] = [];
const collect = (route: RouteOptions) => {
  const config = (route.config ?? {}) as { auth?: unknown; allowCrossSite?: boolean; eventStream?: boolean };
  for (const method of [route.method].flat()) {
    if (method === 'HEAD' || method === 'OPTIONS') continue;
    // The simulator and the payment notify route answer in their providers' formats, not ours.
    const foreignProtocol = !route.url.startsWith('/api/') || config.allowCrossSite === true;
    routes.push({
      method,
      url: route.url,
      auth: config.auth,
      foreignProtocol,
      eventStream: Boolean(config.eventStream),
    });
  }
};

/** Warnings of the error handler's last net (bad input the sources should have refused). */
let netHits = 0;
const logStream = {
  write(line: string) {
    if (line.includes('bad input reached past validation')) netHits++;
  },
};

const t = useTestApp({ onRoute: collect, logger: { level: 'warn', stream: logStream } });

/** Injects a request whose answer may be an open event stream: resolves at its head, then drops it. */
async function injectStream(request: InjectOptions): Promise<{ statusCode: number; body: string }> {
  const res = await t.app.inject({ ...request, payloadAsStream: true });
  const stream = res.stream();
  if (res.statusCode < 400) {
    stream.destroy();
    return { statusCode: res.statusCode, body: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));

  return { statusCode: res.statusCode, body: Buffer.concat(chunks).toString('utf8') };
}

const hasChinese = (text: string) => /[\u4e00-\u9fa5]/.test(text);

describe('malformed input on every route', () => {
  type Person = { phone: string };
  const people = {} as { user: Person; creator: Person; operator: Person };
  const named: Record<string, string> = {};

  beforeAll(async () => {
    const creator = await buildCreator(t.db, { id: FIXTURE_ID });
    const user = await buildUser(t.db);
    const operator = await buildUser(t.db, { isOperator: true });
    await buildPost(t.db, creator.id, { id: FIXTURE_ID });
    await buildPlan(t.db, creator.id, { id: FIXTURE_ID });
    await t.db
      .insertInto('comments')
      .values({ id: FIXTURE_ID, postId: FIXTURE_ID, authorId: user.id, content: '评论' })
      .execute();
    await t.db
      .insertInto('postAttachments')
      .values({
        id: FIXTURE_ID,
        postId: FIXTURE_ID,
        ownerId: creator.id,
        storageKey: 'posts/sweep/missing.bin',
        kind: 'file',
        originalName: 'a.bin',
        size: 1,
        mime: 'application/octet-stream',
      })
      .execute();
    await t.db
      .insertInto('creatorApplications')
      .values({
        id: FIXTURE_ID,
        userId: user.id,
        realName: '张三',
        idNumberMasked: '1101**********1234',
        idNumberHash: 'sweep',
        contact: '13800138000',
        category: 'illustration',
      })
      .execute();
    await t.db.insertInto('follows').values({ followerId: user.id, followeeId: creator.id }).execute();
    const submitted = await t.call(
      orderEndpoints.submit,
      { kind: 'post', postId: String(FIXTURE_ID), channel: 'alipay' },
      { cookie: await t.signIn(user.phone) },
    );
    expect(submitted.body.code, submitted.body.message).toBe(200);
    const { paymentNo, orderNo } = submitted.body.data;
    Object.assign(people, { user, creator, operator });
    Object.assign(named, { slug: creator.slug, paymentNo, payment: paymentNo, orderNo });
  });

  it('answers no 5xx, and refuses in Chinese, on every registered route', { timeout: 300_000 }, async () => {
    const endpoints = contractEndpoints();
    const swept = new Set<string>();
    const failures: string[] = [];
    const caughtByNet: string[] = [];
    let sent = 0;
    let serverErrors = 0;
    const started = Date.now();

    const send = async (route: SweptRoute, probe: Probe, cookie: string) => {
      sent++;
      const hitsBefore = netHits;
      const request = {
        method: route.method as 'POST',
        url: probe.url,
        payload: probe.payload,
        remoteAddress: uniqueIp(),
        headers: { cookie, ...(probe.contentType ? { 'content-type': probe.contentType } : {}) },
      };
      // A stream never ends by itself: its answer is judged by its head (and a refusal's body).
      const res = route.eventStream ? await injectStream(request) : await t.app.inject(request);
      const where = `${route.method} ${probe.url.slice(0, 70)} [${probe.label.slice(0, 70)}]`;
      if (netHits > hitsBefore) caughtByNet.push(where);
      if (res.statusCode >= 500) {
        serverErrors++;
        failures.push(`${where} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      } else if (res.statusCode >= 400 && !route.foreignProtocol) {
        let refusal: { message?: unknown; reason?: unknown } = { message: res.body };
        try {
          refusal = JSON.parse(res.body) as typeof refusal;
        } catch {}
        const message = String(refusal.message);
        if (!hasChinese(message)) failures.push(`${where} → ${res.statusCode}, not Chinese: ${message}`);
        if (route.url.startsWith('/api/') && !/^[a-z_]+$/.test(String(refusal.reason))) {
          failures.push(`${where} → ${res.statusCode}, no reason code: ${res.body.slice(0, 120)}`);
        }
      }
    };

    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      if (swept.has(key)) continue;
      swept.add(key);
      const endpoint = route.method === 'POST' ? endpoints.get(route.url) : undefined;
      const viewers =
        route.auth === 'operator'
          ? [people.operator]
          : route.auth === undefined
            ? [people.user]
            : [people.user, people.creator];

      for (const [index, viewer] of viewers.entries()) {
        // A fresh session just before the route's requests: logout or a new password end the others.
        const cookie = await t.signIn(viewer.phone);
        const multipart = index === viewers.length - 1;
        for (const probe of probesFor(route, endpoint, { named, multipart }))
          await send(route, probe, cookie);
      }
    }

    console.log(
      `malformed-input sweep: ${swept.size} routes, ${sent} requests, ${serverErrors} answered 5xx, ` +
        `${caughtByNet.length} refused only by the error handler's last net (${Date.now() - started} ms)`,
    );
    expect(failures).toEqual([]);
    // Every route refuses bad input at its source; the last net is for what nobody foresaw.
    expect(caughtByNet).toEqual([]);
    expect([...swept].filter((key) => endpoints.has(key.slice(5))).length).toBe(endpoints.size);
  });
});
