/**
 * Reconciliation days, the bill query budget and the flags as the console reads and resolves them.
 * The matching itself is in bill-match.repository.ts.
 */
import { sql } from 'kysely';
import type { Db } from '../../../platform/db/db';
import type { ReconciliationDayRow, ReconciliationFlagRow } from '../../../platform/db/types';
import type { CursorStart } from '../../../platform/http/cursor-page';
import type { DaySummary } from './bill-match.repository';

/** A run left `running` this long is taken to have died with its process. */
const STALE_RUN_MINUTES = 30;

/** The day's row, created waiting (due now) the first time it is named. */
export async function ensureDay(db: Db, tradeDate: string, billType: string): Promise<ReconciliationDayRow> {
  await db
    .insertInto('reconciliationDays')
    .values({ tradeDate, billType })
    .onConflict((oc) => oc.columns(['tradeDate', 'billType']).doNothing())
    .execute();

  return db
    .selectFrom('reconciliationDays')
    .selectAll()
    .where('tradeDate', '=', tradeDate)
    .where('billType', '=', billType)
    .executeTakeFirstOrThrow();
}

/**
 * Claims the oldest due day (or one whose run died) for this process; undefined when none is due.
 * Of one trade day the trade bill goes first: it applies what we missed, which the split bill then finds.
 */
export async function claimDueDay(db: Db, now: Date): Promise<ReconciliationDayRow | undefined> {
  const { rows } = await sql<{ id: number }>`
    update reconciliation_days set status = 'running', started_at = now(), runs = runs + 1, updated_at = now()
    where id = (
      select id from reconciliation_days
      where (status in ('waiting', 'failed') and next_attempt_at <= ${now})
         or (status = 'running' and started_at < now() - make_interval(mins => ${STALE_RUN_MINUTES}))
      order by trade_date, bill_type <> 'TRADE_BILL' limit 1 for update skip locked)
    returning id`.execute(db);
  const id = rows[0]?.id;

  return id === undefined ? undefined : findDay(db, id);
}

/** Claims one day by id for this process; undefined when it is running elsewhere. */
export async function claimDay(db: Db, id: number): Promise<ReconciliationDayRow | undefined> {
  const claimed = await db
    .updateTable('reconciliationDays')
    .set((eb) => ({
      status: 'running',
      startedAt: new Date(),
      runs: eb('runs', '+', 1),
      updatedAt: new Date(),
    }))
    .where('id', '=', id)
    .where('status', '<>', 'running')
    .returning('id')
    .executeTakeFirst();

  return claimed ? findDay(db, id) : undefined;
}

/** A day by id; with `lock`, held for the caller's transaction (an operator's re-run). */
export function findDay(
  db: Db,
  id: number,
  options: { lock?: boolean } = {},
): Promise<ReconciliationDayRow | undefined> {
  const query = db.selectFrom('reconciliationDays').selectAll().where('id', '=', id);

  return (options.lock ? query.forUpdate() : query).executeTakeFirst();
}

/**
 * Takes one of the merchant's queries of a bill type on `queriedOn` (a China day); false when `max`
 * are spent. One statement, so processes racing for the last one cannot both have it.
 */
export async function takeBillQuery(
  db: Db,
  bill: { huifuId: string; billType: string },
  queriedOn: string,
  max: number,
): Promise<boolean> {
  const { rows } = await sql`
    insert into bill_queries as q (huifu_id, queried_on, bill_type, count)
    values (${bill.huifuId}, ${queriedOn}, ${bill.billType}, 1)
    on conflict (huifu_id, queried_on, bill_type) do update set count = q.count + 1 where q.count < ${max}
    returning count`.execute(db);

  return rows.length > 0;
}

/** The run ended without reconciling: try again at `nextAttemptAt` (status waiting, or failed with why). */
export async function postponeDay(
  db: Db,
  id: number,
  next: { at: Date; error?: string; queried?: boolean },
): Promise<void> {
  await db
    .updateTable('reconciliationDays')
    .set((eb) => ({
      status: next.error ? 'failed' : 'waiting',
      nextAttemptAt: next.at,
      lastError: next.error ?? null,
      queries: next.queried ? eb('queries', '+', 1) : eb.ref('queries'),
      updatedAt: new Date(),
    }))
    .where('id', '=', id)
    .execute();
}

