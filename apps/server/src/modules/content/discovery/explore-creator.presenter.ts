import type { ExploreCreator } from '@frog/contracts';
import { type CreatorCardRow, presentUserCard } from '../../identity';

/** A creator on 发现: the public user card and their category (其他 if they never chose). */
export const presentExploreCreator = (row: CreatorCardRow, viewerId: number | null): ExploreCreator => ({
  ...presentUserCard(row, viewerId),
  category: row.creatorCategory ?? 'other',
});
