import { tradePaths } from '@frog/contracts/paths';
import { checkoutMessages } from '@/config/messages';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openAppLink, openInNewTab } from '../lib/open-url';
import { installFakeApi, ok, sampleOrder } from '../test/fake-api';
import { PHONE_UA, renderCheckout, setUserAgent, setViewportWidth } from '../test/render-checkout';
import { CashierPage } from './cashier-page';

vi.mock('../lib/open-url', () => ({ openAppLink: vi.fn(), openInNewTab: vi.fn(), replaceLocation: vi.fn() }));

const QR_URL = 'https://qr.alipay.com/bax0001';
const SEARCH = 'price=9.9&paymentNo=P20250101ABCD&payType=huifu&channel=alipay';
const flush = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

function setup(statuses: Array<number | { code: number; message: string }>, width = 390) {
  setUserAgent(PHONE_UA);
  setViewportWidth(width);
  const api = installFakeApi({
    [tradePaths.getPendingPayment]: () => ok({ order: sampleOrder, qrUrl: QR_URL }),
    [tradePaths.paymentStatus]: () => {
      const next = statuses.shift() ?? 1;

      return typeof next === 'number' ? ok({ status: next }) : next;
    },
  });
  const view = renderCheckout(<CashierPage />, { search: SEARCH });

  return { api, ...view };
}

const confirmButton = () => screen.getByRole('button', { name: checkoutMessages.confirmPay });

describe('cashier with alipay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the pending payment, shows the order and the Alipay-client tip', async () => {
    const { api } = setup([]);
    expect(screen.getByText(checkoutMessages.defaultNickname).closest('[aria-busy="true"]')).toBeTruthy();
    await flush();
    expect(screen.queryByText(checkoutMessages.defaultNickname)).toBeNull();
    expect(api.callsTo(tradePaths.getPendingPayment)[0]?.params).toEqual({
      paymentNo: 'P20250101ABCD',
      tradeType: 'A_NATIVE',
    });
    expect(screen.getByText('青蛙画师')).toBeTruthy();
    expect(screen.getByText('打赏创作者')).toBeTruthy();
    expect(screen.getByText(checkoutMessages.tipAlipayClient)).toBeTruthy();
    expect(screen.getByText(checkoutMessages.statusNormal)).toBeTruthy();
  });

  it('narrow: opens the deep link, polls after 1000 ms and goes to success on status 2', async () => {
    const { api, navigate } = setup([1, 2]);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: '知道了' }));
    fireEvent.click(confirmButton());
    expect(openAppLink).toHaveBeenCalledWith(
      `alipays://platformapi/startapp?saId=10000007&qrcode=${encodeURIComponent(QR_URL)}`,
    );
    expect(screen.getByText(checkoutMessages.statusProcessing)).toBeTruthy();
    await flush(999);
    expect(api.callsTo(tradePaths.paymentStatus)).toHaveLength(0);
    await flush(1);
    expect(api.callsTo(tradePaths.paymentStatus)[0]?.params).toEqual({ payment: 'P20250101ABCD' });
    await flush(1000);
    expect(navigate).toHaveBeenCalledWith(
      '/checkout/h5/pay-success?price=9.90&paymentNo=P20250101ABCD&channel=alipay',
      { amount: '9.90', paymentNo: 'P20250101ABCD', channel: 'alipay' },
      { replace: true },
    );
    await flush(3000);
    expect(api.callsTo(tradePaths.paymentStatus)).toHaveLength(2);
  });

  it('wide: opens the QR link in a new tab, polls at once, status 3 → order status abnormal', async () => {
    const { api, navigate } = setup([3], 1280);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: '知道了' }));
    fireEvent.click(confirmButton());
    expect(openInNewTab).toHaveBeenCalledWith(QR_URL);
    expect(screen.getByText(checkoutMessages.tipAlipayNewWindow)).toBeTruthy();
    await flush(0);
    expect(api.callsTo(tradePaths.paymentStatus)).toHaveLength(1);
    expect(navigate).toHaveBeenCalledWith(
      expect.stringContaining('/checkout/h5/pay-fail?'),
      expect.objectContaining({ reason: checkoutMessages.orderStatusAbnormal }),
      { replace: true },
    );
  });

  it('a failing poll stops, shows the 支付失败 dialog, and closing it goes to pay-fail', async () => {
    const { api, navigate } = setup([1, { code: 500, message: '支付单已关闭' }], 1280);
    await flush();
    fireEvent.click(confirmButton());
    await flush(1000);
    const dialog = screen.getByRole('dialog', { name: checkoutMessages.payFailed });
    expect(dialog.textContent).toContain('支付单已关闭');
    expect(screen.getByText(checkoutMessages.statusError)).toBeTruthy();
    await flush(3000);
    expect(api.callsTo(tradePaths.paymentStatus)).toHaveLength(2);
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(navigate).toHaveBeenCalledWith(
      expect.stringContaining('reason=%E6%94%AF%E4%BB%98%E5%8D%95%E5%B7%B2%E5%85%B3%E9%97%AD'),
      expect.objectContaining({ reason: '支付单已关闭' }),
      { replace: true },
    );
  });

  it('re-checks the status 500 ms after the tab becomes visible again', async () => {
    const { api, navigate } = setup([2]);
    await flush();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await flush(499);
    expect(api.callsTo(tradePaths.paymentStatus)).toHaveLength(0);
    await flush(1);
    expect(api.callsTo(tradePaths.paymentStatus)).toHaveLength(1);
    expect(navigate).toHaveBeenCalledWith(
      expect.stringContaining('/checkout/h5/pay-success?'),
      expect.anything(),
      { replace: true },
    );
  });

  it('does not add a re-check while polling runs', async () => {
    const { api } = setup([1, 1, 1, 1], 1280);
    await flush();
    fireEvent.click(confirmButton());
    await flush(0);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await flush(500);
    expect(api.callsTo(tradePaths.paymentStatus)).toHaveLength(1);
  });

  it('without a QR link, confirm says the payment info is not ready', async () => {
    setUserAgent(PHONE_UA);
    setViewportWidth(390);
    installFakeApi({ [tradePaths.getPendingPayment]: () => ok({ order: sampleOrder, qrUrl: '' }) });
    renderCheckout(<CashierPage />, { search: SEARCH });
    await flush();
    fireEvent.click(screen.getByRole('button', { name: '知道了' }));
    fireEvent.click(confirmButton());
    expect(screen.getByText(checkoutMessages.payInfoNotReady)).toBeTruthy();
    expect(openAppLink).not.toHaveBeenCalled();
  });
});
