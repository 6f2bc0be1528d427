import { supporterEndpoints } from '@frog/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCreator, buildUser } from '../../../../test/factories';
import { insertRefundRow } from '../../../../test/money';
import { insertPaidOrder } from '../../../../test/rewards';
import { birthDateYearsAgo } from '../../../../test/real-names';
import { useTestApp } from '../../../../test/test-app';
import type { OrderRow, UserRow } from '../../../platform/db/types';
import { diffSupporterTotals, rebuildSupporterTotals } from './supporter-rank.repository';

const t = useTestApp();

/** The first instant of this month in Asia/Shanghai, from the database's own clock. */
async function shanghaiMonthStart(): Promise<Date> {
  const { rows } = await sql<{ start: Date }>`
    select date_trunc('month', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai' as start`.execute(
    t.db,
  );

  return rows[0]!.start;
}

/** A paid order as the payment transaction leaves it (status may be 'refunded' afterwards). */
async function order(
  buyer: UserRow,
  creator: UserRow,
  amountFen: number,
  paidAt: Date,
  status: OrderRow['status'] = 'paid',
) {
  return insertPaidOrder(t.db, buyer, creator, { amountFen, status, paidAt, expiresAt: paidAt });
}

/** A refund of `amountFen` of an order (with the payment row a refund needs). */
const refund = (
  paid: OrderRow,
  amountFen: number,
  status: 'succeeded' | 'pending' | 'failed',
  kind: 'order' | 'double_payment' = 'order',
) => insertRefundRow(t.db, paid, { amountFen, status, kind });

