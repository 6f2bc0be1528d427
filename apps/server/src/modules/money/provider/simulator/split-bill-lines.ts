/**
 * The simulator's SPLIT_BILL of a trade day (layout: huifu/split-bill.ts): for each split payment
 * paid and each split refund finished that day, one line per receiver of its `acct_split_bunch`, as
 * it was sent (a 0.00 part too). The `split_*` tweaks make it disagree with our books: a receiver's
 * part changed, its line dropped, or a line added (a receiver we never split to, or a trade we never
 * made).
 */
import { type SplitBillRecord, splitBillRecord } from '../huifu/bill-lines';
import { noonOf, ordersPaidOn, refundsFinishedOn } from './bill-day';
import type { SimStore } from './store';
import type { SimShare } from './types';

export type SplitBillTweak =
  | { kind: 'split_drop'; reqSeqId: string; receiverHuifuId: string }
  | { kind: 'split_amount'; reqSeqId: string; receiverHuifuId: string; amountFen: number }
  | {
      kind: 'split_extra';
      tradeDate: string;
      reqSeqId: string;
      receiverHuifuId: string;
      amountFen: number;
      refund?: boolean;
    };

/** The day's split lines with the split tweaks among `tweaks` applied (the others are the trade bill's). */
export function splitBillLines(
  store: SimStore,
  huifuId: string,
  dataDate: string,
  tweaks: readonly { kind: string }[],
): SplitBillRecord[] {
  const lines: SplitBillRecord[] = [];
  const push = (
    trade: Omit<Parameters<typeof splitBillRecord>[0], 'receiverHuifuId' | 'amountFen'>,
    shares: SimShare[],
  ) => {
    for (const share of shares) {
      lines.push(splitBillRecord({ ...trade, receiverHuifuId: share.huifuId, amountFen: share.amountFen }));
    }
  };
  for (const order of ordersPaidOn(store, dataDate)) {
    if (!order.split) continue;
    const { reqDate, reqSeqId, hfSeqId, endTime } = order;
    push(
      {
        kind: 'payment',
        huifuId,
        reqDate,
        reqSeqId,
        hfSeqId,
        orgReqSeqId: '',
        transStat: 'S',
        finishedAt: endTime,
      },
      order.split,
    );
  }
  for (const { refund, finishedAt } of refundsFinishedOn(store, dataDate)) {
    if (!refund.split) continue;
    const { reqDate, reqSeqId, hfSeqId } = refund;
    push(
      {
        kind: 'refund',
        huifuId,
        reqDate,
        reqSeqId,
        hfSeqId,
        orgReqSeqId: refund.order.reqSeqId,
        transStat: 'S',
        finishedAt,
      },
      refund.split,
    );
  }

  return applySplitTweaks(lines, tweaks as SplitBillTweak[], huifuId, dataDate);
}

function applySplitTweaks(
  lines: SplitBillRecord[],
  tweaks: readonly SplitBillTweak[],
  huifuId: string,
  dataDate: string,
): SplitBillRecord[] {
  const names = (tweak: SplitBillTweak, line: SplitBillRecord) =>
    tweak.reqSeqId === line.req_seq_id && tweak.receiverHuifuId === line.div_huifu_id;
  const kept = lines.filter((line) => !tweaks.some((t) => t.kind === 'split_drop' && names(t, line)));
  for (const line of kept) {
    for (const tweak of tweaks) {
      if (tweak.kind === 'split_amount' && names(tweak, line))
        line.div_amt = (tweak.amountFen / 100).toFixed(2);
    }
  }
  for (const tweak of tweaks) {
    if (tweak.kind !== 'split_extra' || tweak.tradeDate !== dataDate) continue;
    kept.push(
      splitBillRecord({
        kind: tweak.refund ? 'refund' : 'payment',
        huifuId,
        reqDate: dataDate,
        reqSeqId: tweak.reqSeqId,
        hfSeqId: '',
        orgReqSeqId: '',
        transStat: 'S',
        finishedAt: noonOf(dataDate),
        receiverHuifuId: tweak.receiverHuifuId,
        amountFen: tweak.amountFen,
      }),
    );
  }

  return kept;
}
