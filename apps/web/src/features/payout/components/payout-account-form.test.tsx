import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '@/lib/request';
import { PayoutAccountForm } from './payout-account-form';

const api = vi.fn();
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  api: (endpoint: { path: string }, params: unknown) => api(endpoint.path, params),
}));

const onDone = vi.fn();

function renderForm(isChange = false, moneyFlow: 'ledger' | 'huifu-split' = 'ledger') {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <PayoutAccountForm
          realNameMasked="*小蛙"
          phoneMasked="138****0001"
          isChange={isChange}
          lockHours={24}
          moneyFlow={moneyFlow}
          onDone={onDone}
        />
      </App>
    </QueryClientProvider>,
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = (name = '确认绑定') => fireEvent.click(screen.getByRole('button', { name }));

afterEach(() => {
  api.mockReset();
  onDone.mockReset();
});

describe('PayoutAccountForm', () => {
  it('checks every bank card field before sending anything', async () => {
    renderForm();
    submit();

    // Ant Design validates each field on its own promise: wait for every message, not the first.
    for (const text of ['请填写开户银行', '请填写银行卡号', '请填写收款人姓名', '请填写验证码'])
      expect(await screen.findByText(text)).toBeTruthy();

    type('银行卡号', '6222 0212 3456 7890 127');
    type('持卡人姓名', '张');
    type('短信验证码', '12a');
    submit();
    for (const text of ['银行卡号不正确，请核对16-19位卡号', '真实姓名须为2-20个字', '验证码为6位数字'])
      expect(await screen.findByText(text)).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  it('sends a well-formed bank card with the spaces taken out by the server, then closes', async () => {
    api.mockResolvedValue({
      kind: 'bank_card',
      holderName: '张小蛙',
      bankName: '招商银行',
      bankBranch: '',
      accountMasked: '**** **** **** 0128',
      updatedAt: '2026-11-22T00:00:00.000Z',
      withdrawLockedUntil: null,
    });
    renderForm();
    type('开户银行', '招商银行');
    type('银行卡号', '6222 0212 3456 7890 128');
    type('持卡人姓名', ' 张小蛙 ');
    type('短信验证码', '123456');
    submit();

    await waitFor(() =>
      expect(api).toHaveBeenCalledWith('/api/payout-account/bind', {
        kind: 'bank_card',
        bankName: '招商银行',
        bankBranch: undefined,
        accountNo: '6222 0212 3456 7890 128',
        holderName: '张小蛙',
        code: '123456',
      }),
    );
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('asks Alipay for a phone or email instead of a bank', async () => {
    renderForm();
    fireEvent.click(screen.getByText('支付宝'));
    fireEvent.change(await screen.findByLabelText('支付宝账号'), { target: { value: 'frog@' } });
    submit();

    expect(await screen.findByText('支付宝账号须为11位手机号或邮箱')).toBeTruthy();
    expect(screen.queryByLabelText('开户银行')).toBeNull();
    expect(api).not.toHaveBeenCalled();
  });

  it('puts a real-name refusal under the name field and warns about the lock when changing', async () => {
    api.mockRejectedValue(
      new RequestError('收款人姓名须与实名认证的姓名（*小蛙）一致', 400, null, 'real_name_mismatch'),
    );
    renderForm(true);
    expect(screen.getByText('为保障资金安全，更换收款账户后 24 小时内不能发起提现')).toBeTruthy();
    type('开户银行', '招商银行');
    type('银行卡号', '6222021234567890128');
    type('持卡人姓名', '李小蛙');
    type('短信验证码', '123456');
    submit('确认更换');

    expect(await screen.findByText('收款人姓名须与实名认证的姓名（*小蛙）一致')).toBeTruthy();
    expect(screen.getByText('须与实名认证的姓名（*小蛙）一致')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('in split mode takes a bank card only, with the ID number that opens the Huifu account', async () => {
    api.mockResolvedValue({});
    renderForm(false, 'huifu-split');
    expect(screen.getByText('收益由汇付天下直接分账到你本人的汇付账户')).toBeTruthy();
    expect(screen.queryByText('支付宝')).toBeNull();
    type('开户银行', '招商银行');
    type('银行卡号', '6222021234567890128');
    type('持卡人姓名', '张小蛙');
    type('短信验证码', '123456');
    submit();
    expect(await screen.findByText('请填写身份证号')).toBeTruthy();
    type('身份证号', '11010119900307123');
    submit();
    expect(await screen.findByText('身份证号不正确，请填写18位居民身份证号')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();

    type('身份证号', '11010519491231002x');
    submit();
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith(
        '/api/payout-account/bind',
        expect.objectContaining({ kind: 'bank_card', idNumber: '11010519491231002x' }),
      ),
    );
  });
});
