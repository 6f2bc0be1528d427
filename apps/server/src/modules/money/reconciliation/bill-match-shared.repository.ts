/**
 * The SQL the trade bill's matching (bill-match.repository.ts) and the split bill's
 * (split-match.repository.ts) share: how a line finds its payment attempt or refund and what our
 * books say of it, how a harmless flag is written, and the day's summary.
 */
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../../platform/db/db';
import { inTransaction } from '../../../platform/db/transaction';

/**
 * Runs a matching statement with hash and merge joins off, so each line finds its payment or refund
 * by a unique index whatever the planner believes of the staging rows: once autovacuum has analyzed
 * a loaded day, PostgreSQL preferred hashing all of payments for every range (bench/reconcile.ts:
 * matching 7 s → 26 s). Nested loops over the keys are what the ranges are sized for.
 */
export async function byKeyLookups(db: Db, statement: (trx: Db) => Promise<unknown>): Promise<void> {
  await inTransaction(db, async (trx) => {
    await sql`set local enable_hashjoin = off`.execute(trx);
    await sql`set local enable_mergejoin = off`.execute(trx);
    await statement(trx);
  });
}

/**
 * The payment `p` a staged line `l2` names by its req_seq_id (paymentNo + two-digit attempt,
 * provider.ts `reqSeqIdFor`, by payments_payment_no_key), and `dp`, the refund of a double payment
 * that names this very attempt: the FROM and WHERE of a row subquery correlated to the line being
 * updated (`update … l2 set (…) = (select … ${ATTEMPT_OF_LINE})`), at most one row (both keys
 * unique). The line is updated where it lies: a join of the lines with a subquery of them looked
 * each line up a second time by its key (750 ms of a 2,627 ms range in bench/reconcile.ts's EXPLAIN,
 * docs/PERFORMANCE.md "A split-mode date").
 */
const ATTEMPT_OF_LINE = sql`
  from payments p
  left join refunds dp on dp.org_req_seq_id = l2.req_seq_id and dp.kind = 'double_payment'
  where p.payment_no = left(l2.req_seq_id, length(l2.req_seq_id) - 2)
    and p.attempt >= case when right(l2.req_seq_id, 2) ~ '^[0-9]{2}$' then right(l2.req_seq_id, 2)::int end`;

/**
 * What our books say of that attempt: paid (S) when it is the payment's paid attempt or a second
 * paid attempt we recorded (a double payment's refund names it), else P or F.
 */
const ATTEMPT_STATE = sql`
  case when p.req_seq_id = l2.req_seq_id and p.status in (2, 5) then 'S'
       when dp.id is not null then 'S'
       when p.status = 1 then 'P' else 'F' end`;

/** When we booked that attempt paid. */
const ATTEMPT_AT = sql`case when dp.id is not null then dp.created_at else p.paid_at end`;

/** What our books say of a refund `r`. */
const REFUND_STATE = sql`case r.status when 'succeeded' then 'S' when 'pending' then 'P' else 'F' end`;

/** A day being matched: its id, the bill's China day [start, end) and this run of it. */
export type DayScope = { id: number; start: Date; end: Date; run: number };

/** The staging table of a bill type: the trade bill's lines or the split bill's (one per receiver). */
type LinesTable = 'reconciliation_lines' | 'reconciliation_split_lines';

/**
 * Payment lines `from`..`to` of `table` found by their req_seq_id, with what our books say of that
 * attempt and `ourAmount`, the line's amount by our books (SQL over the attempt `p` and `dp`).
 */
export async function matchAttemptLines(
  db: Db,
  table: LinesTable,
  dayId: number,
  range: { from: number; to: number },
  ourAmount: RawBuilder<unknown>,
): Promise<void> {
  await byKeyLookups(db, (trx) =>
    sql`
    update ${sql.table(table)} l2 set (payment_id, our_state, our_amount_fen, our_at) = (
      select p.id, ${ATTEMPT_STATE}, ${ourAmount}, ${ATTEMPT_AT}
      ${ATTEMPT_OF_LINE})
    where l2.day_id = ${dayId} and l2.line_no between ${range.from} and ${range.to} and l2.kind = 'payment'`.execute(
      trx,
    ),
  );
}

