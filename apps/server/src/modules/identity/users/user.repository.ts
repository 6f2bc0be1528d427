import { sql } from 'kysely';
import type { Db } from '../../../platform/db/db';
import { updateRowById } from '../../../platform/db/update-row';
import type { NewUser, UserRow, UserUpdate } from '../../../platform/db/types';

/** Columns anyone may see: never the phone or the password hash. */
const publicColumns = ['id', 'nickname', 'avatarUrl', 'bio', 'slug', 'isCreator'] as const;
export type PublicUserRow = Pick<UserRow, (typeof publicColumns)[number]>;

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
}

export function findUserBySlug(db: Db, slug: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('slug', '=', slug).executeTakeFirst();
}

/**
 * A creator or operator whose nickname is `nickname` (case-insensitively; users_nickname_lower_idx),
 * other than `exceptId`: the names nobody else may take (modules/identity/users/nickname.policy.ts).
 */
export function findPublicFigureByNickname(db: Db, nickname: string, exceptId: number) {
  return db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(nickname)`, '=', nickname.toLowerCase())
    .where((eb) => eb.or([eb('isCreator', '=', true), eb('isOperator', '=', true)]))
    .where('id', '<>', exceptId)
    .executeTakeFirst();
}

/** Inserts a user unless the phone exists; answers the new row or undefined. */
export function insertUserIfPhoneFree(db: Db, user: NewUser): Promise<UserRow | undefined> {
  return db
    .insertInto('users')
    .values(user)
    .onConflict((oc) => oc.column('phone').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

export function updateUser(db: Db, id: number, changes: UserUpdate): Promise<UserRow> {
  return updateRowById(db, 'users', id, changes);
}

/** Creators with a nickname, oldest first: the promotion page's showcase. */
export function listFeaturedCreators(db: Db, limit: number): Promise<PublicUserRow[]> {
  return db
    .selectFrom('users')
    .select(publicColumns)
    .where('isCreator', '=', true)
    .where('nickname', '<>', '')
    .orderBy('id')
    .limit(limit)
    .execute();
}
