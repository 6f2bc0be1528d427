import { adminWithdrawalEndpoints, type Withdrawal, withdrawalEndpoints } from '@frog/contracts';
import { describe, expect, it, vi } from 'vitest';
import { expectMoneyConsistent } from '../../../../test/payouts';
import { useTestApp } from '../../../../test/test-app';
import { withdrawalKit } from '../../../../test/withdrawal-kit';
import { getAccountBalance } from '../ledger/ledger';

// The two other values of TAX_WITHHOLDING_METHOD (docs/TAX.md), each on an app of its own.
const yuan = (amount: number) => Math.round(amount * 100);

describe('per-payment', () => {
  const t = useTestApp({ env: { TAX_WITHHOLDING_METHOD: 'per-payment' } });
  const { creatorWith, operatorCookie, payOut, rowOf } = withdrawalKit(t);

  it('withholds ¥640 from ¥4,000 (¥800 deducted), and taxes two withdrawals of one month as one 次', async () => {
    const { creator, cookie, earnedFen } = await creatorWith(yuan(20_000));
    // ¥4,000: 4,000 − 800 = 3,200 × 20 % = 640.00.
    const quote = await t.call(withdrawalEndpoints.quote, { amount: '4000' }, { cookie });
    expect(quote.body.data).toMatchObject({
      tax: { yuan: '640.00' },
      payAmount: { yuan: '3360.00' },
      taxDetail: { method: 'per-payment', ratePercent: 20, periodIncome: { yuan: '4000.00' } },
    });

    // Two ¥3,000 this month: 2,200 × 20 % = 440.00; then the month's 6,000 × 0.8 = 4,800 × 20 % = 960.00, − 440 → 520.00.
    const { cookie: opCookie } = await operatorCookie();
    const first = await t.call(withdrawalEndpoints.request, { amount: '3000' }, { cookie });
    expect(first.body.data.tax.yuan).toBe('440.00');
    const { withdrawalNo } = first.body.data;
    await payOut(opCookie, withdrawalNo);
    await expectMoneyConsistent(t.db, creator.id, earnedFen);
    // The second is open (requested): it counts as income already, so its quote stays stable.
    const second = await t.call(withdrawalEndpoints.request, { amount: '3000' }, { cookie });
    expect(second.body.data).toMatchObject({ tax: { yuan: '520.00' }, payAmount: { yuan: '2480.00' } });
    expect((await rowOf(second.body.data.withdrawalNo)).taxDetail).toMatchObject({
      method: 'per-payment',
      monthIncomeFen: yuan(6_000),
      monthTaxFen: yuan(960),
      withheldBeforeFen: yuan(440),
    });
    const third = await t.call(withdrawalEndpoints.quote, { amount: '1000' }, { cookie });
    // 7,000 × 0.8 = 5,600 × 20 % = 1,120.00; − 960 → 160.00.
    expect(third.body.data.tax.yuan).toBe('160.00');
    expect(await getAccountBalance(t.db, 'tax_withheld')).toBe(yuan(440));
    await expectMoneyConsistent(t.db, creator.id, earnedFen);
  });
});

describe('none (a licensed 综合服务主体 withholds), simulated payouts', () => {
  const t = useTestApp({
    tasks: true,
    env: { TAX_WITHHOLDING_METHOD: 'none', PAYOUT_PROVIDER: 'simulated', PAYOUT_SIMULATED_DELAY_MS: '200' },
  });
  const { creatorWith, operatorCookie, decide, rowOf } = withdrawalKit(t);

  it('withholds nothing itself: the provider’s trial is shown and kept, the payout is the whole amount', async () => {
    const { creator, cookie, earnedFen } = await creatorWith(yuan(60_000));
    // The simulated provider's cumulative trial of ¥50,000: 35,000 × 3 % = 1,050.00.
    const quote = await t.call(withdrawalEndpoints.quote, { amount: '50000' }, { cookie });
    expect(quote.body.data).toMatchObject({
      tax: { fen: 0 },
      payAmount: { yuan: '50000.00' },
      taxDetail: { method: 'none', providerTax: { yuan: '1050.00' } },
    });
    expect(quote.body.data.taxDetail.note).toBe(
      '个税由综合服务主体代扣代缴，平台不代扣；其试算个税 ¥1050.00，以其结算为准',
    );
    const res = await t.call(withdrawalEndpoints.request, { amount: '50000' }, { cookie });
    const { withdrawalNo } = res.body.data;
    const row = await rowOf(withdrawalNo);
    expect(row).toMatchObject({ taxFen: 0, netFen: yuan(50_000), taxMethod: 'none' });
    expect(row.taxDetail).toMatchObject({
      method: 'none',
      provider: 'simulated',
      providerTaxFen: yuan(1_050),
    });
    expect((row.taxDetail as { quoteId: string }).quoteId).toMatch(/^SIMTAX/);

    const { cookie: opCookie } = await operatorCookie();
    await decide(opCookie, adminWithdrawalEndpoints.approve, { withdrawalNo }, { status: 'approved' });
    const paid = await vi.waitFor(
      async () => {
        const detail = await t.call(withdrawalEndpoints.detail, { withdrawalNo }, { cookie });
        if (detail.body.data.status !== 'paid') throw new Error('not paid yet');
        return detail.body.data as Withdrawal;
      },
      { timeout: 60_000, interval: 20 },
    );
    expect(paid.payAmount.yuan).toBe('50000.00');
    expect(await getAccountBalance(t.db, 'tax_withheld')).toBe(0);
    await expectMoneyConsistent(t.db, creator.id, earnedFen);
  });
});
