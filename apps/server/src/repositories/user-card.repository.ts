import { type ExpressionBuilder, sql } from 'kysely';
import type { DB, UsersTable } from '../db/types';
import { SEARCH_RESULT_CAP } from '@frog/contracts';
import { containsKeyword, searchCounts, toSearchPage } from './text-search';
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
  return db.selectFrom('users as u').select(userCardColumns(viewerId));
}

/** The card columns of `users as u`, for a query that joins more. */
function userCardColumns(viewerId: number | null) {
  return (eb: ExpressionBuilder<DB & { u: UsersTable }, 'u'>) =>
    [
      'u.id',
      'u.nickname',
      'u.avatarUrl',
      'u.bio',
      'u.slug',
      'u.isCreator',
      'u.followerCount',
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
    ] as const;
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

/** At most this many users whose nickname is exactly the keyword are ranked beside the most followed. */
const EXACT_NICKNAMES = 20;

/**
 * Users found by nickname, slug or bio: the SEARCH_RESULT_CAP most followed matches (creators
 * first: one ordered range of users_search_rank_idx for a common keyword, the trigram indexes for a
 * rare one) and whoever's nickname is exactly the keyword (users_nickname_lower_idx). Ranked
 * creators first, then an exact nickname, then a nickname that contains the keyword (before slug-
 * or bio-only matches), then by followers. `total` counts the ranked users; `more`: matches were left out.
 */
export async function searchUserCards(
  db: Db,
  input: { keyword: string; viewerId: number | null; page: number; pageSize: number },
): Promise<{ rows: UserCardRow[]; total: number; more: boolean }> {
  const lowered = input.keyword.toLowerCase();
  const query = db
    .with('matched', (qc) =>
      qc
        .selectFrom('users as u')
        .select('u.id')
        .where(matchesKeyword(input.keyword))
        .orderBy('u.isCreator', 'desc')
        .orderBy('u.followerCount', 'desc')
        .orderBy('u.id')
        .limit(SEARCH_RESULT_CAP + 1),
    )
    .with('exact', (qc) =>
      qc
        .selectFrom('users as u')
        .select('u.id')
        .where(sql`lower(u.nickname)`, '=', lowered)
        .where('u.isOperator', '=', false)
        .limit(EXACT_NICKNAMES),
    )
    .with('ranked', (qc) =>
      qc
        .selectFrom((sub) => sub.selectFrom('matched').select('id').limit(SEARCH_RESULT_CAP).as('top'))
        .select('top.id')
        .union(qc.selectFrom('exact').select('id')),
    );
  const rows = await query
    .selectFrom('users as u')
    .innerJoin('ranked', 'ranked.id', 'u.id')
    .select(userCardColumns(input.viewerId))
    .select(searchCounts)
    .orderBy('u.isCreator', 'desc')
    .orderBy(sql`lower(u.nickname) = ${lowered}`, 'desc')
    .orderBy(sql`strpos(lower(u.nickname), ${lowered}) > 0`, 'desc')
    .orderBy('u.followerCount', 'desc')
    .orderBy('u.id')
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize)
    .execute();

  return toSearchPage(rows, () => query.selectNoFrom(searchCounts).executeTakeFirstOrThrow());
}
