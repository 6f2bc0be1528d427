import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '@/lib/request';
import { apiMock as api, expectSent } from '@/testing/api-mock';
import { renderInApp } from '@/testing/render-route';
import { OrderThanksReply } from './order-thanks-reply';

vi.mock('@/lib/api-client', () => import('@/testing/api-mock').then((m) => m.mockedApiClient()));

const buyer = { id: 5, nickname: '青蛙王子', avatarUrl: null, anonymous: false };
const order = { orderNo: 'T42', buyer, thanks: null };

afterEach(() => api.mockReset());

describe('OrderThanksReply (收益管理 › 订单明细)', () => {
  it('opens in place, refuses a blank reply in Chinese, then sends the trimmed text', async () => {
    api.mockResolvedValue({ text: '谢谢你的支持！', at: '2026-12-02T08:00:00.000Z' });
    renderInApp(<OrderThanksReply order={order} />);
    fireEvent.click(screen.getByRole('button', { name: /感谢回复/ }));
    fireEvent.click(screen.getByRole('button', { name: '发送回复' }));
    expect(screen.getByRole('alert').textContent).toBe('请填写感谢回复');
    expect(api).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('回复青蛙王子'), { target: { value: '  谢谢你的支持！ ' } });
    fireEvent.click(screen.getByRole('button', { name: '发送回复' }));
    await expectSent('/api/order/thank', { orderNo: 'T42', text: '谢谢你的支持！' });
    expect(await screen.findByText('已回复，支持者会在消息中收到')).toBeTruthy();
  });

  it('refuses more than 200 characters before sending', () => {
    renderInApp(<OrderThanksReply order={order} />);
    fireEvent.click(screen.getByRole('button', { name: /感谢回复/ }));
    fireEvent.change(screen.getByLabelText('回复青蛙王子'), { target: { value: '谢'.repeat(201) } });
    fireEvent.click(screen.getByRole('button', { name: '发送回复' }));
    expect(screen.getByRole('alert').textContent).toBe('感谢回复不能超过200个字');
    expect(api).not.toHaveBeenCalled();
  });

  it('shows the reply with 修改, opens it with its text, and shows the server’s refusal in place', async () => {
    api.mockRejectedValue(new RequestError('订单不存在', 404));
    renderInApp(
      <OrderThanksReply order={{ ...order, thanks: { text: '谢谢！', at: '2026-12-02T08:00:00.000Z' } }} />,
    );
    expect(screen.getByText('谢谢！')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '修改回复' }));
    const box = screen.getByLabelText('回复青蛙王子') as HTMLTextAreaElement;
    expect(box.value).toBe('谢谢！');
    fireEvent.change(box, { target: { value: '谢谢，下次见' } });
    fireEvent.click(screen.getByRole('button', { name: '保存修改' }));
    await expectSent('/api/order/thank', { orderNo: 'T42', text: '谢谢，下次见' });
    expect((await screen.findByRole('alert')).textContent).toBe('订单不存在');
  });
});
