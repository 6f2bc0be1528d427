import type { IncomeBucket, Money, PostingLine, RevenueFigure, RevenueSummary } from '@frog/contracts';
import { displayYuan, fenToYuan } from '../../../platform/lib/money';
import type { CreatorBalances } from '../ledger/ledger';
import type { IncomeBucketRow, PeriodFiguresFen, PostingListRow } from './revenue.repository';
import { describePaid, presentBuyer } from '../orders/order.presenter';

/** Fen both ways: the number and its yuan text (`-9.41`). */
export const money = (fen: number): Money => ({ fen, yuan: displayYuan(fen) });

export function presentRevenueSummary(input: {
  range: RevenueSummary['range'];
  figures: PeriodFiguresFen;
  balances: CreatorBalances;
  feeBps: number;
  settlementDays: number;
}): RevenueSummary {
  const { figures: f, balances: b } = input;

  return {
    range: input.range,
    figures: {
      gross: money(f.grossFen),
      fee: money(f.feeFen),
      refunds: money(f.refundsFen),
      net: money(f.netFen),
      paymentCount: f.paymentCount,
      refundCount: f.refundCount,
    },
    balances: {
      pending: money(b.pending),
      withdrawable: money(b.withdrawable),
      inWithdrawal: money(b.inWithdrawal),
      withdrawn: money(b.withdrawn),
    },
    feeBps: input.feeBps,
    settlementDays: input.settlementDays,
  };
}

/**
 * One posting behind a figure. Its amount is its effect on the figure (a payout shows positive
 * under withdrawn); payment and refund lines carry what the supporter paid or got back and the fee.
 */
export function presentPostingLine(row: PostingListRow, figure: RevenueFigure): PostingLine {
  const clearing = row.clearingFen === null ? null : Number(row.clearingFen);
  const hasGross = clearing !== null && (row.kind === 'payment' || row.kind === 'refund');

  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    kind: row.kind,
    amount: money(figure === 'withdrawn' ? -row.amountFen : row.amountFen),
    gross: hasGross ? money(Math.abs(clearing)) : null,
    fee: hasGross ? money(Math.abs(Number(row.feeFen ?? 0))) : null,
    order:
      row.orderNo === null || row.orderKind === null || row.orderAmountFen === null
        ? null
        : {
            orderNo: row.orderNo,
            kind: row.orderKind,
            description: describePaid({
              kind: row.orderKind,
              postTitle: row.postTitle,
              planName: row.planName,
              months: row.months,
            }),
            amount: fenToYuan(row.orderAmountFen),
            buyer: presentBuyer({
              id: row.buyerId ?? 0,
              nickname: row.buyerNickname,
              avatarUrl: row.buyerAvatarUrl,
              anonymous: row.buyerAnonymous,
            }),
          },
  };
}

/** A page of a figure's postings: the lines, where the next page starts, and the figure. */
export const presentPostingPage = (
  rows: PostingListRow[],
  figure: RevenueFigure,
  nextCursor: string | null,
  totalFen: number,
) => ({ list: rows.map((row) => presentPostingLine(row, figure)), nextCursor, total: money(totalFen) });

/** Every bucket key in order with its sums by kind; a day or month without income is zeros. */
export function presentIncomeBuckets(keys: string[], rows: IncomeBucketRow[]): IncomeBucket[] {
  const byKey = new Map(keys.map((key) => [key, { key, postFen: 0, planFen: 0, tipFen: 0 }]));
  for (const row of rows) {
    const bucket = byKey.get(row.bucket);
    if (bucket) bucket[`${row.kind}Fen`] += row.fen;
  }

  return [...byKey.values()];
}
