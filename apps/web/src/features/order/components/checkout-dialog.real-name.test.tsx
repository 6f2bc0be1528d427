import { buyerRealNameEndpoints } from '@frog/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '@/lib/request';
import { apiMock, expectSent } from '@/testing/api-mock';
import { renderInApp } from '@/testing/render-route';
import type { OrderAsk } from '../api/order-api';
import { CheckoutDialog } from './checkout-dialog';

vi.mock('@/lib/api-client', () => import('@/testing/api-mock').then((m) => m.mockedApiClient()));
const preCheckOrder = vi.fn();
vi.mock('../api/order-api', () => ({
  preCheckOrder: (ask: OrderAsk) => preCheckOrder(ask),
  submitOrder: vi.fn(),
}));

const ask: OrderAsk = { kind: 'post', postId: 2, expectedPrice: '9.90' };
const quote = {
  kind: 'post',
  description: '解锁《橘猫邮差》',
  price: '9.90',
  listPrice: '9.90',
  savings: [],
  code: null,
  creator: { id: 1, nickname: '蛙蛙画画', avatarUrl: null },
};
const realNameFirst = new RequestError(
  '根据未成年人保护规定，付款前须完成实名认证',
  403,
  null,
  'buyer_real_name_required',
);

afterEach(() => {
  apiMock.mockReset();
  preCheckOrder.mockReset();
});

describe('CheckoutDialog before the first payment (MINOR_PROTECTION)', () => {
  it('asks for the real name in place, sends it, then checks the order again and shows its price', async () => {
    preCheckOrder.mockRejectedValueOnce(realNameFirst).mockResolvedValueOnce(quote);
    apiMock.mockResolvedValue({ verified: true });
    renderInApp(<CheckoutDialog ask={ask} onAlreadyUnlocked={vi.fn()} onClose={vi.fn()} />);

    expect(await screen.findByText(/付款前须完成一次实名认证以核验年龄/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '认证并继续' }));
    expect(await screen.findByText('请填写真实姓名')).toBeTruthy();
    expect(apiMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('真实姓名'), { target: { value: '林小绿' } });
    fireEvent.change(screen.getByLabelText('身份证号'), { target: { value: '11010519491231002x' } });
    fireEvent.click(screen.getByRole('button', { name: '认证并继续' }));
    await expectSent(buyerRealNameEndpoints.verify.path, {
      realName: '林小绿',
      idNumber: '11010519491231002x',
    });
    expect(await screen.findByText('解锁《橘猫邮差》')).toBeTruthy();
    expect(preCheckOrder).toHaveBeenCalledTimes(2);
  });

  it('says what the server refused (姓名与身份证号不一致) and stays on the form', async () => {
    preCheckOrder.mockRejectedValue(realNameFirst);
    apiMock.mockRejectedValue(
      new RequestError('姓名与身份证号不一致，请核对后重试', 400, null, 'real_name_mismatch'),
    );
    renderInApp(<CheckoutDialog ask={ask} onAlreadyUnlocked={vi.fn()} onClose={vi.fn()} />);

    fireEvent.change(await screen.findByLabelText('真实姓名'), { target: { value: '测试不符' } });
    fireEvent.change(screen.getByLabelText('身份证号'), { target: { value: '11010519491231002X' } });
    fireEvent.click(screen.getByRole('button', { name: '认证并继续' }));
    expect(await screen.findByText('姓名与身份证号不一致，请核对后重试')).toBeTruthy();
    expect(preCheckOrder).toHaveBeenCalledTimes(1);
  });
});
