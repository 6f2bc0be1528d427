import { type Kysely, type Selectable, sql } from 'kysely';
import type { Db } from '../src/platform/db/db';
import type { DB } from '../src/platform/db/types';

/**
 * The one row of `table` whose `column` is `value`, every column, as the database stores it (a test
 * reading back what a call wrote: a sealed ID number, an attachment, a withdrawal); throws when there
 * is none.
 */
export function storedRow<T extends keyof DB & string, C extends keyof Selectable<DB[T]> & string>(
  db: Db,
  table: T,
  column: C,
  value: Selectable<DB[T]>[C],
): Promise<Selectable<DB[T]>> {
  // Kysely's builder cannot follow a table chosen by a type parameter: the caller's table types the
  // column, the value and the answer; the query is `select * from <table> where <column> = $1`.
  const untyped = db as unknown as Kysely<{ row: Record<string, unknown> }>;

  return untyped
    .selectFrom(table as string as 'row')
    .selectAll()
    .where(sql<boolean>`${sql.ref(column)} = ${value}`)
    .executeTakeFirstOrThrow() as Promise<Selectable<DB[T]>>;
}
