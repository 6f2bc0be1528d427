import { isStateChange } from '../status/state-machines';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCreator, buildUser } from '../../../../test/factories';
import { buildWithdrawalId, expectLedgerConsistent } from '../../../../test/money';
import { orderRow, submitAndPay, notifyingMoneyContext } from '../../../../test/payment-flow';
import { useTestApp } from '../../../../test/test-app';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import type { Simulator } from '../provider/simulator/simulator';
import { listMoneyEvents } from '../ledger/money-event.repository';
import { type CreatorBalances, getCreatorBalances } from '../ledger/ledger';
import { postWithdrawalRequest } from '../ledger/post-withdrawal';
import { refundOrder } from './refund-order';
import { settleDueEarnings } from '../ledger/settle-earnings';

const t = useTestApp({ listen: true });
const DAY = 24 * 60 * 60 * 1000;

describe('refundOrder: the creator share from pending first, then withdrawable (debt)', () => {
  let sim: Simulator;
  let buyerCookie: string;
  let operator: UserRow;
  const ctx = () => notifyingMoneyContext(t);
  /** Settles everything paid so far (as the job would SETTLEMENT_DAYS later). */
  const settleAll = () => settleDueEarnings({ db: t.db, settlementDays: 7 }, new Date(Date.now() + 8 * DAY));
  const refund = (orderNo: string, amountFen?: number) =>
    refundOrder(ctx(), { orderNo, amountFen, reason: '买家申请', operatorId: operator.id });

  beforeAll(async () => {
    sim = t.payments.simulator!;
    buyerCookie = await t.signIn((await buildUser(t.db)).phone);
    operator = await buildUser(t.db, { isOperator: true });
  });

  const paidTip = (creator: UserRow, amount: string) =>
    submitAndPay(t, buyerCookie, { kind: 'tip', creatorId: String(creator.id), amount });
  /** The creator's four balances are exactly these (each one not given: 0). */
  const expectBalances = async (creatorId: number, fen: Partial<CreatorBalances>) =>
    expect(await getCreatorBalances(t.db, creatorId)).toEqual({
      pending: 0,
      withdrawable: 0,
      inWithdrawal: 0,
      withdrawn: 0,
      ...fen,
    });

  it('before settlement: out of the order’s own pending remainder; the rest settles later', async () => {
    const creator = await buildCreator(t.db);
    const flow = await paidTip(creator, '100');
    const { refund: row, order } = await refund(flow.orderNo, 4000);
    expect(row).toMatchObject({ status: 'succeeded', kind: 'order', orgReqSeqId: flow.payment.reqSeqId });
    expect(order.status).toBe('paid');
    // 10000 paid: 9500 pending; refund 4000 = fee 200 + creator 3800 from pending.
    await expectBalances(creator.id, { pending: 5700 });
    await settleAll();
    expect(await getCreatorBalances(t.db, creator.id)).toMatchObject({ pending: 0, withdrawable: 5700 });
    expect(await listMoneyEvents(t.db, 'refund', row.id)).toMatchObject([
      { fromState: 'pending', toState: 'succeeded', actor: 'provider' },
    ]);
    await expectLedgerConsistent(t.db);
  });

  it('after settlement: out of withdrawable; a full refund ends the order', async () => {
    const creator = await buildCreator(t.db);
    const flow = await paidTip(creator, '20');
    await settleAll();
    expect(await getCreatorBalances(t.db, creator.id)).toMatchObject({ pending: 0, withdrawable: 1900 });
    const { order } = await refund(flow.orderNo);
    expect(order.status).toBe('refunded');
    await expectBalances(creator.id, {});
    expect(
      (await listMoneyEvents(t.db, 'order', order.id))
        .filter(isStateChange)
        .map((e) => `${e.fromState}→${e.toState}`),
    ).toEqual(['pending→paid', 'paid→refunded']);
    await expectLedgerConsistent(t.db);
  });

  it('more than withdrawable: the balance goes negative (debt), and a later settlement pays it off first', async () => {
    const creator = await buildCreator(t.db);
    const first = await paidTip(creator, '50');
    await settleAll();
    // The creator asks to withdraw all of it (withdrawable → in withdrawal).
    const withdrawalId = await buildWithdrawalId(t.db, creator.id, 4750);
    await postWithdrawalRequest(t.db, { creatorId: creator.id, withdrawalId, amountFen: 4750 });
    expect(await getCreatorBalances(t.db, creator.id)).toMatchObject({ withdrawable: 0, inWithdrawal: 4750 });

    await refund(first.orderNo, 2000);
    await expectBalances(creator.id, { withdrawable: -1900, inWithdrawal: 4750 });

    // A new sale settles: 3000 → 2850, of which 1900 pays off the debt.
    await paidTip(creator, '30');
    expect(await getCreatorBalances(t.db, creator.id)).toMatchObject({ pending: 2850, withdrawable: -1900 });
    await settleAll();
    expect(await getCreatorBalances(t.db, creator.id)).toMatchObject({ pending: 0, withdrawable: 950 });
    await expectLedgerConsistent(t.db);
  });

  it('a refund the provider refuses fails, is recorded, and frees the amount again', async () => {
    const creator = await buildCreator(t.db);
    const flow = await paidTip(creator, '8');
    sim.faults.inject({ route: 'refund', kind: 'business', code: '10000002' });
    const refused = await refund(flow.orderNo).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    const [row] = await t.db
      .selectFrom('refunds')
      .selectAll()
      .where('orderId', '=', (await orderRow(t, flow.orderNo)).id)
      .execute();
    expect(row).toMatchObject({ status: 'failed' });
    expect(row!.failure).toMatch(/^10000002/);
    expect(await listMoneyEvents(t.db, 'refund', row!.id)).toMatchObject([
      { fromState: 'pending', toState: 'failed', actor: `operator:${operator.id}` },
    ]);
    const again = await refund(flow.orderNo);
    expect(again.order.status).toBe('refunded');
    await expectLedgerConsistent(t.db);
  });
});
