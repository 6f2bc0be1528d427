import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { checkLedgerBalanced, getAccountBalance, splitPayment } from './ledger.service';

describe('splitPayment', () => {
  it('rounds the fee down so no fen is lost', () => {
    expect(splitPayment(990, 500)).toEqual({ feeFen: 49, creatorFen: 941 });
    expect(splitPayment(1, 500)).toEqual({ feeFen: 0, creatorFen: 1 });
    for (const amount of [1, 99, 666, 1800, 500_000]) {
      const { feeFen, creatorFen } = splitPayment(amount, 500);
      expect(feeFen + creatorFen).toBe(amount);
    }
  });
});

describe('checkLedgerBalanced', () => {
  const t = useTestApp();

  it('names a transaction that does not sum to zero', async () => {
    await t.db
      .insertInto('ledgerEntries')
      .values([
        { transactionId: 'ok', account: 'provider_clearing', amountFen: -100, kind: 'payment' },
        { transactionId: 'ok', account: 'platform_fee', amountFen: 100, kind: 'payment' },
      ])
      .execute();
    expect(await checkLedgerBalanced(t.db)).toEqual({ balanced: true, total: 0, unbalancedTransactions: [] });
    expect(await getAccountBalance(t.db, 'platform_fee')).toBe(100);

    await t.db
      .insertInto('ledgerEntries')
      .values({ transactionId: 'bad', account: 'platform_fee', amountFen: 5, kind: 'payment' })
      .execute();
    expect(await checkLedgerBalanced(t.db)).toEqual({
      balanced: false,
      total: 5,
      unbalancedTransactions: ['bad'],
    });
  });
});
