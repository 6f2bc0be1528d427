import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentProviderError, PaymentTransportError } from '../errors';
import type { CreatePaymentInput } from '../provider';
import { generateSimulatorKeys } from '../simulator/keys';
import { type Harness, startHarness } from '../testing/harness';
import { createHuifuProvider } from './adapter';
import { parsePublicKey, verifyText } from './crypto';

let h: Harness;
let seq = 0;

beforeAll(async () => {
  // Generous enough that RSA signing on a loaded 2-core machine never trips it; only the slow fault does.
  h = await startHarness(generateSimulatorKeys(), { timeoutMs: 2500 });
});
afterAll(() => h.close());
beforeEach(() => h.sim.faults.clear());

function input(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  seq += 1;
  return {
    paymentNo: `PAY${Date.now()}${String(seq).padStart(4, '0')}`,
    attempt: 1,
    tradeType: 'A_NATIVE',
    amountFen: 990,
    description: '解锁文章《创作蛙的秘密》',
    expiresAt: new Date(h.sim.clock.now().getTime() + 15 * 60_000),
    notifyUrl: h.notifyUrl,
    ...overrides,
  };
}

async function expectTransport(promise: Promise<unknown>, failure: PaymentTransportError['failure']) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PaymentTransportError);
  expect((error as PaymentTransportError).failure).toBe(failure);
}

describe('createPayment', () => {
  it('T_JSAPI answers the six bridge fields, signed RSA over appId/timeStamp/nonceStr/package', async () => {
    const openid = h.sim.openidFor('alice');
    const created = await h.provider.createPayment(input({ tradeType: 'T_JSAPI', openid }));

    expect(created.reqSeqId).toMatch(/01$/);
    expect(created.reqDate).toMatch(/^\d{8}$/);
    expect(created.hfSeqId).toMatch(/^0029000top/);
    expect(created.qrUrl).toBeUndefined();
    const info = created.payInfo!;
    expect(Object.keys(info).sort()).toEqual([
      'appId',
      'nonceStr',
      'package',
      'paySign',
      'signType',
      'timeStamp',
    ]);
    expect(info.appId).toBe(h.sim.merchant.wechatAppId);
    expect(info.signType).toBe('RSA');
    expect(info.package).toMatch(/^prepay_id=wx/);
    expect(info.timeStamp).toMatch(/^\d{10}$/);
    const message = `${info.appId}\n${info.timeStamp}\n${info.nonceStr}\n${info.package}\n`;
    expect(verifyText(message, info.paySign, parsePublicKey(h.sim.keys.huifu.publicKey))).toBe(true);

    const order = h.sim.findOrder({ hfSeqId: created.hfSeqId })!;
    expect(order.subOpenid).toBe(openid);
    expect(order.transAmt).toBe('9.90');
    expect(order.goodsDesc).toBe('解锁文章《创作蛙的秘密》');
  });

  it('A_NATIVE answers a QR link to the simulated Alipay page', async () => {
    const created = await h.provider.createPayment(input());

    expect(created.payInfo).toBeUndefined();
    expect(created.qrUrl).toBe(`${h.publicUrl}/sim/alipay/qr/${created.hfSeqId}`);
    const page = await fetch(created.qrUrl!);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('模拟支付宝收银台');
    expect(html).toContain('¥9.90');
    expect(html).toContain('确认付款');
    expect(html).toContain('解锁文章《创作蛙的秘密》');
  });

  it('sends time_expire in Beijing time and the simulator expires the order then', async () => {
    const expiresAt = new Date(h.sim.clock.now().getTime() + 2 * 60_000);
    const created = await h.provider.createPayment(input({ expiresAt }));
    expect(h.sim.findOrder({ hfSeqId: created.hfSeqId })!.expireAt.getTime()).toBe(
      Math.floor(expiresAt.getTime() / 1000) * 1000,
    );
  });

  it('a reused req_seq_id on the same day is a typed duplicate error (20000000)', async () => {
    const same = input();
    await h.provider.createPayment(same);
    const error = await h.provider.createPayment(same).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentProviderError).code).toBe('20000000');
    expect((error as PaymentProviderError).isDuplicate).toBe(true);
  });

  it('a T_JSAPI openid issued for another appid is refused with a descriptive 10000000', async () => {
    const foreign = h.sim.wechat.openidFor('wx0000000000000000', 'alice');
    const error = await h.provider
      .createPayment(input({ tradeType: 'T_JSAPI', openid: foreign }))
      .catch((caught: unknown) => caught);

    expect((error as PaymentProviderError).code).toBe('10000000');
    expect((error as PaymentProviderError).description).toContain('sub_appid与sub_openid不匹配');
  });

  it('refuses T_JSAPI without an openid before calling Huifu', async () => {
    await expect(h.provider.createPayment(input({ tradeType: 'T_JSAPI' }))).rejects.toThrow(/openid/);
  });
});

