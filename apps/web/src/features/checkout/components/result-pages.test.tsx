import { tradePaths } from '@frog/contracts/paths';
import { checkoutMessages } from '@/config/messages';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeApi, ok } from '../test/fake-api';
import { fileComplaint, renderCheckout } from '../test/render-checkout';
import { PayFailPage } from './pay-fail-page';
import { PaySuccessPage } from './pay-success-page';

describe('pay-success', () => {
  it('shows amount, order number, method and time; 返回 follows payRedirectPath once', () => {
    localStorage.setItem('payRedirectPath', '/post/42');
    const { navigate } = renderCheckout(<PaySuccessPage />, {
      path: '/checkout/h5/pay-success',
      search: 'price=9.9&paymentNo=P1&channel=alipay',
    });
    expect(screen.getByText(checkoutMessages.paySuccess)).toBeTruthy();
    expect(screen.getByText('9.90')).toBeTruthy();
    expect(screen.getByText('P1')).toBeTruthy();
    expect(screen.getByText(checkoutMessages.methodAlipay)).toBeTruthy();
    expect(screen.getByText(checkoutMessages.payTime)).toBeTruthy();
    expect(screen.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: checkoutMessages.back }));
    expect(navigate).toHaveBeenLastCalledWith('/post/42', undefined, { replace: true });
    expect(localStorage.getItem('payRedirectPath')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: checkoutMessages.back }));
    expect(navigate).toHaveBeenLastCalledWith('/', undefined, { replace: true });
  });

  it('still takes a complaint after paying, naming the payment and its cashier token', async () => {
    const api = installFakeApi({ [tradePaths.feedbackAdd]: () => ok() });
    renderCheckout(<PaySuccessPage />, {
      search: 'price=9.9&paymentNo=P20250101ABCD&channel=alipay&token=TK',
    });
    fileComplaint('13800000000', '付款后没有解锁');
    expect(await screen.findByText(checkoutMessages.complaintSucceeded)).toBeTruthy();
    expect(api.callsTo(tradePaths.feedbackAdd)[0]?.query).toEqual({
      paymentNo: 'P20250101ABCD',
      contact: '13800000000',
      message: '付款后没有解锁',
      token: 'TK',
    });
  });

  it('names the order (订单号 O…) and the payment (支付单号 P…), each copyable', async () => {
    const writeText = vi.fn(async () => {});
    vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(writeText);
    renderCheckout(<PaySuccessPage />, {
      search: 'price=9.9&paymentNo=P20250101ABCD&orderNo=O20250101XYZ&channel=alipay',
    });
    const row = (label: string) => screen.getByText(label).closest('.co-row') as HTMLElement;
    expect(row('订单号').textContent).toContain('O20250101XYZ');
    expect(row('支付单号').textContent).toContain('P20250101ABCD');

    fireEvent.click(screen.getByRole('button', { name: '复制支付单号' }));
    expect(await screen.findByText('支付单号已复制')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('P20250101ABCD');
  });

  it('prefers the navigation state over the query', () => {
    renderCheckout(<PaySuccessPage />, {
      search: 'price=1&paymentNo=Q&channel=alipay',
      state: { amount: '2', paymentNo: 'S', channel: 'wechat' },
    });
    expect(screen.getByText('2.00')).toBeTruthy();
    expect(screen.getByText('S')).toBeTruthy();
    expect(screen.getByText(checkoutMessages.methodWechat)).toBeTruthy();
  });
});

describe('pay-fail', () => {
  it('shows the default reason; 返回 goes to / without a stored path', () => {
    const { navigate } = renderCheckout(<PayFailPage />, { search: 'price=9.9&paymentNo=P1' });
    expect(screen.getByText(checkoutMessages.payFailed)).toBeTruthy();
    expect(screen.getByText(checkoutMessages.payFailedDefaultReason)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: checkoutMessages.back }));
    expect(navigate).toHaveBeenCalledWith('/', undefined, { replace: true });
  });

  it('shows the given reason; 重新支付 returns to the cashier with amount, payment number and channel', () => {
    const { navigate } = renderCheckout(<PayFailPage />, {
      search: `price=9.9&paymentNo=P1&channel=alipay&reason=${encodeURIComponent(checkoutMessages.userCancelled)}`,
    });
    expect(screen.getByText(checkoutMessages.userCancelled)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: checkoutMessages.payAgain }));
    expect(navigate).toHaveBeenCalledWith(
      '/checkout/h5/cashier?price=9.9&paymentNo=P1&payType=huifu&channel=alipay',
      { amount: '9.9', paymentNo: 'P1', channel: 'alipay' },
      { replace: true },
    );
  });
});
