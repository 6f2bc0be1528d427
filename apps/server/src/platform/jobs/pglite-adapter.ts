import type { PGlite } from '@electric-sql/pglite';
import { type Db, fromPglite } from 'pg-boss';

/** pg-boss sends its schema changes and maintenance as one `BEGIN; …; COMMIT;` script. */
const STARTS_TRANSACTION = /^\s*BEGIN\b/i;

/**
 * pg-boss on the embedded PGlite, sharing the one connection Kysely uses. pg-boss's own
 * `fromPglite` runs each statement under PGlite's lock, so nothing interleaves with a Kysely
 * transaction; but when a `BEGIN; …; COMMIT;` script fails halfway it sends the ROLLBACK as a
 * second call, and a Kysely query queued in between would meet "current transaction is aborted".
 * Such scripts therefore run inside `pglite.transaction`, which rolls back before it lets go of
 * the lock (the script's own BEGIN/COMMIT only draw warnings there).
 */
export function pgBossOnPGlite(pglite: PGlite): Db {
  const adapter = fromPglite(pglite);

  return {
    ...adapter,
    async executeSql(text, values) {
      if (values?.length || !STARTS_TRANSACTION.test(text)) return adapter.executeSql(text, values);
      const results = await pglite.transaction((tx) => tx.exec(text));

      return { rows: results.flatMap((result) => result.rows) };
    },
  };
}
