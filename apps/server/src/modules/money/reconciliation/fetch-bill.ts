/**
 * Gets one trade day's bill file: the kept copy when there is one (a re-run costs no query), else a
 * query within the day's budget and, once the provider has made it, the download, kept in private
 * storage before anything is read from it.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ReconciliationDayRow } from '../../../platform/db/types';
import { PaymentTransportError } from '../provider/errors';
import type { BillType } from '../provider/provider';
import { BILL_QUERIES_PER_DAY, type ReconciliationContext } from './context';
import { postponeDay, recordDayFile, takeBillQuery } from './reconciliation.repository';
import { chinaDateOf, nextChinaDayStart } from './trade-day';

/** While the provider is still making the file (task I/P/DP/FP): ask again this much later. */
export const PROCESSING_RETRY_MS = 2 * 60 * 60_000;
/** After a failed download or query. */
export const FAILURE_RETRY_MS = 30 * 60_000;

export type FetchedBill =
  | { kind: 'files'; paths: string[]; cleanup: () => Promise<void> }
  | { kind: 'empty' }
  | { kind: 'later' };

/** The day's file, or `later` when the day was put off (waiting, or failed with why). */
export async function fetchDayBill(
  ctx: ReconciliationContext,
  day: ReconciliationDayRow,
  now: Date,
): Promise<FetchedBill> {
  if (day.fetchedAt && !day.fileKey) return { kind: 'empty' };
  const dir = await mkdtemp(join(tmpdir(), 'frog-bill-'));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  try {
    if (day.fileKey) {
      const path = join(dir, 'bill');
      await pipeline(ctx.archive.read(day.fileKey), createWriteStream(path));
      return { kind: 'files', paths: [path], cleanup };
    }
    const fetched = await queryAndDownload(ctx, day, now, dir);
    if (fetched.kind !== 'files') await cleanup();

    return fetched.kind === 'files' ? { ...fetched, cleanup } : fetched;
  } catch (error) {
    await cleanup();
    throw error;
  }
}

async function queryAndDownload(
  ctx: ReconciliationContext,
  day: ReconciliationDayRow,
  now: Date,
  dir: string,
): Promise<{ kind: 'files'; paths: string[] } | { kind: 'empty' } | { kind: 'later' }> {
  const budget = ctx.queriesPerDay ?? BILL_QUERIES_PER_DAY;
  if (
    !(await takeBillQuery(ctx.db, { huifuId: ctx.huifuId, billType: day.billType }, chinaDateOf(now), budget))
  ) {
    await postponeDay(ctx.db, day.id, { at: nextChinaDayStart(now, 5 * 60_000) });
    return { kind: 'later' };
  }
  const answer = await ctx.provider.queryBillFile({
    tradeDate: day.tradeDate,
    billType: day.billType as BillType,
  });
  if (answer.state === 'processing' || answer.state === 'failed') {
    const error =
      answer.state === 'failed' ? `汇付生成对账单失败（task_stat ${answer.taskStat}）` : undefined;
    await postponeDay(ctx.db, day.id, {
      at: new Date(now.getTime() + PROCESSING_RETRY_MS),
      error,
      queried: true,
    });
    return { kind: 'later' };
  }
  if (answer.state === 'empty') {
    await recordDayFile(ctx.db, day.id, { key: null, name: null, bytes: null });
    return { kind: 'empty' };
  }
  // One zip per bill type and day (its CSV parts inside); a second file would be a new layout.
  const file = answer.files[0]!;
  const path = join(dir, 'bill');
  try {
    const { bytes } = await ctx.provider.downloadBillFile(file, path);
    // Kept before it is read: the provider's link expires, our copy answers every re-run.
    const key = `reconciliation/${day.billType}/${day.tradeDate}/${safeName(file.fileName)}`;
    await ctx.archive.putFile(key, path);
    await recordDayFile(ctx.db, day.id, { key, name: file.fileName, bytes });
  } catch (error) {
    if (!(error instanceof PaymentTransportError)) throw error;
    const status = error.details.status;
    const why = status === 410 ? '对账单下载链接已过期' : status === 403 ? '对账单下载被拒绝' : error.message;
    await postponeDay(ctx.db, day.id, {
      at: new Date(now.getTime() + FAILURE_RETRY_MS),
      error: why,
      queried: true,
    });
    return { kind: 'later' };
  }

  return { kind: 'files', paths: [path] };
}
function safeName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 80) || 'bill';
}
