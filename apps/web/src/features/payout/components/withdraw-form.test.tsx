import type { WithdrawalOverview } from '@frog/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render-route';
import { money } from '@/testing/sample-data';
import { WithdrawForm } from './withdraw-form';

const api = vi.fn();
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  api: (endpoint: { path: string }, params: unknown) => api(endpoint.path, params),
}));

const account = {
  kind: 'bank_card' as const,
  holderName: '张小蛙',
  bankName: '招商银行',
  bankBranch: '',
  accountMasked: '**** **** **** 0128',
  updatedAt: '2026-11-20T00:00:00.000Z',
  withdrawLockedUntil: null,
  huifuId: null,
};
const overview = (overrides: Partial<WithdrawalOverview> = {}): WithdrawalOverview => ({
  balances: {
    pending: money(500),
    withdrawable: money(123_456),
    inWithdrawal: money(0),
    withdrawn: money(0),
  },
  minAmount: money(10_000),
  maxAmount: money(123_456),
  fee: money(200),
  settlementDays: 7,
  account,
  abilities: { withdraw: true },
  blockedReason: null,
  ...overrides,
});

function renderForm(data: WithdrawalOverview) {
  renderInApp(<WithdrawForm overview={data} />);
}

const typeAmount = (value: string) =>
  fireEvent.change(screen.getByLabelText('提现金额（元）'), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '申请提现' }));

afterEach(() => api.mockReset());

