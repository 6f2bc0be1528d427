import { adminWithdrawalEndpoints, devPayoutEndpoints, withdrawalEndpoints } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { expectMoneyConsistent } from '../../../../test/payouts';
import { itRefusesNonCreators } from '../../../../test/access';
import { useTestApp } from '../../../../test/test-app';
import { getCreatorBalances } from '../ledger/ledger';
import { listMoneyEvents } from '../ledger/money-event.repository';
import { unnamedPostings } from '../../../../test/money';
import { withdrawalKit } from '../../../../test/withdrawal-kit';

// The default configuration: manual payouts, minimum ¥100, no fee.
const t = useTestApp();
const { creatorWith, operatorCookie, withdraw, requested, rowOf } = withdrawalKit(t);

describe('who may call', () => {
  itRefusesNonCreators(t, Object.values(withdrawalEndpoints));

  it.each(Object.values(adminWithdrawalEndpoints))(
    '$path: not found for anyone but an operator',
    async (endpoint) => {
      const { cookie } = await creatorWith(0);
      expect((await t.call(endpoint, {}, { cookie })).body.code).toBe(404);
    },
  );

  it('has no failure hook unless payouts are simulated', async () => {
    const { cookie } = await creatorWith(0);
    expect((await t.call(devPayoutEndpoints.failNext, {}, { cookie })).status).toBe(404);
  });
});

describe('POST /api/withdrawal/overview', () => {
  it('shows the balances, the minimum and fee, and why a withdrawal cannot start yet', async () => {
    const noAccount = await creatorWith(50_000, { account: false });
    const first = await t.call(withdrawalEndpoints.overview, {}, { cookie: noAccount.cookie });
    expect(first.body.data).toMatchObject({
      balances: {
        pending: { fen: 0, yuan: '0.00' },
        withdrawable: { fen: 50_000, yuan: '500.00' },
        inWithdrawal: { fen: 0, yuan: '0.00' },
        withdrawn: { fen: 0, yuan: '0.00' },
      },
      minAmount: { fen: 10_000, yuan: '100.00' },
      maxAmount: { fen: 50_000, yuan: '500.00' },
      fee: { fen: 0, yuan: '0.00' },
      settlementDays: 7,
      account: null,
      abilities: { withdraw: false },
      blockedReason: '请先在「创作者设置」绑定收款账户',
    });

    const poor = await creatorWith(9_999);
    const second = await t.call(withdrawalEndpoints.overview, {}, { cookie: poor.cookie });
    expect(second.body.data.blockedReason).toBe('可提现余额不足最低提现金额 ¥100.00');
    expect(second.body.data.account?.accountMasked).toBe(`**** **** **** ${poor.accountNo!.slice(-4)}`);

    const ready = await creatorWith(10_000);
    const third = await t.call(withdrawalEndpoints.overview, {}, { cookie: ready.cookie });
    expect(third.body.data).toMatchObject({ abilities: { withdraw: true }, blockedReason: null });
  });
});

