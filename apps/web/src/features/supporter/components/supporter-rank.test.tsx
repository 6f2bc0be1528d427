import type { RankedSupporter } from '@frog/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render-route';
import { SupporterRank } from './supporter-rank';
import { apiMock as api } from '@/testing/api-mock';

vi.mock('@/lib/api-client', () => import('@/testing/api-mock').then((m) => m.mockedApiClient()));

const row = (rank: number, extra: Partial<RankedSupporter> = {}): RankedSupporter => ({
  rank,
  anonymous: false,
  nickname: `支持者${rank}`,
  avatarUrl: null,
  slug: `fan${rank}`,
  isSelf: false,
  ...extra,
});

afterEach(() => api.mockReset());

describe('SupporterRank', () => {
  it('shows ten rows, then all; an anonymous supporter has no link; 总榜 asks for all time', async () => {
    const list = Array.from({ length: 12 }, (_, i) =>
      i === 1
        ? row(2, {
            anonymous: true,
            nickname: '匿名支持者',
            slug: null,
            isSelf: true,
          })
        : row(i + 1),
    );
    api.mockImplementation(async (_path: string, params: { period: string }) => ({
      period: params.period,
      list: params.period === 'month' ? list : [row(1, { nickname: '老粉' })],
      total: params.period === 'month' ? 12 : 1,
    }));
    renderInApp(<SupporterRank slug="frog" />);

    const region = await screen.findByRole('region', { name: '充电榜' });
    await within(region).findByText('支持者1');
    expect(within(region).getAllByRole('listitem')).toHaveLength(10);
    const anonymous = within(region).getAllByRole('listitem')[1]!;
    expect(anonymous.textContent).toContain('匿名支持者（你）');
    expect(anonymous.textContent).not.toMatch(/¥/);
    expect(within(anonymous).queryByRole('link')).toBeNull();
    expect(
      within(region).getByText(
        '共 12 位支持者。只显示自愿上榜的支持者，按开始支持的先后排序（最早支持的在前），不按金额排序，也不显示金额；在「账号设置」可选择是否上榜、是否匿名。',
      ),
    ).toBeTruthy();

    fireEvent.click(within(region).getByRole('button', { name: '展开前 12 位' }));
    expect(within(region).getAllByRole('listitem')).toHaveLength(12);

    fireEvent.click(within(region).getByRole('tab', { name: '总榜' }));
    expect(await within(region).findByText('老粉')).toBeTruthy();
    expect(api).toHaveBeenCalledWith('/api/support/supporter-rank', { slug: 'frog', period: 'all' });
  });
});
