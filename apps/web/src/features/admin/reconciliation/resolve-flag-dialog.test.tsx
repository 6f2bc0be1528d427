import type { ReconciliationFlag } from '@frog/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '@/lib/request';
import { renderInApp } from '@/testing/render-route';
import { money } from '@/testing/sample-data';
import { ReconciliationFlagCard } from './reconciliation-flag-card';
import { apiMock as api, expectSent } from '@/testing/api-mock';

vi.mock('@/lib/api-client', () => import('@/testing/api-mock').then((m) => m.mockedApiClient()));

const openFlag: ReconciliationFlag = {
  id: 12,
  dayId: 3,
  kind: 'amount_differs',
  kindText: '金额不一致',
  entry: 'payment',
  reqSeqId: 'P20261128000101',
  hfSeqId: 'HF0001',
  receiver: null,
  bill: { amount: money(999), fee: money(5), state: 'S' },
  ours: { amount: money(888), fee: money(4), state: 'S' },
  status: 'open',
  resolution: null,
  createdAt: '2026-11-29T04:00:00.000Z',
  abilities: { resolve: true },
};

afterEach(() => api.mockReset());

/** As the app renders it: buttons read 处理, not 处 理 (theme-provider.tsx). */
const renderCard = (node: ReactNode) =>
  renderInApp(<ConfigProvider button={{ autoInsertSpace: false }}>{node}</ConfigProvider>);

async function openDialog() {
  renderCard(<ReconciliationFlagCard flag={openFlag} />);
  fireEvent.click(screen.getByRole('button', { name: '处理' }));

  return screen.findByRole('dialog');
}

describe('对账 flag card and its 处理 dialog', () => {
  it('shows the bill beside our record in yuan, the differing amount marked', () => {
    renderCard(<ReconciliationFlagCard flag={openFlag} />);
    const amountRow = screen.getByRole('row', { name: /金额/ });
    expect(within(amountRow).getByText('¥9.99')).toBeTruthy();
    expect(within(amountRow).getByText('¥8.88')).toBeTruthy();
    expect(within(amountRow).getByText('不一致')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /状态/ })).queryByText('不一致')).toBeNull();
    expect(screen.getByText('待处理')).toBeTruthy();
  });

  it('refuses to send without an action and a reason', async () => {
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: '确认处理' }));
    expect(await within(dialog).findByText('请选择处理方式')).toBeTruthy();
    expect(await within(dialog).findByText('请填写处理说明')).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText(/以我方记录为准/));
    fireEvent.change(within(dialog).getByLabelText('处理说明'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认处理' }));
    expect(await within(dialog).findByText('请填写处理说明')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  it('sends the flag, the chosen action and the trimmed reason', async () => {
    api.mockResolvedValue({ ...openFlag, status: 'resolved' });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByLabelText(/已人工更正/));
    fireEvent.change(within(dialog).getByLabelText('处理说明'), { target: { value: ' 已补记退款 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认处理' }));
    await expectSent('/api/admin/reconciliation-flag-resolve', {
      flagId: '12',
      action: 'fixed_by_hand',
      reason: '已补记退款',
    });
  });

  it('keeps the dialog open with the server’s refusal (already resolved elsewhere)', async () => {
    api.mockRejectedValue(new RequestError('该差异已处理', 409));
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByLabelText(/无需处理/));
    fireEvent.change(within(dialog).getByLabelText('处理说明'), { target: { value: '测试交易' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认处理' }));
    expect(await within(dialog).findByText('该差异已处理')).toBeTruthy();
  });

  it('a resolved flag says what was done, by whom or 系统自动, and why; no 处理', () => {
    renderCard(
      <ReconciliationFlagCard
        flag={{
          ...openFlag,
          status: 'resolved',
          abilities: { resolve: false },
          resolution: {
            action: 'late_applied',
            text: '通知迟到，已自动核对',
            by: null,
            note: '支付结果已按通知记入',
            at: '2026-11-29T05:00:00.000Z',
          },
        }}
      />,
    );
    expect(screen.getByTestId('recon-resolution').textContent).toBe(
      '通知迟到，已自动核对 · 系统自动 于 2026-11-29 13:00：支付结果已按通知记入',
    );
    expect(screen.queryByRole('button', { name: '处理' })).toBeNull();
  });
});
