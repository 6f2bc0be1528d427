/**
 * Simulated `/v2/trade/check/filequery` (PROTOCOLS.md 4.9) and the download of what it names. As
 * Huifu's own sandbox does: the first query of a file finds it being made (task_stat FP), a later
 * one finds it done (S) with a download link; `bill_type` defaults to TRADE_BILL. As its reference
 * pages show, `file_details` and `task_details` are arrays (its sandbox sends single objects).
 * Refusals carry the real gateway's parameter error, 10000000 (its sandbox answers LS200010 for a
 * bad date and LS200006 for an unknown bill type: provider/README.md has the table).
 */
import type { FastifyInstance } from 'fastify';
import { formatBeijingTimestamp } from '../huifu/time';
import { SPLIT_BILL_COLUMNS, TRADE_BILL_COLUMNS } from '../huifu/bill-lines';
import { writeBillZip } from './bill-file';
import type { SimBillFile } from './bills';
import { type Fields, invalid, requireDate, requireMerchant, requireSerial } from './gateway-fields';
import type { Simulator } from './simulator';

/** Every bill type Huifu's query accepts (aggregation-query-reconciliation.md). */
const BILL_TYPES = new Set([
  'TRADE_BILL',
  'SPLIT_BILL',
  'WITHDRAWAL_BILL',
  'SETTLE_BILL',
  'TRADE_BILL_MONTH',
  'SETTLE_BILL_MONTH',
  'SETTLE_USER_BILL',
  'SETTLE_BILL_USER_MONTH',
  'SETTLE_FUND_BILL',
  'MERGE_BILL',
]);

/** Huifu's file name part per bill type (`年月日_商户号_<part>_批次号.csv`). */
const NAME_PART: Record<string, string> = { TRADE_BILL: 'order', SPLIT_BILL: 'split', SETTLE_BILL: 'settle' };

export function handleBillQuery(sim: Simulator, fields: Fields): Record<string, unknown> {
  const huifuId = requireMerchant(sim, fields);
  const reqSeqId = requireSerial(fields, 'req_seq_id');
  const reqDate = requireDate(fields, 'req_date');
  const fileDate = requireDate(fields, 'file_date');
  const billType = fields.bill_type ?? 'TRADE_BILL';
  if (!BILL_TYPES.has(billType)) throw invalid(`bill_type 不支持：${billType}`);

  const file = sim.bills.query(huifuId, fileDate, billType, sim.clock.now());
  const fileName = `${fileDate}_${huifuId}_${NAME_PART[billType] ?? billType.toLowerCase()}.zip`;
  const downloadUrl = `${sim.publicUrl}/sim/huifu-files/${file.id}`;
  const task: Record<string, string> = {
    huifu_id: huifuId,
    bill_type: billType,
    data_date: file.dataDate,
    task_stat: file.finishedAt ? 'S' : 'FP',
  };
  if (file.finishedAt) {
    Object.assign(task, {
      file_id: file.id,
      file_name: fileName,
      download_url: downloadUrl,
      task_end_time: formatBeijingTimestamp(file.finishedAt),
    });
  }

  return {
    resp_code: '00000000',
    resp_desc: '查询成功',
    req_date: reqDate,
    req_seq_id: reqSeqId,
    huifu_id: huifuId,
    file_date: fileDate,
    bill_type: billType,
    task_details: [task],
    ...(file.finishedAt
      ? {
          file_details: [
            {
              huifu_id: huifuId,
              file_date: fileDate,
              file_id: file.id,
              file_name: fileName,
              bill_type: billType,
              download_url: downloadUrl,
            },
          ],
        }
      : {}),
  };
}

/**
 * GET /huifu-files/:id: the file as a zip. Not done yet → 409; the `billdownload` faults answer as
 * an expired (410) or forbidden (403) link does. TRADE_BILL and SPLIT_BILL hold the day's lines in
 * our layouts; the other bill types have no lines of ours: their zip holds the trade header only.
 */
export function registerBillDownloadRoute(app: FastifyInstance, sim: Simulator): void {
  app.get<{ Params: { id: string } }>('/huifu-files/:id', async (request, reply) => {
    const file = sim.bills.findFile(request.params.id);
    if (!file) return reply.code(404).send({ error: 'reconciliation_file_not_found' });
    if (!file.finishedAt) return reply.code(409).send({ error: 'reconciliation_file_not_ready' });
    const fault = sim.faults.take('billdownload');
    if (fault?.kind === 'expired') return reply.code(410).send({ error: 'reconciliation_file_expired' });
    if (fault?.kind === 'forbidden') return reply.code(403).send({ error: 'reconciliation_file_forbidden' });

    const baseName = `${file.fileDate}_${file.huifuId}_${NAME_PART[file.billType] ?? 'bill'}`;
    const { columns, lines } = billContent(sim, file);
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="${baseName}.zip"`,
    });
    await writeBillZip(columns, lines, baseName, reply.raw).catch((error: unknown) => {
      sim.logger.warn({ err: error }, '模拟汇付：对账单写出失败');
      reply.raw.destroy();
    });
  });
}

/** A file's header and lines: its day's split or trade lines; other bill types are the trade header alone. */
function billContent(
  sim: Simulator,
  file: SimBillFile,
): { columns: readonly string[]; lines: Record<string, string>[] } {
  if (file.billType === 'SPLIT_BILL')
    return { columns: SPLIT_BILL_COLUMNS, lines: sim.bills.splitLines(file.huifuId, file.dataDate) };
  const lines = file.billType === 'TRADE_BILL' ? sim.bills.tradeLines(file.huifuId, file.dataDate) : [];

  return { columns: TRADE_BILL_COLUMNS, lines };
}
