import type { AdminFlag, ProviderEvent } from '@frog/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render-route';
import { consoleOrder, money } from '@/testing/sample-data';
import { FlagCard } from './flag-card';
import { apiMock as api, expectSent } from '@/testing/api-mock';

vi.mock('@/lib/api-client', () => import('@/testing/api-mock').then((m) => m.mockedApiClient()));

const order = consoleOrder({
  kind: 'tip',
  itemText: '打赏',
  postId: null,
  amount: money(666),
  refundable: money(666),
  paidAt: '2026-11-22T07:20:00.000Z',
});
const event: ProviderEvent = {
  id: 41,
  source: 'notify',
  outcome: 'unknown_payment',
  verified: true,
  raw: '{"req_seq_id":"PX","trans_amt":"1.00"}',
  createdAt: '2026-11-22T08:00:00.000Z',
  appliedAt: null,
};

function renderCard(flag: AdminFlag) {
  const onOpenOrder = vi.fn();
  renderInApp(<FlagCard flag={flag} onOpenOrder={onOpenOrder} />);

  return { onOpenOrder };
}

afterEach(() => api.mockReset());

describe('FlagCard', () => {
  it('an open flagged order: what is wrong, the raw mark, and 标记已处理 with a note', async () => {
    api.mockResolvedValue({});
    const flag: AdminFlag = {
      source: 'order',
      key: order.orderNo,
      order,
      flag: {
        kind: 'late_paid',
        text: '订单过期后才支付成功',
        raw: 'late_paid',
        flaggedAt: order.paidAt!,
        resolution: null,
      },
      abilities: { refund: true, resolve: true },
    };
    const { onOpenOrder } = renderCard(flag);
    expect(screen.getByText('超时后支付成功')).toBeTruthy();
    expect(screen.getByText('late_paid')).toBeTruthy();
    expect(screen.getByText('待处理')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '订单详情' }));
    expect(onOpenOrder).toHaveBeenCalledWith(order.orderNo);

    fireEvent.click(screen.getByRole('button', { name: '标记已处理' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('处理说明'), {
      target: { value: '已核对，买家确认要这笔' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '标记已处理' }));
    await expectSent('/api/admin/flag-resolve', {
      orderNo: order.orderNo,
      note: '已核对，买家确认要这笔',
    });
  });

  it('a resolved unknown payment says who resolved it and offers nothing more', () => {
    const flag: AdminFlag = {
      source: 'unknown_payment',
      key: '41',
      event,
      text: '收到未知支付单的支付成功通知',
      resolution: {
        at: '2026-11-22T09:00:00.000Z',
        by: { id: 1, nickname: '运营小蛙' },
        note: '渠道测试单',
        refundNo: null,
      },
      abilities: { refund: false, resolve: false },
    };
    renderCard(flag);
    expect(screen.getByText('未知支付通知')).toBeTruthy();
    expect(screen.getByTestId('flag-resolution').textContent).toBe(
      '运营小蛙 于 2026-11-22 17:00 处理：渠道测试单',
    );
    expect(screen.getByText('未知支付（unknown_payment）')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '标记已处理' })).toBeNull();
  });
});
