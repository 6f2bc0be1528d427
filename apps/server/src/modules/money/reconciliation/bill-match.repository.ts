/**
 * The set-based matching of one day's bill lines (reconciliation_lines, the day's staging) with our
 * payments and refunds: loaded in batches, matched by key in ranges of lines (index lookups on
 * payments_payment_no_key / refunds.refund_no, never a scan of those tables), then every difference
 * written as a flag in one statement per kind of source. No statement runs per line.
 */
import { sql } from 'kysely';
import type { TradeBillLine } from '../provider/provider';
import type { Db } from '../../../platform/db/db';
import {
  bookedOnDay,
  byKeyLookups,
  type DayScope,
  HARMLESS_RESOLUTION,
  matchAttemptLines,
  matchRefundLinesIn,
  otherDayFlag,
  SEEN_AGAIN,
  summaryOf,
} from './bill-match-shared.repository';
import { stageInBatches } from './staging';

// MATCH_RANGE: lines per matching UPDATE, small enough that the planner looks each payment up by its key.
export { LOAD_BATCH, MATCH_RANGE } from './staging';

export type StagedLine = TradeBillLine & { lineNo: number };

/** Inserts one batch of the day's lines (one statement, arrays unnested). */
export async function insertLines(db: Db, dayId: number, lines: readonly StagedLine[]): Promise<void> {
  if (lines.length === 0) return;
  const column = <T>(pick: (line: StagedLine) => T) => lines.map(pick);
  await sql`
    insert into reconciliation_lines
      (day_id, line_no, kind, req_seq_id, req_date, hf_seq_id, trans_stat, amount_fen, fee_fen, finished_at)
    select ${dayId}, * from unnest(
      ${column((l) => l.lineNo)}::int4[], ${column((l) => l.kind)}::text[],
      ${column((l) => l.reqSeqId)}::text[], ${column((l) => l.reqDate)}::text[],
      ${column((l) => l.hfSeqId)}::text[], ${column((l) => l.transStat)}::text[],
      ${column((l) => l.amountFen)}::int8[], ${column((l) => l.feeFen)}::int8[],
      ${column((l) => l.finishedAt.toISOString())}::timestamptz[])`.execute(db);
}

/**
 * Streams a day's lines into its staging, LOAD_BATCH a statement, matching each MATCH_RANGE of
 * payment lines as soon as it is in; answers how many lines there were.
 */
export function stageLines(db: Db, dayId: number, lines: AsyncIterable<TradeBillLine>): Promise<number> {
  return stageInBatches(
    lines,
    (batch) => insertLines(db, dayId, batch),
    (from, to) => matchPaymentLines(db, dayId, from, to),
  );
}

export async function deleteLines(db: Db, dayId: number): Promise<void> {
  await sql`delete from reconciliation_lines where day_id = ${dayId}`.execute(db);
}

/**
 * Payment lines `from`..`to` found by their req_seq_id (paymentNo + two-digit attempt, provider.ts
 * `reqSeqIdFor`), with what our books say of that attempt: paid (S) when it is the payment's paid
 * attempt or a second paid attempt we recorded (a double payment's refund names it), else P or F.
 */
export async function matchPaymentLines(db: Db, dayId: number, from: number, to: number): Promise<void> {
  await matchAttemptLines(
    db,
    'reconciliation_lines',
    dayId,
    { from, to },
    sql`coalesce(dp.amount_fen, p.amount_fen)`,
  );
}

/** Payment lines whose req_seq_id names nothing of ours, tried by the provider's hf_seq_id. */
export async function matchPaymentLinesByHfSeqId(db: Db, dayId: number): Promise<void> {
  await byKeyLookups(db, (trx) =>
    sql`
    update reconciliation_lines l set
      payment_id = p.id, our_amount_fen = p.amount_fen, our_at = p.paid_at,
      our_state = case when p.status in (2, 5) then 'S' when p.status = 1 then 'P' else 'F' end
    from payments p
    where l.day_id = ${dayId} and l.kind = 'payment' and l.payment_id is null
      and l.hf_seq_id <> '' and p.hf_seq_id = l.hf_seq_id`.execute(trx),
  );
}

