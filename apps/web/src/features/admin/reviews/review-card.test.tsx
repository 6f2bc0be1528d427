import type { ReviewQueueItem } from '@frog/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render-route';
import { ReviewCard } from './review-card';
import { apiMock as api, expectSent } from '@/testing/api-mock';

vi.mock('@/lib/api-client', () => import('@/testing/api-mock').then((m) => m.mockedApiClient()));

const item: ReviewQueueItem = {
  id: 9,
  realName: '张小蛙',
  idNumberMasked: '1101**********4477',
  contact: 'frog@example.com',
  introduction: '',
  category: 'illustration',
  status: 'pending',
  rejectReason: null,
  createdAt: '2026-11-21T07:00:00.000Z',
  reviewedAt: null,
  applicant: { id: 5, nickname: '申请的小蛙', avatarUrl: null, slug: 'frog-new' },
};

function renderCard() {
  renderInApp(<ReviewCard item={item} />);
}

afterEach(() => api.mockReset());

describe('ReviewCard', () => {
  it('will not reject without a reason, then sends the trimmed reason', async () => {
    api.mockResolvedValue({ ...item, status: 'rejected' });
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: '驳 回' }));
    fireEvent.click(screen.getByRole('button', { name: '确认驳回' }));

    expect(await screen.findByText('请填写驳回理由')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('驳回理由'), { target: { value: '  请补充作品链接 ' } });
    fireEvent.click(screen.getByRole('button', { name: '确认驳回' }));
    await expectSent('/api/admin/review-application', {
      id: '9',
      action: 'reject',
      reason: '请补充作品链接',
    });
  });

  it('approves only after the confirmation', async () => {
    api.mockResolvedValue({ ...item, status: 'approved' });
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: '通 过' }));
    expect((await screen.findAllByText(/通过「申请的小蛙」的创作者申请/)).length).toBeGreaterThan(0);
    expect(api).not.toHaveBeenCalled();

    const dialog = await screen.findByRole('dialog');
    fireEvent.click(
      Array.from(dialog.querySelectorAll('button')).find(
        (b) => b.textContent?.replace(/\s/g, '') === '通过',
      )!,
    );
    await expectSent('/api/admin/review-application', {
      id: '9',
      action: 'approve',
      reason: '',
    });
  });
});
