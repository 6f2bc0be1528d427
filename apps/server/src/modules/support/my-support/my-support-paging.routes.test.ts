import { mySupportEndpoints } from '@frog/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPost, buildUser } from '../../../../test/factories';
import { submitAndPay, usePaymentPeople } from '../../../../test/payment-flow';
import { useTestApp } from '../../../../test/test-app';

const t = useTestApp({ listen: true });

describe('我的支持: paging and refused paging', () => {
  const s = usePaymentPeople(t, { creator: { nickname: '蛙蛙画画' }, buyer: { nickname: '小明' } });

  beforeAll(async () => {
    // Six orders of two kinds, so that pages of two and a tip-only tab both have something to page.
    for (const amount of ['1', '2', '3']) {
      await submitAndPay(t, s.cookie, { kind: 'tip', creatorId: String(s.creator.id), amount });
      const post = await buildPost(t.db, s.creator.id, { title: `作品${amount}`, priceFen: 100 });
      await submitAndPay(t, s.cookie, { kind: 'post', postId: String(post.id) });
    }
  });

  const mine = <E extends (typeof mySupportEndpoints)[keyof typeof mySupportEndpoints]>(
    endpoint: E,
    params: Record<string, string> = {},
    cookie = s.cookie,
  ) => t.call(endpoint, params, { cookie });

  it('pages rows of the same millisecond (microseconds apart) without skipping any', async () => {
    const reader = await buildUser(t.db);
    const cookie = await t.signIn(reader.phone);
    const titles = ['甲', '乙', '丙'];
    // Inserted in id order with falling times inside one millisecond: the cursor's time cannot tell them apart.
    for (const [i, title] of titles.entries()) {
      const p = await buildPost(t.db, s.creator.id, { title });
      await sql`insert into post_unlocks (user_id, post_id, created_at)
        values (${reader.id}, ${p.id}, ${`2026-11-20 08:00:00.000${9 - i}00+00`}::timestamptz)`.execute(t.db);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { data: { list: { post: { title: string } }[]; nextCursor: string | null } } } =
        await mine(mySupportEndpoints.unlocked, { pageSize: '1', ...(cursor ? { cursor } : {}) }, cookie);
      seen.push(...page.body.data.list.map((u) => u.post.title));
      cursor = page.body.data.nextCursor;
    } while (cursor);
    expect(seen).toEqual(titles);
  });

  it('refuses malformed paging and filters in Chinese, never a 5xx', async () => {
    for (const [endpoint, params] of [
      [mySupportEndpoints.orders, { cursor: 'not-a-cursor' }],
      [mySupportEndpoints.orders, { kind: 'gift' }],
      [mySupportEndpoints.orders, { cursor: '\u0000' }],
      [mySupportEndpoints.plans, { pageSize: '1000' }],
      [mySupportEndpoints.unlocked, { pageSize: '-1' }],
    ] as const) {
      const answer = await mine(endpoint, params);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.code).toBe(400);
      expect(answer.body.message).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('pages by cursor without gaps or repeats, and refuses another list’s cursor', async () => {
    const all = (await mine(mySupportEndpoints.orders, { pageSize: '50' })).body.data.list.map(
      (o) => o.orderNo,
    );
    expect(all.length).toBeGreaterThanOrEqual(6);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof mine<typeof mySupportEndpoints.orders>>> = await mine(
        mySupportEndpoints.orders,
        { pageSize: '2', ...(cursor ? { cursor } : {}) },
      );
      expect(page.body.code, page.body.message).toBe(200);
      expect(page.body.data.list.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.data.list.map((o) => o.orderNo));
      cursor = page.body.data.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all);

    const firstPage = await mine(mySupportEndpoints.orders, { pageSize: '1' });
    const tipCursor = firstPage.body.data.nextCursor!;
    const wrongTab = await mine(mySupportEndpoints.orders, { kind: 'tip', cursor: tipCursor });
    expect(wrongTab.body.code).toBe(400);
    const wrongList = await mine(mySupportEndpoints.unlocked, { cursor: tipCursor });
    expect(wrongList.body).toMatchObject({ code: 400, message: '分页游标格式不正确' });
  });
});
