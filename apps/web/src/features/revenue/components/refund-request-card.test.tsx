import type { CreatorRefundRequest } from '@frog/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '@/lib/request';
import { apiMock as api, expectSent } from '@/testing/api-mock';
import { renderInApp } from '@/testing/render-route';
import { money, refundRequest } from '@/testing/sample-data';
import { RefundRequestCard } from './refund-request-card';

vi.mock('@/lib/api-client', () => import('@/testing/api-mock').then((m) => m.mockedApiClient()));

const open: CreatorRefundRequest = {
  ...refundRequest({ id: 3, reason: 'mistaken', detail: '点错了' }),
  order: {
    orderNo: 'T42',
    kind: 'post',
    description: '解锁《橘猫邮差》',
    amount: money(990),
    refundable: money(990),
    paidAt: '2026-12-01T03:00:00.000Z',
  },
  buyer: { id: 2, nickname: '小绿', avatarUrl: null, anonymous: false },
  abilities: { grant: true, refuse: true },
};

afterEach(() => api.mockReset());

describe('RefundRequestCard (收益管理)', () => {
  it('shows who asked, why and by when; 同意退款 asks first, then sends the grant', async () => {
    api.mockResolvedValue({ ...open, status: 'refunded' });
    renderInApp(<RefundRequestCard request={open} />);
    expect(screen.getByText('原因：误操作，不小心付款；点错了')).toBeTruthy();
    expect(screen.getByText('申请于 2026-12-01 12:00，请在 2026-12-04 12:00 前处理')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '同意退款' }));
    expect((await screen.findAllByText('同意退款 ¥9.90？')).length).toBeGreaterThan(0);
    expect(api).not.toHaveBeenCalled();
    const confirm = screen.getAllByRole('button', { name: '同意退款' }).at(-1)!;
    fireEvent.click(confirm);
    await expectSent('/api/refund-request/grant', { id: '3' });
  });

  it('拒绝 needs a reason, sends it trimmed, and shows a refusal in the dialog', async () => {
    api.mockRejectedValue(new RequestError('该退款申请已是「已退款」，请刷新后查看', 409));
    renderInApp(<RefundRequestCard request={open} />);
    fireEvent.click(screen.getByRole('button', { name: /^拒\s?绝$/ }));
    fireEvent.click(await screen.findByRole('button', { name: '拒绝申请' }));
    expect(await screen.findByText('请填写拒绝原因')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('拒绝原因'), { target: { value: ' 内容已完整查看 ' } });
    fireEvent.click(screen.getByRole('button', { name: '拒绝申请' }));
    await expectSent('/api/refund-request/refuse', { id: '3', reason: '内容已完整查看' });
    expect(await screen.findByText('该退款申请已是「已退款」，请刷新后查看')).toBeTruthy();
  });

  it('a decided request shows its outcome and no buttons', async () => {
    renderInApp(
      <RefundRequestCard
        request={{
          ...open,
          status: 'refused',
          decidedBy: 'operator',
          refusal: '超出服务范围',
          decidedAt: '2026-12-02T04:00:00.000Z',
          abilities: { grant: false, refuse: false },
        }}
      />,
    );
    expect(screen.getByText('平台已拒绝：超出服务范围')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
  });
});
