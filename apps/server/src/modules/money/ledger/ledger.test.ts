import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildCreator, buildUser } from '../../../../test/factories';
import { buildPaidOrder, buildWithdrawalId, useTestDb } from '../../../../test/money';
import {
  creatorInWithdrawalAccount,
  creatorPendingAccount,
  creatorWithdrawableAccount,
  PLATFORM_FEE,
  PROVIDER_CLEARING,
} from './accounts';
import {
  checkLedgerBalanced,
  getAccountBalance,
  getCreatorBalances,
  lockCreatorBalances,
  postRefund,
  postSettlement,
  postTransaction,
  refundFeePart,
  splitPayment,
  UnbalancedTransactionError,
} from './ledger';
import { postPayout, postWithdrawalRequest, postWithdrawalReturn } from './post-withdrawal';

const t = useTestDb();

describe('splitPayment and refundFeePart', () => {
  it('round the fee down so no fen is lost, and whole refunds give back exactly the fee', () => {
    expect(splitPayment(990, 500)).toEqual({ feeFen: 49, creatorFen: 941 });
    expect(splitPayment(1, 500)).toEqual({ feeFen: 0, creatorFen: 1 });
    for (const amount of [1, 99, 666, 1800, 500_000]) {
      const { feeFen, creatorFen } = splitPayment(amount, 500);
      expect(feeFen + creatorFen).toBe(amount);
      const parts = [refundFeePart(feeFen, amount, 0, Math.floor(amount / 3))];
      parts.push(refundFeePart(feeFen, amount, Math.floor(amount / 3), amount - Math.floor(amount / 3)));
      expect(parts.reduce((a, b) => a + b)).toBe(feeFen);
    }
  });
});

describe('the database keeps every transaction balanced', () => {
  it('an unbalanced insert fails at commit, and nothing of it stays', async () => {
    const attempt = t.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('ledgerEntries')
        .values([
          { transactionId: 'unbalanced', account: PROVIDER_CLEARING, amountFen: -100, kind: 'payment' },
          { transactionId: 'unbalanced', account: PLATFORM_FEE, amountFen: 99, kind: 'payment' },
        ])
        .execute();
      // Deferred: inside the transaction the insert itself is accepted.
      return 'inserted';
    });
    await expect(attempt).rejects.toThrow(/does not balance: postings sum to -1 fen/);
    const rows = await t.db
      .selectFrom('ledgerEntries')
      .where('transactionId', '=', 'unbalanced')
      .selectAll()
      .execute();
    expect(rows).toEqual([]);
  });

  it('a single unbalanced posting outside a transaction fails too', async () => {
    await expect(
      t.db
        .insertInto('ledgerEntries')
        .values({ transactionId: 'lonely', account: PLATFORM_FEE, amountFen: 5, kind: 'payment' })
        .execute(),
    ).rejects.toThrow(/does not balance/);
  });

  it('a transaction balanced over several statements commits', async () => {
    await t.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('ledgerEntries')
        .values({ transactionId: 'split', account: PROVIDER_CLEARING, amountFen: -100, kind: 'payment' })
        .execute();
      await trx
        .insertInto('ledgerEntries')
        .values({ transactionId: 'split', account: PLATFORM_FEE, amountFen: 100, kind: 'payment' })
        .execute();
    });
    expect(await checkLedgerBalanced(t.db)).toMatchObject({ balanced: true, total: 0 });
  });

  it('postings are never updated or deleted', async () => {
    await expect(
      t.db.updateTable('ledgerEntries').set({ account: 'x' }).where('transactionId', '=', 'split').execute(),
    ).rejects.toThrow(/never changed/);
    await expect(
      t.db.deleteFrom('ledgerEntries').where('transactionId', '=', 'split').execute(),
    ).rejects.toThrow(/never changed/);
  });

  it('an unknown kind is refused', async () => {
    await expect(
      sql`insert into ledger_entries (transaction_id, account, amount_fen, kind) values ('k', 'a', 1, 'gift'), ('k', 'b', -1, 'gift')`.execute(
        t.db,
      ),
    ).rejects.toThrow(/ledger_entries_kind_check/);
  });

  it('postTransaction refuses an unbalanced set before writing', async () => {
    await expect(
      postTransaction(t.db, 'payment', [
        { account: PROVIDER_CLEARING, amountFen: -1 },
        { account: PLATFORM_FEE, amountFen: 2 },
      ]),
    ).rejects.toBeInstanceOf(UnbalancedTransactionError);
    expect(await postTransaction(t.db, 'payment', [{ account: PLATFORM_FEE, amountFen: 0 }])).toBeUndefined();
  });
});

