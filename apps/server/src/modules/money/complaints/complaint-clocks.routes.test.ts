import { adminComplaintEndpoints, refundRequestEndpoints, tradeEndpoints } from '@frog/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { moneyConsoleKit } from '../../../../test/console-kit';
import { useTestApp } from '../../../../test/test-app';
import { simulatedWechatComplaints } from './channel-complaint-source';
import { importChannelComplaints } from './import-channel-complaints';
import { warnDueComplaints } from './warn-due-complaints';
import { storedRow } from '../../../../test/stored-row';

const t = useTestApp({ listen: true });
const { s, paidPost, auditOf, noticesOf, call } = moneyConsoleKit(t);
const HOUR = 3_600_000;

// Complaint clocks (docs/MINORS.md): a first reply within 24 h and a resolution within 72 h of the
// complaint, shown and sorted in the console, overdue ones marked, operators warned once per
// deadline, the buyer told each step; WeChat Pay's own complaints join the same queue once each.
describe('complaint clocks', () => {
  const fileAtCashier = async (message: string) => {
    const flow = await paidPost(`作品-${message}`);
    const filed = await t.call(
      tradeEndpoints.feedbackAdd,
      { paymentNo: flow.paymentNo, contact: '13800000000', message },
      { cookie: s.buyerCookie },
    );
    expect(filed.body.code, filed.body.message).toBe(200);
    const row = await storedRow(t.db, 'complaints', 'paymentNo', flow.paymentNo);

    return { flow, row };
  };
  const listed = async (id: number, status?: string) => {
    const res = await call(adminComplaintEndpoints.list, { pageSize: '50', ...(status ? { status } : {}) });
    expect(res.body.code, res.body.message).toBe(200);

    return { list: res.body.data.list, item: res.body.data.list.find((c) => c.id === id)! };
  };
  /** The test clock: the complaint was made `hours` ago (its deadlines move with it). */
  const madeHoursAgo = (id: number, hours: number) =>
    sql`update complaints set
          created_at = created_at - make_interval(hours => ${hours}),
          first_reply_due_at = first_reply_due_at - make_interval(hours => ${hours}),
          resolve_due_at = resolve_due_at - make_interval(hours => ${hours}),
          due_at = due_at - make_interval(hours => ${hours})
        where id = ${id}`.execute(t.db);

  it('a cashier complaint is due a reply in 24 h and a resolution in 72 h; the buyer is told both', async () => {
    const { row } = await fileAtCashier('看不到内容');
    expect(row.firstReplyDueAt.getTime() - row.createdAt.getTime()).toBeCloseTo(24 * HOUR, -4);
    expect(row.resolveDueAt.getTime() - row.createdAt.getTime()).toBeCloseTo(72 * HOUR, -4);

    const { item } = await listed(row.id);
    expect(item.clock).toMatchObject({
      dueAt: row.firstReplyDueAt.toISOString(),
      firstRepliedAt: null,
      overdue: null,
      dueSoon: false,
    });
    expect(item.abilities).toMatchObject({ reply: true, handle: true });
    const [filed] = await noticesOf(s.buyer.id, 'complaint:filed');
    expect(filed?.title).toBe('投诉已受理');
    expect(filed?.body).toContain(row.paymentNo);
    expect(filed?.body).toMatch(/前回复你，.+前处理完毕。$/);
  });

  it('marks a missed first reply overdue, sorts the open queue by deadline, and a reply moves the clock on', async () => {
    const late = await fileAtCashier('已超时未回复');
    const fresh = await fileAtCashier('刚刚提交');
    await madeHoursAgo(late.row.id, 25);

    const { list, item } = await listed(late.row.id, 'open');
    expect(item.clock.overdue).toBe('first_reply');
    const ids = list.map((c) => c.id);
    expect(ids.indexOf(late.row.id)).toBeLessThan(ids.indexOf(fresh.row.id));
    const dues = list.map((c) => c.clock.dueAt!);
    expect([...dues].sort()).toEqual(dues);

    const replied = await call(adminComplaintEndpoints.reply, {
      id: String(late.row.id),
      reply: '已核实，正在为你处理',
    });
    expect(replied.body.code, replied.body.message).toBe(200);
    expect(replied.body.data.status).toBe('open');
    expect(replied.body.data.clock).toMatchObject({
      overdue: null,
      dueAt: replied.body.data.clock.resolveDueAt,
    });
    expect(replied.body.data.clock.firstRepliedAt).not.toBeNull();
    expect(await noticesOf(s.buyer.id, 'complaint:replied')).toContainEqual({
      title: '投诉有了回复',
      body: `支付单 ${late.row.paymentNo} 的投诉，平台回复：已核实，正在为你处理。`,
    });
    expect(await auditOf('complaint', late.row.id)).toMatchObject([
      { action: 'complaint.reply', reason: '已核实，正在为你处理' },
    ]);

    // The buyer follows it on the order's receipt in 我的支持 too; nobody else can read it.
    const receipt = await t.call(
      refundRequestEndpoints.ofOrder,
      { orderNo: late.flow.orderNo },
      { cookie: s.buyerCookie },
    );
    expect(receipt.body.data.complaints).toMatchObject([
      { id: late.row.id, status: 'open', reply: '已核实，正在为你处理', note: null },
    ]);
    const stranger = await t.call(
      refundRequestEndpoints.ofOrder,
      { orderNo: late.flow.orderNo },
      { cookie: s.opCookie },
    );
    expect(stranger.body.code).toBe(404);

    await madeHoursAgo(late.row.id, 48);
    expect((await listed(late.row.id)).item.clock.overdue).toBe('resolve');
  });

  it('refuses an empty reply, a reply to a closed complaint, and anyone but an operator', async () => {
    const { row } = await fileAtCashier('要被拒绝的回复');
    expect(
      (await call(adminComplaintEndpoints.reply, { id: String(row.id), reply: ' ' })).body,
    ).toMatchObject({
      code: 400,
      message: '请填写回复内容',
    });
    const asBuyer = await t.call(
      adminComplaintEndpoints.reply,
      { id: String(row.id), reply: '我自己回复' },
      { cookie: s.buyerCookie },
    );
    expect(asBuyer.body.code).toBe(404);
    await call(adminComplaintEndpoints.handle, { id: String(row.id), note: '已联系买家' });
    const closed = await call(adminComplaintEndpoints.reply, { id: String(row.id), reply: '再回复' });
    expect(closed.body.code).toBe(409);
    const after = await listed(row.id);
    expect(after.item.clock).toMatchObject({ dueAt: null, overdue: null });
    expect(after.item.clock.firstRepliedAt).not.toBeNull();
    expect(await noticesOf(s.buyer.id, 'complaint:handled')).toContainEqual({
      title: '投诉已处理',
      body: `支付单 ${row.paymentNo} 的投诉已处理：已联系买家。`,
    });
  });

  it('warns every operator once per deadline when it is within 2 hours, again for the next one', async () => {
    const { row } = await fileAtCashier('快到期了');
    const warnsOf = async () =>
      (await noticesOf(s.operator.id, 'complaint:due')).filter((n) => n.body.includes(`投诉 #${row.id}（`));
    await madeHoursAgo(row.id, 21);
    await warnDueComplaints(t.db);
    expect(await warnsOf()).toEqual([]);

    await madeHoursAgo(row.id, 2);
    await Promise.all([warnDueComplaints(t.db), warnDueComplaints(t.db)]);
    await warnDueComplaints(t.db);
    const warned = await warnsOf();
    expect(warned).toHaveLength(1);
    expect(warned[0]).toMatchObject({ title: '投诉即将超时' });
    expect(warned[0]!.body).toContain('首次回复投诉人');

    await call(adminComplaintEndpoints.reply, { id: String(row.id), reply: '收到' });
    await madeHoursAgo(row.id, 49);
    await warnDueComplaints(t.db);
    await warnDueComplaints(t.db);
    const both = await warnsOf();
    expect(both).toHaveLength(2);
    expect(both[1]).toMatchObject({ title: '投诉已超时' });
    expect(both[1]!.body).toContain('处理完毕');
  });

  it('imports a WeChat Pay complaint once into the same queue, clocks from when the buyer complained', async () => {
    const flow = await paidPost('在微信里投诉的作品');
    const { reqSeqId } = await storedRow(t.db, 'payments', 'paymentNo', flow.paymentNo);
    const recorded = s.sim.consumerComplaints.add(s.sim.findOrder({ reqSeqId: reqSeqId! })!, {
      detail: '付了钱看不到',
      payerPhone: '13900001111',
    });
    const source = simulatedWechatComplaints(s.sim);
    const counts = await Promise.all([
      importChannelComplaints(t.db, source),
      importChannelComplaints(t.db, source),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await importChannelComplaints(t.db, source)).toBe(0);

    const rows = await t.db
      .selectFrom('complaints')
      .selectAll()
      .where('channelComplaintId', '=', recorded.complaint_id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      source: 'wechat',
      paymentNo: flow.paymentNo,
      reporterId: s.buyer.id,
      contact: '13900001111',
      message: '付了钱看不到',
    });
    expect(rows[0]!.firstReplyDueAt.getTime() - new Date(recorded.complaint_time).getTime()).toBe(24 * HOUR);
    const { item } = await listed(rows[0]!.id);
    expect(item).toMatchObject({ source: 'wechat', order: { orderNo: flow.orderNo } });
    expect(await noticesOf(s.buyer.id, 'complaint:filed')).toContainEqual(
      expect.objectContaining({ body: expect.stringContaining(flow.paymentNo) }),
    );
  });
});