describe('WithdrawForm', () => {
  it('shows the limits and fee from the server and refuses amounts outside them before sending', async () => {
    renderForm(overview());
    expect(screen.getByText('可提现 ¥1234.56，单笔最低 ¥100.00，手续费 ¥2.00/笔')).toBeTruthy();

    submit();
    expect(await screen.findByText('请填写提现金额')).toBeTruthy();
    typeAmount('99.99');
    submit();
    expect(await screen.findByText('单笔提现金额不能少于 ¥100.00')).toBeTruthy();
    typeAmount('1234.57');
    submit();
    expect(await screen.findByText('可提现余额不足，最多可提现 ¥1234.56')).toBeTruthy();
    typeAmount('12.345');
    submit();
    expect(await screen.findByText('提现金额格式不正确，最多两位小数')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
  });

  /** The server's quote of `amountFen` with a ¥2 fee and this tax (what /api/withdrawal/quote answers). */
  const quoteOf = (amountFen: number, taxFen: number) => ({
    amount: money(amountFen),
    fee: money(200),
    tax: money(taxFen),
    payAmount: money(amountFen - 200 - taxFen),
    taxDetail: {
      method: 'cumulative' as const,
      note: `累计预扣法：本年累计收入 ¥${money(amountFen).yuan}，税率 3%`,
      deductionMonths: 1,
      ratePercent: 3,
      periodIncome: money(amountFen),
      periodTax: money(taxFen),
      withheldBefore: money(0),
      providerTax: null,
    },
  });
  const answering = (taxFen: (amountFen: number) => number) =>
    api.mockImplementation(async (path: string, params: { amount: string }) => {
      if (path !== '/api/withdrawal/quote') return {};
      const fen = Math.round(Number(params.amount) * 100);
      return quoteOf(fen, taxFen(fen));
    });
  const line = (label: string) => screen.getAllByText(label, { selector: 'dt' }).at(-1)?.nextElementSibling;

  it('shows the four lines as the amount is typed, asking the server once typing pauses', async () => {
    answering((fen) => (fen >= 500_000 ? 10_500 : 0));
    renderForm(overview({ maxAmount: money(1_000_000) }));
    expect(screen.getByText('填写金额后显示手续费、代扣个税和实际到账')).toBeTruthy();
    typeAmount('5');
    typeAmount('50');
    typeAmount('5000');
    expect(await screen.findByText('¥5000.00', { selector: 'dd' })).toBeTruthy();
    expect(line('手续费')?.textContent).toBe('−¥2.00');
    expect(line('代扣个税')?.textContent).toBe('−¥105.00');
    expect(line('实际到账')?.textContent).toBe('¥4893.00');
    expect(screen.getByText('累计预扣法：本年累计收入 ¥5000.00，税率 3%')).toBeTruthy();
    // Only the amount the typing settled on was asked about (5 is below the minimum, 50 passed by).
    expect(api.mock.calls.filter(([path]) => path === '/api/withdrawal/quote')).toEqual([
      ['/api/withdrawal/quote', { amount: '5000' }],
    ]);
    typeAmount('200');
    await waitFor(() => expect(line('代扣个税')?.textContent).toBe('−¥0.00'));
    expect(line('实际到账')?.textContent).toBe('¥198.00');
  });

  it('confirms with the four lines of this very amount, then sends', async () => {
    answering(() => 3_000);
    renderForm(overview());
    fireEvent.click(screen.getByRole('button', { name: '全部提现' }));
    submit();

    expect(await screen.findByText('确认提现', { selector: '.ant-modal-confirm-title' })).toBeTruthy();
    const dialog = within(document.querySelector('.ant-modal-confirm') as HTMLElement);
    expect(dialog.getByText('代扣个税').nextElementSibling?.textContent).toBe('−¥30.00');
    expect(dialog.getByText('实际到账').nextElementSibling?.textContent).toBe('¥1202.56');
    expect(dialog.getByText('招商银行 **** **** **** 0128（张小蛙）', { selector: 'dd' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确认提现' }));
    await waitFor(() => expect(api).toHaveBeenCalledWith('/api/withdrawal/request', { amount: '1234.56' }));
  });

  it('says the server’s refusal of the quote instead of the lines', async () => {
    api.mockRejectedValue(
      new Error('本笔提现应代扣个税 ¥30.00，分账模式下平台暂不能从您的汇付账户代扣，请联系平台处理'),
    );
    renderForm(overview());
    typeAmount('1000');
    expect(
      await screen.findByText(
        '本笔提现应代扣个税 ¥30.00，分账模式下平台暂不能从您的汇付账户代扣，请联系平台处理',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('实际到账', { selector: 'dt' })).toBeNull();
  });

  it('is closed with the reason when no account is bound, or within the lock after a change', () => {
    renderForm(
      overview({
        account: null,
        abilities: { withdraw: false },
        blockedReason: '请先在「创作者设置」绑定收款账户',
      }),
    );
    expect(screen.getByText('还没有绑定收款账户')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去绑定' }).getAttribute('href')).toBe('/creator-settings');
    expect(screen.getByRole('button', { name: '申请提现' }).hasAttribute('disabled')).toBe(true);
  });

  it('says when a locked account unlocks', () => {
    renderForm(
      overview({
        account: { ...account, withdrawLockedUntil: '2031-01-02T03:04:00.000Z' },
        abilities: { withdraw: false },
        blockedReason: '收款账户刚刚变更，为保障资金安全，2031-01-02 11:04 之后才能发起提现',
      }),
    );
    expect(screen.getByText('收款账户刚刚变更，2031-01-02 11:04 之后才能发起提现')).toBeTruthy();
  });

  /** Too little to withdraw: the server's overview for a withdrawable balance of `withdrawableFen`. */
  const belowMinimum = (withdrawableFen: number, blockedReason: string) =>
    overview({
      balances: {
        pending: money(3000),
        withdrawable: money(withdrawableFen),
        inWithdrawal: money(0),
        withdrawn: money(0),
      },
      maxAmount: money(Math.max(withdrawableFen, 0)),
      abilities: { withdraw: false },
      blockedReason,
    });

  it("below the minimum shows the server's reason, the balance and what is missing instead of a form", () => {
    renderForm(belowMinimum(2550, '可提现余额不足最低提现金额 ¥100.00'));
    expect(screen.getByText('可提现余额不足最低提现金额 ¥100.00')).toBeTruthy();
    expect(screen.getByText('当前可提现 ¥25.50，还差 ¥74.50，攒够 ¥100.00 即可申请。')).toBeTruthy();
    expect(screen.queryByLabelText('提现金额（元）')).toBeNull();
    expect(screen.queryByRole('button', { name: '申请提现' })).toBeNull();
    expect(screen.getByRole('link', { name: '查看收益明细' })).toBeTruthy();
  });

  it('with a refund debt says so, and counts the balance as nothing', () => {
    renderForm(belowMinimum(-1200, '当前有 ¥12.00 退款欠款，将从之后的收益中抵扣'));
    expect(screen.getByText('当前有 ¥12.00 退款欠款，将从之后的收益中抵扣')).toBeTruthy();
    expect(screen.getByText('当前可提现 ¥0.00，还差 ¥100.00，攒够 ¥100.00 即可申请。')).toBeTruthy();
    expect(screen.queryByLabelText('提现金额（元）')).toBeNull();
  });
});
