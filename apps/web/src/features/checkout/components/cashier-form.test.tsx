import { tradePaths } from '@frog/contracts/paths';
import { checkoutMessages } from '@/config/messages';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WeixinJSBridgeApi } from '../lib/wechat-bridge';
import { installFakeApi, ok, sampleOrder, samplePayInfo } from '../test/fake-api';
import {
  fileComplaint,
  renderCheckout,
  setUserAgent,
  setViewportWidth,
  WECHAT_UA,
} from '../test/render-checkout';
import { CashierPage } from './cashier-page';

vi.mock('../lib/open-url', () => ({ openAppLink: vi.fn(), openInNewTab: vi.fn(), replaceLocation: vi.fn() }));

const SEARCH = 'price=5&paymentNo=P20250101ABCD&payType=other&channel=wechat';
const flush = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));
/** In WeChat without huifu the cashier loads the order and checks the status: still pending. */
const pending = {
  [tradePaths.cashierOrder]: () => ok({ order: { ...sampleOrder, channel: 'wechat' } }),
  [tradePaths.paymentStatus]: () => ok({ status: 1 }),
};

describe('cashier checkbox, buttons and complaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setUserAgent(WECHAT_UA);
    setViewportWidth(390);
  });
  afterEach(() => vi.useRealTimers());

  it('shows the spec’s defaults marked as loading until the order loads, the disclaimer and the ticked checkbox', async () => {
    installFakeApi(pending);
    renderCheckout(<CashierPage />, { search: SEARCH });
    // SPEC 3: product 打赏, nickname 助手蛙 and the default avatar, in a section that says it is loading.
    const loading = screen.getByLabelText('加载中', { selector: 'section' });
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(within(loading).getByText(checkoutMessages.defaultProductName)).toBeTruthy();
    expect(within(loading).getByText(checkoutMessages.defaultNickname)).toBeTruthy();
    expect(loading.querySelector('svg.co-avatar')).toBeTruthy(); // the default avatar
    expect(screen.getByText(checkoutMessages.disclaimer)).toBeTruthy();
    expect(screen.getByText('P20250101ABCD')).toBeTruthy();
    expect(screen.getByText(checkoutMessages.methodWechat)).toBeTruthy();
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', { name: checkoutMessages.confirmCheckbox }).checked,
    ).toBe(true);
    await flush();
    expect(screen.getByText('青蛙画师')).toBeTruthy();
    expect(screen.getByText('打赏创作者')).toBeTruthy();
    expect(screen.getByText('9.90')).toBeTruthy();
    expect(screen.queryByText(checkoutMessages.defaultNickname)).toBeNull();
    expect(screen.queryByLabelText('加载中', { selector: 'section' })).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('once the order loads, names it as the result page will: 订单号 O… and 支付单号 P…', async () => {
    installFakeApi({
      ...pending,
      [tradePaths.cashierOrder]: () =>
        ok({ order: { ...sampleOrder, channel: 'wechat', orderNo: 'O20250101XYZ' } }),
    });
    renderCheckout(<CashierPage />, { search: SEARCH });
    await flush();
    const row = (label: string) => screen.getByText(label).closest('.co-row') as HTMLElement;
    expect(row('订单号').textContent).toContain('O20250101XYZ');
    expect(row('支付单号').textContent).toContain('P20250101ABCD');
  });

  it('unticked: the confirm button is disabled, a click warns and nothing is called', async () => {
    const api = installFakeApi(pending);
    localStorage.setItem('payment', JSON.stringify(samplePayInfo));
    const invoke = vi.fn<WeixinJSBridgeApi['invoke']>();
    window.WeixinJSBridge = { invoke };
    renderCheckout(<CashierPage />, { search: SEARCH });
    await flush();
    const callsAfterLoad = api.calls.length;
    fireEvent.click(screen.getByRole('checkbox', { name: checkoutMessages.confirmCheckbox }));
    const confirm = screen.getByRole<HTMLButtonElement>('button', { name: checkoutMessages.confirmPay });
    expect(confirm.disabled).toBe(true);
    fireEvent.click(confirm.parentElement as HTMLElement);
    expect(screen.getByText(checkoutMessages.confirmFirst)).toBeTruthy();
    await flush();
    expect(invoke).not.toHaveBeenCalled();
    expect(api.calls).toHaveLength(callsAfterLoad);
    expect(screen.getByText(checkoutMessages.statusNormal)).toBeTruthy();
  });

  it('cancel and back leave through history', async () => {
    installFakeApi(pending);
    const { back } = renderCheckout(<CashierPage />, { search: SEARCH });
    fireEvent.click(screen.getByRole('button', { name: checkoutMessages.cancel }));
    fireEvent.click(screen.getByRole('button', { name: checkoutMessages.back }));
    expect(back).toHaveBeenCalledTimes(2);
    await flush();
  });

  it('complaint: trimmed validation, 提交中... while sending, query string without body, success toast', async () => {
    let answer: (value: { code: number }) => void = () => {};
    const api = installFakeApi({
      ...pending,
      [tradePaths.feedbackAdd]: () => new Promise((resolve) => (answer = resolve)),
    });
    renderCheckout(<CashierPage />, { search: SEARCH });
    await flush();
    fireEvent.click(screen.getByRole('button', { name: checkoutMessages.complaint }));
    const contact = screen.getByPlaceholderText(checkoutMessages.contactPlaceholder);
    const message = screen.getByPlaceholderText(checkoutMessages.complaintPlaceholder);
    expect(message.getAttribute('rows')).toBe('4');

    fireEvent.change(contact, { target: { value: '   ' } });
    fireEvent.change(message, { target: { value: ' \n ' } });
    fireEvent.click(screen.getByRole('button', { name: checkoutMessages.submit }));
    expect(screen.getByText(checkoutMessages.contactRequired)).toBeTruthy();
    expect(screen.getByText(checkoutMessages.complaintRequired)).toBeTruthy();
    expect(api.callsTo(tradePaths.feedbackAdd)).toHaveLength(0);

    fireEvent.change(contact, { target: { value: ' 13800000000 ' } });
    fireEvent.change(message, { target: { value: ' 被骗了 ' } });
    fireEvent.click(screen.getByRole('button', { name: checkoutMessages.submit }));
    await flush();
    expect(screen.getByRole('button', { name: checkoutMessages.submitting })).toBeTruthy();
    const [call] = api.callsTo(tradePaths.feedbackAdd);
    expect(call?.query).toEqual({ paymentNo: 'P20250101ABCD', contact: '13800000000', message: '被骗了' });
    expect(call?.hasBody).toBe(false);

    answer(ok());
    await flush();
    expect(screen.getByText(checkoutMessages.complaintSucceeded)).toBeTruthy();
    expect(screen.queryByPlaceholderText(checkoutMessages.contactPlaceholder)).toBeNull();
  });

  it('complaint failure keeps the form open with a retry message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    installFakeApi({ ...pending, [tradePaths.feedbackAdd]: () => ({ code: 500, message: 'x' }) });
    renderCheckout(<CashierPage />, { search: SEARCH });
    await flush();
    fileComplaint('a@b.cn', '问题');
    await flush();
    expect(screen.getByText(checkoutMessages.complaintFailed)).toBeTruthy();
    expect(screen.getByPlaceholderText(checkoutMessages.contactPlaceholder)).toBeTruthy();
  });
});
