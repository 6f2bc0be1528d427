import { adminWithdrawalEndpoints, withdrawalEndpoints } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { expectMoneyConsistent } from '../../../../test/payouts';
import { useTestApp } from '../../../../test/test-app';
import { withdrawalConfig, withdrawalKit } from '../../../../test/withdrawal-kit';
import { getAccountBalance } from '../ledger/ledger';
import { requestWithdrawal } from './withdrawal.service';

// TAX_WITHHOLDING_METHOD=cumulative (the default), ledger mode, manual payouts, a ¥1 minimum so the
// ¥1 case can be asked. Each withdrawal's tax is computed from the year's withdrawals (docs/TAX.md).
const t = useTestApp({ env: { WITHDRAWAL_MIN_FEN: '100' } });
const { creatorWith, operatorCookie, decide, payOut, endWithReason, rowOf } = withdrawalKit(t);
const yuan = (amount: number) => Math.round(amount * 100);
// The app's own configuration, for the year driven through the service with a fixed `now`.
const config = withdrawalConfig({ minFen: 100 });

describe('POST /api/withdrawal/quote (cumulative)', () => {
  it('answers the four lines; ¥1 owes nothing, ¥0 and too much are refused in the request’s words', async () => {
    const { creator, cookie, earnedFen } = await creatorWith(yuan(60_000));
    const quote = async (amount: string) => t.call(withdrawalEndpoints.quote, { amount }, { cookie });

    // ¥1: 0.80 − 5,000 < 0 → no tax.
    expect((await quote('1')).body.data).toMatchObject({
      amount: { fen: 100 },
      fee: { fen: 0 },
      tax: { fen: 0, yuan: '0.00' },
      payAmount: { fen: 100, yuan: '1.00' },
      taxDetail: { method: 'cumulative', deductionMonths: 1, ratePercent: 3, periodTax: { fen: 0 } },
    });
    // ¥50,000: 40,000 − 5,000 = 35,000 × 3 % = 1,050.00.
    const big = (await quote('50000')).body.data;
    expect(big).toMatchObject({ tax: { yuan: '1050.00' }, payAmount: { yuan: '48950.00' } });
    expect(big.taxDetail.note).toContain('累计预扣法：本年累计收入 ¥50000.00');

    const zero = await quote('0');
    expect([zero.body.code, zero.body.message]).toEqual([400, '提现金额须大于0']);
    const tooMuch = await quote('60000.01');
    expect([tooMuch.body.code, tooMuch.body.message]).toEqual([409, '可提现余额不足，最多可提现 ¥60000.00']);
    // A quote records nothing.
    expect(await t.db.selectFrom('withdrawals').where('creatorId', '=', creator.id).execute()).toEqual([]);
    await expectMoneyConsistent(t.db, creator.id, earnedFen);
  });
});

