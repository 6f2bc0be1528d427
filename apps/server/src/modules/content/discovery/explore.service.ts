import {
  type CategoryCreatorPage,
  type CreatorCategory,
  creatorCategories,
  creatorCategoryText,
  EXPLORE_SECTION_SIZE,
  type ExplorePage,
} from '@frog/contracts';
import type { Db } from '../../../platform/db/db';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { findCreatorCards, listCategoryCreatorCards, listNewCreatorCards } from '../../identity';
import { presentExploreCreator } from './explore-creator.presenter';
import { listWeekSupportTop } from './week-support.repository';

// 发现's answers: public creator cards only (no post, so nothing behind a paywall can be in them).

/** The week's top rows read: enough to fill the section after leaving out creators banned since. */
const WEEK_ROWS_READ = EXPLORE_SECTION_SIZE * 3;

/** The explore page: every category, the newest creators and this week's most supported. */
export async function getExplorePage(db: Db, viewer: UserRow | null): Promise<ExplorePage> {
  const viewerId = viewer?.id ?? null;
  const [newest, week] = await Promise.all([
    listNewCreatorCards(db, EXPLORE_SECTION_SIZE, viewerId),
    listWeekSupportTop(db, WEEK_ROWS_READ),
  ]);
  const cards = await findCreatorCards(
    db,
    week.map((row) => row.creatorId),
    viewerId,
  );
  const weeklyTop = week
    .flatMap((row) => {
      const card = cards.get(row.creatorId);

      return card
        ? [{ ...presentExploreCreator(card, viewerId), weekSupporterCount: row.supporterCount }]
        : [];
    })
    .slice(0, EXPLORE_SECTION_SIZE);

  return {
    categories: creatorCategories.map((key) => ({ key, label: creatorCategoryText[key] })),
    newCreators: newest.map((row) => presentExploreCreator(row, viewerId)),
    weeklyTop,
    weeklyRefreshedAt: week[0]?.refreshedAt.toISOString() ?? null,
  };
}

/** `followers-id` of a category page's last card; the contract checked its shape. */
function readCursor(cursor: string | undefined) {
  if (cursor === undefined) return undefined;
  const [followers, id] = cursor.split('-').map(Number);
  if (!Number.isSafeInteger(followers) || !Number.isSafeInteger(id))
    throw AppError.badRequest('分页游标格式不正确');

  return { followers: followers as number, id: id as number };
}

/** A category's creators, most followed first, a cursor page at a time. */
export async function listCategoryCreators(
  db: Db,
  viewer: UserRow | null,
  params: { category: CreatorCategory; cursor?: string | undefined; pageSize: number },
): Promise<CategoryCreatorPage> {
  const viewerId = viewer?.id ?? null;
  const rows = await listCategoryCreatorCards(db, {
    category: params.category,
    after: readCursor(params.cursor),
    limit: params.pageSize + 1,
    viewerId,
  });
  const page = rows.slice(0, params.pageSize);
  const last = page.at(-1);

  return {
    list: page.map((row) => presentExploreCreator(row, viewerId)),
    nextCursor: rows.length > params.pageSize && last ? `${Number(last.followerCount)}-${last.id}` : null,
  };
}
