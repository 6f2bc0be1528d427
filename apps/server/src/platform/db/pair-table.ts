import { sql } from 'kysely';
import type { Db } from './db';
import { type Keyset, afterCursorRow } from './keyset';

/**
 * A table of one user's relation to another, one row a pair keyed by (owner, other) and stamped
 * with when it began (`created_at`): follows (follower → followee), comment_bans (creator → the
 * user kept from commenting), user_blocks (blocker → blocked). Names are the database's (snake case).
 */
export type PairTable = { table: string; owner: string; other: string };

const pairKey = (pair: PairTable) => sql.join([sql.ref(pair.owner), sql.ref(pair.other)]);

/** Adds the pair unless it exists: adding it twice is one row. */
export async function insertPair(db: Db, pair: PairTable, ownerId: number, otherId: number): Promise<void> {
  await sql`insert into ${sql.table(pair.table)} (${pairKey(pair)}) values (${ownerId}, ${otherId})
    on conflict (${pairKey(pair)}) do nothing`.execute(db);
}

/** Removes the pair; removing one that does not exist changes nothing. */
export async function deletePair(db: Db, pair: PairTable, ownerId: number, otherId: number): Promise<void> {
  await sql`delete from ${sql.table(pair.table)}
    where ${sql.ref(pair.owner)} = ${ownerId} and ${sql.ref(pair.other)} = ${otherId}`.execute(db);
}

/** A user the owner paired with, as a list shows them, and when the pair began. */
export type PairedUserRow = {
  id: number;
  nickname: string;
  avatarUrl: string | null;
  slug: string;
  pairedAt: Date;
};

/**
 * The users `ownerId` paired with, most recent first, after the cursor (the table's
 * `(owner, created_at desc, other desc)` index). Never the phone.
 */
export async function listPairedUsers(
  db: Db,
  pair: PairTable,
  ownerId: number,
  input: { limit: number; before?: Keyset },
): Promise<PairedUserRow[]> {
  const other = sql.ref(`p.${pair.other}`);
  const cursorList = {
    table: pair.table,
    alias: 'p',
    key: 'created_at',
    id: pair.other,
    within: { column: pair.owner, value: ownerId },
  };
  const afterCursor = input.before ? sql`and ${afterCursorRow(cursorList, input.before)}` : sql``;
  const { rows } = await sql<PairedUserRow>`
    select u.id, u.nickname, u.avatar_url, u.slug, p.created_at as paired_at
    from ${sql.table(pair.table)} p
    join users u on u.id = ${other}
    where ${sql.ref(`p.${pair.owner}`)} = ${ownerId} ${afterCursor}
    order by p.created_at desc, ${other} desc
    limit ${input.limit}`.execute(db);

  return rows;
}

/** Whether the pair exists (the table's primary key). */
export async function hasPair(db: Db, pair: PairTable, ownerId: number, otherId: number): Promise<boolean> {
  const { rows } = await sql`select 1 from ${sql.table(pair.table)}
    where ${sql.ref(pair.owner)} = ${ownerId} and ${sql.ref(pair.other)} = ${otherId}`.execute(db);

  return rows.length > 0;
}
