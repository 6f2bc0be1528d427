import { adminUserEndpoints, authEndpoints } from '@frog/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { connectSse, type SseClient } from '../../../../test/sse-client';
import { useTestApp } from '../../../../test/test-app';

/**
 * The live unread stream lives only as long as the session it was opened with: the database's
 * session NOTIFY (heard by every process) closes it, telling the page why.
 */
const t = useTestApp({ listen: true, changeFeed: true });

describe('the live stream ends with its session', () => {
  const open: SseClient[] = [];
  const connect = async (cookie: string) => {
    const client = await connectSse(t.baseUrl, cookie);
    open.push(client);
    await client.nextCounts();
    return client;
  };
  afterEach(() => {
    for (const client of open.splice(0)) client.close();
  });

  it('signing out ends that session’s stream (told 你已退出登录); another session’s stream stays', async () => {
    const user = await buildUser(t.db);
    const [cookie, otherCookie] = [await t.signIn(user.phone), await t.signIn(user.phone)];
    const [stream, otherDevice] = [await connect(cookie), await connect(otherCookie)];

    expect((await t.call(authEndpoints.logout, {}, { cookie })).body.code).toBe(200);
    const ended = await stream.waitFor('ended');
    expect(JSON.parse(ended.data)).toEqual({ reason: 'signed_out', message: '你已退出登录' });
    await stream.ended;
    expect(otherDevice.events.some((e) => e.event === 'ended')).toBe(false);
  });

  it('a ban ends every stream of the user, saying why', async () => {
    const user = await buildUser(t.db);
    const cookie = await t.signIn(user.phone);
    const stream = await connect(cookie);
    const operator = await buildUser(t.db, { isOperator: true });
    const banned = await t.call(
      adminUserEndpoints.ban,
      { userId: String(user.id), reason: '发布违规广告' },
      { cookie: await t.signIn(operator.phone) },
    );
    expect(banned.body.code, banned.body.message).toBe(200);

    const ended = JSON.parse((await stream.waitFor('ended')).data);
    expect(ended).toEqual({
      reason: 'banned',
      message: '你的账号已被封禁，原因：发布违规广告，直至平台解除封禁。如有疑问，请联系客服申诉。',
    });
    await stream.ended;
    // Reconnecting with the same cookie is refused (the ban deleted the session).
    const again = await connectSse(t.baseUrl, cookie);
    open.push(again);
    expect(again.status).toBe(401);
  });
});
