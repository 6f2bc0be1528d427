import { orderEndpoints, revenueEndpoints } from '@frog/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCreator, uniqueIp } from '../../../../test/factories';
import { insertRefundRow } from '../../../../test/money';
import { useTestApp } from '../../../../test/test-app';
import type { UserRow } from '../../../platform/db/types';
import { aroundNow, bookPayment, type RevenueScene, sellAndRefund } from '../../../../test/revenue-kit';

const t = useTestApp({ listen: true });

describe('the orders list (support-me-orders) and its CSV export', () => {
  let buyer: UserRow;
  let other: UserRow;
  let cookie: string;
  let orders: RevenueScene['orders'];
  let planId: number;

  beforeAll(async () => {
    ({ buyer, other, cookie, orders, planId } = await sellAndRefund(t));
  });

  const list = async (params: Record<string, string> = {}) => {
    const res = await t.call(orderEndpoints.supportMeOrders, params, { cookie });
    expect(res.body.code, res.body.message).toBe(200);

    return res.body.data;
  };

  it('shows amount, fee, refunded, net and the derived status of each order', async () => {
    const data = await list();
    expect(data.total).toBe(4);
    const byNo = Object.fromEntries(data.list.map((o) => [o.orderNo, o]));
    expect(byNo[orders.post]).toMatchObject({
      status: 'refunded',
      amount: '9.90',
      fee: '0.00',
      refunded: '9.90',
      net: '0.00',
      description: '解锁《橘猫邮差》',
      refundReason: '买家申请',
    });
    expect(byNo[orders.tip]).toMatchObject({
      status: 'partly_refunded',
      amount: '20.00',
      fee: '0.75',
      refunded: '5.00',
      net: '14.25',
      message: '画得真好，"再来一张"',
      buyer: { nickname: '青蛙王子' },
    });
    expect(byNo[orders.plan]).toMatchObject({
      status: 'paid',
      fee: '0.60',
      net: '11.40',
      months: 2,
      planId,
      refundReason: null,
    });
  });

  it('does not show the refund of a double payment as a refund of the order', async () => {
    const someone = await buildCreator(t.db);
    const order = await bookPayment(t, someone, buyer, 'tip', 500, new Date());
    await insertRefundRow(t.db, order, { amountFen: 500, reason: '重复支付', kind: 'double_payment' });
    const res = await t.call(orderEndpoints.supportMeOrders, {}, { cookie: await t.signIn(someone.phone) });
    expect(res.body.data.list).toMatchObject([{ orderNo: order.orderNo, status: 'paid', refunded: '0.00' }]);
  });

  it('filters by kind, plan, status, buyer keyword and period', async () => {
    expect((await list({ kind: 'tip' })).list.map((o) => o.orderNo).sort()).toEqual(
      [orders.tip, orders.formula].sort(),
    );
    expect((await list({ planId: String(planId) })).list.map((o) => o.orderNo)).toEqual([orders.plan]);
    expect((await list({ status: 'refunded' })).list.map((o) => o.orderNo)).toEqual([orders.post]);
    expect((await list({ status: 'partly_refunded' })).list.map((o) => o.orderNo)).toEqual([orders.tip]);
    expect((await list({ status: 'paid' })).total).toBe(2);
    expect((await list({ keyword: '橘子' })).total).toBe(2);
    expect((await list({ keyword: '蛙' })).total).toBe(2);
    expect((await list({ keyword: orders.plan })).list.map((o) => o.orderNo)).toEqual([orders.plan]);
    expect((await list({ keyword: '%' })).total).toBe(0);
    expect((await list(aroundNow())).total).toBe(4);
    expect((await list({ period: 'custom', from: '2026-01-01', to: '2026-01-31' })).total).toBe(0);
    const page2 = await list({ pageSize: '3', page: '2' });
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page2.list).toHaveLength(1);
  });

  it('shows a supporter who chose anonymity as 匿名支持者 (list, postings, CSV), and their name finds nothing', async () => {
    await t.db.updateTable('users').set({ supportAnonymous: true }).where('id', '=', other.id).execute();
    try {
      const tips = await list({ kind: 'tip' });
      expect(tips.list.map((o) => o.buyer)).toEqual([
        { id: 0, nickname: '匿名支持者', avatarUrl: null, anonymous: true },
        { id: 0, nickname: '匿名支持者', avatarUrl: null, anonymous: true },
      ]);
      expect(JSON.stringify(tips)).not.toContain('青蛙王子');
      expect((await list({ keyword: '青蛙' })).total).toBe(0);
      const postings = await t.call(
        revenueEndpoints.postings,
        { figure: 'pending', pageSize: '50' },
        { cookie },
      );
      const tipLines = postings.body.data.list.filter((l) => l.order?.kind === 'tip');
      expect(tipLines.length).toBeGreaterThan(0);
      expect(tipLines.every((l) => l.order?.buyer.nickname === '匿名支持者')).toBe(true);
      const csv = await t.app.inject({
        method: 'GET',
        url: '/api/order/export-support-me-orders?kind=tip&period=all',
        headers: { cookie },
        remoteAddress: uniqueIp(),
      });
      const csvTips = csv.rawPayload.toString('utf8').split('\r\n').slice(1, -1);
      expect(csvTips).toHaveLength(2);
      expect(csvTips.every((l) => l.includes(',"匿名支持者",'))).toBe(true);
      expect(csv.rawPayload.toString('utf8')).not.toContain('青蛙王子');
    } finally {
      await t.db.updateTable('users').set({ supportAnonymous: false }).where('id', '=', other.id).execute();
    }
  });

  it('exports the filtered list as CSV Excel opens: BOM, CRLF, quoted, formulas neutralised', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/order/export-support-me-orders?kind=tip&period=all',
      headers: { cookie },
      remoteAddress: uniqueIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="orders-all.csv"; filename*=UTF-8''${encodeURIComponent('创作蛙订单-全部.csv')}`,
    );
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      '"订单号","支付时间","类型","内容","支持者","金额(元)","服务费(元)","退款(元)","净收入(元)","状态","留言"',
    );
    expect(lines).toHaveLength(4); // header, two tips, and the empty string after the last CRLF
    expect(lines.at(-1)).toBe('');
    const tip = lines.find((l) => l.startsWith(`"${orders.tip}"`))!;
    expect(tip).toMatch(
      /^"T?\w+","\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}","打赏","打赏","青蛙王子","20.00","0.75","5.00","14.25","部分退款",/,
    );
    expect(tip.endsWith(',"画得真好，""再来一张"""')).toBe(true);
    const formula = lines.find((l) => l.startsWith(`"${orders.formula}"`))!;
    expect(formula.endsWith(`,"'=HYPERLINK(""http://evil.example"",""点我"")"`)).toBe(true);
  });

  it('names the export after its period and refuses bad filters and non-creators', async () => {
    const month = await t.app.inject({
      method: 'GET',
      url: '/api/order/export-support-me-orders?period=custom&from=2025-01-01&to=2025-01-31',
      headers: { cookie },
    });
    expect(month.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('创作蛙订单-2025-01.csv')}`,
    );
    expect(month.rawPayload.toString('utf8').split('\r\n')).toHaveLength(2); // header only
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/order/export-support-me-orders?kind=gift',
      headers: { cookie },
    });
    expect(bad.json()).toMatchObject({ code: 400, message: '订单类型须为 tip、post 或 plan' });
    const supporter = await t.app.inject({
      method: 'GET',
      url: '/api/order/export-support-me-orders',
      headers: { cookie: await t.signIn(buyer.phone) },
    });
    expect(supporter.json()).toMatchObject({ code: 403 });
  });
});
