import type { Dashboard } from '@frog/contracts';
import type { UserRow } from '../../../platform/db/types';
import { presentDashboard } from './creator-dashboard.presenter';
import { findLatestApplication, countFollowers } from '../../identity';
import { countPublishedPosts, countSupporters, sumMonthIncome } from './creator-stats.repository';
import type { Db } from '../../../platform/db/db';

/** The creation centre's numbers; a non-creator gets none, only their application status. */
export async function getDashboard(db: Db, viewer: UserRow): Promise<Dashboard> {
  if (!viewer.isCreator) {
    const latest = await findLatestApplication(db, viewer.id);

    return presentDashboard(null, latest?.status ?? null);
  }
  const [postCount, followerCount, supporterCount, monthIncomeFen] = await Promise.all([
    countPublishedPosts(db, viewer.id),
    countFollowers(db, viewer.id),
    countSupporters(db, viewer.id),
    sumMonthIncome(db, viewer.id),
  ]);

  return presentDashboard({ postCount, followerCount, supporterCount, monthIncomeFen }, null);
}
