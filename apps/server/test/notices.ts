import type { Db } from '../src/platform/db/db';

const noticeQuery = (db: Db, userId: number, kind?: string) =>
  db
    .selectFrom('notifications')
    .selectAll()
    .where('userId', '=', userId)
    .$if(kind !== undefined, (q) => q.where('kind', '=', kind!))
    .orderBy('id');

/** The notices to this user (of this kind, when given), oldest first, every column. */
export const noticesOf = (db: Db, userId: number, kind?: string) => noticeQuery(db, userId, kind).execute();

/** The user's first notice (of this kind, when given); throws when there is none. */
export const noticeOf = (db: Db, userId: number, kind?: string) =>
  noticeQuery(db, userId, kind).executeTakeFirstOrThrow();