/** The kept bill file of the day. */
export async function recordDayFile(
  db: Db,
  id: number,
  file: { key: string | null; name: string | null; bytes: number | null },
): Promise<void> {
  await db
    .updateTable('reconciliationDays')
    .set((eb) => ({
      fileKey: file.key,
      fileName: file.name,
      fileBytes: file.bytes,
      fetchedAt: new Date(),
      queries: eb('queries', '+', 1),
      updatedAt: new Date(),
    }))
    .where('id', '=', id)
    .execute();
}

export async function finishDay(db: Db, id: number, summary: DaySummary): Promise<void> {
  await db
    .updateTable('reconciliationDays')
    .set({ ...summary, status: 'done', lastError: null, finishedAt: new Date(), updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Due again now; with `refetch` the kept file is forgotten, so the bill is asked for again. */
export async function requeueDay(db: Db, id: number, refetch: boolean): Promise<void> {
  await db
    .updateTable('reconciliationDays')
    .set({
      status: 'waiting',
      nextAttemptAt: new Date(),
      updatedAt: new Date(),
      ...(refetch ? { fileKey: null, fileName: null, fileBytes: null, fetchedAt: null } : {}),
    })
    .where('id', '=', id)
    .where('status', '<>', 'running')
    .execute();
}

/** Newest trade day first. */
/** Days with their open flags counted (reconciliation_flags_open_idx). */
const daysWithOpenFlags = (db: Db) =>
  db
    .selectFrom('reconciliationDays as d')
    .selectAll('d')
    .select((eb) =>
      eb
        .selectFrom('reconciliationFlags as f')
        .select((f) => f.fn.countAll<number>().as('n'))
        .whereRef('f.dayId', '=', 'd.id')
        .where('f.status', '=', 'open')
        .as('openFlags'),
    );

/** One day as the list shows it. */
export function findDayWithOpenFlags(db: Db, id: number) {
  return daysWithOpenFlags(db).where('d.id', '=', id).executeTakeFirst();
}

export function listDays(db: Db, query: { limit: number; before: CursorStart }) {
  return daysWithOpenFlags(db)
    .$if(query.before !== undefined, (q) =>
      q.where((eb) =>
        eb.or([
          eb('d.tradeDate', '<', dayOf(query.before!.at)),
          eb.and([eb('d.tradeDate', '=', dayOf(query.before!.at)), eb('d.id', '<', query.before!.id)]),
        ]),
      ),
    )
    .orderBy('d.tradeDate', 'desc')
    .orderBy('d.id', 'desc')
    .limit(query.limit)
    .execute();
}

/** Flags with the nickname of the operator who resolved them. */
const flagsWithResolver = (db: Db) =>
  db
    .selectFrom('reconciliationFlags as f')
    .leftJoin('users as u', 'u.id', 'f.resolvedBy')
    .selectAll('f')
    .select(['u.nickname as resolverNickname']);

/** A day's flags, open or resolved, newest first (flags_day_idx). */
export function listFlags(
  db: Db,
  dayId: number,
  status: 'open' | 'resolved' | 'all',
  query: { limit: number; before: CursorStart },
) {
  return flagsWithResolver(db)
    .where('f.dayId', '=', dayId)
    .$if(status !== 'all', (q) => q.where('f.status', '=', status as 'open' | 'resolved'))
    .$if(query.before !== undefined, (q) => q.where('f.id', '<', query.before!.id))
    .orderBy('f.id', 'desc')
    .limit(query.limit)
    .execute();
}

export type FlagListRow = Awaited<ReturnType<typeof listFlags>>[number];

export function lockFlag(db: Db, id: number): Promise<ReconciliationFlagRow | undefined> {
  return db.selectFrom('reconciliationFlags').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Resolves an open flag; `by` undefined: the system. */
export async function resolveFlagRow(
  db: Db,
  id: number,
  resolution: { action: string; note: string; by?: number },
): Promise<void> {
  await db
    .updateTable('reconciliationFlags')
    .set({
      status: 'resolved',
      resolution: resolution.action,
      note: resolution.note,
      resolvedBy: resolution.by ?? null,
      resolvedActor: resolution.by === undefined ? 'system' : `operator:${resolution.by}`,
      resolvedAt: new Date(),
    })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .execute();
}

export function findFlagRow(db: Db, id: number) {
  return flagsWithResolver(db).where('f.id', '=', id).executeTakeFirst();
}

/** yyyy-MM-dd of a cursor time (days are paged by their trade date at China midnight). */
function dayOf(at: Date): string {
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}
