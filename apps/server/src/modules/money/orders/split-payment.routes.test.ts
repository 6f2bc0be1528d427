import { orderEndpoints, Reason } from '@frog/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { expectLedgerConsistent } from '../../../../test/money';
import { notifyingMoneyContext, orderRow, paymentRow, submitAndPay } from '../../../../test/payment-flow';
import { buildHuifuCreator, buildVerifiedCreator } from '../../../../test/payouts';
import { useTestApp } from '../../../../test/test-app';
import type { UserRow } from '../../../platform/db/types';
import { getCreatorBalances } from '../ledger/ledger';
import { refundOrder } from '../refunds/refund-order';

// MONEY_FLOW=huifu-split: every payment is split by the provider at once, the creator's share into
// their own Huifu account and the platform fee (5 %) into our merchant account; a refund takes its
// parts back from the same accounts. The ledger says where the money is, and ledger:check agrees.
const t = useTestApp({
  listen: true,
  tasks: true,
  env: { MONEY_FLOW: 'huifu-split', PLATFORM_FEE_BPS: '500' },
});

describe('split at source (huifu-split)', () => {
  let buyerCookie: string;
  let operator: UserRow;

  beforeAll(async () => {
    buyerCookie = await t.signIn((await buildUser(t.db)).phone);
    operator = await buildUser(t.db, { isOperator: true });
  });

  const receivingCreator = () => buildHuifuCreator(t);

  const simUser = (huifuId: string) => t.payments.simulator?.store.users.get(huifuId);
  const postingsOf = (orderId: number) =>
    t.db
      .selectFrom('ledgerEntries')
      .select(['kind', 'account', 'amountFen'])
      .where('orderId', '=', orderId)
      .orderBy('id')
      .execute();

  it('takes no order for a creator without a Huifu account, before any order exists', async () => {
    const creator = await buildVerifiedCreator(t.db, '李小蛙');
    const tip = { kind: 'tip', creatorId: String(creator.id), amount: '5', channel: 'alipay' };
    for (const endpoint of [orderEndpoints.preCheck, orderEndpoints.submit]) {
      const res = await t.call(endpoint, tip, { cookie: buyerCookie });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('该创作者尚未开通收款账户，暂时无法支付');
      expect((res.body as { reason?: string }).reason).toBe(Reason.CREATOR_NOT_RECEIVING);
    }
    expect(
      await t.db.selectFrom('orders').select('id').where('creatorId', '=', creator.id).execute(),
    ).toEqual([]);
  });

  it('splits a ¥10 tip at the provider: ¥9.50 into the creator’s account, ¥0.50 to ours; a refund takes its parts back', async () => {
    const { creator, huifuId } = await receivingCreator();
    const paid = await submitAndPay(t, buyerCookie, {
      kind: 'tip',
      creatorId: String(creator.id),
      amount: '10',
    });
    const payment = await paymentRow(t, paid.paymentNo);
    expect(payment).toMatchObject({ splitHuifuId: huifuId, splitFeeFen: 50 });
    const simOrder = t.payments.simulator?.findOrder({ reqSeqId: payment.reqSeqId ?? '' });
    expect(simOrder?.split).toEqual([
      { huifuId, amountFen: 950 },
      { huifuId: t.payments.provider.merchantId, amountFen: 50 },
    ]);
    expect(simUser(huifuId)?.balanceFen).toBe(950);
    const order = await orderRow(t, paid.orderNo);
    expect(await postingsOf(order.id)).toEqual(
      expect.arrayContaining([
        { kind: 'payment', account: 'provider_clearing', amountFen: -50 },
        { kind: 'payment', account: `creator_at_provider:${creator.id}`, amountFen: -950 },
        { kind: 'payment', account: `creator_pending:${creator.id}`, amountFen: 950 },
        { kind: 'payment', account: 'platform_fee', amountFen: 50 },
      ]),
    );
    expect((await getCreatorBalances(t.db, creator.id)).pending).toBe(950);
    await expectLedgerConsistent(t.db);

    // ¥4 back: the fee's share (5 %, 20 fen) from our account, 380 fen from the creator's.
    const { refund } = await refundOrder(notifyingMoneyContext(t), {
      orderNo: paid.orderNo,
      amountFen: 400,
      reason: '买家申请',
      operatorId: operator.id,
    });
    expect(refund).toMatchObject({ status: 'succeeded', splitHuifuId: huifuId, splitFeeFen: 20 });
    const simRefund = t.payments.simulator?.store.findRefund(refund.refundNo);
    expect(simRefund?.split).toEqual([
      { huifuId, amountFen: 380 },
      { huifuId: t.payments.provider.merchantId, amountFen: 20 },
    ]);
    expect(simUser(huifuId)?.balanceFen).toBe(570);
    expect((await getCreatorBalances(t.db, creator.id)).pending).toBe(570);
    await expectLedgerConsistent(t.db);

    // The rest: all of what is left, in the same order of accounts, and nothing is left anywhere.
    await refundOrder(notifyingMoneyContext(t), {
      orderNo: paid.orderNo,
      reason: '全额退款',
      operatorId: operator.id,
    });
    expect(simUser(huifuId)?.balanceFen).toBe(0);
    expect(await getCreatorBalances(t.db, creator.id)).toMatchObject({ pending: 0, withdrawable: 0 });
    expect((await orderRow(t, paid.orderNo)).status).toBe('refunded');
    await expectLedgerConsistent(t.db);
  });
});
