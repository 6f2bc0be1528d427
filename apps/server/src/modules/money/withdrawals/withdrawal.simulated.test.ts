import {
  adminWithdrawalEndpoints,
  devPayoutEndpoints,
  type Withdrawal,
  withdrawalEndpoints,
} from '@frog/contracts';
import { describe, expect, it, vi } from 'vitest';
import { expectMoneyConsistent } from '../../../../test/payouts';
import { useTestApp } from '../../../../test/test-app';
import { withdrawalKit } from '../../../../test/withdrawal-kit';
import { SIMULATED_FAILURE_REASON, SIMULATED_PAYOUT_ANSWER } from '../payouts/simulated-provider';
import { noticeOf } from '../../../../test/notices';
import { storedRow } from '../../../../test/stored-row';

// The simulated provider answers by itself shortly after approval (a job on the queue, as in
// main.ts); a ¥2 fee, a ¥50 minimum.
const t = useTestApp({
  tasks: true,
  env: {
    PAYOUT_PROVIDER: 'simulated',
    PAYOUT_SIMULATED_DELAY_MS: '400',
    WITHDRAWAL_FEE_FEN: '200',
    WITHDRAWAL_MIN_FEN: '5000',
  },
});

const { creatorWith, operatorCookie, decide, endWithReason } = withdrawalKit(t);

async function setUp(earnedFen: number) {
  const { creator, cookie } = await creatorWith(earnedFen);

  return { creator, cookie, opCookie: (await operatorCookie()).cookie };
}

/** Waits until the provider has answered (the withdrawal left `approved`). */
function settled(cookie: string, withdrawalNo: string): Promise<Withdrawal> {
  return vi.waitFor(
    async () => {
      const res = await t.call(withdrawalEndpoints.detail, { withdrawalNo }, { cookie });
      if (res.body.data.status === 'approved') throw new Error(`withdrawal ${withdrawalNo} still approved`);
      return res.body.data;
    },
    { timeout: 60_000, interval: 20 },
  );
}

async function requestAndApprove(cookie: string, opCookie: string, amount: string) {
  const res = await t.call(withdrawalEndpoints.request, { amount }, { cookie });
  expect(res.body.code, res.body.message).toBe(200);
  await decide(
    opCookie,
    adminWithdrawalEndpoints.approve,
    { withdrawalNo: res.body.data.withdrawalNo },
    { status: 'approved', provider: 'simulated' },
  );

  return res.body.data.withdrawalNo;
}