/** Refund lines found by their req_seq_id, our refund number. */
export async function matchRefundLines(db: Db, dayId: number): Promise<void> {
  await matchRefundLinesIn(db, 'reconciliation_lines', dayId, sql.ref('r.amount_fen'));
}

/** The provider's fee on `amount` at `bps`, rounded half up: huifu/bill-lines.ts `providerFeeFen`. */
const expectedFee = (amount: ReturnType<typeof sql.ref>, bps: number) =>
  sql`((${amount} * ${bps} + 5000) / 10000)`;

/**
 * Flags from the lines: not ours (missing_ours), state, amount and fee differences. A line we
 * booked on another day than the bill's, with everything else equal, is harmless (a notification
 * that came late, a trade across midnight): its flag is written resolved by the system.
 */
export async function insertLineFlags(db: Db, day: DayScope, feeBps: number): Promise<void> {
  const fee = expectedFee(sql.ref('l.our_amount_fen'), feeBps);
  // Each test once per line, and the lateral list of kinds only for the few lines that fail one.
  await sql`
    insert into reconciliation_flags as f
      (day_id, kind, entry, req_seq_id, hf_seq_id, payment_id, refund_id, bill_amount_fen, our_amount_fen,
       bill_fee_fen, our_fee_fen, bill_state, our_state, status, resolution, resolved_actor, note, resolved_at, seen_run)
    select ${day.id}, v.kind, l.kind, l.req_seq_id, l.hf_seq_id, l.payment_id, l.refund_id, l.amount_fen,
      l.our_amount_fen, l.fee_fen, case when l.our_amount_fen is null then null else l.our_fee end,
      l.trans_stat, l.our_state, ${HARMLESS_RESOLUTION}, ${day.run}
    from (
      select l.*, ${fee} as our_fee,
        l.our_state is null as missing,
        l.our_state is not null and (l.trans_stat = 'S') <> (l.our_state = 'S') as state,
        l.our_state = 'S' and l.trans_stat = 'S' and l.amount_fen <> l.our_amount_fen as amount,
        l.our_state = 'S' and l.trans_stat = 'S' and l.fee_fen <> ${fee} as fee,
        l.our_state = 'S' and l.trans_stat = 'S' and (l.our_at < ${day.start} or l.our_at >= ${day.end}) as late
      from reconciliation_lines l
      where l.day_id = ${day.id}
    ) l
    cross join lateral (values
      ('missing_ours', l.missing, false),
      ('state_differs', l.state, false),
      ('amount_differs', l.amount, false),
      ('fee_differs', l.fee, false),
      ('state_differs', l.late, true)
    ) as v(kind, hit, harmless)
    where (l.missing or l.state or l.amount or l.fee or l.late) and v.hit
    ${SEEN_AGAIN}`.execute(db);
}

/**
 * Flags for what we booked on the day that the bill lacks: payments paid and refunds succeeded in
 * [start, end), unless a line of this day names them or a flag of another day does (the provider
 * finished it on a neighbouring day: already matched there).
 */
export async function insertMissingTheirs(db: Db, day: DayScope, feeBps: number): Promise<void> {
  const fee = expectedFee(sql.ref('t.amount_fen'), feeBps);
  for (const source of bookedOnDay(day)) {
    await sql`
      insert into reconciliation_flags
        (day_id, kind, entry, req_seq_id, hf_seq_id, ${sql.ref(source.id)}, our_amount_fen, our_fee_fen, our_state, seen_run)
      select ${day.id}, 'missing_theirs', ${source.entry}, ${source.serial}, t.hf_seq_id, t.id, t.amount_fen, ${fee}, 'S', ${day.run}
      from ${source.rows}
      where ${source.booked}
        and not exists (select 1 from reconciliation_lines l where l.day_id = ${day.id} and ${sql.ref(`l.${source.id}`)} = t.id)
        and not exists (${otherDayFlag(day.id, sql`${sql.ref(`o.${source.id}`)} = t.id`)})
      ${SEEN_AGAIN}`.execute(db);
  }
}

