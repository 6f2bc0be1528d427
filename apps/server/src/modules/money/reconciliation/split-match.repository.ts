/**
 * The set-based matching of a split day's bill lines (reconciliation_split_lines, one per receiver of
 * each split payment and refund) with the splits we fixed (payments.split_*, refunds.split_*): the
 * creator's part is the amount less split_fee_fen, our merchant account's is split_fee_fen. Loaded
 * and matched as the trade bill is (bill-match.repository.ts), flags written one statement per kind
 * of source, each about one receiver (reconciliation_flags.receiver_huifu_id).
 */
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../../platform/db/db';
import type { SplitBillLine } from '../provider/provider';
import {
  bookedOnDay,
  type DayScope,
  HARMLESS_RESOLUTION,
  matchAttemptLines,
  matchRefundLinesIn,
  otherDayFlag,
  SEEN_AGAIN,
  summaryOf,
} from './bill-match-shared.repository';
import { stageInBatches } from './staging';

/**
 * Streams a split day's lines into its staging, LOAD_BATCH a statement, matching each MATCH_RANGE of
 * payment lines (receiver's parts by `merchantId`) as soon as it is in; answers how many there were.
 */
export function stageSplitLines(
  db: Db,
  dayId: number,
  lines: AsyncIterable<SplitBillLine>,
  merchantId: string,
): Promise<number> {
  const insert = async (batch: (SplitBillLine & { lineNo: number })[]) => {
    const column = <T>(pick: (line: SplitBillLine & { lineNo: number }) => T) => batch.map(pick);
    await sql`
      insert into reconciliation_split_lines
        (day_id, line_no, kind, req_seq_id, hf_seq_id, receiver_huifu_id, trans_stat, amount_fen, finished_at)
      select ${dayId}, * from unnest(
        ${column((l) => l.lineNo)}::int4[], ${column((l) => l.kind)}::text[],
        ${column((l) => l.reqSeqId)}::text[], ${column((l) => l.hfSeqId)}::text[],
        ${column((l) => l.receiverHuifuId)}::text[], ${column((l) => l.transStat)}::text[],
        ${column((l) => l.amountFen)}::int8[], ${column((l) => l.finishedAt.toISOString())}::timestamptz[])`.execute(
      db,
    );
  };
  return stageInBatches(lines, insert, (from, to) =>
    matchSplitPaymentLines(db, dayId, { from, to }, merchantId),
  );
}

export async function deleteSplitLines(db: Db, dayId: number): Promise<void> {
  await sql`delete from reconciliation_split_lines where day_id = ${dayId}`.execute(db);
}

/**
 * The part our split gives the line's receiver of the payment or refund `row`: null when we split it
 * to nobody (a ledger-mode trade) or not to this receiver.
 */
const ourPart = (row: string, receiver: RawBuilder<unknown>, merchantId: string) => sql`
  case when ${sql.ref(`${row}.split_huifu_id`)} is null then null
       when ${receiver} = ${sql.ref(`${row}.split_huifu_id`)}
         then ${sql.ref(`${row}.amount_fen`)} - ${sql.ref(`${row}.split_fee_fen`)}
       when ${receiver} = ${merchantId} then ${sql.ref(`${row}.split_fee_fen`)} end`;

/** Payment lines `from`..`to` found by their req_seq_id, with the receiver's part by our split. */
export async function matchSplitPaymentLines(
  db: Db,
  dayId: number,
  range: { from: number; to: number },
  merchantId: string,
): Promise<void> {
  const ours = ourPart('p', sql.ref('l2.receiver_huifu_id'), merchantId);
  await matchAttemptLines(db, 'reconciliation_split_lines', dayId, range, ours);
}

/** Refund lines found by their req_seq_id (our refund number), with the receiver's part by its split. */
export async function matchSplitRefundLines(db: Db, dayId: number, merchantId: string): Promise<void> {
  const ours = ourPart('r', sql.ref('l.receiver_huifu_id'), merchantId);
  await matchRefundLinesIn(db, 'reconciliation_split_lines', dayId, ours);
}

/**
 * Flags from the lines: a trade or receiver our splits do not have (missing_ours), a state that
 * differs, a receiver's part that differs (amount_differs); booked by us on another day with all
 * else equal is harmless, written resolved as the trade bill's is.
 */