describe('simulated payouts', () => {
  it('shows the configured minimum and fee', async () => {
    const { cookie } = await setUp(10_000);
    const overview = await t.call(withdrawalEndpoints.overview, {}, { cookie });

    expect(overview.body.data).toMatchObject({
      minAmount: { fen: 5000, yuan: '50.00' },
      fee: { fen: 200, yuan: '2.00' },
    });
    expect((await t.call(withdrawalEndpoints.request, { amount: '49.99' }, { cookie })).body.message).toBe(
      '单笔提现金额不能少于 ¥50.00',
    );
  });

  it('pays by itself after approval: the fee goes to the platform, the rest out through clearing', async () => {
    const { creator, cookie, opCookie } = await setUp(30_000);
    const no = await requestAndApprove(cookie, opCookie, '100');
    const done = await settled(cookie, no);

    expect(done).toMatchObject({
      status: 'paid',
      amount: { fen: 10_000 },
      fee: { fen: 200 },
      payAmount: { fen: 9800, yuan: '98.00' },
    });
    expect(done.transferReference).toMatch(/^SIMTRF\d+$/);
    const row = await storedRow(t.db, 'withdrawals', 'withdrawalNo', no);
    expect(row.providerRef).toBe(`SIMPAY${no.slice(1)}`);
    const payout = await t.db
      .selectFrom('ledgerEntries')
      .select(['account', 'amountFen'])
      .where('withdrawalId', '=', row.id)
      .where('kind', '=', 'payout')
      .orderBy('amountFen')
      .execute();
    expect(payout).toEqual([
      { account: `creator_in_withdrawal:${creator.id}`, amountFen: -10_000 },
      { account: 'platform_fee', amountFen: 200 },
      { account: 'provider_clearing', amountFen: 9800 },
    ]);
    expect(await expectMoneyConsistent(t.db, creator.id, 30_000)).toMatchObject({
      withdrawn: 10_000,
      withdrawable: 20_000,
    });
    const events = await t.db
      .selectFrom('moneyEvents')
      .select(['toState', 'actor'])
      .where('entity', '=', 'withdrawal')
      .where('entityId', '=', row.id)
      .orderBy('id')
      .execute();
    expect(events.at(-1)).toEqual({ toState: 'paid', actor: 'provider' });

    // Only a manual payout is marked paid by hand.
    const byHand = await t.call(
      adminWithdrawalEndpoints.markPaid,
      { withdrawalNo: no, transferReference: 'REF0001' },
      { cookie: opCookie },
    );
    expect(byHand.body).toMatchObject({
      code: 409,
      message: '该提现由自动打款渠道处理，不能手动标记为已打款',
    });
  });

  it('fails once when asked to: the amount returns with the reason, and a retry is paid', async () => {
    const { creator, cookie, opCookie } = await setUp(30_000);
    expect((await t.call(devPayoutEndpoints.failNext, {}, { cookie })).body.code).toBe(200);

    const first = await requestAndApprove(cookie, opCookie, '120');
    const failed = await settled(cookie, first);
    expect(failed).toMatchObject({ status: 'failed', reason: SIMULATED_FAILURE_REASON });
    expect(await expectMoneyConsistent(t.db, creator.id, 30_000)).toMatchObject({
      withdrawable: 30_000,
      inWithdrawal: 0,
      withdrawn: 0,
    });
    const notice = await noticeOf(t.db, creator.id, 'withdrawal:failed');
    expect(notice.body).toContain('金额已退回可提现余额');

    const retry = await requestAndApprove(cookie, opCookie, '120');
    expect(await settled(cookie, retry)).toMatchObject({ status: 'paid' });
    expect(await expectMoneyConsistent(t.db, creator.id, 30_000)).toMatchObject({
      withdrawable: 18_000,
      withdrawn: 12_000,
    });

    const other = await setUp(30_000);
    const reason = '模拟：银行维护中';
    await t.call(devPayoutEndpoints.failNext, { reason }, { cookie: other.cookie });
    const third = await requestAndApprove(other.cookie, other.opCookie, '60');
    expect(await settled(other.cookie, third)).toMatchObject({ status: 'failed', reason });
  });

  it('lets an operator fail a payout the provider never answered; its late answer then changes nothing', async () => {
    const { creator, cookie, opCookie } = await setUp(30_000);
    const no = await requestAndApprove(cookie, opCookie, '80');
    await endWithReason(opCookie, no, 'failed', '渠道无响应');

    // The provider's answer still comes (a job on the queue), and is ignored.
    const row = await t.db
      .selectFrom('withdrawals')
      .select('id')
      .where('withdrawalNo', '=', no)
      .executeTakeFirstOrThrow();
    const answer = () =>
      vi
        .waitUntil(
          async () => {
            const [job] = await t.jobs!.boss.findJobs(SIMULATED_PAYOUT_ANSWER, {
              data: { withdrawalId: row.id },
            });
            return job?.state === 'completed' ? { output: job.output } : undefined;
          },
          { timeout: 60_000, interval: 100 },
        )
        .then(({ output }) => output);
    expect(await answer()).toEqual({ applied: false, reason: 'withdrawal not approved' });
    const after = await t.call(withdrawalEndpoints.detail, { withdrawalNo: no }, { cookie });
    expect(after.body.data).toMatchObject({ status: 'failed', transferReference: null });
    expect(await expectMoneyConsistent(t.db, creator.id, 30_000)).toMatchObject({
      withdrawable: 30_000,
      withdrawn: 0,
    });
  });
});
