import { type SqlBool, sql } from 'kysely';
import { banInForce } from '../../identity';
import type { Db } from '../../../platform/db/db';

// No finder of a post by id alone here: posts are read through `visiblePostsFor` (post.repository).

export async function hasPostUnlock(db: Db, userId: number, postId: number): Promise<boolean> {
  const row = await db
    .selectFrom('postUnlocks')
    .select('id')
    .where('userId', '=', userId)
    .where('postId', '=', postId)
    .executeTakeFirst();

  return row !== undefined;
}

export type CreatorBrief = { id: number; nickname: string; avatarUrl: string | null };

/**
 * A creator's public name and avatar, for a new order to them; undefined when the user is not a
 * creator or is banned (a banned account takes no new money, whatever its old links say).
 */
export function findCreatorBrief(db: Db, id: number): Promise<CreatorBrief | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'nickname', 'avatarUrl'])
    .where('id', '=', id)
    .where('isCreator', '=', true)
    .where(sql<SqlBool>`not ${banInForce('users')}`)
    .executeTakeFirst();
}
