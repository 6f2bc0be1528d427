import type { CreatorCategory } from '@frog/contracts';
import type { Db } from '../../../platform/db/db';
import type { UserRow } from '../../../platform/db/types';
import { updateUser } from '../users/user.repository';

/** Each change rewrites the copy on the creator's posts: a few an hour is plenty. */
export const CATEGORY_CHANGES_PER_HOUR = 20;

/** The creator's own category; every creator has one (the migration's trigger), 其他 at worst. */
export const getCreatorCategory = async (viewer: UserRow) => ({
  category: viewer.creatorCategory ?? ('other' as const),
});

/**
 * Moves the creator to another category: 发现 and the search filter list them (and, through a
 * trigger copying it onto their posts, their posts) there from this commit on.
 */
export async function updateCreatorCategory(db: Db, viewer: UserRow, category: CreatorCategory) {
  const updated = await updateUser(db, viewer.id, { creatorCategory: category });

  return { category: updated.creatorCategory ?? category };
}