describe('posting helpers and balances', () => {
  it('follow every fen from payment to payout, refunds taking pending first, then withdrawable (debt)', async () => {
    const creator = await buildCreator(t.db);
    const buyer = await buildUser(t.db);
    const balances = () => getCreatorBalances(t.db, creator.id);
    // Two paid orders: 10000 → 9500 + 500; 2000 → 1900 + 100.
    const big = await buildPaidOrder(t.db, { creatorId: creator.id, buyerId: buyer.id, amountFen: 10_000 });
    const small = await buildPaidOrder(t.db, { creatorId: creator.id, buyerId: buyer.id, amountFen: 2000 });
    expect(await balances()).toEqual({ pending: 11_400, withdrawable: 0, inWithdrawal: 0, withdrawn: 0 });

    // A partial refund before settlement comes out of the order's own pending remainder.
    const refund = async (order: typeof big, amountFen: number, before: number) => {
      const row = await t.db
        .insertInto('refunds')
        .values({
          refundNo: `R${Math.random()}`,
          orderId: order.id,
          paymentId: (
            await t.db
              .insertInto('payments')
              .values({
                paymentNo: `P${Math.random()}`.slice(0, 30),
                orderId: order.id,
                channel: 'alipay',
                amountFen: order.amountFen,
                expiresAt: new Date(),
              })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
          amountFen,
          reason: 'test',
          reqSeqId: `R${Math.random()}`,
          reqDate: '20260101',
          status: 'succeeded',
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return t.db.transaction().execute((trx) => postRefund(trx, order, row, before));
    };
    expect(await refund(small, 1000, 0)).toMatchObject({ fromPendingFen: 950, fromWithdrawableFen: 0 });
    expect(await balances()).toMatchObject({ pending: 10_450, withdrawable: 0 });

    // Settlement moves each order's remainder once.
    expect((await postSettlement(t.db, big)).amountFen).toBe(9500);
    expect((await postSettlement(t.db, small)).amountFen).toBe(950);
    expect(await balances()).toEqual({ pending: 0, withdrawable: 10_450, inWithdrawal: 0, withdrawn: 0 });
    await expect(postSettlement(t.db, big)).resolves.toMatchObject({ amountFen: 0 });

    // Withdraw 8000: requested, one returned (rejected), requested again and paid with a 200 fee.
    const [first, second] = [
      await buildWithdrawalId(t.db, creator.id, 8000),
      await buildWithdrawalId(t.db, creator.id, 8000, 200),
    ];
    await t.db.transaction().execute(async (trx) => {
      await lockCreatorBalances(trx, creator.id);
      await postWithdrawalRequest(trx, { creatorId: creator.id, withdrawalId: first, amountFen: 8000 });
    });
    expect(await balances()).toEqual({ pending: 0, withdrawable: 2450, inWithdrawal: 8000, withdrawn: 0 });
    await postWithdrawalReturn(t.db, { creatorId: creator.id, withdrawalId: first, amountFen: 8000 });
    await postWithdrawalRequest(t.db, { creatorId: creator.id, withdrawalId: second, amountFen: 8000 });
    await postPayout(t.db, { creatorId: creator.id, withdrawalId: second, amountFen: 8000, feeFen: 200 });
    expect(await balances()).toEqual({ pending: 0, withdrawable: 2450, inWithdrawal: 0, withdrawn: 8000 });

    // A full refund of the big order after settlement: 9500 from withdrawable, which goes negative.
    expect(await refund(big, 10_000, 0)).toMatchObject({ fromPendingFen: 0, fromWithdrawableFen: 9500 });
    expect(await balances()).toEqual({ pending: 0, withdrawable: -7050, inWithdrawal: 0, withdrawn: 8000 });
    expect(await getAccountBalance(t.db, creatorWithdrawableAccount(creator.id))).toBe(-7050);
    expect(await getAccountBalance(t.db, creatorPendingAccount(creator.id))).toBe(0);
    expect(await getAccountBalance(t.db, creatorInWithdrawalAccount(creator.id))).toBe(0);
    expect(await checkLedgerBalanced(t.db)).toMatchObject({ balanced: true });
  });
});
