import { type ExpressionBuilder, expressionBuilder, sql } from 'kysely';
import type { DB, UsersTable } from '../../../platform/db/types';
import { type CreatorCategory, SEARCH_RESULT_CAP } from '@frog/contracts';
import { containsKeyword, searchCounts, toSearchPage } from '../../../platform/db/text-search';
import type { Db } from '../../../platform/db/db';

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

/** The card columns a user row carries itself (`users as u`, or a CTE of them aliased `u`). */
const OWN_CARD_COLUMNS = [
  'u.id',
  'u.nickname',
  'u.avatarUrl',
  'u.bio',
  'u.slug',
  'u.isCreator',
  'u.followerCount',
] as const;

/**
 * `users as u` with the card columns. Never selects the phone or the password hash, so a list
 * built on it cannot leak them.
 */
export function selectUserCards(db: Db, viewerId: number | null) {
  return db.selectFrom('users as u').select(OWN_CARD_COLUMNS).select(isFollowingColumn(viewerId));
}

/** Whether the viewer follows `u` (never, for a visitor): one primary-key lookup per row. */
function isFollowingColumn(viewerId: number | null) {
  if (viewerId === null) return sql<boolean>`false`.as('isFollowing');
  const eb = expressionBuilder<DB, never>();

  return eb
    .exists(
      eb
        .selectFrom('follows')
        .select(sql`1`.as('one'))
        .where('follows.followeeId', '=', sql.ref<number>('u.id'))
        .where('follows.followerId', '=', viewerId),
    )
    .as('isFollowing');
}

/**
 * What public user search matches: a nickname, slug or bio containing the keyword (case-insensitive,
 * literal, through the search indexes). Users without a nickname yet and operators never appear.
 */
const matchesKeyword = (keyword: string) => (eb: ExpressionBuilder<DB & { u: UsersTable }, 'u'>) =>
  eb.and([
    eb('u.nickname', '<>', ''),
    eb('u.isOperator', '=', false),
    containsKeyword(['u.nickname', 'u.slug', 'u.bio'], keyword),
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
  input: {
    keyword: string;
    viewerId: number | null;
    page: number;
    pageSize: number;
    category?: CreatorCategory | undefined;
  },
): Promise<{ rows: UserCardRow[]; total: number; more: boolean }> {
  const lowered = input.keyword.toLowerCase();
  const { category } = input;
  // The search's category filter: only creators of that category (users_category_creators_idx).
  const inCategory = (eb: ExpressionBuilder<DB & { u: UsersTable }, 'u'>) =>
    category === undefined
      ? eb.lit(true)
      : eb.and([eb('u.isCreator', '=', true), eb('u.creatorCategory', '=', category)]);
  // Each CTE carries the card columns it read with the match, so the page is sorted from them
  // without reading the users again (a join back by id made PostgreSQL hash all users at ~10,000).
  const query = db
    .with('matched', (qc) =>
      qc
        .selectFrom('users as u')
        .select(OWN_CARD_COLUMNS)
        .where(matchesKeyword(input.keyword))
        .where(inCategory)
        .orderBy('u.isCreator', 'desc')
        .orderBy('u.followerCount', 'desc')
        .orderBy('u.id')
        .limit(SEARCH_RESULT_CAP + 1),
    )
    .with('exact', (qc) =>
      qc
        .selectFrom('users as u')
        .select(OWN_CARD_COLUMNS)
        .where(sql`lower(u.nickname)`, '=', lowered)
        .where('u.isOperator', '=', false)
        .where(inCategory)
        .limit(EXACT_NICKNAMES),
    )
    .with('ranked', (qc) =>
      qc
        .selectFrom((sub) => sub.selectFrom('matched').selectAll().limit(SEARCH_RESULT_CAP).as('top'))
        .selectAll()
        .union(qc.selectFrom('exact').selectAll()),
    );
  const rows = await query
    .selectFrom('ranked as u')
    .selectAll('u')
    .select(isFollowingColumn(input.viewerId))
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
