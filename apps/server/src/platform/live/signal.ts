import type { Db } from '../db/db';

/**
 * "Something unread arrived for these users", delivered only after the write that caused it is
 * committed, so a client that re-reads its counts on the signal sees the new row.
 *
 * Producers call `signalUnread(dbOrTrx, userIds)` right after they insert a notice, a message or a
 * received comment. Outside a transaction the signal goes out at once; inside one it waits for the
 * commit, which is why a transaction that signals must be opened with `inTransaction` (a plain
 * `db.transaction()` has no commit hook in Kysely; under test, signalling inside one throws so the
 * mistake cannot hide; in production it never fails a payment over a badge: the signal is skipped and
 * the client's slow poll finds the row). The process's live bus (in-process, or Redis pub/sub when REDIS_URL is set)
 * is attached to the root Kysely instance at start-up, so two apps in one test process stay apart.
 */
export type UnreadPublisher = (userIds: number[]) => void;

const publishers = new WeakMap<Db, UnreadPublisher>();
const openTransactions = new WeakMap<Db, { root: Db; userIds: Set<number> }>();

/** Connects a database handle to the bus that fans signals out (called once by buildApp). */
export function attachUnreadPublisher(db: Db, publish: UnreadPublisher): void {
  publishers.set(db, publish);
}

/** Runs `fn` in a transaction and, once it commits, sends the unread signals it collected. */
export async function inTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return fn(db); // nested: the outer inTransaction flushes
  let pending: { root: Db; userIds: Set<number> } | undefined;
  const result = await db.transaction().execute((trx) => {
    pending = { root: db, userIds: new Set() };
    openTransactions.set(trx, pending);
    return fn(trx);
  });
  if (pending && pending.userIds.size > 0) publish(pending.root, [...pending.userIds]);
  return result;
}

/** Queues (in a transaction) or sends (outside one) the unread signal for these users. */
export function signalUnread(db: Db, userIds: readonly number[]): void {
  if (userIds.length === 0) return;
  if (!db.isTransaction) {
    publish(db, [...new Set(userIds)]);
    return;
  }
  const pending = openTransactions.get(db);
  if (!pending) {
    if (process.env.NODE_ENV === 'test')
      throw new Error('signalUnread inside a transaction not opened with inTransaction');
    return;
  }
  for (const id of userIds) pending.userIds.add(id);
}

function publish(root: Db, userIds: number[]): void {
  publishers.get(root)?.(userIds);
}