/**
 * Refund lines of `table` found by their req_seq_id (our refund number), with what our books say of
 * the refund `r` and `ourAmount`, the line's amount by our books.
 */
export async function matchRefundLinesIn(
  db: Db,
  table: LinesTable,
  dayId: number,
  ourAmount: RawBuilder<unknown>,
): Promise<void> {
  await byKeyLookups(db, (trx) =>
    sql`
    update ${sql.table(table)} l set
      refund_id = r.id, our_amount_fen = ${ourAmount}, our_at = r.updated_at, our_state = ${REFUND_STATE}
    from refunds r
    where l.day_id = ${dayId} and l.kind = 'refund' and r.refund_no = l.req_seq_id`.execute(trx),
  );
}

/**
 * status, resolution, resolved_actor, note and resolved_at of a flag from a lateral kind `v`: a
 * harmless one (booked by us on another day, everything else equal) is written resolved by the system.
 */
export const HARMLESS_RESOLUTION = sql`
  case when v.harmless then 'resolved' else 'open' end,
  case when v.harmless then 'late_applied' end,
  case when v.harmless then 'system' end,
  case when v.harmless then '我方入账时间 ' || to_char(l.our_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') || '，不在账单日内；金额一致' end,
  case when v.harmless then now() end`;

/**
 * What we booked on the day, by source: payments paid and refunds succeeded in [start, end) as `t`,
 * each with the flag's entry, the trade's serial and the flag column that names it.
 */
export const bookedOnDay = (day: DayScope) => [
  {
    entry: 'payment',
    rows: sql`payments t`,
    serial: sql.ref('t.req_seq_id'),
    id: 'payment_id',
    booked: sql`t.paid_at >= ${day.start} and t.paid_at < ${day.end} and t.req_seq_id is not null`,
  },
  {
    entry: 'refund',
    rows: sql`refunds t`,
    serial: sql.ref('t.refund_no'),
    id: 'refund_id',
    booked: sql`t.status = 'succeeded' and t.updated_at >= ${day.start} and t.updated_at < ${day.end}`,
  },
];

/** Ends a flag's insert: a flag the day already has (kind, serial and receiver) is marked seen by this run. */
export const SEEN_AGAIN = sql`
    on conflict (day_id, kind, req_seq_id, receiver_huifu_id) do update set seen_run = excluded.seen_run`;

/**
 * A flag `o` of another day of the same bill type naming the trade (by its flags_payment_idx or
 * flags_refund_idx): that day's bill had it. A split day's flags say nothing of the trade bill's.
 */
export const otherDayFlag = (dayId: number, names: RawBuilder<unknown>) => sql`
  select 1 from reconciliation_flags o
  join reconciliation_days od on od.id = o.day_id
  join reconciliation_days d on d.id = ${dayId}
  where ${names} and o.day_id <> ${dayId} and od.bill_type = d.bill_type`;

/** The flags this run of the day found. */
async function countFlagsSeen(db: Db, day: { id: number; run: number }): Promise<number> {
  const { rows } = await sql<{ count: unknown }>`
    select count(*) as count from reconciliation_flags where day_id = ${day.id} and seen_run = ${day.run}`.execute(
    db,
  );

  return Number(rows[0]?.count ?? 0);
}

const num = (value: unknown) => Number(value ?? 0);

/** The day's summary from the bill's figures `b`, ours `o` and the differences this run found. */
export async function summaryOf(
  db: Db,
  day: { id: number; run: number },
  b: Record<string, unknown>,
  o: Record<string, unknown>,
) {
  const differences = await countFlagsSeen(db, day);

  // The CamelCasePlugin hands result columns back camel-cased.
  return {
    lines: num(b.lines),
    matched: num(b.matched),
    differences,
    billPaymentCount: num(b.paymentCount),
    billPaymentFen: num(b.paymentFen),
    billRefundCount: num(b.refundCount),
    billRefundFen: num(b.refundFen),
    billFeeFen: num(b.feeFen),
    ourPaymentCount: num(o.paymentCount),
    ourPaymentFen: num(o.paymentFen),
    ourRefundCount: num(o.refundCount),
    ourRefundFen: num(o.refundFen),
    ourFeeFen: num(o.paymentFee) - num(o.refundFee),
  };
}
