import type { Db } from '../db/db';
import { afterCommit, rootOf } from '../db/transaction';

/**
 * "Something unread arrived for these users", delivered only after the write that caused it is
 * committed, so a client that re-reads its counts on the signal sees the new row.
 *
 * Producers call `signalUnread(dbOrTrx, userIds)` right after they insert a notice, a message or a
 * received comment. Outside a transaction the signal goes out at once; inside one it waits for the
 * commit (`afterCommit`), which is why a transaction that signals must be opened with `inTransaction`
 * (under test, signalling inside any other transaction throws so the mistake cannot hide; in
 * production it never fails a payment over a badge: the signal is skipped and the client's slow poll
 * finds the row). The process's live bus (in-process, or Redis pub/sub when REDIS_URL is set) is
 * attached to the root Kysely instance at start-up, so two apps in one test process stay apart.
 */
export type UnreadPublisher = (userIds: number[]) => void;

const publishers = new WeakMap<Db, UnreadPublisher>();
/** The users a transaction will signal once it commits (one publish per transaction). */
const pendingByTransaction = new WeakMap<Db, Set<number>>();

/** Connects a database handle to the bus that fans signals out (called once by buildApp). */
export function attachUnreadPublisher(db: Db, publish: UnreadPublisher): void {
  publishers.set(db, publish);
}

/** Queues (in a transaction) or sends (outside one) the unread signal for these users. */
export function signalUnread(db: Db, userIds: readonly number[]): void {
  if (userIds.length === 0) return;
  if (!db.isTransaction) {
    publish(db, [...new Set(userIds)]);
    return;
  }
  let pending = pendingByTransaction.get(db);
  if (!pending) {
    const users = new Set<number>();
    const root = rootOf(db);
    if (!root || !afterCommit(db, () => publish(root, [...users]))) {
      if (process.env.NODE_ENV === 'test')
        throw new Error('signalUnread inside a transaction not opened with inTransaction');
      return;
    }
    pendingByTransaction.set(db, users);
    pending = users;
  }
  for (const id of userIds) pending.add(id);
}

function publish(root: Db, userIds: number[]): void {
  publishers.get(root)?.(userIds);
}
