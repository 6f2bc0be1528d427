import { tradePaths } from '@frog/contracts/paths';
import { checkoutMessages } from '@/config/messages';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutUiStrings } from '../strings';
import { installFakeApi, ok, sampleOrder } from '../test/fake-api';
import { PHONE_UA, renderCheckout, setUserAgent, setViewportWidth, WECHAT_UA } from '../test/render-checkout';
import { CashierPage } from './cashier-page';

vi.mock('../lib/open-url', () => ({ openAppLink: vi.fn(), openInNewTab: vi.fn(), replaceLocation: vi.fn() }));

const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const PAYMENT_NO = 'P20250101ABCD';
const WECHAT_SEARCH = `price=9.9&paymentNo=${PAYMENT_NO}&payType=huifu&channel=wechat&token=TK`;
const ALIPAY_SEARCH = `price=9.9&paymentNo=${PAYMENT_NO}&payType=huifu&channel=alipay&token=TK`;
const flush = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));
const confirmButton = () =>
  screen.getByRole<HTMLButtonElement>('button', { name: checkoutMessages.confirmPay });
const refusal = (code: number, message: string, reason: string) => ({ code, message, reason });

describe('cashier load: skeleton, reasons it cannot load, and paying on another device', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.useRealTimers());

  it('desktop WeChat Pay: the defaults marked as loading, then the order, the QR code and the link; moves on when the phone has paid', async () => {
    setUserAgent(DESKTOP_UA);
    setViewportWidth(1280);
    window.history.replaceState(null, '', `/checkout/h5/cashier?${WECHAT_SEARCH}`);
    let answerOrder: (value: unknown) => void = () => {};
    const statuses = [1, 1, 2];
    const api = installFakeApi({
      [tradePaths.cashierOrder]: () => new Promise((resolve) => (answerOrder = resolve)) as never,
      [tradePaths.paymentStatus]: () => ok({ status: statuses.shift() ?? 2 }),
    });
    const { navigate } = renderCheckout(<CashierPage />, { search: WECHAT_SEARCH });
    await flush();
    const loading = screen.getByLabelText(checkoutUiStrings.loading, { selector: 'section' });
    expect(loading.textContent).toContain(checkoutMessages.defaultNickname);
    expect(loading.textContent).toContain(checkoutMessages.defaultProductName);

    answerOrder(ok({ order: { ...sampleOrder, channel: 'wechat' } }));
    await flush();
    expect(screen.getByText('青蛙画师')).toBeTruthy();
    const dialog = screen.getByRole('dialog', { name: checkoutUiStrings.tipTitle });
    expect(dialog.textContent).toContain(checkoutUiStrings.wechatOnPhone);
    expect(dialog.textContent).toContain(checkoutUiStrings.scanWithWechat);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: checkoutUiStrings.linkLabel }).value).toBe(
      `http://localhost:3000/checkout/h5/cashier?${WECHAT_SEARCH}`,
    );

    await flush(3000);
    expect(api.callsTo(tradePaths.paymentStatus).map((call) => call.params)).toEqual([
      { payment: PAYMENT_NO, token: 'TK' },
      { payment: PAYMENT_NO, token: 'TK' },
      { payment: PAYMENT_NO, token: 'TK' },
    ]);
    expect(navigate).toHaveBeenCalledWith(
      `/checkout/h5/pay-success?price=9.90&paymentNo=${PAYMENT_NO}&channel=wechat&token=TK`,
      { amount: '9.90', paymentNo: PAYMENT_NO, channel: 'wechat', token: 'TK' },
      { replace: true },
    );
  });

  it.each([
    ['expired', refusal(409, '订单已过期，请重新下单', 'order_expired'), checkoutUiStrings.loadExpired],
    ['not found', refusal(404, '支付单不存在', 'not_found'), checkoutUiStrings.loadNotFound],
    ['signed out, no token', refusal(401, '请先登录', 'unauthorized'), checkoutUiStrings.loadSignedOut],
    ['down', refusal(500, '服务器开小差了', 'internal'), '服务器开小差了'],
  ])('%s: says why, with no tip, no defaults and no way to pay', async (_label, answer, text) => {
    setUserAgent(DESKTOP_UA);
    setViewportWidth(1280);
    const api = installFakeApi({ [tradePaths.cashierOrder]: () => answer });
    const { navigate } = renderCheckout(<CashierPage />, { search: WECHAT_SEARCH });
    await flush();
    expect(screen.getByRole('alert').textContent).toBe(text);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(checkoutMessages.defaultNickname)).toBeNull();
    expect(screen.queryByText(checkoutMessages.defaultProductName)).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    expect(confirmButton().disabled).toBe(true);
    await flush(3000);
    expect(api.callsTo(tradePaths.paymentStatus)).toHaveLength(0);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('already paid: goes to the success page', async () => {
    setUserAgent(PHONE_UA);
    setViewportWidth(390);
    installFakeApi({
      [tradePaths.getPendingPayment]: () => refusal(409, '订单已支付，请勿重复支付', 'order_paid'),
    });
    const { navigate } = renderCheckout(<CashierPage />, { search: ALIPAY_SEARCH });
    await flush();
    expect(navigate).toHaveBeenCalledWith(
      expect.stringContaining('/checkout/h5/pay-success?'),
      expect.objectContaining({ paymentNo: PAYMENT_NO, token: 'TK' }),
      { replace: true },
    );
  });

  it('without a payment number: says it is not found and calls nothing', async () => {
    setUserAgent(PHONE_UA);
    setViewportWidth(390);
    const api = installFakeApi({});
    renderCheckout(<CashierPage />, { search: 'channel=alipay' });
    await flush();
    expect(screen.getByRole('alert').textContent).toBe(checkoutUiStrings.loadNotFound);
    expect(api.calls).toHaveLength(0);
  });

  it('Alipay inside WeChat: the open-in-browser overlay with the link, the order loaded without a provider order', async () => {
    setUserAgent(WECHAT_UA);
    setViewportWidth(390);
    window.history.replaceState(null, '', `/checkout/h5/cashier?${ALIPAY_SEARCH}`);
    const api = installFakeApi({ [tradePaths.cashierOrder]: () => ok({ order: sampleOrder }) });
    renderCheckout(<CashierPage />, { search: ALIPAY_SEARCH });
    await flush();
    const overlay = screen.getByRole('dialog', { name: checkoutUiStrings.alipayInWechatTitle });
    expect(overlay.textContent).toContain('在浏览器打开');
    expect(api.callsTo(tradePaths.cashierOrder)[0]?.params).toEqual({ paymentNo: PAYMENT_NO, token: 'TK' });
    expect(api.callsTo(tradePaths.getPendingPayment)).toHaveLength(0);
    expect(screen.getByText('青蛙画师')).toBeTruthy();

    // No async clipboard (plain http in WeChat): the field is selected for a manual copy.
    vi.stubGlobal('navigator', { ...navigator, userAgent: WECHAT_UA, clipboard: undefined });
    document.execCommand = vi.fn(() => false);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: checkoutUiStrings.linkLabel });
    expect(field.value).toBe(`http://localhost:3000/checkout/h5/cashier?${ALIPAY_SEARCH}`);
    fireEvent.click(screen.getByRole('button', { name: checkoutUiStrings.copyLink }));
    await flush();
    expect(document.activeElement).toBe(field);
    expect(screen.getByText(checkoutUiStrings.linkCopyManual)).toBeTruthy();
  });

  it('copies the link with the clipboard where there is one', async () => {
    setUserAgent(PHONE_UA);
    setViewportWidth(390);
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, userAgent: PHONE_UA, clipboard: { writeText } });
    window.history.replaceState(null, '', `/checkout/h5/cashier?${WECHAT_SEARCH}&code=spent&state=s`);
    installFakeApi({
      [tradePaths.cashierOrder]: () => ok({ order: sampleOrder }),
      [tradePaths.paymentStatus]: () => ok({ status: 1 }),
    });
    renderCheckout(<CashierPage />, { search: WECHAT_SEARCH });
    await flush();
    fireEvent.click(screen.getByRole('button', { name: checkoutUiStrings.copyLink }));
    await flush();
    // The spent OAuth code is not part of the link another device opens.
    expect(writeText).toHaveBeenCalledWith(`http://localhost:3000/checkout/h5/cashier?${WECHAT_SEARCH}`);
    expect(screen.getByText(checkoutUiStrings.linkCopied)).toBeTruthy();
  });
});
