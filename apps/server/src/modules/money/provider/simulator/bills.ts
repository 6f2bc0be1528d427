/**
 * The simulator's bills (对账单): per trade day, the payments and refunds it finished that day
 * (China time), and the test hooks that make a bill disagree with our books. A file is made as
 * Huifu makes one: the first query finds it being made (task_stat FP), a later one finds it done.
 */
import { randomBytes } from 'node:crypto';
import { formatBeijingDate } from '../huifu/time';
import {
  providerFeeFen,
  type SplitBillRecord,
  type TradeBillRecord,
  tradeBillRecord,
} from '../huifu/bill-lines';
import { type SplitBillTweak, splitBillLines } from './split-bill-lines';
import { noonOf, ordersPaidOn, refundsFinishedOn } from './bill-day';
import type { SimStore } from './store';

/**
 * One disagreement to write into every bill that has (or, for `extra`, should have) the line: in the
 * TRADE_BILL drop it, change its amount, fee or state, or add a trade we never made; in the
 * SPLIT_BILL the `split_*` kinds (split-bill-lines.ts).
 */
export type BillTweak =
  | { kind: 'drop'; reqSeqId: string }
  | { kind: 'amount'; reqSeqId: string; amountFen: number }
  | { kind: 'fee'; reqSeqId: string; feeFen: number }
  | { kind: 'state'; reqSeqId: string; transStat: string }
  | { kind: 'extra'; tradeDate: string; reqSeqId?: string; amountFen: number }
  | SplitBillTweak;

/** One file the gateway has been asked for (huifu_id + file_date + bill_type). */
export interface SimBillFile {
  id: string;
  huifuId: string;
  fileDate: string;
  /** The trade day it covers, yyyyMMdd (file_date − 1). */
  dataDate: string;
  billType: string;
  queries: number;
  /** Set when the task finished (the second query). */
  finishedAt?: Date;
}

export interface SimBills {
  readonly files: Map<string, SimBillFile>;
  tweak(tweak: BillTweak): void;
  clearTweaks(): void;
  /** Counts a query of this file and answers it (created on the first). */
  query(huifuId: string, fileDate: string, billType: string, now: Date): SimBillFile;
  findFile(id: string): SimBillFile | undefined;
  /** The TRADE_BILL lines of one trade day (yyyyMMdd), tweaks applied. */
  tradeLines(huifuId: string, dataDate: string): TradeBillRecord[];
  /** The SPLIT_BILL lines of one trade day (yyyyMMdd): one per receiver of each split, tweaks applied. */
  splitLines(huifuId: string, dataDate: string): SplitBillRecord[];
  reset(): void;
}

/** Creates the bill store over the simulator's orders and refunds; fees at `feeBps`. */
export function createSimBills(store: SimStore, feeBps: number): SimBills {
  const files = new Map<string, SimBillFile>();
  const tweaks: BillTweak[] = [];

  const tradeLines = (huifuId: string, dataDate: string): TradeBillRecord[] => {
    const lines: TradeBillRecord[] = [];
    for (const order of ordersPaidOn(store, dataDate)) {
      lines.push(
        tradeBillRecord({
          kind: 'payment',
          huifuId,
          reqDate: order.reqDate,
          reqSeqId: order.reqSeqId,
          hfSeqId: order.hfSeqId,
          transStat: 'S',
          amountFen: order.amountFen,
          feeFen: providerFeeFen(order.amountFen, feeBps),
          finishedAt: order.endTime,
        }),
      );
    }
    for (const { refund, finishedAt } of refundsFinishedOn(store, dataDate)) {
      lines.push(
        tradeBillRecord({
          kind: 'refund',
          huifuId,
          reqDate: refund.reqDate,
          reqSeqId: refund.reqSeqId,
          hfSeqId: refund.hfSeqId,
          orgReqSeqId: refund.order.reqSeqId,
          transStat: 'S',
          amountFen: refund.amountFen,
          feeFen: providerFeeFen(refund.amountFen, feeBps),
          finishedAt,
        }),
      );
    }

    return applyTweaks(lines, tweaks, huifuId, dataDate, feeBps);
  };

  return {
    files,
    // An added trade keeps one id, so a bill downloaded twice says the same thing twice.
    tweak: (tweak) =>
      void tweaks.push(
        tweak.kind === 'extra' && !tweak.reqSeqId
          ? { ...tweak, reqSeqId: `X${randomBytes(10).toString('hex')}01` }
          : tweak,
      ),
    clearTweaks() {
      tweaks.length = 0;
    },
    query(huifuId, fileDate, billType, now) {
      const key = `${huifuId}|${fileDate}|${billType}`;
      let file = files.get(key);
      if (!file) {
        file = {
          id: `RC${randomBytes(8).toString('hex')}`,
          huifuId,
          fileDate,
          dataDate: previousDay(fileDate),
          billType,
          queries: 0,
        };
        files.set(key, file);
      }
      file.queries += 1;
      if (file.queries >= 2 && !file.finishedAt) file.finishedAt = now;

      return file;
    },
    findFile: (id) => [...files.values()].find((file) => file.id === id),
    tradeLines,
    splitLines: (huifuId, dataDate) => splitBillLines(store, huifuId, dataDate, tweaks),
    reset() {
      files.clear();
      tweaks.length = 0;
    },
  };
}

function applyTweaks(
  lines: TradeBillRecord[],
  tweaks: readonly BillTweak[],
  huifuId: string,
  dataDate: string,
  feeBps: number,
): TradeBillRecord[] {
  const yuan = (fen: number) => (fen / 100).toFixed(2);
  const kept = lines.filter(
    (line) => !tweaks.some((t) => t.kind === 'drop' && t.reqSeqId === line.req_seq_id),
  );
  for (const line of kept) {
    for (const tweak of tweaks) {
      if (tweak.kind === 'extra' || tweak.reqSeqId !== line.req_seq_id) continue;
      if (tweak.kind === 'amount') line.trans_amt = yuan(tweak.amountFen);
      if (tweak.kind === 'fee') line.fee_amt = yuan(tweak.feeFen);
      if (tweak.kind === 'state') line.trans_stat = tweak.transStat;
    }
  }
  for (const tweak of tweaks) {
    if (tweak.kind !== 'extra' || tweak.tradeDate !== dataDate) continue;
    const reqSeqId = tweak.reqSeqId ?? 'X01';
    kept.push(
      tradeBillRecord({
        kind: 'payment',
        huifuId,
        reqDate: dataDate,
        reqSeqId,
        hfSeqId: `0029000top${reqSeqId}`,
        transStat: 'S',
        amountFen: tweak.amountFen,
        feeFen: providerFeeFen(tweak.amountFen, feeBps),
        finishedAt: noonOf(dataDate),
      }),
    );
  }

  return kept;
}

/** yyyyMMdd of the day before. */
function previousDay(yyyymmdd: string): string {
  return formatBeijingDate(new Date(noonOf(yyyymmdd).getTime() - 24 * 60 * 60_000));
}
