import { encodeCursor, notificationEndpoints } from '@frog/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPost, buildUser } from '../../../../test/factories';
import { submitAndOpenCashier, paymentKit } from '../../../../test/payment-flow';
import { connectSse } from '../../../../test/sse-client';
import { useTestApp } from '../../../../test/test-app';
import type { UserRow } from '../../../platform/db/types';
import { sendNotices } from './notification.service';

const t = useTestApp({ listen: true });

const list = (cookie: string, params: Record<string, string> = {}) =>
  t.call(notificationEndpoints.list, params, { cookie });

/** `n` plain notices to a user, oldest first (titles 通知 1 … n). */
async function seed(user: UserRow, n: number, prefix = '通知') {
  for (let i = 1; i <= n; i += 1)
    await sendNotices(t.db, [
      { userId: user.id, kind: 'test', title: `${prefix} ${i}`, body: '', dedupeKey: `${prefix}:${i}` },
    ]);
}

describe('a paid order tells the creator and gives the buyer a receipt, exactly once', () => {
  const { s, openTip } = paymentKit(t, { creator: { nickname: '蛙蛙画画' }, buyer: { nickname: '小绿' } });
  let creatorCookie: string;

  beforeAll(async () => {
    creatorCookie = await t.signIn(s.creator.phone);
  });

  it('a tip notified 100 times: one notice with who, amount and message; one receipt', async () => {
    const flow = await openTip('6.66', { message: '画得真好，加油！' });
    s.sim.settle({ reqSeqId: flow.payment.reqSeqId! }, { notify: false });
    await s.sim.notify({ reqSeqId: flow.payment.reqSeqId! }, { times: 50, concurrent: true });
    await s.sim.notify({ reqSeqId: flow.payment.reqSeqId! }, { times: 50 });

    const mine = await list(creatorCookie);
    expect(mine.body.code).toBe(200);
    const paid = mine.body.data.list.filter((n) => n.kind === 'order_paid:tip');
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({
      title: '小绿 打赏了你',
      read: false,
      link: `/revenue-management?period=all&keyword=${flow.orderNo}`,
    });
    expect(paid[0]!.body).toContain('¥6.66');
    expect(paid[0]!.body).toContain('留言：画得真好，加油！');
    expect(mine.body.data.unread).toBe(1);

    const receipts = (await list(s.cookie)).body.data.list;
    expect(receipts.map((n) => n.kind)).toEqual(['order_receipt:tip']);
    expect(receipts[0]).toMatchObject({ title: '打赏成功：蛙蛙画画', link: `/user/${s.creator.slug}` });
    expect(receipts[0]!.body).toContain(`实付 ¥6.66`);
  });

  it('an unlock: the post by title, the receipt linking to the post', async () => {
    const post = await buildPost(t.db, s.creator.id, { title: '橘猫邮差', priceFen: 990 });
    const flow = await submitAndOpenCashier(t, s.cookie, { kind: 'post', postId: String(post.id) });
    s.sim.settle({ reqSeqId: flow.payment.reqSeqId! });
    await s.sim.idle();

    const paid = (await list(creatorCookie)).body.data.list[0]!;
    expect(paid).toMatchObject({ kind: 'order_paid:post', title: '小绿 解锁了你的作品' });
    expect(paid.body).toContain('解锁《橘猫邮差》，金额 ¥9.90');
    const receipt = (await list(s.cookie)).body.data.list[0]!;
    expect(receipt).toMatchObject({ kind: 'order_receipt:post', link: `/post/${post.id}` });
  });

  it('an anonymous supporter stays anonymous to the creator', async () => {
    const shy = await buildUser(t.db, { nickname: '害羞的人', supportAnonymous: true });
    const flow = await submitAndOpenCashier(t, await t.signIn(shy.phone), {
      kind: 'tip',
      creatorId: String(s.creator.id),
      amount: '1',
    });
    s.sim.settle({ reqSeqId: flow.payment.reqSeqId! });
    await s.sim.idle();

    const paid = (await list(creatorCookie)).body.data.list[0]!;
    expect(paid.title).toBe('匿名支持者 打赏了你');
    expect(JSON.stringify(paid)).not.toContain('害羞的人');
  });
});

