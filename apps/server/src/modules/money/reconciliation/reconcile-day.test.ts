import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { expectLedgerConsistent } from '../../../../test/money';
import { notifyingMoneyContext, submitAndPay } from '../../../../test/payment-flow';
import { reconciliationKit } from '../../../../test/reconciliation-kit';
import { useTestApp } from '../../../../test/test-app';
import type { UserRow } from '../../../platform/db/types';
import { providerFeeFen } from '../provider/huifu/bill-lines';
import type { Simulator } from '../provider/simulator/simulator';
import { refundOrder } from '../refunds/refund-order';

const t = useTestApp({ listen: true });

describe('a reconciliation day with every kind of difference injected', () => {
  const kit = reconciliationKit(t);
  let sim: Simulator;
  let cookie: string;
  let creator: UserRow;
  let operator: UserRow;

  beforeAll(async () => {
    sim = t.payments.simulator!;
    creator = await buildUser(t.db, { isCreator: true });
    cookie = await t.signIn((await buildUser(t.db)).phone);
    operator = await buildUser(t.db, { isOperator: true });
  });

  const paidTip = (amount: string) =>
    submitAndPay(t, cookie, { kind: 'tip', creatorId: String(creator.id), amount });

  it('finds each difference once and nothing else; the matched lines and both sides are summed', async () => {
    const matched = await paidTip('12.34');
    const dropped = await paidTip('20');
    const amount = await paidTip('30');
    const fee = await paidTip('40');
    const state = await paidTip('50');
    const refunded = await paidTip('60');
    const { refund } = await refundOrder(notifyingMoneyContext(t), {
      orderNo: refunded.orderNo,
      amountFen: 1000,
      reason: '买家申请',
      operatorId: operator.id,
    });
    expect(refund.status).toBe('succeeded');
    const reqSeqId = (flow: { payment: { reqSeqId: string | null } }) => flow.payment.reqSeqId!;
    sim.bills.tweak({ kind: 'drop', reqSeqId: reqSeqId(dropped) });
    sim.bills.tweak({ kind: 'amount', reqSeqId: reqSeqId(amount), amountFen: 3001 });
    sim.bills.tweak({ kind: 'fee', reqSeqId: reqSeqId(fee), feeFen: 99 });
    sim.bills.tweak({ kind: 'state', reqSeqId: reqSeqId(state), transStat: 'F' });
    sim.bills.tweak({
      kind: 'extra',
      tradeDate: kit.today().replaceAll('-', ''),
      reqSeqId: 'ZZUNKNOWN00001',
      amountFen: 777,
    });

    const outcomes = await kit.reconcileToday();
    // The file is being made at the first query (FP); the next, later, finds it and reconciles.
    expect(
      outcomes.filter((o) => 'tradeDate' in o && o.tradeDate === kit.today()).map((o) => o.outcome),
    ).toEqual(['later', 'done']);

    const open = await kit.flagsOf('open');
    expect(open.map((f) => [f.kind, f.reqSeqId]).sort()).toEqual(
      [
        ['amount_differs', reqSeqId(amount)],
        ['fee_differs', reqSeqId(fee)],
        ['missing_ours', 'ZZUNKNOWN00001'],
        ['missing_theirs', reqSeqId(dropped)],
        ['state_differs', reqSeqId(state)],
      ].sort(),
    );
    expect(await kit.flagsOf('resolved')).toEqual([]);
    const byKind = Object.fromEntries(open.map((f) => [f.kind, f]));
    expect(byKind.amount_differs).toMatchObject({
      billAmountFen: expect.anything(),
      billState: 'S',
      ourState: 'S',
    });
    expect(Number(byKind.amount_differs!.billAmountFen)).toBe(3001);
    expect(Number(byKind.amount_differs!.ourAmountFen)).toBe(3000);
    expect(Number(byKind.fee_differs!.billFeeFen)).toBe(99);
    expect(Number(byKind.fee_differs!.ourFeeFen)).toBe(providerFeeFen(4000, t.env.HUIFU_FEE_BPS));
    expect(byKind.state_differs).toMatchObject({ billState: 'F', ourState: 'S' });

    const day = await kit.dayRow();
    // Bill: 5 of our payments (one dropped), the unknown one, and the refund.
    expect(day).toMatchObject({ status: 'done', lines: 7, matched: 3, differences: 5 });
    expect(Number(day.billPaymentFen)).toBe(1234 + 3001 + 4000 + 6000 + 777);
    expect(Number(day.billRefundFen)).toBe(1000);
    expect(day.ourPaymentCount).toBe(6);
    expect(Number(day.ourPaymentFen)).toBe(1234 + 2000 + 3000 + 4000 + 5000 + 6000);
    expect(Number(day.ourRefundFen)).toBe(1000);
    expect(day.fileKey).toMatch(/^reconciliation\/TRADE_BILL\//);
    // Ledger mode: no split bill is asked for.
    const billTypes = await t.db.selectFrom('reconciliationDays').select('billType').distinct().execute();
    expect(billTypes).toEqual([{ billType: 'TRADE_BILL' }]);
    expect(await kit.s.archive.size(day.fileKey!)).toBeGreaterThan(0);
    expect(matched.payment.reqSeqId).toBeTruthy();
    await expectLedgerConsistent(t.db);
  });
});
