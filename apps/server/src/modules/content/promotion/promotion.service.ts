import type { DataOf, promotionEndpoints } from '@frog/contracts';
import { presentPublicUser, listFeaturedCreators } from '../../identity';
import type { Db } from '../../../platform/db/db';

export const FEATURED_CREATORS_LIMIT = 8;

/** Creators to show on the promotion page: only those with a nickname, never a phone. */
export async function getFeaturedCreators(
  db: Db,
): Promise<DataOf<typeof promotionEndpoints.featuredCreators>> {
  const rows = await listFeaturedCreators(db, FEATURED_CREATORS_LIMIT);

  return { list: rows.map(presentPublicUser) };
}
