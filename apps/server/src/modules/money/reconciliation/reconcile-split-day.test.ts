import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { expectLedgerConsistent } from '../../../../test/money';
import { notifyingMoneyContext, submitAndPay } from '../../../../test/payment-flow';
import { buildHuifuCreator } from '../../../../test/payouts';
import { reconciliationKit } from '../../../../test/reconciliation-kit';
import { useTestApp } from '../../../../test/test-app';
import type { UserRow } from '../../../platform/db/types';
import type { Simulator } from '../provider/simulator/simulator';
import { refundOrder } from '../refunds/refund-order';
import { requeueDay } from './reconciliation.repository';

// MONEY_FLOW=huifu-split: each day's SPLIT_BILL (one line per receiver of each split payment and
// refund) is fetched beside the TRADE_BILL and matched with the splits we fixed (5 % fee to us).
const t = useTestApp({
  listen: true,
  tasks: true,
  env: { MONEY_FLOW: 'huifu-split', PLATFORM_FEE_BPS: '500' },
});

describe('SPLIT_BILL reconciliation (huifu-split)', () => {
  const kit = reconciliationKit(t);
  let sim: Simulator;
  let cookie: string;
  let operator: UserRow;
  let creator: UserRow;
  let creatorHuifuId: string;
  const flows = {} as Record<'a' | 'b' | 'c', Awaited<ReturnType<typeof submitAndPay>>>;
  let refundNo: string;

  beforeAll(async () => {
    sim = t.payments.simulator!;
    cookie = await t.signIn((await buildUser(t.db)).phone);
    operator = await buildUser(t.db, { isOperator: true });
    ({ creator, huifuId: creatorHuifuId } = await buildHuifuCreator(t));
  });

  const merchant = () => t.payments.provider.merchantId;
  const paidTip = (amount: string) =>
    submitAndPay(t, cookie, { kind: 'tip', creatorId: String(creator.id), amount });
  const reqSeqId = (key: 'a' | 'b' | 'c') => flows[key].payment.reqSeqId!;
  const splitFlags = async () =>
    (await kit.flagsOf(undefined, 'SPLIT_BILL')).map((f) => ({
      id: f.id,
      kind: f.kind,
      reqSeqId: f.reqSeqId,
      receiver: f.receiverHuifuId,
      bill: f.billAmountFen === null ? null : Number(f.billAmountFen),
      ours: f.ourAmountFen === null ? null : Number(f.ourAmountFen),
      status: f.status,
    }));

  it('a day with a correct split bill: both bills reconciled, no flags, the split day summed per side', async () => {
    flows.a = await paidTip('10'); // 9.50 to the creator, 0.50 to us
    flows.b = await paidTip('20');
    flows.c = await paidTip('30');
    const { refund } = await refundOrder(notifyingMoneyContext(t), {
      orderNo: flows.a.orderNo,
      amountFen: 400,
      reason: '买家申请',
      operatorId: operator.id,
    });
    expect(refund).toMatchObject({ status: 'succeeded', splitFeeFen: 20 });
    refundNo = refund.refundNo;

    const outcomes = await kit.reconcileToday();
    // The trade bill's day first (FP, then done), then the split bill's: each bill type its own queries.
    expect(outcomes.map((o) => o.outcome)).toEqual(['later', 'done', 'later', 'done']);
    expect(await kit.flagsOf()).toEqual([]);
    expect(await splitFlags()).toEqual([]);
    const day = await kit.dayRow('SPLIT_BILL');
    // Two receivers for each of the 3 payments and the refund; the fee is our account's parts.
    expect(day).toMatchObject({ status: 'done', lines: 8, matched: 8, differences: 0, queries: 2 });
    expect(day).toMatchObject({
      billPaymentCount: 3,
      ourPaymentCount: 3,
      billRefundCount: 1,
      ourRefundCount: 1,
    });
    const fen = (value: unknown) => Number(value);
    expect([day.billPaymentFen, day.ourPaymentFen].map(fen)).toEqual([6000, 6000]);
    expect([day.billRefundFen, day.ourRefundFen].map(fen)).toEqual([400, 400]);
    expect([day.billFeeFen, day.ourFeeFen].map(fen)).toEqual([50 + 100 + 150 - 20, 50 + 100 + 150 - 20]);
    expect(day.fileKey).toMatch(/^reconciliation\/SPLIT_BILL\/.*_split\.zip$/);
    expect(await kit.s.archive.size(day.fileKey!)).toBeGreaterThan(0);
    const queries = await t.db
      .selectFrom('billQueries')
      .select(['billType', 'count'])
      .orderBy('billType')
      .execute();
    expect(queries).toEqual([
      { billType: 'SPLIT_BILL', count: 2 },
      { billType: 'TRADE_BILL', count: 2 },
    ]);
    await expectLedgerConsistent(t.db);
  });

  it('each injected split difference becomes exactly its flag; running the day again finds the same ones', async () => {
    const stranger = '6666000999999999';
    sim.bills.tweak({
      kind: 'split_amount',
      reqSeqId: reqSeqId('b'),
      receiverHuifuId: creatorHuifuId,
      amountFen: 1899,
    });
    sim.bills.tweak({ kind: 'split_drop', reqSeqId: reqSeqId('c'), receiverHuifuId: merchant() });
    sim.bills.tweak({
      kind: 'split_extra',
      tradeDate: kit.today().replaceAll('-', ''),
      reqSeqId: reqSeqId('a'),
      receiverHuifuId: stranger,
      amountFen: 1,
    });
    sim.bills.tweak({ kind: 'split_amount', reqSeqId: refundNo, receiverHuifuId: merchant(), amountFen: 21 });
    const expected = [
      { kind: 'amount_differs', reqSeqId: reqSeqId('b'), receiver: creatorHuifuId, bill: 1899, ours: 1900 },
      { kind: 'amount_differs', reqSeqId: refundNo, receiver: merchant(), bill: 21, ours: 20 },
      { kind: 'missing_ours', reqSeqId: reqSeqId('a'), receiver: stranger, bill: 1, ours: null },
      { kind: 'missing_theirs', reqSeqId: reqSeqId('c'), receiver: merchant(), bill: null, ours: 150 },
    ];
    const byKey = (f: { kind: string; reqSeqId: string }) => `${f.kind}|${f.reqSeqId}`;
    const sorted = <T extends { kind: string; reqSeqId: string }>(list: T[]) =>
      [...list].sort((x, y) => byKey(x).localeCompare(byKey(y)));

    // Downloaded again (the simulator's file now disagrees), then from the kept copy.
    let first: Awaited<ReturnType<typeof splitFlags>> = [];
    for (const refetch of [true, false]) {
      await requeueDay(t.db, (await kit.dayRow('SPLIT_BILL')).id, refetch);
      const outcomes = await kit.reconcileToday();
      expect(outcomes.at(-1)).toMatchObject({ tradeDate: kit.today(), outcome: 'done' });
      const flags = await splitFlags();
      expect(sorted(flags).map(({ id, status, ...rest }) => rest)).toEqual(sorted(expected));
      expect(flags.every((f) => f.status === 'open')).toBe(true);
      if (refetch) first = flags;
      else expect(flags.map((f) => f.id)).toEqual(first.map((f) => f.id));
      const day = await kit.dayRow('SPLIT_BILL');
      // 8 lines, one dropped and one added; the changed two and the stranger's differ.
      expect(day).toMatchObject({ status: 'done', lines: 8, matched: 5, differences: 4, queries: 3 });
    }
    // The trade bill knows nothing of splits: its day was not run again and has no flags.
    expect(await kit.flagsOf()).toEqual([]);
    expect((await kit.dayRow()).runs).toBe(2);
    const flagged = await kit.flagsOf(undefined, 'SPLIT_BILL');
    expect(flagged.find((f) => f.kind === 'missing_ours')?.paymentId).toBe(flows.a.payment.id);
    sim.bills.clearTweaks();
    await expectLedgerConsistent(t.db);
  });
});
