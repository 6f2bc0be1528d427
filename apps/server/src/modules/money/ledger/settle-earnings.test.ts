import { describe, expect, it } from 'vitest';
import { buildCreator, buildUser } from '../../../../test/factories';
import { buildPaidOrder, expectLedgerConsistent, unnamedPostings, useTestDb } from '../../../../test/money';
import { listMoneyEvents } from './money-event.repository';
import { getCreatorBalances } from './ledger';
import { settleDueEarnings } from './settle-earnings';
import { storedRow } from '../../../../test/stored-row';

const t = useTestDb();
const DAY = 24 * 60 * 60 * 1000;

describe('settleDueEarnings', () => {
  it('settles an order SETTLEMENT_DAYS after paid_at, not a second earlier, and exactly once', async () => {
    const creator = await buildCreator(t.db);
    const buyer = await buildUser(t.db);
    const paidAt = new Date('2030-01-01T00:00:00Z');
    const order = await buildPaidOrder(t.db, {
      creatorId: creator.id,
      buyerId: buyer.id,
      amountFen: 1000,
      paidAt,
    });
    const ctx = { db: t.db, settlementDays: 7 };
    const at = (ms: number) => new Date(paidAt.getTime() + ms);

    expect(await settleDueEarnings(ctx, at(7 * DAY - 1000))).toEqual({ orders: 0, amountFen: 0 });
    expect(await getCreatorBalances(t.db, creator.id)).toMatchObject({ pending: 950, withdrawable: 0 });

    expect(await settleDueEarnings(ctx, at(7 * DAY))).toEqual({ orders: 1, amountFen: 950 });
    expect(await getCreatorBalances(t.db, creator.id)).toMatchObject({ pending: 0, withdrawable: 950 });
    expect(await settleDueEarnings(ctx, at(30 * DAY))).toEqual({ orders: 0, amountFen: 0 });
    const row = await storedRow(t.db, 'orders', 'id', order.id);
    expect(row.settledAt).toEqual(at(7 * DAY));
    // The settlement moves no status; its posting is named by an event of the order all the same.
    const settlementEvents = (await listMoneyEvents(t.db, 'order', order.id)).filter(
      (e) => e.reason === 'settlement',
    );
    expect(settlementEvents).toMatchObject([
      { fromState: 'paid', toState: 'paid', actor: 'job:settle-earnings', reason: 'settlement' },
    ]);
    expect(await unnamedPostings(t.db, ['settlement'])).toEqual([]);
    await expectLedgerConsistent(t.db);
  });

  it('two concurrent runs settle each order once', async () => {
    const creator = await buildCreator(t.db);
    const buyer = await buildUser(t.db);
    const paidAt = new Date('2031-01-01T00:00:00Z');
    for (let i = 0; i < 12; i++) {
      await buildPaidOrder(t.db, {
        creatorId: creator.id,
        buyerId: buyer.id,
        amountFen: 100 * (i + 1),
        paidAt,
      });
    }
    const ctx = { db: t.db, settlementDays: 7 };
    const now = new Date(paidAt.getTime() + 8 * DAY);
    // Small batches so the runs interleave.
    const [a, b] = await Promise.all([settleDueEarnings(ctx, now, 3), settleDueEarnings(ctx, now, 3)]);
    expect(a.orders + b.orders).toBe(12);
    const expected = [...Array(12).keys()].reduce(
      (sum, i) => sum + 100 * (i + 1) - Math.floor(5 * (i + 1)),
      0,
    );
    expect(a.amountFen + b.amountFen).toBe(expected);
    expect(await getCreatorBalances(t.db, creator.id)).toMatchObject({ pending: 0, withdrawable: expected });
    const settlements = await t.db
      .selectFrom('ledgerEntries')
      .innerJoin('orders', 'orders.id', 'ledgerEntries.orderId')
      .select('ledgerEntries.orderId')
      .where('orders.creatorId', '=', creator.id)
      .where('ledgerEntries.kind', '=', 'settlement')
      .where('ledgerEntries.amountFen', '>', 0)
      .execute();
    expect(settlements).toHaveLength(12);
    await expectLedgerConsistent(t.db);
  });

  it('SETTLEMENT_DAYS 0 settles at once', async () => {
    const creator = await buildCreator(t.db);
    const order = await buildPaidOrder(t.db, { creatorId: creator.id, buyerId: creator.id, amountFen: 300 });
    await settleDueEarnings({ db: t.db, settlementDays: 0 });
    const row = await storedRow(t.db, 'orders', 'id', order.id);
    expect(row.settledAt).not.toBeNull();
    await expectLedgerConsistent(t.db);
  });
});