describe('/api/message/sys-notify-*: the inbox', () => {
  it('refuses visitors', async () => {
    for (const endpoint of Object.values(notificationEndpoints)) {
      const res = await t.call(endpoint, {});
      expect(res.body.code, endpoint.path).toBe(401);
    }
  });

  it('pages newest first by cursor, without gaps or repeats', async () => {
    const user = await buildUser(t.db);
    const cookie = await t.signIn(user.phone);
    await seed(user, 7);

    const titles: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await list(cookie, { pageSize: '3', ...(cursor ? { cursor } : {}) });
      expect(res.body.code).toBe(200);
      titles.push(...res.body.data.list.map((n) => n.title));
      cursor = res.body.data.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(titles).toEqual(['通知 7', '通知 6', '通知 5', '通知 4', '通知 3', '通知 2', '通知 1']);
  });

  it('marks one read (unread count falls), then all, then clears the read ones', async () => {
    const user = await buildUser(t.db);
    const cookie = await t.signIn(user.phone);
    await seed(user, 4);
    const first = (await list(cookie)).body.data;
    expect(first.unread).toBe(4);

    const one = await t.call(notificationEndpoints.markRead, { id: String(first.list[1]!.id) }, { cookie });
    expect(one.body).toMatchObject({ code: 200, data: { unread: 3 } });
    const again = await t.call(notificationEndpoints.markRead, { id: String(first.list[1]!.id) }, { cookie });
    expect(again.body.data.unread).toBe(3);
    expect((await list(cookie)).body.data.list.map((n) => n.read)).toEqual([false, true, false, false]);

    // Clearing now deletes only the one read notice.
    const cleared = await t.call(notificationEndpoints.clearRead, {}, { cookie });
    expect(cleared.body.data.deleted).toBe(1);
    expect((await list(cookie)).body.data.list.map((n) => n.title)).toEqual(['通知 4', '通知 2', '通知 1']);

    const all = await t.call(notificationEndpoints.markAllRead, {}, { cookie });
    expect(all.body.data).toEqual({ unread: 0, updated: 3 });
    const after = (await list(cookie)).body.data;
    expect(after.unread).toBe(0);
    expect(after.list.every((n) => n.read)).toBe(true);

    // A notice newer than the screen (upToId) survives a clear even once read.
    await seed(user, 1, '新通知');
    const newest = (await list(cookie)).body.data.list[0]!;
    await t.call(notificationEndpoints.markRead, { id: String(newest.id) }, { cookie });
    const upTo = await t.call(
      notificationEndpoints.clearRead,
      { upToId: String(after.list[0]!.id) },
      { cookie },
    );
    expect(upTo.body.data.deleted).toBe(3);
    expect((await list(cookie)).body.data.list.map((n) => n.title)).toEqual(['新通知 1']);
  });

  it("tells the viewer's other open tabs when notices are read, one or all, so their badges drop", async () => {
    const user = await buildUser(t.db);
    const cookie = await t.signIn(user.phone);
    await seed(user, 3);
    const otherTab = await connectSse(t.baseUrl, cookie);
    try {
      expect((await otherTab.nextCounts()).notifications).toBe(3);
      const [newest] = (await list(cookie)).body.data.list;
      await t.call(notificationEndpoints.markRead, { id: String(newest!.id) }, { cookie });
      expect((await otherTab.nextCounts()).notifications).toBe(2);
      await t.call(notificationEndpoints.markAllRead, {}, { cookie });
      expect((await otherTab.nextCounts()).notifications).toBe(0);
    } finally {
      otherTab.close();
    }
  });

  it("someone else's notice is 404 and stays unread", async () => {
    const owner = await buildUser(t.db);
    await seed(owner, 1);
    const ownerCookie = await t.signIn(owner.phone);
    const notice = (await list(ownerCookie)).body.data.list[0]!;
    const other = await t.signIn((await buildUser(t.db)).phone);

    const res = await t.call(notificationEndpoints.markRead, { id: String(notice.id) }, { cookie: other });
    expect(res.body.code).toBe(404);
    expect((await list(other)).body.data.list).toEqual([]);
    await t.call(notificationEndpoints.markAllRead, {}, { cookie: other });
    await t.call(notificationEndpoints.clearRead, {}, { cookie: other });
    expect((await list(ownerCookie)).body.data).toMatchObject({ unread: 1, list: [{ id: notice.id }] });
    const missing = await t.call(notificationEndpoints.markRead, { id: '2147483647' }, { cookie: other });
    expect(missing.body.code).toBe(404);
  });

  it('refuses a cursor of another list and a bad page size', async () => {
    const cookie = await t.signIn((await buildUser(t.db)).phone);
    const forged = encodeCursor({ segment: 'x', at: new Date(), id: 1 });
    expect((await list(cookie, { cursor: forged })).body.code).toBe(400);
    expect((await list(cookie, { pageSize: '51' })).body.code).toBe(400);
  });
});