export async function insertSplitLineFlags(db: Db, day: DayScope): Promise<void> {
  await sql`
    insert into reconciliation_flags as f
      (day_id, kind, entry, req_seq_id, hf_seq_id, receiver_huifu_id, payment_id, refund_id, bill_amount_fen,
       our_amount_fen, bill_state, our_state, status, resolution, resolved_actor, note, resolved_at, seen_run)
    select ${day.id}, v.kind, l.kind, l.req_seq_id, l.hf_seq_id, l.receiver_huifu_id, l.payment_id, l.refund_id,
      l.amount_fen, l.our_amount_fen, l.trans_stat, l.our_state, ${HARMLESS_RESOLUTION}, ${day.run}
    from (
      select l.*,
        l.our_amount_fen is null as missing,
        l.our_amount_fen is not null and (l.trans_stat = 'S') <> (l.our_state = 'S') as state,
        l.our_state = 'S' and l.trans_stat = 'S' and l.amount_fen <> l.our_amount_fen as amount,
        l.our_state = 'S' and l.trans_stat = 'S' and (l.our_at < ${day.start} or l.our_at >= ${day.end}) as late
      from reconciliation_split_lines l
      where l.day_id = ${day.id}
    ) l
    cross join lateral (values
      ('missing_ours', l.missing, false),
      ('state_differs', l.state, false),
      ('amount_differs', l.amount, false),
      ('state_differs', l.late and not l.missing, true)
    ) as v(kind, hit, harmless)
    where (l.missing or l.state or l.amount or l.late) and v.hit
    ${SEEN_AGAIN}`.execute(db);
}

/**
 * Flags for each receiver's part of what we booked on the day that the bill lacks: split payments
 * paid and split refunds succeeded in [start, end), unless a line of this day names that receiver
 * of it or a flag of another split day names the trade (the provider finished it on a neighbouring day).
 */
export async function insertSplitMissingTheirs(db: Db, day: DayScope, merchantId: string): Promise<void> {
  for (const source of bookedOnDay(day)) {
    await sql`
      insert into reconciliation_flags
        (day_id, kind, entry, req_seq_id, hf_seq_id, receiver_huifu_id, ${sql.ref(source.id)}, our_amount_fen, our_state, seen_run)
      select ${day.id}, 'missing_theirs', ${source.entry}, ${source.serial}, t.hf_seq_id, s.receiver, t.id, s.amount, 'S', ${day.run}
      from ${source.rows}
      cross join lateral (values
        (t.split_huifu_id, t.amount_fen - t.split_fee_fen), (${merchantId}::text, t.split_fee_fen)
      ) as s(receiver, amount)
      where ${source.booked} and t.split_huifu_id is not null
        and not exists (select 1 from reconciliation_split_lines l
          where l.day_id = ${day.id} and ${sql.ref(`l.${source.id}`)} = t.id and l.receiver_huifu_id = s.receiver)
        and not exists (${otherDayFlag(day.id, sql`${sql.ref(`o.${source.id}`)} = t.id`)})
      ${SEEN_AGAIN}`.execute(db);
  }
}

/**
 * The split day's figures, each side from its own rows: payments and refunds counted once however
 * many receivers, their parts summed (= the trades' amounts), and the fee: our merchant account's
 * parts of payments less those of refunds (split_fee_fen on our side).
 */
export async function summarizeSplitDay(db: Db, day: DayScope, merchantId: string) {
  const { rows: bill } = await sql<Record<string, unknown>>`
    select count(*) as lines,
      count(*) filter (where our_state = trans_stat and our_amount_fen is not null
        and (trans_stat <> 'S' or amount_fen = our_amount_fen)) as matched,
      count(distinct req_seq_id) filter (where kind = 'payment' and trans_stat = 'S') as payment_count,
      coalesce(sum(amount_fen) filter (where kind = 'payment' and trans_stat = 'S'), 0) as payment_fen,
      count(distinct req_seq_id) filter (where kind = 'refund' and trans_stat = 'S') as refund_count,
      coalesce(sum(amount_fen) filter (where kind = 'refund' and trans_stat = 'S'), 0) as refund_fen,
      coalesce(sum(case when trans_stat <> 'S' or receiver_huifu_id <> ${merchantId} then 0
        when kind = 'payment' then amount_fen else -amount_fen end), 0) as fee_fen
    from reconciliation_split_lines where day_id = ${day.id}`.execute(db);
  const { rows: ours } = await sql<Record<string, unknown>>`
    select p.count as payment_count, p.fen as payment_fen, p.fee as payment_fee,
      r.count as refund_count, r.fen as refund_fen, r.fee as refund_fee
    from (select count(*) as count, coalesce(sum(amount_fen), 0) as fen, coalesce(sum(split_fee_fen), 0) as fee
          from payments where paid_at >= ${day.start} and paid_at < ${day.end} and split_huifu_id is not null) p,
         (select count(*) as count, coalesce(sum(amount_fen), 0) as fen, coalesce(sum(split_fee_fen), 0) as fee
          from refunds where status = 'succeeded' and updated_at >= ${day.start} and updated_at < ${day.end}
            and split_huifu_id is not null) r`.execute(db);

  return summaryOf(db, day, bill[0]!, ours[0]!);
}
