import type { AdminUser } from '@frog/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render-route';
import { UserCard } from './user-card';
import { apiMock as api, expectSent } from '@/testing/api-mock';

vi.mock('@/lib/api-client', () => import('@/testing/api-mock').then((m) => m.mockedApiClient()));

const user: AdminUser = {
  id: 7,
  nickname: '刷屏的蛙',
  slug: 'frog-7',
  phone: '138****0007',
  avatarUrl: null,
  isCreator: false,
  isOperator: false,
  createdAt: '2026-11-20T07:00:00.000Z',
  ban: null,
  mute: null,
  credit: { points: 3, reviewAll: true },
  abilities: { ban: true, unban: false, warn: true, mute: true, unmute: false },
};

afterEach(() => api.mockReset());

/** Types the reason into the open dialog and presses its button. */
async function confirmWith(label: string, reason: string, ok: string) {
  fireEvent.change(await screen.findByLabelText(label), { target: { value: reason } });
  fireEvent.click(screen.getByRole('button', { name: ok }));
}

describe('UserCard', () => {
  it('shows account credit, and mutes for the days chosen with the reason', async () => {
    api.mockResolvedValue({ ...user, mute: { until: '2026-12-01T07:00:00.000Z', reason: '刷屏', by: null } });
    renderInApp(<UserCard user={user} />);
    expect(screen.getByText('近 90 天 3 分，发布内容先审后发')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '禁 言' }));
    fireEvent.click(await screen.findByText('3 天'));
    fireEvent.click(screen.getByRole('button', { name: '确认禁言' }));
    expect(await screen.findByText('请填写禁言原因')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();

    await confirmWith('禁言原因', ' 多次刷屏 ', '确认禁言');
    await expectSent('/api/admin/user-mute', { userId: '7', days: '3', reason: '多次刷屏' });
  });

  it('says who muted a user and until when, and offers 解除禁言', () => {
    renderInApp(
      <UserCard
        user={{
          ...user,
          mute: { until: '2026-12-01T07:00:00.000Z', reason: '近 90 天违规记录过多（账号信用）', by: null },
          abilities: { ...user.abilities, mute: false, unmute: true },
        }}
      />,
    );
    expect(screen.getByText('禁言中')).toBeTruthy();
    expect(screen.getByText(/账号信用自动禁言至 2026-12-01 15:00/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '解除禁言' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '禁 言' })).toBeNull();
  });

  it('bans for the days chosen, 30 by default, and says until when and by whom', async () => {
    api.mockResolvedValue(user);
    renderInApp(<UserCard user={user} />);
    fireEvent.click(screen.getByRole('button', { name: '封 禁' }));
    await confirmWith('封禁原因', '多次发布引流广告', '确认封禁');
    await expectSent('/api/admin/user-ban', { userId: '7', days: '30', reason: '多次发布引流广告' });
  });

  it('tells an automatic ban with its end from an operator’s ban until lifted', () => {
    const banned = (ban: AdminUser['ban']) => ({
      ...user,
      ban,
      abilities: { ...user.abilities, ban: false, unban: true, warn: false, mute: false },
    });
    const { unmount } = renderInApp(
      <UserCard
        user={banned({
          reason: '近 90 天违规记录过多（账号信用）',
          at: '2026-11-20T07:00:00.000Z',
          by: null,
          until: '2026-12-20T07:00:00.000Z',
        })}
      />,
    );
    expect(screen.getByText(/账号信用自动于 2026-11-20 15:00 封禁至 2026-12-20 15:00/)).toBeTruthy();
    unmount();
    renderInApp(
      <UserCard
        user={banned({
          reason: '冒充他人',
          at: '2026-11-20T07:00:00.000Z',
          by: { id: 1, nickname: '运营蛙' },
          until: null,
        })}
      />,
    );
    expect(screen.getByText(/运营蛙于 2026-11-20 15:00 封禁（直至解除）：冒充他人/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '解除封禁' })).toBeTruthy();
  });
});
