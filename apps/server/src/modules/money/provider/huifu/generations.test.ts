import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../errors';
import { generateSimulatorKeys } from '../simulator/keys';
import { type Harness, startHarness } from '../testing/harness';
import { createHuifuClient } from './client';
import { endpointsFor } from './endpoints';

let h: Harness;

beforeAll(async () => {
  h = await startHarness(generateSimulatorKeys());
});
afterAll(() => h.close());

describe.each(['v2', 'v3'] as const)('%s generation (jspay + org_* query)', (version) => {
  it('creates T_JSAPI with wx_data and A_NATIVE with alipay_data, queries and refunds', async () => {
    const provider = h.providerFor(version);
    const expiresAt = new Date(h.sim.clock.now().getTime() + 15 * 60_000);
    const base = { attempt: 1, amountFen: 300, description: '解锁文章', expiresAt, notifyUrl: h.notifyUrl };

    const jsapi = await provider.createPayment({
      ...base,
      paymentNo: `GEN${version}J${Date.now()}`,
      tradeType: 'T_JSAPI',
      openid: h.sim.openidFor('carol'),
    });
    expect(jsapi.payInfo?.package).toMatch(/^prepay_id=/);
    const native = await provider.createPayment({
      ...base,
      paymentNo: `GEN${version}N${Date.now()}`,
      tradeType: 'A_NATIVE',
    });
    expect(native.qrUrl).toContain('/sim/alipay/qr/');

    expect((await provider.queryPayment(jsapi)).state).toBe('pending');
    h.sim.settle({ hfSeqId: native.hfSeqId });
    expect((await provider.queryPayment(native)).state).toBe('paid');
    const refund = await provider.refund({
      refundNo: `R${native.reqSeqId}`,
      payment: native,
      amountFen: 300,
    });
    expect((await provider.queryRefund(refund)).state).toBe('refunded');
  });
});

describe('the simulator enforces each generation’s field names', () => {
  const client = () =>
    createHuifuClient({
      baseUrl: `${h.publicUrl}/sim/huifu`,
      sysId: h.sim.merchant.sysId,
      productId: h.sim.merchant.productId,
      merchantPrivateKey: h.sim.keys.merchant.privateKey,
      huifuPublicKey: h.sim.keys.huifu.publicKey,
    });

  it('a v4-style locator on the v2 query path is refused (21000000)', async () => {
    const data = await client().call(endpointsFor('v2').query, {
      huifu_id: h.sim.merchant.huifuId,
      req_seq_id: 'ANY01',
      req_date: '20260101',
    });
    expect(data.resp_code).toBe('21000000');
  });

  it('a T_JSAPI sent to v4 with wx_data instead of method_expand is refused', async () => {
    const error = await client()
      .call(endpointsFor('v4').create, {
        huifu_id: h.sim.merchant.huifuId,
        req_seq_id: `WX${Date.now()}01`,
        trade_type: 'T_JSAPI',
        trans_amt: '1.00',
        goods_desc: 'x',
        wx_data: JSON.stringify({ sub_appid: h.sim.merchant.wechatAppId, sub_openid: h.sim.openidFor('d') }),
      })
      .then((data) => new PaymentProviderError(String(data.resp_code), String(data.resp_desc), data));
    expect(error.code).toBe('10000000');
    expect(error.description).toContain('method_expand');
  });
});