describe('queryPayment', () => {
  it('reports pending, then paid with amount and end time after the simulator settles', async () => {
    const created = await h.provider.createPayment(input({ amountFen: 1 }));
    const before = await h.provider.queryPayment(created);
    expect(before).toMatchObject({ state: 'pending', amountFen: 1, hfSeqId: created.hfSeqId });
    expect(before.endTime).toBeUndefined();

    h.sim.settle({ hfSeqId: created.hfSeqId }, { notify: false });
    const after = await h.provider.queryPayment(created);
    expect(after.state).toBe('paid');
    expect(after.endTime).toMatch(/^\d{14}$/);
    expect(typeof after.raw.method_expand).toBe('string');
  });

  it('reports failed after the simulator fails the order', async () => {
    const created = await h.provider.createPayment(input());
    h.sim.fail({ hfSeqId: created.hfSeqId }, { notify: false });
    expect((await h.provider.queryPayment(created)).state).toBe('failed');
  });

  it('an order the provider never saw is state unknown (23000001), safe to create again', async () => {
    const result = await h.provider.queryPayment({ reqSeqId: 'NEVERCREATED01', reqDate: '20260101' });
    expect(result.state).toBe('unknown');
    expect(result.raw.resp_code).toBe('23000001');
  });

  it('expiry at time_expire turns a pending order into failed', async () => {
    const created = await h.provider.createPayment(input());
    h.sim.clock.advance(16 * 60_000);
    expect((await h.provider.queryPayment(created)).state).toBe('failed');
  });
});

describe('gateway faults are transport errors, never results', () => {
  it('an unsigned answer', async () => {
    h.sim.faults.inject({ route: 'create', kind: 'unsigned' });
    await expectTransport(h.provider.createPayment(input()), 'unsigned');
  });

  it('a badly signed answer', async () => {
    h.sim.faults.inject({ route: 'query', kind: 'bad_sign' });
    await expectTransport(h.provider.queryPayment({ reqSeqId: 'X01', reqDate: '20260101' }), 'bad_signature');
  });

  it('HTTP 500', async () => {
    h.sim.faults.inject({ route: 'create', kind: 'http500' });
    await expectTransport(h.provider.createPayment(input()), 'http_status');
  });

  it('a slow reply beyond the timeout; the order exists and a query finds it (rule 4.2)', async () => {
    const slow = input();
    h.sim.faults.inject({ route: 'create', kind: 'slow', delayMs: 3000 });
    await expectTransport(h.provider.createPayment(slow), 'timeout');
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const found = await h.provider.queryPayment({
      reqSeqId: `${slow.paymentNo}01`,
      reqDate: h.sim.findOrder({ reqSeqId: `${slow.paymentNo}01` })!.reqDate,
    });
    expect(found.state).toBe('pending');
  });

  it('accepted but the reply lost: network error, then a retry of create is a duplicate, not a second order', async () => {
    const lost = input();
    h.sim.faults.inject({ route: 'create', kind: 'reply_lost' });
    await expectTransport(h.provider.createPayment(lost), 'network');

    const again = await h.provider.createPayment(lost).catch((caught: unknown) => caught);
    expect((again as PaymentProviderError).isDuplicate).toBe(true);
    expect(
      [...h.sim.store.orders.values()].filter((order) => order.reqSeqId === `${lost.paymentNo}01`),
    ).toHaveLength(1);
  });

  it.each(['91111119', '98888888'])('business error %s is a retryable provider error', async (code) => {
    h.sim.faults.inject({ route: 'create', kind: 'business', code });
    const error = await h.provider.createPayment(input()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentProviderError).code).toBe(code);
    expect((error as PaymentProviderError).isRetryable).toBe(true);
  });

  it('an answer signed by the wrong key (adapter configured with another Huifu key)', async () => {
    const other = generateSimulatorKeys();
    const h2 = await startHarness({ merchant: h.sim.keys.merchant, huifu: other.huifu });
    try {
      const mismatched = createHuifuProvider({
        apiVersion: 'v4',
        baseUrl: `${h2.publicUrl}/sim/huifu`,
        sysId: h2.sim.merchant.sysId,
        productId: h2.sim.merchant.productId,
        huifuId: h2.sim.merchant.huifuId,
        merchantPrivateKey: h.sim.keys.merchant.privateKey,
        huifuPublicKey: h.sim.keys.huifu.publicKey,
      });
      await expectTransport(
        mismatched.queryPayment({ reqSeqId: 'X01', reqDate: '20260101' }),
        'bad_signature',
      );
    } finally {
      await h2.close();
    }
  });
});
