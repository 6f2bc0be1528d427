import type { CreatorCategory } from '@frog/contracts';
import { sql } from 'kysely';
import type { Db } from '../../../platform/db/db';
import { selectUserCards, type UserCardRow } from '../users/user-card.repository';
import { listedCreatorScope } from './listed-creator.policy';

// The creator lists of 发现, each one ordered range of a partial index on users (migration add-discovery).

export type CreatorCardRow = UserCardRow & { creatorCategory: CreatorCategory | null };

/** Where a category page stopped: the last card's follower count and id. */
export type FollowerKeyset = { followers: number; id: number };

const cards = (db: Db, viewerId: number | null) =>
  selectUserCards(db, viewerId).select('u.creatorCategory').where(listedCreatorScope);

/**
 * A category's creators, most followed first (newest account first among equals), after `after`:
 * one range of users_category_creators_idx from the keyset on, stopping after `limit` (banned ones
 * are skipped as they come; they are few).
 */
export function listCategoryCreatorCards(
  db: Db,
  input: {
    category: CreatorCategory;
    after: FollowerKeyset | undefined;
    limit: number;
    viewerId: number | null;
  },
): Promise<CreatorCardRow[]> {
  const { after } = input;

  return cards(db, input.viewerId)
    .where('u.creatorCategory', '=', input.category)
    .where((eb) =>
      after ? eb(sql`(u.follower_count, u.id)`, '<', sql`(${after.followers}, ${after.id})`) : eb.lit(true),
    )
    .orderBy('u.followerCount', 'desc')
    .orderBy('u.id', 'desc')
    .limit(input.limit)
    .execute();
}

/** The newest creators (when they became one): users_new_creators_idx, newest first. */
export function listNewCreatorCards(
  db: Db,
  limit: number,
  viewerId: number | null,
): Promise<CreatorCardRow[]> {
  return cards(db, viewerId).orderBy('u.creatorSince', 'desc').orderBy('u.id', 'desc').limit(limit).execute();
}

/** These users' cards, those still listed creators, by id (any order). */
export async function findCreatorCards(
  db: Db,
  ids: number[],
  viewerId: number | null,
): Promise<Map<number, CreatorCardRow>> {
  if (ids.length === 0) return new Map();
  const rows = await cards(db, viewerId).where('u.id', 'in', ids).execute();

  return new Map(rows.map((row) => [row.id, row]));
}
