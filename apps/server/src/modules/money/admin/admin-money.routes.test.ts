import {
  adminAuditEndpoints,
  adminComplaintEndpoints,
  adminPaymentEndpoints,
  adminQueueEndpoints,
} from '@frog/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { orderRow, unlocksOf } from '../../../../test/payment-flow';
import { moneyConsoleKit } from '../../../../test/console-kit';
import { useTestApp } from '../../../../test/test-app';
import { flagOrder } from '../orders/order.repository';

const t = useTestApp({ listen: true });
const { s, paidPost, complain, auditOf, noticesOf, call } = moneyConsoleKit(t);

// Complaints and flags as an operator resolves them: each resolution writes exactly one audit
// entry, a refund goes through the refund service and both parties hear about it.
describe('operator console: complaints, flags, audit', () => {
  it('lists a complaint with its order, payment, buyer, creator, contact and text, open first, and counts it', async () => {
    const before = (await call(adminQueueEndpoints.counts, {})).body.data.complaints;
    const flow = await paidPost('投诉列表作品');
    const complaint = await complain(flow.paymentNo);

    const res = await call(adminComplaintEndpoints.list, {});
    expect(res.body.code, res.body.message).toBe(200);
    const item = res.body.data.list.find((c) => c.id === complaint.id)!;
    expect(item).toMatchObject({
      status: 'open',
      contact: '13800000000',
      message: '付款后看不到内容',
      payment: { paymentNo: flow.paymentNo, statusText: '已支付', amount: { fen: 990 } },
      order: {
        orderNo: flow.orderNo,
        itemText: '解锁《投诉列表作品》',
        buyer: { id: s.buyer.id, nickname: '买家小蛙' },
        creator: { id: s.creator.id, nickname: '蛙蛙画画' },
        refundable: { fen: 990 },
      },
      reporter: { id: s.buyer.id },
      abilities: { handle: true, refund: true },
    });
    expect(res.body.data.list[0]!.status).toBe('open');
    expect((await call(adminQueueEndpoints.counts, {})).body.data.complaints).toBe(before + 1);
  });

  it('handles a complaint with a note: one audit entry, no second handling', async () => {
    const flow = await paidPost('处理投诉作品');
    const complaint = await complain(flow.paymentNo);

    const res = await call(adminComplaintEndpoints.handle, {
      id: String(complaint.id),
      note: '已电话联系买家',
    });
    expect(res.body.code, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'handled',
      note: '已电话联系买家',
      handledBy: { id: s.operator.id, nickname: '运营小蛙' },
      abilities: { handle: false, refund: false },
    });
    const again = await call(adminComplaintEndpoints.handle, { id: String(complaint.id), note: '再处理' });
    expect(again.body.code).toBe(409);
    expect(again.body.message).toMatch(/已处理/);

    const entries = await auditOf('complaint', complaint.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      operatorId: s.operator.id,
      action: 'complaint.handle',
      reason: '已电话联系买家',
      before: { status: 'open' },
      after: { status: 'handled', note: '已电话联系买家' },
    });
  });

  it('refunds a complaint in full: the post locks again, both sides are told, one audit entry', async () => {
    const flow = await paidPost('投诉退款作品');
    const complaint = await complain(flow.paymentNo);

    const res = await call(adminComplaintEndpoints.refund, {
      id: String(complaint.id),
      reason: '内容与描述不符',
    });
    expect(res.body.code, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'refunded',
      note: '内容与描述不符',
      refund: { amount: { fen: 990 }, status: 'succeeded' },
      order: { status: 'refunded', refunded: { fen: 990 } },
    });
    await s.sim.idle();
    expect(await unlocksOf(t, s.buyer.id, flow.post.id)).toEqual([]);
    expect(await noticesOf(s.buyer.id, 'order_refunded')).toContainEqual(
      expect.objectContaining({ title: '你的订单已退款', body: expect.stringContaining(flow.orderNo) }),
    );
    expect(await noticesOf(s.creator.id, 'order_refunded')).toContainEqual(
      expect.objectContaining({ body: expect.stringContaining(flow.orderNo) }),
    );
    const entries = await auditOf('complaint', complaint.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'complaint.refund',
      reason: '内容与描述不符',
      before: { orderNo: flow.orderNo, refundableFen: 990, status: 'open' },
      after: { amountFen: 990, status: 'refunded' },
    });
  });

  it('refunds part of a complaint’s order: the order stays paid with the rest refundable', async () => {
    const flow = await paidPost('部分退款作品');
    const complaint = await complain(flow.paymentNo);

    const res = await call(adminComplaintEndpoints.refund, {
      id: String(complaint.id),
      amount: '3.5',
      reason: '部分补偿',
    });
    expect(res.body.code, res.body.message).toBe(200);
    expect(res.body.data.order).toMatchObject({
      status: 'paid',
      refunded: { fen: 350 },
      refundable: { fen: 640 },
    });
    const tooMuch = await call(adminComplaintEndpoints.refund, { id: String(complaint.id), reason: '再退' });
    expect(tooMuch.body.code).toBe(409);
  });

  it('refuses a refund above what is left with a Chinese message, writing neither refund nor audit entry', async () => {
    const flow = await paidPost('超额退款作品');
    const complaint = await complain(flow.paymentNo);

    const res = await call(adminComplaintEndpoints.refund, {
      id: String(complaint.id),
      amount: '10',
      reason: '多退',
    });
    expect(res.body.code).toBe(409);
    expect(res.body.message).toContain('可退 9.90 元');
    expect(await auditOf('complaint', complaint.id)).toHaveLength(0);
    const order = await orderRow(t, flow.orderNo);
    expect(
      await t.db.selectFrom('refunds').select('id').where('orderId', '=', order.id).execute(),
    ).toHaveLength(0);
  });

  it('lists a flagged order and resolves it with a note, naming who resolved it', async () => {
    const flow = await paidPost('异常订单作品');
    const order = await orderRow(t, flow.orderNo);
    await flagOrder(t.db, order.id, `mismatch:amount:${flow.payment.reqSeqId}`);

    const open = await call(adminPaymentEndpoints.flags, { pageSize: '50' });
    const item = open.body.data.list.find((f) => f.key === flow.orderNo);
    expect(item).toMatchObject({
      source: 'order',
      flag: { kind: 'mismatch', text: '支付通知的金额与订单不符', resolution: null },
      abilities: { resolve: true, refund: true },
    });

    const res = await call(adminPaymentEndpoints.resolveFlag, {
      orderNo: flow.orderNo,
      note: '核对后金额无误',
    });
    expect(res.body.code, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({
      source: 'order',
      flag: {
        resolution: {
          by: { id: s.operator.id, nickname: '运营小蛙' },
          note: '核对后金额无误',
          refundNo: null,
        },
      },
      abilities: { resolve: false, refund: false },
    });
    expect(
      (await call(adminPaymentEndpoints.flags, { pageSize: '50' })).body.data.list.map((f) => f.key),
    ).not.toContain(flow.orderNo);
    const resolved = await call(adminPaymentEndpoints.flags, { status: 'resolved', pageSize: '50' });
    expect(resolved.body.data.list.map((f) => f.key)).toContain(flow.orderNo);
    expect(await auditOf('order', flow.orderNo)).toEqual([
      expect.objectContaining({ action: 'flag.resolve', reason: '核对后金额无误' }),
    ]);

    // A new reason re-opens it (the database trigger), so nothing flagged later hides behind an old note.
    await flagOrder(t.db, order.id, 'late_paid');
    const reopened = await call(adminPaymentEndpoints.flags, { pageSize: '50' });
    expect(reopened.body.data.list.find((f) => f.key === flow.orderNo)).toMatchObject({
      flag: { kind: 'late_paid', resolution: null },
    });
  });

  it('refunds a flagged order from the queue: resolved by that refund, one audit entry', async () => {
    const flow = await paidPost('超时支付作品');
    await flagOrder(t.db, (await orderRow(t, flow.orderNo)).id, 'late_paid');

    const res = await call(adminPaymentEndpoints.refundFlag, {
      orderNo: flow.orderNo,
      reason: '超时支付，退回',
    });
    expect(res.body.code, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({
      order: { status: 'refunded' },
      flag: {
        kind: 'late_paid',
        resolution: { note: '超时支付，退回', refundNo: expect.stringMatching(/./) },
      },
    });
    expect(await auditOf('order', flow.orderNo)).toEqual([
      expect.objectContaining({ action: 'flag.refund' }),
    ]);
    expect(await noticesOf(s.buyer.id, 'order_refunded')).toContainEqual(
      expect.objectContaining({ body: expect.stringContaining(flow.orderNo) }),
    );
  });

  it('resolves a notification for an unknown payment with a note', async () => {
    const event = await t.db
      .insertInto('paymentEvents')
      .values({
        provider: 'huifu',
        dedupeKey: `test|unknown|${Date.now()}`,
        paymentId: null,
        source: 'notify',
        raw: '{"req_seq_id":"P0000unknown"}',
        verified: true,
        outcome: 'unknown_payment',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const open = await call(adminPaymentEndpoints.flags, { pageSize: '50' });
    expect(open.body.data.list.find((f) => f.key === String(event.id))).toMatchObject({
      source: 'unknown_payment',
      text: '未知支付通知',
      event: { raw: '{"req_seq_id":"P0000unknown"}' },
      abilities: { refund: false, resolve: true },
    });

    const res = await call(adminPaymentEndpoints.resolveUnknownPayment, {
      eventId: String(event.id),
      note: '测试商户的通知',
    });
    expect(res.body.code, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({
      resolution: { note: '测试商户的通知', by: { id: s.operator.id } },
    });
    expect(await auditOf('payment_event', event.id)).toHaveLength(1);
    expect(
      (await call(adminPaymentEndpoints.resolveUnknownPayment, { eventId: String(event.id), note: '再次' }))
        .body.code,
    ).toBe(409);
  });

  it('keeps the audit log append-only in the database, and lists it filtered with cursor paging', async () => {
    await expect(sql`update audit_log set reason = 'changed'`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_log`.execute(t.db)).rejects.toThrow(/append-only/);

    const all = await call(adminAuditEndpoints.list, { operatorId: String(s.operator.id) });
    expect(all.body.code, all.body.message).toBe(200);
    expect(all.body.data.list.length).toBeGreaterThanOrEqual(5);
    expect(all.body.data.list.every((e) => e.operator.id === s.operator.id)).toBe(true);
    const ids = all.body.data.list.map((e) => e.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);

    const refunds = await call(adminAuditEndpoints.list, { action: 'complaint.refund' });
    expect(refunds.body.data.list.map((e) => e.action)).toEqual(['complaint.refund', 'complaint.refund']);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const dated = await call(adminAuditEndpoints.list, { from: today, to: today });
    expect(dated.body.data.list.length).toBe(all.body.data.list.length);
    expect((await call(adminAuditEndpoints.list, { to: '2020-01-01' })).body.data.list).toEqual([]);
  });
});
