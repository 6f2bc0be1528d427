// The plans of the reconciliation statements (bench/reconcile.ts): each day's lines staged again,
// as a second run of the day would (the flags of the first are there; the same statements), every
// statement explained in a transaction that is rolled back.
import { type Kysely, sql } from 'kysely';
import {
  readSplitBillFile,
  readTradeBillFile,
} from '../../apps/server/src/modules/money/provider/huifu/bill-reader';
import {
  clearVanishedFlags,
  insertLineFlags,
  insertLines,
  insertMissingTheirs,
  LOAD_BATCH,
  listUnappliedPaidLines,
  MATCH_RANGE,
  matchPaymentLines,
  matchPaymentLinesByHfSeqId,
  matchRefundLines,
  type StagedLine,
  stageLines,
  summarizeDay,
} from '../../apps/server/src/modules/money/reconciliation/bill-match.repository';
import {
  insertSplitLineFlags,
  insertSplitMissingTheirs,
  matchSplitPaymentLines,
  matchSplitRefundLines,
  stageSplitLines,
  summarizeSplitDay,
} from '../../apps/server/src/modules/money/reconciliation/split-match.repository';
import type { DB } from '../../apps/server/src/platform/db/types';
import type { ExplainBench } from '../lib/explain-harness';
import { type Day, FEE_BPS, HUIFU_ID, TRADE_DATE } from './day';

type Explain = ExplainBench['explain'];

/**
 * Missing on theirs anti-joins a whole day of our payments (~950,000) with the flags of other days:
 * the planner hashes those flags and the days once (a few ms at 20,000 flags, O(flags), and flags are
 * only differences) where index probes would be one per payment. Allowed there, refused elsewhere.
 */
const OTHER_DAY_FLAGS = {
  lines: /Seq Scan on reconciliation_(flags o|days od)\b/,
  why: "the other days' flags, hashed once for the day",
};

async function dayIdOf(db: Kysely<DB>, billType: 'TRADE_BILL' | 'SPLIT_BILL'): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    select id from reconciliation_days where trade_date = ${TRADE_DATE} and bill_type = ${billType}`.execute(
    db,
  );

  return Number(rows[0]!.id);
}

export async function explainTradeDay(
  db: Kysely<DB>,
  explain: Explain,
  day: Day,
  billPath: string,
): Promise<void> {
  const dayId = await dayIdOf(db, 'TRADE_BILL');
  const scope = { id: dayId, run: 1, start: day.start, end: day.end };
  const first: StagedLine[] = [];
  let lineNo = 0;
  for await (const line of readTradeBillFile(billPath)) {
    if (first.length === LOAD_BATCH) break;
    first.push({ ...line, lineNo: ++lineNo });
  }
  await explain(`load: one batch of ${LOAD_BATCH} lines`, (trx) => insertLines(trx, dayId, first));
  await stageLines(db, dayId, readTradeBillFile(billPath));
  await explain(`match payments, lines 1 to ${MATCH_RANGE}`, (trx) =>
    matchPaymentLines(trx, dayId, 1, MATCH_RANGE),
  );
  await explain('match payments by hf_seq_id', (trx) => matchPaymentLinesByHfSeqId(trx, dayId));
  await matchPaymentLinesByHfSeqId(db, dayId);
  await explain('match refunds', (trx) => matchRefundLines(trx, dayId));
  await matchRefundLines(db, dayId);
  await explain('flags from lines', (trx) => insertLineFlags(trx, scope, FEE_BPS));
  await explain(
    'flags missing on theirs',
    (trx) => insertMissingTheirs(trx, scope, FEE_BPS),
    OTHER_DAY_FLAGS,
  );
  await explain('clear vanished flags', (trx) => clearVanishedFlags(trx, dayId, 1));
  await explain('unapplied paid lines', (trx) => listUnappliedPaidLines(trx, dayId));
  await explain('summary', (trx) => summarizeDay(trx, scope, FEE_BPS));
  await sql`delete from reconciliation_lines`.execute(db);
}

export async function explainSplitDay(
  db: Kysely<DB>,
  explain: Explain,
  day: Day,
  splitBillPath: string,
): Promise<void> {
  const dayId = await dayIdOf(db, 'SPLIT_BILL');
  const scope = { id: dayId, run: 1, start: day.start, end: day.end };
  await stageSplitLines(db, dayId, readSplitBillFile(splitBillPath), HUIFU_ID);
  await explain(`split: match payments, lines 1 to ${MATCH_RANGE}`, (trx) =>
    matchSplitPaymentLines(trx, dayId, { from: 1, to: MATCH_RANGE }, HUIFU_ID),
  );
  await explain('split: match refunds', (trx) => matchSplitRefundLines(trx, dayId, HUIFU_ID));
  await matchSplitRefundLines(db, dayId, HUIFU_ID);
  await explain('split: flags from lines', (trx) => insertSplitLineFlags(trx, scope));
  await explain(
    'split: flags missing on theirs',
    (trx) => insertSplitMissingTheirs(trx, scope, HUIFU_ID),
    OTHER_DAY_FLAGS,
  );
  await explain('split: clear vanished flags', (trx) => clearVanishedFlags(trx, dayId, 1));
  await explain('split: summary', (trx) => summarizeSplitDay(trx, scope, HUIFU_ID));
  await sql`delete from reconciliation_split_lines`.execute(db);
}
