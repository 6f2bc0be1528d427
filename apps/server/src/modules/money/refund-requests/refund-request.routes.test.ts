import { adminOrderEndpoints, adminRefundRequestEndpoints, refundRequestEndpoints } from '@frog/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCreator, buildPost, buildUser } from '../../../../test/factories';
import { expectLedgerConsistent } from '../../../../test/money';
import { noticesOf } from '../../../../test/notices';
import { orderRow, submitAndPay, unlocksOf } from '../../../../test/payment-flow';
import { useTestApp } from '../../../../test/test-app';
import type { UserRow } from '../../../platform/db/types';

const t = useTestApp({ listen: true });
const HOUR = 60 * 60 * 1000;

describe('refund requests: requested → refunded | refused | expired, with notices', () => {
  let creator: UserRow;
  let buyer: UserRow;
  let creatorCookie: string;
  let buyerCookie: string;
  let otherCookie: string;
  let otherCreatorCookie: string;
  let opCookie: string;

  beforeAll(async () => {
    creator = await buildCreator(t.db, { nickname: '蛙蛙画画' });
    buyer = await buildUser(t.db, { nickname: '小绿' });
    creatorCookie = await t.signIn(creator.phone);
    buyerCookie = await t.signIn(buyer.phone);
    otherCookie = await t.signIn((await buildUser(t.db)).phone);
    otherCreatorCookie = await t.signIn((await buildCreator(t.db)).phone);
    opCookie = await t.signIn((await buildUser(t.db, { isOperator: true, nickname: '运营' })).phone);
  });

  /** The buyer unlocks a new post of the creator (¥9.90). */
  const paidPost = async (title = '橘猫邮差') => {
    const post = await buildPost(t.db, creator.id, { title, priceFen: 990 });
    const flow = await submitAndPay(t, buyerCookie, { kind: 'post', postId: String(post.id) });

    return { post, orderNo: flow.orderNo };
  };
  const ask = (orderNo: string, params: Record<string, string> = {}, cookie = buyerCookie) =>
    t.call(refundRequestEndpoints.create, { orderNo, reason: 'mistaken', ...params }, { cookie });
  const asked = async (orderNo: string, params: Record<string, string> = {}) => {
    const res = await ask(orderNo, params);
    expect(res.body.code, res.body.message).toBe(200);

    return res.body.data;
  };
  const grant = (id: number, cookie = creatorCookie) =>
    t.call(refundRequestEndpoints.grant, { id: String(id) }, { cookie });
  const refuse = (id: number, reason: string, cookie = creatorCookie) =>
    t.call(refundRequestEndpoints.refuse, { id: String(id), reason }, { cookie });
  const refundsOf = async (orderNo: string) =>
    t.db
      .selectFrom('refunds')
      .selectAll()
      .where('orderId', '=', (await orderRow(t, orderNo)).id)
      .execute();
  const kinds = async (userId: number, prefix: string) =>
    (await noticesOf(t.db, userId)).filter((n) => n.kind.startsWith(prefix));

  it('asked from 我的支持: open, both told (the creator with the reason and deadline), one open at a time', async () => {
    const { orderNo } = await paidPost();
    const before = await t.call(refundRequestEndpoints.ofOrder, { orderNo }, { cookie: buyerCookie });
    expect(before.body.data).toMatchObject({ request: null, canRequest: true, refusal: null });

    const request = await asked(orderNo, { reason: 'not_as_described', detail: '和预览图不一样' });
    expect(request).toMatchObject({
      status: 'requested',
      reason: 'not_as_described',
      detail: '和预览图不一样',
    });
    expect(new Date(request.deadlineAt).getTime() - new Date(request.createdAt).getTime()).toBe(72 * HOUR);

    const [toCreator] = await kinds(creator.id, 'refund_request:requested');
    expect(toCreator?.title).toBe('小绿 申请退款');
    expect(toCreator?.body).toContain('原因：内容与描述不符；补充说明：和预览图不一样。');
    expect(toCreator?.body).toContain('¥9.90');
    expect((await kinds(buyer.id, 'refund_request:requested')).at(-1)?.title).toBe('退款申请已提交');

    const again = await ask(orderNo);
    expect(again.body.code).toBe(409);
    expect(again.body.message).toBe('该订单已有待处理的退款申请，请等待处理结果');
    const view = await t.call(refundRequestEndpoints.ofOrder, { orderNo }, { cookie: buyerCookie });
    expect(view.body.data).toMatchObject({
      request: { id: request.id, status: 'requested' },
      canRequest: false,
    });
  });

  it('granted by the creator: refunded through the refund path, entitlement gone, both told the reason', async () => {
    const { post, orderNo } = await paidPost('雨天的猫');
    const request = await asked(orderNo);
    expect(await unlocksOf(t, buyer.id, post.id)).toHaveLength(1);

    const res = await grant(request.id);
    expect(res.body.code, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'refunded',
      decidedBy: 'creator',
      refund: { amount: { fen: 990 }, status: 'succeeded' },
      abilities: { grant: false, refuse: false },
    });
    await t.payments.simulator!.idle();
    expect((await orderRow(t, orderNo)).status).toBe('refunded');
    expect(await unlocksOf(t, buyer.id, post.id)).toHaveLength(0);
    const refunds = await refundsOf(orderNo);
    expect(refunds).toMatchObject([{ status: 'succeeded', amountFen: 990, operatorId: null }]);
    const told = (await kinds(buyer.id, 'order_refunded')).at(-1);
    expect(told?.body).toContain('退款原因：创作者同意了退款申请（误操作，不小心付款）。');
    expect((await kinds(creator.id, 'order_refunded')).at(-1)?.body).toContain('创作者同意了退款申请');
    await expectLedgerConsistent(t.db);

    const after = await ask(orderNo);
    expect(after.body.code).toBe(409);
    expect(after.body.message).toBe('该订单已退款');
    expect((await grant(request.id)).body.message).toBe('该退款申请已是「已退款」，请刷新后查看');
  });

  it('a grant clicked 50 times at once, by the creator and an operator, refunds exactly once', async () => {
    const { orderNo } = await paidPost('同时点了五十次');
    const request = await asked(orderNo);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? grant(request.id)
          : t.call(
              adminRefundRequestEndpoints.grant,
              { id: String(request.id), reason: '买家误购' },
              { cookie: opCookie },
            ),
      ),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    await t.payments.simulator!.idle();
    expect(await refundsOf(orderNo)).toMatchObject([{ status: 'succeeded', amountFen: 990 }]);
    expect((await orderRow(t, orderNo)).status).toBe('refunded');
    await expectLedgerConsistent(t.db);
  });

  it('refused by the creator with a reason: the buyer is told why, and may not ask again', async () => {
    const { orderNo } = await paidPost('不退的作品');
    const request = await asked(orderNo);
    expect((await refuse(request.id, '')).body.code).toBe(400);
    expect((await refuse(request.id, '内容已完整查看')).body.data).toMatchObject({
      status: 'refused',
      refusal: '内容已完整查看',
      decidedBy: 'creator',
    });
    const told = (await kinds(buyer.id, 'refund_request:refused')).at(-1);
    expect(told?.title).toBe('退款申请未通过');
    expect(told?.body).toContain('拒绝原因：内容已完整查看。');
    expect(await kinds(creator.id, 'refund_request:refused')).toHaveLength(0);
    expect((await orderRow(t, orderNo)).status).toBe('paid');
    expect(await refundsOf(orderNo)).toEqual([]);
    const again = await ask(orderNo);
    expect(again.body.code).toBe(409);
    expect(again.body.message).toContain('已被拒绝');
    expect((await grant(request.id)).body.code).toBe(409);
  });

  it('decided by an operator from the console: audited, both sides told', async () => {
    const { orderNo } = await paidPost('运营处理');
    const request = await asked(orderNo);
    const list = await t.call(
      adminRefundRequestEndpoints.list,
      { status: 'requested' },
      { cookie: opCookie },
    );
    expect(list.body.code, list.body.message).toBe(200);
    expect(list.body.data.list.find((r) => r.id === request.id)).toMatchObject({
      order: { orderNo, buyer: { id: buyer.id }, refundable: { fen: 990 } },
      abilities: { grant: true, refuse: true },
    });
    const res = await t.call(
      adminRefundRequestEndpoints.refuse,
      { id: String(request.id), reason: '已超出服务范围' },
      { cookie: opCookie },
    );
    expect(res.body.data).toMatchObject({
      status: 'refused',
      decidedBy: 'operator',
      operator: { nickname: '运营' },
    });
    expect((await kinds(creator.id, 'refund_request:refused')).at(-1)?.body).toContain('已超出服务范围');
    expect((await kinds(buyer.id, 'refund_request:refused')).at(-1)?.body).toContain('平台拒绝了');
    const audit = await t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('targetKind', '=', 'refund_request')
      .where('targetId', '=', String(request.id))
      .execute();
    expect(audit).toMatchObject([{ action: 'refund_request.refuse', reason: '已超出服务范围' }]);

    const second = await asked((await paidPost('运营退款')).orderNo);
    const granted = await t.call(
      adminRefundRequestEndpoints.grant,
      { id: String(second.id), reason: '确认为误购' },
      { cookie: opCookie },
    );
    expect(granted.body.data).toMatchObject({ status: 'refunded', decidedBy: 'operator' });
    expect((await kinds(buyer.id, 'order_refunded')).at(-1)?.body).toContain('退款原因：确认为误购。');
    await expectLedgerConsistent(t.db);
  });

  it('refuses what is not the buyer’s, out of the window, or malformed, in Chinese; never a 500', async () => {
    const { orderNo } = await paidPost('边界');
    expect((await t.call(refundRequestEndpoints.create, { orderNo, reason: 'mistaken' })).body.code).toBe(
      401,
    );
    const foreign = await ask(orderNo, {}, otherCookie);
    expect(foreign.body).toMatchObject({ code: 404, message: '订单不存在' });
    expect(
      (await t.call(refundRequestEndpoints.ofOrder, { orderNo }, { cookie: otherCookie })).body.code,
    ).toBe(404);
    expect((await ask('T0000000000000')).body.code).toBe(404);
    expect((await ask(orderNo, { reason: 'because' })).body).toMatchObject({
      code: 400,
      message: '请选择退款原因',
    });
    expect((await ask(orderNo, { detail: '长'.repeat(201) })).body).toMatchObject({
      code: 400,
      message: '补充说明不能超过200个字',
    });
    expect((await ask('不是订单号')).body.code).toBe(400);

    await sql`update orders set paid_at = now() - interval '8 days' where order_no = ${orderNo}`.execute(
      t.db,
    );
    const late = await ask(orderNo);
    expect(late.body.code).toBe(409);
    expect(late.body.message).toContain('已超过付款后 7 天的退款申请期限');

    const other = await asked((await paidPost('别人的申请')).orderNo);
    // Refunded by an operator meanwhile: the open request can no longer be granted, only refused.
    const meanwhile = await paidPost('运营先退了');
    const refundedMeanwhile = await asked(meanwhile.orderNo);
    const operatorRefund = await t.call(
      adminOrderEndpoints.refundOrder,
      { orderNo: meanwhile.orderNo, reason: '运营退款' },
      { cookie: opCookie },
    );
    expect(operatorRefund.body.code, operatorRefund.body.message).toBe(200);
    const stale = await t.call(
      refundRequestEndpoints.creatorList,
      { status: 'requested' },
      { cookie: creatorCookie },
    );
    expect(stale.body.data.list.find((r) => r.id === refundedMeanwhile.id)?.abilities).toEqual({
      grant: false,
      refuse: true,
    });
    expect((await grant(refundedMeanwhile.id)).body).toMatchObject({
      code: 409,
      message: '只有已支付的订单可以退款',
    });
    expect((await grant(other.id, otherCreatorCookie)).body).toMatchObject({
      code: 404,
      message: '退款申请不存在',
    });
    expect((await refuse(other.id, '不行', otherCreatorCookie)).body.code).toBe(404);
    expect((await grant(other.id, buyerCookie)).body.code).not.toBe(200);
    expect((await grant(999_999)).body.code).toBe(404);
    expect(
      (await t.call(refundRequestEndpoints.grant, { id: 'x' }, { cookie: creatorCookie })).body.code,
    ).toBe(400);
    const list = await t.call(adminRefundRequestEndpoints.list, {}, { cookie: creatorCookie });
    expect(list.body.code).toBe(404);
    const mine = await t.call(refundRequestEndpoints.creatorList, {}, { cookie: otherCreatorCookie });
    expect(mine.body.data.list).toEqual([]);
    const own = await t.call(
      refundRequestEndpoints.creatorList,
      { status: 'requested' },
      { cookie: creatorCookie },
    );
    expect(own.body.data.list.map((r) => r.id)).toContain(other.id);
    expect(own.body.data.list.every((r) => r.status === 'requested')).toBe(true);
  });
});
