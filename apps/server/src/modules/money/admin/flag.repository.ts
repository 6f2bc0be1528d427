import { sql } from 'kysely';
import type { Db } from '../../../platform/db/db';

// The flag queue: flagged orders and verified notifications naming no payment of ours, one list.
// Each half is served by its own partial index (orders_flag_open_idx, payment_events_unknown_*).

export type FlagRef = { source: 'order' | 'unknown_payment'; id: number };

/** A page of open flags (oldest first) or resolved ones (newest first), and how many there are. */
export async function listFlagRefs(
  db: Db,
  status: 'open' | 'resolved',
  page: { page: number; pageSize: number },
): Promise<{ refs: FlagRef[]; total: number }> {
  const offset = (page.page - 1) * page.pageSize;
  const rows =
    status === 'open'
      ? await sql<FlagRef & { at: Date }>`
          (select 'order' as source, id, flagged_at as at from orders
            where flagged_reason is not null and flag_resolved_at is null)
          union all
          (select 'unknown_payment' as source, id, created_at as at from payment_events
            where outcome = 'unknown_payment' and resolved_at is null)
          order by at, id
          limit ${page.pageSize} offset ${offset}`.execute(db)
      : await sql<FlagRef & { at: Date }>`
          (select 'order' as source, id, flag_resolved_at as at from orders
            where flag_resolved_at is not null)
          union all
          (select 'unknown_payment' as source, id, resolved_at as at from payment_events
            where outcome = 'unknown_payment' and resolved_at is not null)
          order by at desc, id desc
          limit ${page.pageSize} offset ${offset}`.execute(db);
  const total = await countFlags(db, status);

  return { refs: rows.rows.map((r) => ({ source: r.source, id: r.id })), total };
}

export async function countFlags(db: Db, status: 'open' | 'resolved'): Promise<number> {
  const open = status === 'open';
  const { rows } = await sql<{ n: number }>`
    select
      (select count(*) from orders where ${
        open
          ? sql`flagged_reason is not null and flag_resolved_at is null`
          : sql`flag_resolved_at is not null`
      })::int
      + (select count(*) from payment_events where outcome = 'unknown_payment' and ${
        open ? sql`resolved_at is null` : sql`resolved_at is not null`
      })::int as n`.execute(db);

  return rows[0]?.n ?? 0;
}

/** Unknown-payment events with their resolver, by id. */
export function findUnknownPaymentEvents(db: Db, ids: number[]) {
  return db
    .selectFrom('paymentEvents as e')
    .leftJoin('users as u', 'u.id', 'e.resolvedBy')
    .selectAll('e')
    .select(['u.nickname as resolverNickname'])
    .where('e.id', 'in', ids.length > 0 ? ids : [0])
    .where('e.outcome', '=', 'unknown_payment')
    .execute();
}

export type UnknownPaymentEventRow = Awaited<ReturnType<typeof findUnknownPaymentEvents>>[number];

/** The event, locked, if it is a notification for an unknown payment. */
export function lockUnknownPaymentEvent(db: Db, id: number) {
  return db
    .selectFrom('paymentEvents')
    .select(['id', 'outcome', 'resolvedAt', 'resolutionNote'])
    .where('id', '=', id)
    .where('outcome', '=', 'unknown_payment')
    .forUpdate()
    .executeTakeFirst();
}

export async function resolveUnknownPaymentEvent(
  db: Db,
  id: number,
  input: { operatorId: number; note: string },
): Promise<void> {
  await db
    .updateTable('paymentEvents')
    .set({ resolvedAt: sql<Date>`now()`, resolvedBy: input.operatorId, resolutionNote: input.note })
    .where('id', '=', id)
    .execute();
}