describe('a cumulative year of real withdrawals', () => {
  it('withholds month by month: a month without income restarts the count, a rejected withdrawal drops out, a new year starts afresh', async () => {
    const { creator, earnedFen } = await creatorWith(yuan(110_000));
    const { cookie: opCookie } = await operatorCookie();
    const at = (date: string) => new Date(`${date}T10:00:00+08:00`);
    async function paid(date: string, amountFen: number) {
      const row = await requestWithdrawal(t.db, config, creator, amountFen, at(date));
      const { withdrawalNo } = row;
      await payOut(opCookie, withdrawalNo, `BANK${row.id}`);
      await expectMoneyConsistent(t.db, creator.id, earnedFen);
      return rowOf(withdrawalNo);
    }

    // Jan 8,000: 6,400 − 5,000 = 1,400 × 3 % = 42.00.
    expect((await paid('2026-01-20', yuan(8_000))).taxFen).toBe(yuan(42));
    // Feb 10,000: 18,000 × 0.8 = 14,400 − 10,000 = 4,400 × 3 % = 132.00; − 42 → 90.00.
    expect((await paid('2026-02-20', yuan(10_000))).taxFen).toBe(yuan(90));
    // Mar: nothing. Apr 6,000: the run restarts at 1. 19,200 − 5,000 = 14,200 × 3 % = 426.00; − 132 → 294.00.
    const april = await paid('2026-04-20', yuan(6_000));
    expect(april).toMatchObject({ taxFen: yuan(294), netFen: yuan(5_706), taxMethod: 'cumulative' });
    expect(april.taxDetail).toMatchObject({
      deductionMonths: 1,
      yearTaxFen: yuan(426),
      withheldBeforeFen: yuan(132),
    });

    // May ¥50,000 requested: 74,000 × 0.8 = 59,200 − 10,000 = 49,200: 10 % − 2,520 = 2,400.00; − 426 → 1,974.00.
    const may = await requestWithdrawal(t.db, config, creator, yuan(50_000), at('2026-05-05'));
    expect(may.taxFen).toBe(yuan(1_974));
    // Rejected: its gross comes back whole, no tax is posted, and it is no longer income.
    await endWithReason(opCookie, may.withdrawalNo, 'rejected', '信息核对中');
    await expectMoneyConsistent(t.db, creator.id, earnedFen);
    // May ¥3,000: 27,000 × 0.8 = 21,600 − 10,000 = 11,600 × 3 % = 348.00, below the 426 withheld → 0.
    expect((await paid('2026-05-20', yuan(3_000))).taxFen).toBe(0);
    // Jun ¥20,000: 47,000 × 0.8 = 37,600 − 15,000 = 22,600 × 3 % = 678.00; − 426 → 252.00.
    expect((await paid('2026-06-20', yuan(20_000))).taxFen).toBe(yuan(252));
    // The year's withholdings add up to its tax, and the ledger holds them for the tax office.
    const year = yuan(42 + 90 + 294 + 252);
    expect(year).toBe(yuan(678));
    expect(await getAccountBalance(t.db, 'tax_withheld')).toBe(year);

    // 2027-01 (China time; 2026-12-31 20:00 UTC): nothing carried over, January counts one month.
    expect((await paid('2027-01-01', yuan(8_000))).taxFen).toBe(yuan(42));
    expect(await getAccountBalance(t.db, 'tax_withheld')).toBe(year + yuan(42));
    await expectMoneyConsistent(t.db, creator.id, earnedFen);
  });

  it('pays the net and posts the tax once: the rows, the ledger and the money events agree', async () => {
    const { creator, cookie, earnedFen } = await creatorWith(yuan(60_000));
    const { cookie: opCookie } = await operatorCookie();
    const res = await t.call(withdrawalEndpoints.request, { amount: '50000' }, { cookie });
    expect(res.body.data).toMatchObject({ tax: { yuan: '1050.00' }, payAmount: { yuan: '48950.00' } });
    const { withdrawalNo } = res.body.data;
    await decide(opCookie, adminWithdrawalEndpoints.approve, { withdrawalNo }, { tax: { fen: yuan(1_050) } });
    await decide(
      opCookie,
      adminWithdrawalEndpoints.markPaid,
      { withdrawalNo, transferReference: 'BANK123456' },
      { status: 'paid', payAmount: { fen: yuan(48_950) } },
    );
    const row = await rowOf(withdrawalNo);
    const postings = await t.db
      .selectFrom('ledgerEntries')
      .select(['kind', 'account', 'amountFen'])
      .where('withdrawalId', '=', row.id)
      .where('kind', '=', 'tax_withheld')
      .orderBy('account')
      .execute();
    expect(postings).toEqual([
      { kind: 'tax_withheld', account: 'provider_clearing', amountFen: -yuan(1_050) },
      { kind: 'tax_withheld', account: 'tax_withheld', amountFen: yuan(1_050) },
    ]);
    const events = await t.db
      .selectFrom('moneyEvents')
      .select(['fromState', 'toState', 'reason'])
      .where('entity', '=', 'withdrawal')
      .where('entityId', '=', row.id)
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.reason ?? e.toState)).toEqual([
      'withdrawal_request',
      'approved',
      'paid',
      'tax_withheld',
    ]);
    const detail = await t.call(withdrawalEndpoints.detail, { withdrawalNo }, { cookie });
    expect(detail.body.data.timeline.map((s) => s.status)).toEqual(['requested', 'approved', 'paid']);
    await expectMoneyConsistent(t.db, creator.id, earnedFen);
  });
});
