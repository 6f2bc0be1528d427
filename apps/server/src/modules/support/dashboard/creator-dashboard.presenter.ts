import type { ApplicationStatus, Dashboard } from '@frog/contracts';
import { displayYuan } from '../../../platform/lib/money';

export type CreatorStats = {
  postCount: number;
  followerCount: number;
  supporterCount: number;
  /** Booked this month (Asia/Shanghai); negative when refunds outweigh income. */
  monthIncomeFen: number;
};

/** The creation centre: a creator's numbers, or for anyone else the latest application's status. */
export function presentDashboard(
  stats: CreatorStats | null,
  applicationStatus: ApplicationStatus | null,
): Dashboard {
  if (!stats) return { isCreator: false, stats: null, applicationStatus };
  const { monthIncomeFen } = stats;

  return {
    isCreator: true,
    stats: {
      ...stats,
      monthIncome: displayYuan(monthIncomeFen),
    },
    applicationStatus: null,
  };
}
