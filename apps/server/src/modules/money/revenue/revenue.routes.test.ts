import { addDays, orderEndpoints, revenueEndpoints, shanghaiDate, shanghaiDayStart } from '@frog/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCreator } from '../../../../test/factories';
import { useTestApp } from '../../../../test/test-app';
import type { UserRow } from '../../../platform/db/types';
import { checkLedgerBalanced } from '../ledger/ledger';
import { aroundNow, bookPayment, type RevenueScene, sellAndRefund } from '../../../../test/revenue-kit';

const t = useTestApp({ listen: true });

describe('revenue management', () => {
  let buyer: UserRow;
  let other: UserRow;
  let cookie: string;
  let orders: RevenueScene['orders'];

  beforeAll(async () => {
    ({ buyer, other, cookie, orders } = await sellAndRefund(t));
  });

  it('sums a period: gross, fee net of refunds, refunds and net, to the fen', async () => {
    const res = await t.call(revenueEndpoints.summary, aroundNow(), { cookie });
    expect(res.body.code, res.body.message).toBe(200);
    // Paid 9.90 + 12.00 + 20.00 + 1.00; fees 0.49 + 0.60 + 1.00 + 0.05 = 2.14;
    // refunded 9.90 (fee 0.49 back) and 5.00 (fee 0.25 back): fee 1.40, net 43.90 − 1.40 − 14.90.
    expect(res.body.data.figures).toEqual({
      gross: { fen: 4290, yuan: '42.90' },
      fee: { fen: 140, yuan: '1.40' },
      refunds: { fen: 1490, yuan: '14.90' },
      net: { fen: 2660, yuan: '26.60' },
      paymentCount: 4,
      refundCount: 2,
    });
    expect(res.body.data.balances).toEqual({
      pending: { fen: 2660, yuan: '26.60' },
      withdrawable: { fen: 0, yuan: '0.00' },
      inWithdrawal: { fen: 0, yuan: '0.00' },
      withdrawn: { fen: 0, yuan: '0.00' },
    });
    expect(res.body.data.feeBps).toBe(500);
    expect((await checkLedgerBalanced(t.db)).unbalancedTransactions).toEqual([]);

    const lastMonth = await t.call(revenueEndpoints.summary, { period: 'last_month' }, { cookie });
    expect(lastMonth.body.data.figures.gross.fen).toBe(0);
    expect(lastMonth.body.data.balances.pending.fen).toBe(2660);
  });

  it('resolves this month and last month as China calendar months', async () => {
    const res = await t.call(revenueEndpoints.summary, {}, { cookie });
    const today = shanghaiDate(new Date());
    expect(res.body.data.range.from).toBe(`${today.slice(0, 7)}-01`);
    expect(res.body.data.range.to! >= today).toBe(true);
  });

  it('explains a balance line by line: pages by cursor add up to the figure', async () => {
    const lines = [];
    let cursor: string | undefined;
    let total = 0;
    for (let page = 0; page < 10; page++) {
      const res = await t.call(
        revenueEndpoints.postings,
        { figure: 'pending', pageSize: '2', ...(cursor ? { cursor } : {}) },
        { cookie },
      );
      expect(res.body.code, res.body.message).toBe(200);
      lines.push(...res.body.data.list);
      total = res.body.data.total.fen;
      if (!res.body.data.nextCursor) break;
      cursor = res.body.data.nextCursor;
    }
    expect(lines).toHaveLength(6);
    expect(lines.reduce((sum, l) => sum + l.amount.fen, 0)).toBe(2660);
    expect(total).toBe(2660);
    const postRefund = lines.find((l) => l.kind === 'refund' && l.order?.orderNo === orders.post);
    expect(postRefund).toMatchObject({
      amount: { fen: -941 },
      gross: { fen: 990 },
      fee: { fen: 49 },
      order: {
        kind: 'post',
        description: '解锁《橘猫邮差》',
        amount: '9.90',
        buyer: { nickname: '橘子汽水' },
      },
    });
    const plan = lines.find((l) => l.kind === 'payment' && l.order?.orderNo === orders.plan);
    expect(plan).toMatchObject({ amount: { fen: 1140 }, gross: { fen: 1200 }, fee: { fen: 60 } });
    expect(plan?.order?.description).toBe('支持方案「小蛙饭团」× 2个月');

    const income = await t.call(revenueEndpoints.postings, { figure: 'income', ...aroundNow() }, { cookie });
    expect(income.body.data.total.fen).toBe(2660);
    const empty = await t.call(revenueEndpoints.postings, { figure: 'withdrawn' }, { cookie });
    expect(empty.body.data).toEqual({ list: [], nextCursor: null, total: { fen: 0, yuan: '0.00' } });
  });

  it('pages postings written microseconds apart within one millisecond without skipping any', async () => {
    const scene = await sellAndRefund(t);
    // Separate payments can post within one millisecond; the cursor carries milliseconds only.
    // The ledger is append-only, so the test lifts its guard for this one rewrite of the times.
    await t.db.transaction().execute(async (trx) => {
      await sql`alter table ledger_entries disable trigger ledger_entries_append_only`.execute(trx);
      await sql`update ledger_entries
        set created_at = '2026-11-20 08:00:00+00'::timestamptz + make_interval(secs => (id % 900 + 1) / 1e6)
        where order_id in (select id from orders where order_no in (${sql.join(Object.values(scene.orders))}))`.execute(
        trx,
      );
      await sql`alter table ledger_entries enable trigger ledger_entries_append_only`.execute(trx);
    });
    const ids: number[] = [];
    let cursor: string | null = null;
    do {
      const params: Record<string, string> = {
        figure: 'pending',
        pageSize: '1',
        ...(cursor ? { cursor } : {}),
      };
      const res = await t.call(revenueEndpoints.postings, params, { cookie: scene.cookie });
      expect(res.body.code, res.body.message).toBe(200);
      ids.push(...res.body.data.list.map((line) => line.id));
      cursor = res.body.data.nextCursor;
    } while (cursor && ids.length < 20);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
  });

  it('refuses a cursor of another figure and bad periods, in Chinese', async () => {
    const first = await t.call(revenueEndpoints.postings, { figure: 'pending', pageSize: '1' }, { cookie });
    const cursor = first.body.data.nextCursor!;
    const crossed = await t.call(revenueEndpoints.postings, { figure: 'withdrawable', cursor }, { cookie });
    expect(crossed.body).toMatchObject({ code: 400, message: '分页游标格式不正确' });
    const backwards = await t.call(
      revenueEndpoints.summary,
      { period: 'custom', from: '2026-11-20', to: '2026-11-01' },
      { cookie },
    );
    expect(backwards.body).toMatchObject({ code: 400, message: '结束日期不能早于开始日期' });
    const notADate = await t.call(
      revenueEndpoints.summary,
      { period: 'custom', from: '2026-02-30', to: '2026-03-01' },
      { cookie },
    );
    expect(notADate.body.code).toBe(400);
  });

  it('is for creators only: 401 signed out, 403 for a supporter', async () => {
    expect((await t.call(revenueEndpoints.summary, {})).body.code).toBe(401);
    const res = await t.call(revenueEndpoints.chart, {}, { cookie: await t.signIn(buyer.phone) });
    expect(res.body).toMatchObject({ code: 403, reason: 'creator_required' });
    const orders403 = await t.call(
      orderEndpoints.supportMeOrders,
      {},
      { cookie: await t.signIn(buyer.phone) },
    );
    expect(orders403.body.code).toBe(403);
  });

  it('buckets the chart by China day and month, split by kind', async () => {
    const someone = await buildCreator(t.db);
    const today = shanghaiDate(new Date());
    const yesterday = addDays(today, -1);
    const midnight = shanghaiDayStart(today); // 00:00 today in China = 16:00 UTC the day before
    await bookPayment(t, someone, buyer, 'tip', 300, new Date(midnight.getTime() - 1000)); // 23:59:59 yesterday
    await bookPayment(t, someone, buyer, 'tip', 500, midnight);
    await bookPayment(t, someone, buyer, 'post', 990, new Date(midnight.getTime() + 60_000));
    await bookPayment(t, someone, other, 'plan', 600, shanghaiDayStart(addDays(today, -29)));
    await bookPayment(
      t,
      someone,
      other,
      'plan',
      700,
      new Date(shanghaiDayStart(addDays(today, -29)).getTime() - 1),
    );
    const res = await t.call(revenueEndpoints.chart, {}, { cookie: await t.signIn(someone.phone) });
    expect(res.body.code, res.body.message).toBe(200);
    const { daily, monthly } = res.body.data;
    expect(daily).toHaveLength(30);
    expect(daily.at(-1)).toEqual({ key: today, postFen: 990, planFen: 0, tipFen: 500 });
    expect(daily.at(-2)).toEqual({ key: yesterday, postFen: 0, planFen: 0, tipFen: 300 });
    expect(daily[0]).toEqual({ key: addDays(today, -29), postFen: 0, planFen: 600, tipFen: 0 });
    expect(daily.reduce((sum, d) => sum + d.planFen, 0)).toBe(600); // 1 ms before the window: left out
    expect(monthly).toHaveLength(12);
    expect(monthly.at(-1)?.key).toBe(today.slice(0, 7));
    const all = monthly.reduce((sum, m) => sum + m.postFen + m.planFen + m.tipFen, 0);
    expect(all).toBe(300 + 500 + 990 + 600 + 700);
    expect((await checkLedgerBalanced(t.db)).unbalancedTransactions).toEqual([]);
  });
});
