import {
  addDays,
  addMonths,
  type IncomeBucket,
  type Money,
  type PostingLine,
  type RevenueFigure,
  type RevenuePeriodParams,
  type RevenueSummary,
  resolvePeriod,
  shanghaiDate,
  shanghaiDayStart,
} from '@frog/contracts';
import type { Env } from '../../../platform/config/env';
import { rangeInstants } from '../../../platform/lib/period';
import { getCreatorBalances } from '../ledger/ledger';
import { presentIncomeBuckets, presentPostingPage, presentRevenueSummary } from './revenue.presenter';
import {
  listPostings,
  type PostingScope,
  sumIncomeBuckets,
  sumPeriodFigures,
  sumPostings,
} from './revenue.repository';
import type { Db } from '../../../platform/db/db';
import { cursorPage, readListCursor } from '../../../platform/http/cursor-page';

export type RevenueContext = { db: Db; env: Env };

/** The period's figures (payments and refunds booked in it) and the four balances now. */
export async function getRevenueSummary(
  ctx: RevenueContext,
  creatorId: number,
  params: RevenuePeriodParams,
  now = new Date(),
): Promise<RevenueSummary> {
  const range = resolvePeriod(params, now);
  const [figures, balances] = await Promise.all([
    sumPeriodFigures(ctx.db, creatorId, rangeInstants(range)),
    getCreatorBalances(ctx.db, creatorId),
  ]);

  return presentRevenueSummary({
    range,
    figures,
    balances,
    feeBps: ctx.env.PLATFORM_FEE_BPS,
    settlementDays: ctx.env.SETTLEMENT_DAYS,
  });
}

/** Cursor segments: one per figure, so a cursor of one list cannot page another. */
const SEGMENTS: Record<RevenueFigure, string> = {
  pending: 'pending',
  withdrawable: 'withdrawable',
  in_withdrawal: 'inwithdrawal',
  withdrawn: 'withdrawn',
  income: 'income',
};

/**
 * The postings behind one figure, newest first, a page at a time; `total` is the figure itself
 * (the sum of every posting of the list), so the screen can show the lines add up.
 */
export async function listRevenuePostings(
  db: Db,
  creatorId: number,
  params: RevenuePeriodParams & { figure: RevenueFigure; cursor?: string; pageSize: number },
  now = new Date(),
): Promise<{ list: PostingLine[]; nextCursor: string | null; total: Money }> {
  const scope: PostingScope =
    params.figure === 'income'
      ? { figure: 'income', range: rangeInstants(resolvePeriod(params, now)) }
      : { figure: params.figure };
  const cursor = readListCursor(params.cursor, SEGMENTS[params.figure]);
  const [rows, total] = await Promise.all([
    listPostings(db, creatorId, scope, {
      before: cursor ? { at: cursor.at, id: cursor.id } : null,
      limit: params.pageSize + 1,
    }),
    sumPostings(db, creatorId, scope),
  ]);
  const { page, nextCursor } = cursorPage(rows, params.pageSize, SEGMENTS[params.figure], (row) => ({
    at: row.createdAt,
    id: row.id,
  }));

  return presentPostingPage(page, params.figure, nextCursor, total);
}

/** What supporters paid per day for the last 30 China days and per month for the last 12, by kind. */
export async function getIncomeChart(
  db: Db,
  creatorId: number,
  now = new Date(),
): Promise<{ daily: IncomeBucket[]; monthly: IncomeBucket[] }> {
  const today = shanghaiDate(now);
  const firstDay = addDays(today, -29);
  const firstMonth = addMonths(today, -11);
  const days = Array.from({ length: 30 }, (_, i) => addDays(firstDay, i));
  const months = Array.from({ length: 12 }, (_, i) => addMonths(firstMonth, i).slice(0, 7));
  const [daily, monthly] = await Promise.all([
    sumIncomeBuckets(db, creatorId, shanghaiDayStart(firstDay), 'day'),
    sumIncomeBuckets(db, creatorId, shanghaiDayStart(firstMonth), 'month'),
  ]);

  return { daily: presentIncomeBuckets(days, daily), monthly: presentIncomeBuckets(months, monthly) };
}