describe('POST /api/withdrawal/request', () => {
  it('moves the amount from withdrawable to in withdrawal at once, paying the bound account', async () => {
    const { creator, cookie, earnedFen } = await creatorWith(123_456);
    const res = await withdraw(cookie, '1000.5');

    expect(res.body.code, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'requested',
      amount: { fen: 100_050, yuan: '1000.50' },
      fee: { fen: 0, yuan: '0.00' },
      payAmount: { fen: 100_050, yuan: '1000.50' },
      account: { kind: 'bank_card', holderName: '张小蛙', bankName: '招商银行' },
      reason: null,
      transferReference: null,
      approvedAt: null,
      finishedAt: null,
    });
    expect(res.body.data.withdrawalNo).toMatch(/^W\d{22}$/);
    const balances = await expectMoneyConsistent(t.db, creator.id, earnedFen);
    expect(balances).toMatchObject({ withdrawable: 23_406, inWithdrawal: 100_050, withdrawn: 0 });
    const postings = await t.db
      .selectFrom('ledgerEntries')
      .select(['account', 'amountFen', 'kind'])
      .where('withdrawalId', '=', (await rowOf(res.body.data.withdrawalNo)).id)
      .orderBy('amountFen')
      .execute();
    expect(postings).toEqual([
      { account: `creator_withdrawable:${creator.id}`, amountFen: -100_050, kind: 'withdrawal_request' },
      { account: `creator_in_withdrawal:${creator.id}`, amountFen: 100_050, kind: 'withdrawal_request' },
    ]);
    const withdrawalId = (await rowOf(res.body.data.withdrawalNo)).id;
    expect(await listMoneyEvents(t.db, 'withdrawal', withdrawalId)).toMatchObject([
      { fromState: 'new', toState: 'requested', actor: `user:${creator.id}`, reason: 'withdrawal_request' },
    ]);
    expect(await unnamedPostings(t.db, ['withdrawal_request'])).toEqual([]);
  });

  it('refuses less than the minimum, more than the balance, a malformed amount, and no account', async () => {
    const { creator, cookie, earnedFen } = await creatorWith(20_000);

    expect((await withdraw(cookie, '99.99')).body).toMatchObject({
      code: 400,
      reason: 'amount_out_of_range',
      message: '单笔提现金额不能少于 ¥100.00',
    });
    expect((await withdraw(cookie, '200.01')).body).toMatchObject({
      code: 409,
      reason: 'insufficient_balance',
      message: '可提现余额不足，最多可提现 ¥200.00',
    });
    expect((await withdraw(cookie, '1.234')).body).toMatchObject({
      code: 400,
      message: '提现金额格式不正确，最多两位小数',
    });
    expect((await withdraw(cookie, '')).body).toMatchObject({ code: 400, message: '请填写提现金额' });
    expect((await withdraw(cookie, '0')).body).toMatchObject({ code: 400, message: '提现金额须大于0' });
    await expectMoneyConsistent(t.db, creator.id, earnedFen);
    expect(await getCreatorBalances(t.db, creator.id)).toMatchObject({
      withdrawable: 20_000,
      inWithdrawal: 0,
    });

    const unbound = await creatorWith(20_000, { account: false });
    expect((await withdraw(unbound.cookie, '100')).body).toMatchObject({
      code: 409,
      reason: 'payout_account_required',
      message: '请先在「创作者设置」绑定收款账户',
    });
  });

  it('refuses within 24 hours of an account change, saying when it unlocks', async () => {
    const { creator, cookie } = await creatorWith(20_000);
    const until = new Date('2031-01-02T03:04:00Z');
    await t.db
      .updateTable('payoutAccounts')
      .set({ withdrawLockedUntil: until })
      .where('creatorId', '=', creator.id)
      .execute();

    expect((await withdraw(cookie, '100')).body).toMatchObject({
      code: 409,
      reason: 'payout_account_locked',
      message: '收款账户刚刚变更，为保障资金安全，2031-01-02 11:04 之后才能发起提现',
    });
    const overview = await t.call(withdrawalEndpoints.overview, {}, { cookie });
    expect(overview.body.data).toMatchObject({
      abilities: { withdraw: false },
      account: { withdrawLockedUntil: until.toISOString() },
    });

    await t.db
      .updateTable('payoutAccounts')
      .set({ withdrawLockedUntil: new Date(Date.now() - 1000) })
      .where('creatorId', '=', creator.id)
      .execute();
    expect((await withdraw(cookie, '100')).body.code).toBe(200);
  });

  it('never overdraws: 50 requests at once spend no fen twice', async () => {
    const earnedFen = 123_456;
    const { creator, cookie } = await creatorWith(earnedFen);
    // Amounts ¥100.00–¥149.00 in whole yuan, so the balance cannot cover them all.
    const amounts = Array.from({ length: 50 }, (_, i) => 10_000 + (i % 50) * 100);
    const started = Date.now();
    const answers = await Promise.all(amounts.map((fen) => withdraw(cookie, (fen / 100).toFixed(2))));
    const ms = Date.now() - started;

    const accepted = amounts.filter((_, i) => answers[i]!.body.code === 200);
    const refused = amounts.filter((_, i) => answers[i]!.body.code !== 200);
    for (const answer of answers.filter((a) => a.body.code !== 200)) {
      expect(answer.body).toMatchObject({ code: 409, reason: 'insufficient_balance' });
    }
    const requestedFen = accepted.reduce((a, b) => a + b, 0);
    const balances = await expectMoneyConsistent(t.db, creator.id, earnedFen);

    expect(requestedFen).toBeLessThanOrEqual(earnedFen);
    expect(balances.inWithdrawal).toBe(requestedFen);
    expect(balances.withdrawable).toBe(earnedFen - requestedFen);
    // Requests were served one at a time: each refused one wanted more than was left in the end.
    for (const fen of refused) expect(fen).toBeGreaterThan(balances.withdrawable);
    expect(accepted.length).toBeGreaterThan(0);
    console.info(
      `[race ${process.env.TEST_DB}] 50 concurrent withdrawals against ¥${earnedFen / 100}: ${accepted.length} accepted ` +
        `(¥${requestedFen / 100}), ${refused.length} refused, ¥${balances.withdrawable / 100} left, ${ms} ms`,
    );
  });
});
describe('history', () => {
  it('lists the creator’s own withdrawals newest first, by status, and hides other creators’', async () => {
    const { cookie } = await creatorWith(100_000);
    const first = await requested(cookie, '100');
    const second = await requested(cookie, '200');
    const { cookie: opCookie } = await operatorCookie();
    await t.call(
      adminWithdrawalEndpoints.reject,
      { withdrawalNo: first, reason: '测试' },
      { cookie: opCookie },
    );

    const all = await t.call(withdrawalEndpoints.list, {}, { cookie });
    expect(all.body.data).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(all.body.data.list.map((w) => w.withdrawalNo)).toEqual([second, first]);
    const rejected = await t.call(withdrawalEndpoints.list, { status: 'rejected' }, { cookie });
    expect(rejected.body.data.list.map((w) => w.withdrawalNo)).toEqual([first]);

    const other = await creatorWith(0);
    expect(
      (await t.call(withdrawalEndpoints.detail, { withdrawalNo: first }, { cookie: other.cookie })).body.code,
    ).toBe(404);
    expect((await t.call(withdrawalEndpoints.list, {}, { cookie: other.cookie })).body.data.total).toBe(0);

    const queue = await t.call(adminWithdrawalEndpoints.list, { status: 'rejected' }, { cookie: opCookie });
    expect(queue.body.data.list.some((w) => w.withdrawalNo === first)).toBe(true);
  });
});
