import type { ExpressionBuilder } from 'kysely';
import type { DB } from '../../../platform/db/types';
import { containsKeyword } from '../../../platform/db/text-search';
import type { Db } from '../../../platform/db/db';
import { readCountedPage } from '../../../platform/db/paging';

// Users as the console finds them and as an operator's action locks them.

type UsersEb = ExpressionBuilder<DB, 'users'>;

/** Id, phone or profile address exactly (unique indexes), or nickname containing (search index). */
const matchesKeyword = (keyword: string) => (eb: UsersEb) =>
  eb.or([
    ...(/^\d{1,9}$/.test(keyword) ? [eb('users.id', '=', Number(keyword))] : []),
    ...(/^\d{11}$/.test(keyword) ? [eb('users.phone', '=', keyword)] : []),
    eb('users.slug', '=', keyword.toLowerCase()),
    containsKeyword('users.nickname', keyword),
  ]);

const adminUserQuery = (db: Db) =>
  db
    .selectFrom('users')
    .leftJoin('users as b', 'b.id', 'users.bannedBy')
    .leftJoin('users as m', 'm.id', 'users.mutedBy')
    .select([
      'users.id',
      'users.nickname',
      'users.slug',
      'users.phone',
      'users.avatarUrl',
      'users.isCreator',
      'users.isOperator',
      'users.createdAt',
      'users.bannedAt',
      'users.banReason',
      'users.bannedBy',
      'users.bannedUntil',
      'b.nickname as bannedByNickname',
      'users.mutedUntil',
      'users.muteReason',
      'users.mutedBy',
      'm.nickname as mutedByNickname',
    ]);

export type AdminUserRow = Awaited<ReturnType<ReturnType<typeof adminUserQuery>['execute']>>[number];

export async function searchAdminUsers(
  db: Db,
  params: { keyword: string; page: number; pageSize: number },
): Promise<{ rows: AdminUserRow[]; total: number }> {
  return readCountedPage(
    adminUserQuery(db).where(matchesKeyword(params.keyword)).orderBy('users.id', 'desc'),
    db.selectFrom('users').where(matchesKeyword(params.keyword)),
    params,
  );
}

/** Users matched by the console's order search (at most 50: a keyword naming more is too vague). */
export async function findUserIdsByKeyword(db: Db, keyword: string): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('users.id')
    .where(matchesKeyword(keyword))
    .orderBy('users.id', 'desc')
    .limit(50)
    .execute();

  return rows.map((r) => r.id);
}

export function findAdminUser(db: Db, id: number): Promise<AdminUserRow | undefined> {
  return adminUserQuery(db).where('users.id', '=', id).executeTakeFirst();
}

/** The user an operator bans, mutes or warns, locked for the action. */
export function lockUserForAction(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'isOperator', 'bannedAt', 'banReason', 'bannedUntil', 'mutedUntil', 'muteReason'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}
