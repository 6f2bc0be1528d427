import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { RequestError } from '@/lib/request';
import { consoleOrder } from '@/testing/sample-data';
import { RefundDialog } from './refund-dialog';

const order = consoleOrder();

function renderDialog(onSubmit: (input: { amount: string; reason: string }) => Promise<unknown>) {
  const onClose = vi.fn();
  render(
    <App>
      <RefundDialog open order={order} title="投诉 #1 退款" onSubmit={onSubmit} onClose={onClose} />
    </App>,
  );

  return { onClose };
}

describe('RefundDialog', () => {
  it('a partial refund: checks the amount against what is left, says what happens, then sends yuan', async () => {
    const onSubmit = vi.fn().mockResolvedValue({});
    const { onClose } = renderDialog(onSubmit);
    fireEvent.click(screen.getByLabelText('部分退款'));
    fireEvent.change(await screen.findByLabelText('退款金额（元）'), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('退款原因'), { target: { value: '  买家重复下单 ' } });
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('退款金额不能超过 ¥9.90')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('退款金额（元）'), { target: { value: '3.5' } });
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('确认退款 ¥3.50')).toBeTruthy();
    expect(
      screen.getByText('订单将变为「部分退款」（累计退款 ¥3.50，剩余可退 ¥6.40），买家已购内容保留。'),
    ).toBeTruthy();
    expect(screen.getByText('退款原因：买家重复下单')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: '确认退款' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ amount: '3.50', reason: '买家重复下单' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('a full refund sends everything left; a refusal is shown and the dialog stays', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new RequestError('订单已全额退款', 409));
    const { onClose } = renderDialog(onSubmit);
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请填写退款原因')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('退款原因'), { target: { value: '作品与描述不符' } });
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('买家将失去「夏日插画合集」的解锁，作品重新锁定。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确认退款' }));

    expect(await screen.findByText('订单已全额退款')).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledWith({ amount: '9.90', reason: '作品与描述不符' });
    expect(onClose).not.toHaveBeenCalled();
  });
});
