import type { Db } from './db';

/**
 * Transactions with after-commit hooks. Kysely's `db.transaction()` has no commit hook, so whatever
 * must wait for the commit (a live signal telling a browser to re-read, a side effect outside the
 * database) is queued with `afterCommit` inside a transaction opened with `inTransaction`, and runs
 * only once that transaction has committed; a rollback drops it.
 */
type OpenTransaction = { root: Db; hooks: (() => void)[] };

const openTransactions = new WeakMap<Db, OpenTransaction>();

/** Runs `fn` in a transaction and, once it commits, runs the hooks queued inside it in order. */
export async function inTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return fn(db); // nested: the outer inTransaction runs the hooks
  let open: OpenTransaction | undefined;
  const result = await db.transaction().execute((trx) => {
    open = { root: db, hooks: [] };
    openTransactions.set(trx, open);
    return fn(trx);
  });
  for (const hook of open?.hooks ?? []) hook();

  return result;
}

/**
 * The root handle a transaction was opened from (`db` itself outside a transaction); undefined for
 * a transaction not opened with `inTransaction`, which has no commit hook.
 */
export function rootOf(db: Db): Db | undefined {
  return db.isTransaction ? openTransactions.get(db)?.root : db;
}

/**
 * Queues `hook` for after the commit of the transaction `db` belongs to, or runs it at once outside
 * one. Answers false, queuing nothing, inside a transaction not opened with `inTransaction`.
 */
export function afterCommit(db: Db, hook: () => void): boolean {
  if (!db.isTransaction) {
    hook();
    return true;
  }
  const open = openTransactions.get(db);
  if (!open) return false;
  open.hooks.push(hook);

  return true;
}
