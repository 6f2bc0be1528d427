/**
 * The reconciliation file query (`/v2/trade/check/filequery`, PROTOCOLS.md 4.9) and the download of
 * what it names. `file_date` is the day the file was made: the trade day + 1. The answer's
 * `file_details` / `task_details` are arrays in Huifu's reference pages and single objects in its
 * local sandbox, and a file's name is `file_name` or (older examples) `file_Name`: all are read.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PaymentTransportError } from '../errors';
import { BILL_TYPES, type BillFileAnswer, type BillFileRef, type BillType } from '../provider';
import { optionalString } from './answers';
import type { HuifuData } from './canonical-json';
import { type HuifuClient, requireCode } from './client';
import { formatBeijingDate, formatBeijingTimestamp } from './time';
import { HuifuCode } from '../errors';

export const BILL_QUERY_PATH = '/v2/trade/check/filequery';
/** A day's file can be large: the download gets far longer than an API call. */
const DOWNLOAD_TIMEOUT_MS = 10 * 60_000;

/** `file_date` of a trade day: the next calendar day, yyyyMMdd. */
export function fileDateOf(tradeDate: string): string {
  const day = new Date(`${tradeDate}T12:00:00+08:00`);
  if (Number.isNaN(day.getTime())) throw new RangeError(`trade date must be yyyy-MM-dd, got ${tradeDate}`);

  return formatBeijingDate(new Date(day.getTime() + 24 * 60 * 60_000));
}

/** Asks for one day's bill and reads the answer into our terms. */
export async function queryBillFile(
  client: HuifuClient,
  huifuId: string,
  now: Date,
  input: { tradeDate: string; billType: BillType },
): Promise<BillFileAnswer> {
  const data = {
    req_date: formatBeijingDate(now),
    req_seq_id: `BILL${formatBeijingTimestamp(now)}${randomBytes(4).toString('hex')}`,
    huifu_id: huifuId,
    file_date: fileDateOf(input.tradeDate),
    bill_type: input.billType,
  };
  const answer = requireCode(await client.call(BILL_QUERY_PATH, data), [HuifuCode.SUCCESS]);
  const tasks = listOf(answer.task_details);
  const files = listOf(answer.file_details)
    .map((detail) => fileRef(detail, input.billType))
    .filter((file): file is BillFileRef => file !== undefined);
  const taskStat = tasks.map((task) => optionalString(task, 'task_stat')).find(Boolean) ?? '';

  return { state: stateOf(taskStat, files.length), taskStat, files, raw: answer };
}

/** Streams one file to `toPath`; an expired or forbidden link (410, 403) is a transport error. */
export async function downloadBillFile(
  file: BillFileRef,
  toPath: string,
  doFetch: typeof fetch,
): Promise<{ bytes: number }> {
  const path = new URL(file.downloadUrl).pathname;
  let response: Response;
  try {
    response = await doFetch(file.downloadUrl, {
      redirect: 'follow',
      signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
    });
  } catch (error) {
    throw new PaymentTransportError('network', '对账单下载失败（网络错误）', { path, cause: error });
  }
  if (response.status !== 200 || !response.body) {
    await response.body?.cancel();
    throw new PaymentTransportError('http_status', `对账单下载失败：HTTP ${response.status}`, {
      path,
      status: response.status,
    });
  }
  let bytes = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(Readable.fromWeb(response.body), count, createWriteStream(toPath));

  return { bytes };
}

function stateOf(taskStat: string, fileCount: number): BillFileAnswer['state'] {
  if (taskStat === 'F') return 'failed';
  if (taskStat === 'S') return fileCount > 0 ? 'ready' : 'empty';
  // I, P, DP, FP (or no task at all yet): still being made.
  return fileCount > 0 && taskStat === '' ? 'ready' : 'processing';
}

function fileRef(detail: HuifuData, wanted: BillType): BillFileRef | undefined {
  const downloadUrl = optionalString(detail, 'download_url');
  const billType = optionalString(detail, 'bill_type') ?? wanted;
  if (!downloadUrl || !(BILL_TYPES as readonly string[]).includes(billType)) return undefined;

  return {
    downloadUrl,
    fileName: optionalString(detail, 'file_name') ?? optionalString(detail, 'file_Name') ?? 'bill',
    billType: billType as BillType,
  };
}

/** An array of objects, a single object, or a JSON string of either. */
function listOf(value: unknown): HuifuData[] {
  let parsed = value;
  if (typeof parsed === 'string') {
    try {
      parsed = JSON.parse(parsed);
    } catch {
      return [];
    }
  }
  const items = Array.isArray(parsed) ? parsed : parsed ? [parsed] : [];

  return items.filter((item): item is HuifuData => typeof item === 'object' && item !== null);
}
