import { type ExpressionBuilder, sql } from 'kysely';
import type { DB, UsersTable } from '../db/types';
import { containsKeyword } from './text-search';
import type { Db } from './user.repository';

/** What a user list shows: public columns, the follower count and whether the viewer follows. */
export type UserCardRow = {
  id: number;
  nickname: string;
  avatarUrl: string | null;
  bio: string;
  slug: string;
  isCreator: boolean;
  followerCount: number;
  isFollowing: boolean | number;
};

/**
 * `users as u` with the card columns. Never selects the phone or the password hash, so a list
 * built on it cannot leak them.
 */
export function selectUserCards(db: Db, viewerId: number | null) {
  return db
    .selectFrom('users as u')
    .select((eb) => [
      'u.id',
      'u.nickname',
      'u.avatarUrl',
      'u.bio',
      'u.slug',
      'u.isCreator',
      eb
        .selectFrom('follows')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('follows.followeeId', '=', 'u.id')
        .$asScalar()
        .as('followerCount'),
      viewerId === null
        ? sql<boolean>`false`.as('isFollowing')
        : eb
            .exists(
              eb
                .selectFrom('follows')
                .select(sql`1`.as('one'))
                .whereRef('follows.followeeId', '=', 'u.id')
                .where('follows.followerId', '=', viewerId),
            )
            .as('isFollowing'),
    ]);
}

/**
 * What public user search matches: a nickname, slug or bio containing the keyword (case-insensitive,
 * literal, through the search indexes). Users without a nickname yet and operators never appear.
 */
const matchesKeyword = (keyword: string) => (eb: ExpressionBuilder<DB & { u: UsersTable }, 'u'>) =>
  eb.and([
    eb('u.nickname', '<>', ''),
    eb('u.isOperator', '=', false),
    eb.or([
      containsKeyword('u.nickname', keyword),
      containsKeyword('u.slug', keyword),
      containsKeyword('u.bio', keyword),
    ]),
  ]);

/**
 * Users found by nickname, slug or bio. Creators first, then an exact nickname, then a nickname
 * that contains the keyword (before slug- or bio-only matches), then by followers.
 */
export async function searchUserCards(
  db: Db,
  input: { keyword: string; viewerId: number | null; page: number; pageSize: number },
): Promise<{ rows: UserCardRow[]; total: number }> {
  const lowered = input.keyword.toLowerCase();
  const rows = await selectUserCards(db, input.viewerId)
    .where(matchesKeyword(input.keyword))
    .orderBy('u.isCreator', 'desc')
    .orderBy(sql`lower(u.nickname) = ${lowered}`, 'desc')
    .orderBy(sql`strpos(lower(u.nickname), ${lowered}) > 0`, 'desc')
    .orderBy('followerCount', 'desc')
    .orderBy('u.id')
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize)
    .execute();
  const { total } = await db
    .selectFrom('users as u')
    .select(sql<number>`count(*)::int`.as('total'))
    .where(matchesKeyword(input.keyword))
    .executeTakeFirstOrThrow();

  return { rows, total };
}
