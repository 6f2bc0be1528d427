import type { ReceivedReward } from '@frog/contracts';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render-route';
import { ReceivedRewardList } from './received-reward-list';
import { RewardFormModal } from './reward-form-modal';
import { apiMock as api, expectSent } from '@/testing/api-mock';

vi.mock('@/lib/api-client', () => import('@/testing/api-mock').then((m) => m.mockedApiClient()));

function renderWith(node: ReactNode) {
  renderInApp(node, new QueryClient({ defaultOptions: { queries: { retry: false } } }));
}

afterEach(() => api.mockReset());

describe('RewardFormModal', () => {
  it('counts pasted codes the way the server will, then sends a tip reward', async () => {
    api.mockResolvedValue({ reward: {}, codesAdded: 3, codesSkipped: 0 });
    const onClose = vi.fn();
    renderWith(<RewardFormModal plans={[]} onClose={onClose} />);

    fireEvent.change(screen.getByLabelText('打赏门槛'), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('奖励名称'), { target: { value: ' 限量壁纸 ' } });
    fireEvent.change(screen.getByLabelText('给支持者的话'), { target: { value: '谢谢！' } });
    fireEvent.change(screen.getByLabelText('兑换码（可选）'), {
      target: { value: 'A-1\n A-2 \n\nA-1\nA-3' },
    });
    await waitFor(() =>
      expect(screen.getByText(/识别到/).textContent).toBe('识别到 3 个兑换码（已去掉 1 个重复）'),
    );

    fireEvent.click(screen.getByRole('button', { name: '创建奖励' }));
    await expectSent('/api/reward/create', {
      kind: 'tip',
      planId: '',
      minTipAmount: '20',
      title: '限量壁纸',
      message: '谢谢！',
      linkUrl: '',
      codes: 'A-1\n A-2 \n\nA-1\nA-3',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('refuses a link that is not http(s) before sending anything', async () => {
    renderWith(<RewardFormModal plans={[{ id: 3, name: '小蛙饭团', status: 'active' }]} onClose={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('奖励名称'), { target: { value: '感谢信' } });
    fireEvent.change(screen.getByLabelText('给支持者的话'), { target: { value: '谢谢' } });
    fireEvent.change(screen.getByLabelText('链接（可选）'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: '创建奖励' }));

    expect(await screen.findByText('链接须以 http:// 或 https:// 开头，且不能包含空格')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });
});

describe('ReceivedRewardList', () => {
  const reward: ReceivedReward = {
    id: 1,
    title: '饭团感谢信',
    message: '<img src=x onerror=alert(1)>谢谢你\n第二行',
    linkUrl: 'https://pan.example.com/s/abc',
    code: 'FROG-CODE-1',
    poolEmpty: false,
    creator: { nickname: '蛙蛙画画', avatarUrl: null, slug: 'frog' },
    order: { orderNo: 'O1', description: '支持方案「小蛙饭团」× 1个月', amount: '6.00' },
    grantedAt: '2026-11-22T08:00:00.000Z',
    seen: false,
  };

  it('shows the message as text, the code and the link, and marks the rewards seen', async () => {
    api.mockImplementation(async (path: string) =>
      path === '/api/reward/received' ? { list: [reward], total: 1, page: 1, pageSize: 20 } : { count: 1 },
    );
    renderWith(<ReceivedRewardList />);

    expect(await screen.findByText('饭团感谢信')).toBeTruthy();
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>谢谢你/)).toBeTruthy();
    expect(document.querySelector('.received-reward img')).toBeNull();
    expect(screen.getByText('FROG-CODE-1')).toBeTruthy();
    const link = screen.getByRole('link', { name: /打开链接/ });
    expect(link.getAttribute('href')).toBe('https://pan.example.com/s/abc');
    expect(link.getAttribute('rel')).toContain('noopener');
    await expectSent('/api/reward/mark-seen', undefined);
  });
});
