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
  let fans: Record<'big' | 'mid' | 'small' | 'old' | 'gone' | 'shy', UserRow>;
  let monthStart: Date;

  beforeAll(async () => {
    creator = await buildCreator(t.db, { slug: 'rank-frog' });
    monthStart = await shanghaiMonthStart();
    const make = (nickname: string, extra = {}) => buildUser(t.db, { nickname, ...extra });
    fans = {
      big: await make('大户'),
      mid: await make('中户'),
      small: await make('小户'),
      old: await make('老粉'),
      gone: await make('退款者'),
      shy: await make('害羞的人', { supportAnonymous: true }),
    };
    const thisMonth = new Date(monthStart.getTime() + 60_000);
    // Eight hours before the month starts in Shanghai is still last month there.
    const lastMonth = new Date(monthStart.getTime() - 60_000);
    await order(fans.big, creator, 60_000, thisMonth);
    await order(fans.big, creator, 50_000, thisMonth); // ¥1100 in all
    const partly = await order(fans.mid, creator, 30_000, thisMonth);
    await refund(partly, 10_000, 'succeeded'); // ¥200 net
    await refund(partly, 5_000, 'pending'); // not refunded (yet)
    await order(fans.small, creator, 600, thisMonth);
    await order(fans.shy, creator, 20_000, thisMonth);
    await order(fans.old, creator, 200_000, lastMonth);
    const gone = await order(fans.gone, creator, 90_000, thisMonth);
    await refund(gone, 90_000, 'succeeded');
    await t.db.updateTable('orders').set({ status: 'refunded' }).where('id', '=', gone.id).execute();
    await order(fans.small, creator, 1, thisMonth, 'pending');
    await order(fans.small, creator, 1, thisMonth, 'closed');
    // Another creator's supporter never appears.
    await order(await make('别人的粉丝'), await buildCreator(t.db), 999_900, thisMonth);
  });

  const rank = (period: string, cookie?: string) =>
    t.call(supporterEndpoints.rank, { slug: 'RANK-frog', period }, { cookie });

  it('ranks this month by amount net of refunds, with tiers instead of amounts, anonymous kept anonymous', async () => {
    const res = await rank('month');

    expect(res.body.code, res.body.message).toBe(200);
    expect(res.body.data.total).toBe(4);
    expect(res.body.data.list.map((r) => [r.rank, r.nickname, r.tier.label, r.anonymous, r.slug])).toEqual([
      [1, '大户', '¥1000+', false, fans.big.slug],
      [2, '中户', '¥100+', false, fans.mid.slug],
      [3, '匿名支持者', '¥100+', true, null],
      [4, '小户', '¥10 以下', false, fans.small.slug],
    ]);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('害羞的人');
    expect(text).not.toContain(fans.shy.slug);
    // No exact amount anywhere (¥1100, ¥200, ¥6).
    expect(text).not.toMatch(/110000|1100\.00|20000|200\.00|"600"|6\.00/);
  });

  it('ranks all time, the default period being this month', async () => {
    const all = await rank('all');
    expect(all.body.data.list.map((r) => r.nickname)).toEqual(['老粉', '大户', '中户', '匿名支持者', '小户']);
    expect(all.body.data.list[0]?.tier).toEqual({ level: 6, label: '¥1000+' });

    const fallback = await t.call(supporterEndpoints.rank, { slug: 'rank-frog' });
    expect(fallback.body.data.period).toBe('month');
    expect(fallback.body.data.total).toBe(4);
  });

  it('lets an anonymous supporter find themself, and only themself', async () => {
    const mine = await rank('month', await t.signIn(fans.shy.phone));
    expect(mine.body.data.list.filter((r) => r.isSelf).map((r) => [r.rank, r.nickname])).toEqual([
      [3, '匿名支持者'],
    ]);
    const other = await rank('month', await t.signIn(fans.big.phone));
    expect(other.body.data.list.filter((r) => r.isSelf).map((r) => r.rank)).toEqual([1]);
  });

  it('follows the supporter switch, which only they can set', async () => {
    const cookie = await t.signIn(fans.mid.phone);
    expect((await t.call(supporterEndpoints.privacy, {}, { cookie })).body.data).toEqual({
      anonymous: false,
    });
    expect((await t.call(supporterEndpoints.setPrivacy, { anonymous: 'true' })).body.code).toBe(401);
    expect(
      (await t.call(supporterEndpoints.setPrivacy, { anonymous: 'maybe' }, { cookie })).body,
    ).toMatchObject({
      code: 400,
      message: '匿名设置须为 true 或 false',
    });

    const on = await t.call(supporterEndpoints.setPrivacy, { anonymous: 'true' }, { cookie });
    expect(on.body.data).toEqual({ anonymous: true });
    expect((await rank('month')).body.data.list[1]).toMatchObject({ nickname: '匿名支持者', slug: null });
    expect(JSON.stringify((await rank('all')).body)).not.toContain('中户');

    await t.call(supporterEndpoints.setPrivacy, { anonymous: 'false' }, { cookie });
    expect((await rank('month')).body.data.list[1]).toMatchObject({ nickname: '中户', anonymous: false });
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
    const fan = await buildUser(t.db, { nickname: '后来者' });
    const later = await order(fan, creator, 40_000, new Date(), 'pending');
    expect((await rank('month')).body.data.list.map((r) => r.nickname)).not.toContain('后来者');

    await t.db.updateTable('orders').set({ status: 'paid' }).where('id', '=', later.id).execute();
    const pendingRefund = await refund({ ...later, status: 'paid' }, 31_000, 'pending');
    // A refund of a second, double payment gives that payment back, not the order.
    await refund({ ...later, status: 'paid' }, 40_000, 'succeeded', 'double_payment');
    expect((await rank('month')).body.data.list.find((r) => r.nickname === '后来者')?.tier.label).toBe(
      '¥100+',
    );

    await t.db
      .updateTable('refunds')
      .set({ status: 'succeeded' })
      .where('id', '=', pendingRefund.id)
      .execute();
    expect((await rank('month')).body.data.list.find((r) => r.nickname === '后来者')?.tier.label).toBe(
      '¥50+',
    );
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
    const grownUp = await buildUser(t.db, { nickname: '成年人' });
    const teen = await buildUser(t.db, { nickname: '中学生' });
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
    expect(await listed()).toEqual({ names: ['中学生', '成年人'], total: 2 });
  });
});
