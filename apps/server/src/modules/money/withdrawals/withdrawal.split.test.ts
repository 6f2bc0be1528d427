import { adminWithdrawalEndpoints, type Withdrawal, withdrawalEndpoints } from '@frog/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { expectLedgerConsistent } from '../../../../test/money';
import { submitAndPay } from '../../../../test/payment-flow';
import { buildHuifuCreator } from '../../../../test/payouts';
import { useTestApp } from '../../../../test/test-app';
import { withdrawalKit } from '../../../../test/withdrawal-kit';
import { getCreatorBalances } from '../ledger/ledger';
import { settleDueEarnings } from '../ledger/settle-earnings';
import { storedRow } from '../../../../test/stored-row';

// MONEY_FLOW=huifu-split: a withdrawal is Huifu's 取现 from the creator's own account to their card,
// asked about on the job queue until it is final (as main.ts runs it). A 5 % fee, a ¥10 minimum.
const t = useTestApp({
  listen: true,
  tasks: true,
  env: { MONEY_FLOW: 'huifu-split', PLATFORM_FEE_BPS: '500', WITHDRAWAL_MIN_FEN: '1000' },
});
const { operatorCookie, decide } = withdrawalKit(t);
const DAY_MS = 24 * 60 * 60 * 1000;

describe('withdrawals in split mode', () => {
  let buyerCookie: string;
  let opCookie: string;

  beforeAll(async () => {
    buyerCookie = await t.signIn((await buildUser(t.db)).phone);
    opCookie = (await operatorCookie()).cookie;
  });

  /** A creator whose ¥200 tip was split to their Huifu account and settled: ¥190 withdrawable. */
  async function earningCreator() {
    const earner = await buildHuifuCreator(t);
    await submitAndPay(t, buyerCookie, { kind: 'tip', creatorId: String(earner.creator.id), amount: '200' });
    await settleDueEarnings({ db: t.db, settlementDays: 7 }, new Date(Date.now() + 8 * DAY_MS));
    expect((await getCreatorBalances(t.db, earner.creator.id)).withdrawable).toBe(19_000);

    return earner;
  }

  const simBalance = (huifuId: string) => t.payments.simulator?.store.users.get(huifuId)?.balanceFen;

  async function requestAndApprove(cookie: string, amount: string) {
    const res = await t.call(withdrawalEndpoints.request, { amount }, { cookie });
    expect(res.body.code, res.body.message).toBe(200);
    const { withdrawalNo } = res.body.data;
    await decide(opCookie, adminWithdrawalEndpoints.approve, { withdrawalNo }, { provider: 'huifu' });

    return withdrawalNo;
  }

  /** The withdrawal once Huifu's answer was applied (it left `approved`). */
  const final = (cookie: string, withdrawalNo: string) =>
    vi.waitFor(
      async () => {
        const res = await t.call(withdrawalEndpoints.detail, { withdrawalNo }, { cookie });
        if (res.body.data.status === 'approved') throw new Error(`${withdrawalNo} still approved`);
        return res.body.data as Withdrawal;
      },
      { timeout: 60_000, interval: 50 },
    );

  it('pays ¥150 from the creator’s own Huifu account to their card; the ledger and Huifu agree', async () => {
    const { creator, huifuId, cookie } = await earningCreator();
    expect(simBalance(huifuId)).toBe(19_000);

    const no = await requestAndApprove(cookie, '150');
    expect(await final(cookie, no)).toMatchObject({ status: 'paid', amount: { fen: 15_000 } });
    const row = await storedRow(t.db, 'withdrawals', 'withdrawalNo', no);
    expect(row).toMatchObject({ provider: 'huifu', huifuId, feeFen: 0 });
    expect(simBalance(huifuId)).toBe(4_000);
    expect(t.payments.simulator?.store.users.get(huifuId)?.withdrawals).toMatchObject([
      { reqSeqId: no, amountFen: 15_000, transStat: 'S' },
    ]);
    const balances = await getCreatorBalances(t.db, creator.id);
    expect(balances).toMatchObject({ withdrawable: 4_000, inWithdrawal: 0 });
    const atProvider = await t.db
      .selectFrom('ledgerEntries')
      .select((eb) => eb.fn.sum<string>('amountFen').as('total'))
      .where('account', '=', `creator_at_provider:${creator.id}`)
      .executeTakeFirstOrThrow();
    expect(Number(atProvider.total)).toBe(-4_000);
    await expectLedgerConsistent(t.db);
  });

  it('a withdrawal Huifu refuses fails with its words, and the money is withdrawable again', async () => {
    const { creator, huifuId, cookie } = await earningCreator();
    // Huifu holds less than our books say (money moved outside the platform): it refuses.
    const user = t.payments.simulator?.store.users.get(huifuId);
    if (user) user.balanceFen = 500;

    const no = await requestAndApprove(cookie, '20');
    const done = await final(cookie, no);
    expect(done.status).toBe('failed');
    expect(done.reason).toBe('汇付取现未受理：取现金额大于可取现余额（5.00 元）');
    expect(await getCreatorBalances(t.db, creator.id)).toMatchObject({
      withdrawable: 19_000,
      inWithdrawal: 0,
    });
    expect(simBalance(huifuId)).toBe(500);
    await expectLedgerConsistent(t.db);
  });
});