/** Open flags of the day that this run no longer found (fixed meanwhile): resolved by the system. */
export async function clearVanishedFlags(db: Db, dayId: number, run: number): Promise<void> {
  await sql`
    update reconciliation_flags set status = 'resolved', resolution = 'cleared', resolved_actor = 'system',
      note = '重新对账后已一致', resolved_at = now()
    where day_id = ${dayId} and status = 'open' and seen_run < ${run}`.execute(db);
}

/** Lines the bill says paid that our books have as unpaid: to confirm with the provider and apply. */
export async function listUnappliedPaidLines(
  db: Db,
  dayId: number,
): Promise<{ flagId: number; reqSeqId: string; reqDate: string }[]> {
  // From the day's lines the bill says paid and we do not (few), each flag by its unique key: a
  // join driven by the flags instead compared each of them with every line of the day.
  const { rows } = await sql<{ flagId: number; reqSeqId: string; reqDate: string }>`
    select f.id as "flagId", l.req_seq_id as "reqSeqId", l.req_date as "reqDate"
    from reconciliation_lines l
    join reconciliation_flags f on f.day_id = l.day_id and f.kind = 'state_differs' and f.req_seq_id = l.req_seq_id
    where l.day_id = ${dayId} and l.kind = 'payment' and l.trans_stat = 'S' and l.our_state in ('P', 'F')
      and f.status = 'open' and f.bill_state = 'S' and f.our_state in ('P', 'F')`.execute(db);

  return rows;
}

/** The day's figures, each side from its own rows. */
export async function summarizeDay(db: Db, day: DayScope, feeBps: number) {
  const { rows: bill } = await sql<Record<string, unknown>>`
    select count(*) as lines,
      count(*) filter (where our_state = trans_stat and (trans_stat <> 'S'
        or (amount_fen = our_amount_fen and fee_fen = ((our_amount_fen * ${feeBps} + 5000) / 10000)))) as matched,
      count(*) filter (where kind = 'payment' and trans_stat = 'S') as payment_count,
      coalesce(sum(amount_fen) filter (where kind = 'payment' and trans_stat = 'S'), 0) as payment_fen,
      count(*) filter (where kind = 'refund' and trans_stat = 'S') as refund_count,
      coalesce(sum(amount_fen) filter (where kind = 'refund' and trans_stat = 'S'), 0) as refund_fen,
      coalesce(sum(case when trans_stat <> 'S' then 0 when kind = 'payment' then fee_fen else -fee_fen end), 0) as fee_fen
    from reconciliation_lines where day_id = ${day.id}`.execute(db);
  const { rows: ours } = await sql<Record<string, unknown>>`
    select p.count as payment_count, p.fen as payment_fen, p.fee as payment_fee,
      r.count as refund_count, r.fen as refund_fen, r.fee as refund_fee
    from (select count(*) as count, coalesce(sum(amount_fen), 0) as fen,
            coalesce(sum((amount_fen * ${feeBps} + 5000) / 10000), 0) as fee
          from payments where paid_at >= ${day.start} and paid_at < ${day.end}) p,
         (select count(*) as count, coalesce(sum(amount_fen), 0) as fen,
            coalesce(sum((amount_fen * ${feeBps} + 5000) / 10000), 0) as fee
          from refunds where status = 'succeeded' and updated_at >= ${day.start} and updated_at < ${day.end}) r`.execute(
    db,
  );

  return summaryOf(db, day, bill[0]!, ours[0]!);
}

export type DaySummary = Awaited<ReturnType<typeof summarizeDay>>;
