import { followEndpoints, unreadEndpoints } from '@frog/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildCreator, buildUser } from '../../../../test/factories';
import { connectSse, type SseClient } from '../../../../test/sse-client';
import { useTestApp } from '../../../../test/test-app';
import type { UserRow } from '../../../platform/db/types';
import { sendNotices } from '../notifications/notification.service';

/** The badges' API: counts on request, and the same counts pushed live over Server-Sent Events. */
const t = useTestApp({ listen: true });

describe('unread counts and their live stream', () => {
  let creator: UserRow;
  let creatorCookie: string;
  const open: SseClient[] = [];
  const connect = async (cookie?: string) => {
    const client = await connectSse(t.baseUrl, cookie);
    open.push(client);
    return client;
  };

  beforeAll(async () => {
    creator = await buildCreator(t.db);
    creatorCookie = await t.signIn(creator.phone);
  });
  afterEach(() => {
    for (const client of open.splice(0)) client.close();
  });

  const notice = (userId: number, key: string) =>
    sendNotices(t.db, [{ userId, kind: 'new_follower', title: '测试通知', dedupeKey: key }]);

  it('answers the counts of the signed-in user, and 401 to a visitor', async () => {
    const reader = await buildUser(t.db);
    const cookie = await t.signIn(reader.phone);
    await notice(reader.id, 'count-1');
    await notice(reader.id, 'count-2');
    await notice(creator.id, 'someone-else');
    const res = await t.call(unreadEndpoints.count, {}, { cookie });
    expect(res.body).toMatchObject({
      code: 200,
      data: { notifications: 2, comments: 0, messages: 0, total: 2 },
    });

    const anonymous = await t.call(unreadEndpoints.count, {});
    expect(anonymous.body.code).toBe(401);
  });

  it('refuses a visitor the stream with the usual 401 envelope', async () => {
    const client = await connect();
    // Not 200, so EventSource gives up instead of retrying; the hook then stops asking.
    expect(client.status).toBe(401);
    expect(client.body).toMatchObject({ code: 401, reason: expect.any(String) });
  });

  it('sends the counts on connect, and fresh counts when a new follower is noticed', async () => {
    const follower = await buildUser(t.db, { nickname: '新粉丝' });
    const client = await connect(creatorCookie);
    expect(client.headers.get('content-type')).toMatch(/^text\/event-stream/);
    // The security headers of every answer are kept on the stream.
    expect(client.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(client.headers.get('x-frame-options')).toBe('DENY');
    expect(client.headers.get('cache-control')).toContain('no-cache');
    const before = await client.nextCounts();
    expect(client.retry).toBeGreaterThan(0);

    const followed = await t.call(
      followEndpoints.follow,
      { userId: String(creator.id) },
      { cookie: await t.signIn(follower.phone) },
    );
    expect(followed.body.code, followed.body.message).toBe(200);
    const after = await client.nextCounts();
    expect(after.notifications).toBe(before.notifications + 1);
    expect(after.total).toBe(before.total + 1);
  });

  it('turns a burst of signals into at most two pushes, the last one complete', async () => {
    const user = await buildUser(t.db);
    const client = await connect(await t.signIn(user.phone));
    expect((await client.nextCounts()).total).toBe(0);
    await Promise.all(Array.from({ length: 10 }, (_, i) => notice(user.id, `burst-${i}`)));
    const pushesAfterFirst = () => client.events.filter((e) => e.event === 'unread').slice(1);
    // Wait for the complete count, however long a busy machine takes to send it…
    await vi.waitUntil(() => pushesAfterFirst().some((e) => JSON.parse(e.data).total === 10), {
      timeout: 60_000,
      interval: 20,
    });
    // …then give a third push, were there one, the window's length to arrive (it would be a bug).
    await new Promise((resolve) => setTimeout(resolve, 800));
    const pushes = pushesAfterFirst();
    // The first push may start before the last insert; the one after the window carries the rest.
    expect(pushes.length).toBeGreaterThanOrEqual(1);
    expect(pushes.length).toBeLessThanOrEqual(2);
    expect(JSON.parse(pushes.at(-1)!.data)).toMatchObject({ notifications: 10, total: 10 });
  });

  it('keeps at most five streams per user: the oldest is told and closed', async () => {
    const user = await buildUser(t.db);
    const cookie = await t.signIn(user.phone);
    const clients: SseClient[] = [];
    for (let i = 0; i < 6; i++) {
      const client = await connect(cookie);
      await client.nextCounts();
      clients.push(client);
    }
    await clients[0]!.waitFor('evicted');
    await clients[0]!.ended;
    for (const client of clients.slice(1))
      expect(client.events.some((e) => e.event === 'evicted')).toBe(false);

    // The five others still get pushes.
    await notice(user.id, 'after-eviction');
    for (const client of clients.slice(1)) expect((await client.nextCounts()).notifications).toBe(1);
  });
});
