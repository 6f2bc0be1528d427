import { describe, expect, it } from 'vitest';
import { presentDashboard } from './creator-dashboard.presenter';

describe('dashboard presenter', () => {
  it('shows a creator the numbers with the month income in yuan, also below zero', () => {
    const stats = { postCount: 3, followerCount: 2, supporterCount: 1, monthIncomeFen: -1230 };
    expect(presentDashboard(stats, null)).toEqual({
      isCreator: true,
      stats: { ...stats, monthIncome: '-12.30' },
      applicationStatus: null,
    });
    expect(presentDashboard({ ...stats, monthIncomeFen: 5 }, null).stats?.monthIncome).toBe('0.05');
  });

  it('shows anyone else only the latest application status', () => {
    expect(presentDashboard(null, 'pending')).toEqual({
      isCreator: false,
      stats: null,
      applicationStatus: 'pending',
    });
  });
});
