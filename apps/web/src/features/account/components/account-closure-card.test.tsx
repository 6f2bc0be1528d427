import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '@/lib/request';
import { apiMock as api, expectSent } from '@/testing/api-mock';
import { renderInApp } from '@/testing/render-route';
import { AccountClosureCard } from './account-closure-card';

vi.mock('@/lib/api-client', () => import('@/testing/api-mock').then((m) => m.mockedApiClient()));

afterEach(() => api.mockReset());

const answers = (check: unknown, close: () => Promise<unknown> = async () => null) =>
  api.mockImplementation((path: string) => {
    if (path === '/api/account-closure/check') return Promise.resolve(check);
    if (path === '/api/account-closure/send-code') return Promise.resolve({ resendAfterSeconds: 60 });
    if (path === '/api/account-closure/close') return close();
    return Promise.reject(new RequestError('not in this test', 404));
  });

describe('AccountClosureCard (注销账号)', () => {
  it('says what goes and what is kept, asks the code, then closes the account', async () => {
    answers({ canClose: true, refusal: null, phoneMasked: '138****0002' });
    renderInApp(<AccountClosureCard />);
    expect(await screen.findByText(/订单、付款和退款记录依法保留至少三年/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '注销账号' }));
    fireEvent.click(await screen.findByRole('button', { name: '确认注销' }));
    expect(await screen.findByText('请填写验证码')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(api).toHaveBeenCalledWith('/api/account-closure/send-code', undefined));
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '确认注销' }));
    await expectSent('/api/account-closure/close', { code: '123456' });
  });

  it('a refusal is shown instead of the button; a failed close stays in the dialog, in Chinese', async () => {
    answers({ canClose: false, refusal: '运营账号不能自行注销，请联系管理员', phoneMasked: '138****0000' });
    const first = renderInApp(<AccountClosureCard />);
    expect(await screen.findByText('运营账号不能自行注销，请联系管理员')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '注销账号' })).toBeNull();
    first.unmount();

    answers({ canClose: true, refusal: null, phoneMasked: '138****0002' }, () =>
      Promise.reject(new RequestError('验证码不正确，还可尝试4次', 400)),
    );
    renderInApp(<AccountClosureCard />);
    fireEvent.click(await screen.findByRole('button', { name: '注销账号' }));
    fireEvent.change(await screen.findByLabelText('验证码'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: '确认注销' }));
    expect(await screen.findByText('验证码不正确，还可尝试4次')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
