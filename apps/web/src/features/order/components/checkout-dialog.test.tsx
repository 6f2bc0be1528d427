import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '@/lib/request';
import type { OrderAsk } from '../api/order-api';
import { CheckoutDialog } from './checkout-dialog';

const preCheckOrder = vi.fn();
const submitOrder = vi.fn();
vi.mock('../api/order-api', () => ({
  preCheckOrder: (ask: OrderAsk) => preCheckOrder(ask),
  submitOrder: (ask: OrderAsk, channel: string) => submitOrder(ask, channel),
}));

const quote = (price: string, extra: Record<string, unknown> = {}) => ({
  kind: 'post',
  description: '解锁《橘猫邮差》',
  price,
  listPrice: price,
  savings: [],
  code: null,
  ...extra,
  creator: { id: 1, nickname: '蛙蛙画画', avatarUrl: null },
});
const ask: OrderAsk = { kind: 'post', postId: 2, expectedPrice: '9.90' };

function renderDialog() {
  const onAlreadyUnlocked = vi.fn();
  const onClose = vi.fn();
  render(<CheckoutDialog ask={ask} onAlreadyUnlocked={onAlreadyUnlocked} onClose={onClose} />);

  return { onAlreadyUnlocked, onClose };
}

afterEach(() => {
  preCheckOrder.mockReset();
  submitOrder.mockReset();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('CheckoutDialog', () => {
  it('shows the server price, defaults to Alipay outside WeChat, stores where to come back and opens the cashier', async () => {
    preCheckOrder.mockResolvedValue(quote('9.90'));
    submitOrder.mockResolvedValue({ cashierUrl: '/checkout/h5/cashier?price=9.90&paymentNo=P1' });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/post/2', search: '', assign });
    renderDialog();

    expect(await screen.findByText('解锁《橘猫邮差》')).toBeTruthy();
    expect((screen.getByRole('radio', { name: '支付宝' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '微信支付' }));
    fireEvent.click(screen.getByRole('button', { name: '确认支付 ¥9.90' }));

    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/checkout/h5/cashier?price=9.90&paymentNo=P1'),
    );
    expect(submitOrder).toHaveBeenCalledWith(ask, 'wechat');
    expect(localStorage.getItem('payRedirectPath')).toBe('/post/2');
  });

  it('a changed price is shown and asked again at the new price', async () => {
    preCheckOrder
      .mockRejectedValueOnce(new RequestError('价格已变动，请刷新后重试', 409, null, 'price_changed'))
      .mockResolvedValueOnce(quote('12.00'));
    submitOrder.mockReturnValue(new Promise(() => {}));
    renderDialog();

    expect(await screen.findByText('价格已变动，当前价格为 ¥12.00，请确认后支付')).toBeTruthy();
    expect(preCheckOrder).toHaveBeenLastCalledWith({ ...ask, expectedPrice: undefined });
    fireEvent.click(screen.getByRole('button', { name: '确认支付 ¥12.00' }));
    // The page's price guard is the list price before any saving.
    expect(submitOrder).toHaveBeenCalledWith({ ...ask, expectedPrice: '12.00' }, 'alipay');
  });

  it('a discount code is priced by the server; a refused one says why and keeps the price', async () => {
    preCheckOrder
      .mockResolvedValueOnce(quote('9.90'))
      .mockRejectedValueOnce(new RequestError('优惠码已过期', 400, null, 'discount_code_refused'))
      .mockResolvedValueOnce(
        quote('7.92', {
          listPrice: '9.90',
          code: 'SPRING',
          savings: [{ label: '优惠码 SPRING', amount: '1.98' }],
        }),
      );
    submitOrder.mockReturnValue(new Promise(() => {}));
    renderDialog();
    const field = await screen.findByRole('searchbox', { name: '优惠码' });

    fireEvent.change(field, { target: { value: 'old' } });
    fireEvent.click(screen.getByRole('button', { name: /使\s?用/ }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', '优惠码已过期');
    expect(screen.getByRole('button', { name: '确认支付 ¥9.90' })).toBeTruthy();

    fireEvent.change(field, { target: { value: 'spring' } });
    fireEvent.click(screen.getByRole('button', { name: /使\s?用/ }));
    expect(await screen.findByRole('button', { name: '确认支付 ¥7.92' })).toBeTruthy();
    expect(preCheckOrder).toHaveBeenLastCalledWith({ ...ask, code: 'spring' });
    const savings = screen.getByRole('list', { name: '优惠明细' });
    expect(savings.textContent).toBe('原价 ¥9.90优惠码 SPRING −¥1.98');
    fireEvent.click(screen.getByRole('button', { name: '确认支付 ¥7.92' }));
    expect(submitOrder).toHaveBeenCalledWith({ ...ask, code: 'spring' }, 'alipay');
  });

  it('an already unlocked post hands back to the page to refresh', async () => {
    preCheckOrder.mockRejectedValue(
      new RequestError('你已解锁该作品，无需重复购买', 409, null, 'already_unlocked'),
    );
    const { onAlreadyUnlocked } = renderDialog();

    await vi.waitFor(() => expect(onAlreadyUnlocked).toHaveBeenCalledWith('你已解锁该作品，无需重复购买'));
    expect(submitOrder).not.toHaveBeenCalled();
  });

  it('other refusals (own post, closed plan) are shown in Chinese and nothing is ordered', async () => {
    preCheckOrder.mockRejectedValue(new RequestError('不能购买自己的作品', 409));
    const { onClose } = renderDialog();

    expect(await screen.findByText('不能购买自己的作品')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '知道了' }));
    expect(onClose).toHaveBeenCalled();
    expect(submitOrder).not.toHaveBeenCalled();
  });
});
