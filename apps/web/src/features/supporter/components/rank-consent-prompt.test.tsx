import { supporterEndpoints } from '@frog/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiMock, expectSent } from '@/testing/api-mock';
import { renderInApp } from '@/testing/render-route';
import { RankConsentPrompt } from './rank-consent-prompt';

vi.mock('@/lib/api-client', () => import('@/testing/api-mock').then((m) => m.mockedApiClient()));

const privacy = (over: { rankAsked?: boolean; hasSupported?: boolean }) => ({
  anonymous: false,
  showOnRank: false,
  rankAsked: false,
  hasSupported: true,
  ...over,
});

beforeEach(() => localStorage.setItem('userInfo', JSON.stringify({ id: '7', nickname: '小绿' })));
afterEach(() => {
  apiMock.mockReset();
  localStorage.clear();
});

describe('RankConsentPrompt', () => {
  it('asks a supporter who has not answered, sends the answer and goes away', async () => {
    apiMock.mockImplementation(async (path: string) =>
      path === supporterEndpoints.privacy.path ? privacy({}) : { showOnRank: true, rankAsked: true },
    );
    renderInApp(<RankConsentPrompt />);

    expect(await screen.findByText('要在创作者的充电榜上显示你吗？')).toBeTruthy();
    expect(screen.getByText('充电榜只显示自愿上榜的支持者，按开始支持的先后排序，不显示金额。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '在充电榜显示我' }));
    await expectSent(supporterEndpoints.setRankConsent.path, { show: 'true' });
    await vi.waitFor(() => expect(screen.queryByText('要在创作者的充电榜上显示你吗？')).toBeNull());
  });

  it('asks nobody who answered already or has not supported yet', async () => {
    for (const over of [{ rankAsked: true }, { hasSupported: false }] as const) {
      apiMock.mockReset();
      apiMock.mockResolvedValue(privacy(over));
      const { unmount } = renderInApp(<RankConsentPrompt />);
      await vi.waitFor(() =>
        expect(apiMock).toHaveBeenCalledWith(supporterEndpoints.privacy.path, undefined),
      );
      expect(screen.queryByText('要在创作者的充电榜上显示你吗？')).toBeNull();
      unmount();
    }
  });
});
