// The benchmark's split day (bench/reconcile.ts --split): the SPLIT_BILL of the trade day in
// day.ts, as the provider would write it from the splits it finished, with the split tweaks of our
// simulator (split_amount, split_drop, split_extra: simulator/split-bill-lines.ts) injected 7 times
// each, and the flags a correct reconciliation of it finds. Every payment and refund of the seed
// carries its split (seedSql(day, true)): creatorOf(i) gets the amount less splitFeeOf, HUIFU_ID
// (our merchant account) splitFeeOf.
import {
  type SplitBillRecord,
  splitBillRecord,
} from '../../apps/server/src/modules/money/provider/huifu/bill-lines';
import { amountOf, creatorOf, type Day, HUIFU_ID, no, REQ_DATE, secondOf, splitFeeOf } from './day';

/** Each kind of split tweak is made this many times. */
const INJECTED = 7;
/** A receiver we never split to (split_extra). */
const STRANGER = '6666000999999999';

/** The split tweaks: payments (and refunds) of none of the trade day's sets, each kind its own. */
export function planSplitDay(day: Day) {
  const pick = (count: number, offset: number) =>
    new Set(
      Array.from({ length: INJECTED }, (_, k) => Math.floor(((k + 1) * count) / (INJECTED + 1)) + offset),
    );
  const sets = {
    amount: pick(day.payments, 7), // split_amount: the creator's part 1 fen more
    drop: pick(day.payments, 8), // split_drop: our merchant account's line dropped
    extra: pick(day.payments, 9), // split_extra: a third line, to a receiver we never split to
    refundAmount: pick(day.refunds, 0), // split_amount on refund j (of payment 19 j): the creator's part
  };
  for (const set of [sets.amount, sets.drop, sets.extra])
    for (const i of set) if (i % 19 === 0) throw new Error(`split tweak on payment ${i}, which is refunded`);

  return sets;
}

export type SplitSets = ReturnType<typeof planSplitDay>;

/** The split bill's lines: two per trade the provider finished, less the dropped, plus the added. */
export function splitLineCount(day: Day, split: SplitSets): number {
  const paid = day.payments - day.sets.missingTheirs.size - day.sets.billFailed.size;

  return 2 * (paid + day.refunds + day.missingOurs) - split.drop.size + split.extra.size;
}

/**
 * The split day's flags. From the trade day's own differences, two each (one per receiver): a
 * payment the provider failed or never had (billFailed, missingTheirs) is missing on theirs, one
 * still pending with us is state_differs, one booked the day before is resolved by the system, a
 * trade we never made (missingOurs) missing on ours. Then the tweaks, one each.
 */
export function expectedSplitFlags(day: Day, split: SplitSets) {
  const { sets } = day;

  return {
    open: {
      missing_theirs: 2 * (sets.billFailed.size + sets.missingTheirs.size) + split.drop.size,
      state_differs: 2 * sets.oursPending.size,
      amount_differs: split.amount.size + split.refundAmount.size,
      missing_ours: 2 * day.missingOurs + split.extra.size,
    },
    resolved: 2 * sets.lateApplied.size,
  };
}

/** The bill's records in time order, as the trade bill has them (billRecords), tweaks injected. */
export function* splitBillRecords(day: Day, split: SplitSets): Generator<SplitBillRecord> {
  const { payments, refunds, sets } = day;
  const line = (
    trade: { kind: 'payment' | 'refund'; reqSeqId: string; hfSeqId: string; orgReqSeqId: string; at: number },
    receiverHuifuId: string,
    amountFen: number,
  ) =>
    splitBillRecord({
      kind: trade.kind,
      huifuId: HUIFU_ID,
      reqDate: REQ_DATE,
      reqSeqId: trade.reqSeqId,
      hfSeqId: trade.hfSeqId,
      orgReqSeqId: trade.orgReqSeqId,
      transStat: 'S',
      finishedAt: new Date(day.start.getTime() + trade.at * 1000),
      receiverHuifuId,
      amountFen,
    });
  for (let i = 1; i <= payments; i += 1) {
    const amount = amountOf(i);
    const fee = splitFeeOf(amount);
    if (!sets.missingTheirs.has(i) && !sets.billFailed.has(i)) {
      const trade = {
        kind: 'payment' as const,
        reqSeqId: `${no('P', i)}01`,
        hfSeqId: `HP${i}`,
        orgReqSeqId: '',
        at: secondOf(i, payments),
      };
      yield line(trade, creatorOf(i), amount - fee + (split.amount.has(i) ? 1 : 0));
      if (!split.drop.has(i)) yield line(trade, HUIFU_ID, fee);
      if (split.extra.has(i)) yield line(trade, STRANGER, 1);
    }
    if (i % 19 === 0 && i / 19 <= refunds) {
      const j = i / 19;
      const trade = {
        kind: 'refund' as const,
        reqSeqId: no('R', j),
        hfSeqId: `HR${j}`,
        orgReqSeqId: `${no('P', i)}01`,
        at: Math.max(secondOf(i, payments), secondOf(j, refunds)),
      };
      yield line(trade, creatorOf(i), amount - fee + (split.refundAmount.has(j) ? 1 : 0));
      yield line(trade, HUIFU_ID, fee);
    }
  }
  for (let k = 1; k <= day.missingOurs; k += 1) {
    const trade = {
      kind: 'payment' as const,
      reqSeqId: `${no('X', k)}01`,
      hfSeqId: `HX${k}`,
      orgReqSeqId: '',
      at: 86_000 + k,
    };
    yield line(trade, creatorOf(k), amountOf(k) - splitFeeOf(amountOf(k)));
    yield line(trade, HUIFU_ID, splitFeeOf(amountOf(k)));
  }
}