describe('/api/support/supporter-rank: 充电榜', () => {
  let creator: UserRow;
  let fans: Record<
    'big' | 'mid' | 'small' | 'old' | 'gone' | 'shy' | 'quiet' | 'declined' | 'whale',
    UserRow
  >;
  let monthStart: Date;

  beforeAll(async () => {
    creator = await buildCreator(t.db, { slug: 'rank-frog' });
    monthStart = await shanghaiMonthStart();
    const make = (nickname: string, extra = {}) => buildUser(t.db, { nickname, ...extra });
    // Each chose to appear on 充电榜 but those below, who were never asked or said no.
    const shown = { supportRankVisible: true };
    fans = {
      big: await make('大户', shown),
      mid: await make('中户', shown),
      small: await make('小户', shown),
      old: await make('老粉', shown),
      gone: await make('退款者', shown),
      shy: await make('害羞的人', { ...shown, supportAnonymous: true }),
      quiet: await make('没被问过的人'),
      declined: await make('不想上榜的人', { supportRankVisible: false }),
      whale: await make('后来的大户', shown),
    };
    const thisMonth = new Date(monthStart.getTime() + 60_000);
    const minutesLater = (n: number) => new Date(thisMonth.getTime() + n * 60_000);
    // Eight hours before the month starts in Shanghai is still last month there.
    const lastMonth = new Date(monthStart.getTime() - 60_000);
    await order(fans.big, creator, 60_000, thisMonth);
    await order(fans.big, creator, 50_000, minutesLater(9)); // ¥1100 in all
    const partly = await order(fans.mid, creator, 30_000, minutesLater(1));
    await refund(partly, 10_000, 'succeeded'); // ¥200 net
    await refund(partly, 5_000, 'pending'); // not refunded (yet)
    await order(fans.small, creator, 600, minutesLater(2));
    await order(fans.shy, creator, 20_000, minutesLater(3));
    await order(fans.quiet, creator, 30_000, minutesLater(4));
    await order(fans.declined, creator, 30_000, minutesLater(5));
    // The most of all, but last to begin: ranked last, since nobody is ranked by amount.
    await order(fans.whale, creator, 500_000, minutesLater(6));
    await order(fans.old, creator, 200_000, lastMonth);
    const gone = await order(fans.gone, creator, 90_000, minutesLater(7));
    await refund(gone, 90_000, 'succeeded');
    await t.db.updateTable('orders').set({ status: 'refunded' }).where('id', '=', gone.id).execute();
    await order(fans.small, creator, 1, thisMonth, 'pending');
    await order(fans.small, creator, 1, thisMonth, 'closed');
    // Another creator's supporter never appears.
    await order(await make('别人的粉丝'), await buildCreator(t.db), 999_900, thisMonth);
  });

  const rank = (period: string, cookie?: string) =>
    t.call(supporterEndpoints.rank, { slug: 'RANK-frog', period }, { cookie });

  it('lists this month only those who chose to appear, by when they began, without any amount', async () => {
    const res = await rank('month');

    expect(res.body.code, res.body.message).toBe(200);
    expect(res.body.data.total).toBe(5);
    expect(res.body.data.list.map((r) => [r.rank, r.nickname, r.anonymous, r.slug])).toEqual([
      [1, '大户', false, fans.big.slug],
      [2, '中户', false, fans.mid.slug],
      [3, '小户', false, fans.small.slug],
      [4, '匿名支持者', true, null],
      [5, '后来的大户', false, fans.whale.slug],
    ]);
    const text = JSON.stringify(res.body);
    for (const hidden of ['害羞的人', fans.shy.slug, '没被问过的人', '不想上榜的人', '退款者']) {
      expect(text).not.toContain(hidden);
    }
    // No amount, nor a tier of one, anywhere (¥1100, ¥200, ¥6, ¥5000).
    expect(text).not.toMatch(/110000|1100\.00|20000|200\.00|"600"|6\.00|500000|tier/);
  });

  it('lists all time from the longest supporter, the default period being this month', async () => {
    const all = await rank('all');
    expect(all.body.data.list.map((r) => r.nickname)).toEqual([
      '老粉',
      '大户',
      '中户',
      '小户',
      '匿名支持者',
      '后来的大户',
    ]);

    const fallback = await t.call(supporterEndpoints.rank, { slug: 'rank-frog' });
    expect(fallback.body.data.period).toBe('month');
    expect(fallback.body.data.total).toBe(5);
  });

  it('lets an anonymous supporter find themself, and only themself', async () => {
    const mine = await rank('month', await t.signIn(fans.shy.phone));
    expect(mine.body.data.list.filter((r) => r.isSelf).map((r) => [r.rank, r.nickname])).toEqual([
      [4, '匿名支持者'],
    ]);
    const other = await rank('month', await t.signIn(fans.big.phone));
    expect(other.body.data.list.filter((r) => r.isSelf).map((r) => r.rank)).toEqual([1]);
  });

  it.each([
    ['setPrivacy', supporterEndpoints.setPrivacy, 'anonymous', '匿名设置须为 true 或 false'],
    ['setRankConsent', supporterEndpoints.setRankConsent, 'show', '充电榜设置须为 true 或 false'],
  ] as const)(
    '%s: 401 signed out, 400 with a Chinese message for neither true nor false',
    async (_, endpoint, field, message) => {
      const cookie = await t.signIn(fans.mid.phone);
      expect((await t.call(endpoint, { [field]: 'true' })).body.code).toBe(401);
      expect((await t.call(endpoint, { [field]: 'maybe' }, { cookie })).body).toMatchObject({
        code: 400,
        message,
      });
    },
  );

  it('follows the supporter switch, which only they can set', async () => {
    const cookie = await t.signIn(fans.mid.phone);
    expect((await t.call(supporterEndpoints.privacy, {}, { cookie })).body.data).toEqual({
      anonymous: false,
      showOnRank: true,
      rankAsked: true,
      hasSupported: true,
    });

    const on = await t.call(supporterEndpoints.setPrivacy, { anonymous: 'true' }, { cookie });
    expect(on.body.data).toEqual({ anonymous: true });
    expect((await rank('month')).body.data.list[1]).toMatchObject({ nickname: '匿名支持者', slug: null });
    expect(JSON.stringify((await rank('all')).body)).not.toContain('中户');

    await t.call(supporterEndpoints.setPrivacy, { anonymous: 'false' }, { cookie });
    expect((await rank('month')).body.data.list[1]).toMatchObject({ nickname: '中户', anonymous: false });
  });

  it('asks once after the first support: hidden until they say yes, and they may change their mind', async () => {
    const cookie = await t.signIn(fans.quiet.phone);
    expect((await t.call(supporterEndpoints.privacy, {}, { cookie })).body.data).toMatchObject({
      showOnRank: false,
      rankAsked: false,
      hasSupported: true,
    });
    const newcomer = await t.signIn((await buildUser(t.db)).phone);
    expect((await t.call(supporterEndpoints.privacy, {}, { cookie: newcomer })).body.data).toEqual({
      anonymous: false,
      showOnRank: false,
      rankAsked: false,
      hasSupported: false,
    });

    const yes = await t.call(supporterEndpoints.setRankConsent, { show: 'true' }, { cookie });
    expect(yes.body.data).toEqual({ showOnRank: true, rankAsked: true });
    expect((await rank('month')).body.data.list.map((r) => r.nickname)).toContain('没被问过的人');

    const no = await t.call(supporterEndpoints.setRankConsent, { show: 'false' }, { cookie });
    expect(no.body.data).toEqual({ showOnRank: false, rankAsked: true });
    expect(JSON.stringify((await rank('all')).body)).not.toContain('没被问过的人');
  });

  it('answers an empty list for a creator without supporters and 404 for an unknown slug', async () => {
    const lonely = await buildCreator(t.db);
    expect((await t.call(supporterEndpoints.rank, { slug: lonely.slug, period: 'all' })).body.data).toEqual({
      period: 'all',
      list: [],
      total: 0,
    });
    expect((await t.call(supporterEndpoints.rank, { slug: 'no-such-user' })).body.code).toBe(404);
    expect((await t.call(supporterEndpoints.rank, { slug: 'rank-frog', period: 'year' })).body.code).toBe(
      400,
    );
  });

  it('keeps the totals by trigger through every status change, equal to a recomputation', async () => {
    const fan = await buildUser(t.db, { nickname: '后来者', supportRankVisible: true });
    const later = await order(fan, creator, 40_000, new Date(), 'pending');
    expect((await rank('month')).body.data.list.map((r) => r.nickname)).not.toContain('后来者');

    await t.db.updateTable('orders').set({ status: 'paid' }).where('id', '=', later.id).execute();
    const pendingRefund = await refund({ ...later, status: 'paid' }, 31_000, 'pending');
    // A refund of a second, double payment gives that payment back, not the order.
    await refund({ ...later, status: 'paid' }, 40_000, 'succeeded', 'double_payment');
    expect((await rank('month')).body.data.list.map((r) => r.nickname)).toContain('后来者');

    await t.db
      .updateTable('refunds')
      .set({ status: 'succeeded' })
      .where('id', '=', pendingRefund.id)
      .execute();
    expect((await rank('month')).body.data.list.map((r) => r.nickname)).toContain('后来者');
    expect(await diffSupporterTotals(t.db)).toEqual([]);

    // A rebuild (an existing database, or a repair) comes to the same rows.
    const before = await t.db
      .selectFrom('supporterTotals')
      .selectAll()
      .orderBy(['creatorId', 'period', 'buyerId'])
      .execute();
    await t.db.deleteFrom('supporterTotals').execute();
    expect((await diffSupporterTotals(t.db)).length).toBeGreaterThan(0);
    expect(await rebuildSupporterTotals(t.db)).toBe(before.length);
    const after = await t.db
      .selectFrom('supporterTotals')
      .selectAll()
      .orderBy(['creatorId', 'period', 'buyerId'])
      .execute();
    expect(after).toEqual(before);
  });

  it('never lists nor counts a verified minor, whatever they paid; on their 18th birthday they are listed', async () => {
    const star = await buildCreator(t.db, { slug: 'minor-frog' });
    const grownUp = await buildUser(t.db, { nickname: '成年人', supportRankVisible: true });
    const teen = await buildUser(t.db, { nickname: '中学生', supportRankVisible: true });
    const now = new Date();
    await order(grownUp, star, 1_000, now);
    await order(teen, star, 50_000, now);
    const verified = (user: UserRow, birthDate: string) =>
      t.db
        .insertInto('buyerRealNames')
        .values({
          userId: user.id,
          realNameMasked: '林**',
          idNumberMasked: '1101**********0000',
          idNumberSealed: 'sealed',
          idNumberHash: `hash-${user.id}`,
          birthDate,
          provider: 'dev',
        })
        .execute();
    await verified(teen, birthDateYearsAgo(18, now, -1)); // 18 tomorrow (Beijing)
    const listed = async () => {
      const res = await t.call(supporterEndpoints.rank, { slug: 'minor-frog', period: 'all' });

      return { names: res.body.data.list.map((row) => row.nickname), total: res.body.data.total };
    };
    expect(await listed()).toEqual({ names: ['成年人'], total: 1 });

    await t.db
      .updateTable('buyerRealNames')
      .set({ birthDate: birthDateYearsAgo(18, now) })
      .where('userId', '=', teen.id)
      .execute();
    expect(await listed()).toEqual({ names: ['成年人', '中学生'], total: 2 });
  });
});
