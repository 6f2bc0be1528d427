import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../errors';
import type { CreatePaymentResult } from '../provider';
import { generateSimulatorKeys } from '../simulator/keys';
import { type Harness, startHarness } from '../testing/harness';

let h: Harness;
let seq = 0;

beforeAll(async () => {
  h = await startHarness(generateSimulatorKeys());
});
afterAll(() => h.close());

function create(amountFen = 1000, ttlMs = 30 * 60_000): Promise<CreatePaymentResult> {
  seq += 1;
  return h.provider.createPayment({
    paymentNo: `AFT${Date.now()}${seq}`,
    attempt: 1,
    tradeType: 'A_NATIVE',
    amountFen,
    description: '支持方案 3 个月',
    expiresAt: new Date(h.sim.clock.now().getTime() + ttlMs),
    notifyUrl: h.notifyUrl,
  });
}

const codeOf = (error: unknown) => (error as PaymentProviderError).code;

describe('closePayment', () => {
  it('is refused within 1 minute of creation and allowed after the clock moves on', async () => {
    const created = await create();
    const early = await h.provider.closePayment(created).catch((error: unknown) => error);
    expect(early).toBeInstanceOf(PaymentProviderError);
    expect(codeOf(early)).toBe('10000015');
    expect((await h.provider.queryPayment(created)).state).toBe('pending');

    h.sim.clock.advance(61_000);
    const closed = await h.provider.closePayment(created);
    expect(closed).toMatchObject({ closeState: 'closed', orderState: 'closed' });
    expect((await h.provider.queryPayment(created)).state).toBe('failed');

    const confirmed = await h.provider.queryClose({ ...closed, payment: created });
    expect(confirmed.closeState).toBe('closed');
  });

  it('a paid order cannot be closed: the answer says it was paid (refund instead)', async () => {
    const created = await create();
    h.sim.settle({ hfSeqId: created.hfSeqId }, { notify: false });
    h.sim.clock.advance(61_000);

    const result = await h.provider.closePayment(created);
    expect(result).toMatchObject({ closeState: 'failed', orderState: 'paid' });
    expect(result.raw.resp_code).toBe('10000016');
  });

  it('a paid order cannot be paid twice and a closed order cannot be paid', async () => {
    const created = await create();
    h.sim.clock.advance(61_000);
    await h.provider.closePayment(created);
    expect(() => h.sim.settle({ hfSeqId: created.hfSeqId })).toThrow(/终态/);
  });
});

describe('a close answered "processing" (trans_stat P)', () => {
  async function closeProcessing() {
    const created = await create();
    h.sim.clock.advance(61_000);
    h.sim.faults.inject({ route: 'close', kind: 'pending' });
    const close = await h.provider.closePayment({ ...created, closeReqSeqId: `${created.reqSeqId}C000001` });
    expect(close).toMatchObject({ closeState: 'pending', orderState: 'pending' });
    expect(close.raw).toMatchObject({ resp_code: '00000000', trans_stat: 'P' });
    return { created, close, locator: { ...close, payment: created } };
  }

  it('settles closed on the close query, which can say P again first; the order can no longer be paid', async () => {
    const { created, locator } = await closeProcessing();
    expect((await h.provider.queryPayment(created)).state).toBe('pending');
    h.sim.faults.inject({ route: 'closequery', kind: 'pending' });
    expect((await h.provider.queryClose(locator)).closeState).toBe('pending');

    expect(await h.provider.queryClose(locator)).toMatchObject({
      closeState: 'closed',
      orderState: 'closed',
    });
    expect((await h.provider.queryPayment(created)).state).toBe('failed');
    expect(() => h.sim.settle({ hfSeqId: created.hfSeqId })).toThrow(/终态/);
    expect((await h.provider.queryClose(locator)).closeState).toBe('closed');
  });

  it('fails on the close query when the buyer paid meanwhile, and says the order was paid', async () => {
    const { created, locator } = await closeProcessing();
    h.sim.settle({ hfSeqId: created.hfSeqId }, { notify: false });

    const confirmed = await h.provider.queryClose(locator);
    expect(confirmed).toMatchObject({ closeState: 'failed', orderState: 'paid' });
    expect(confirmed.raw.org_trans_stat).toBe('S');
    expect((await h.provider.queryPayment(created)).state).toBe('paid');
  });

  it('refuses a second close while one is processing, and does not know a close it never got', async () => {
    const { created, locator } = await closeProcessing();
    const again = await h.provider.closePayment(created).catch((error: unknown) => error);
    expect(codeOf(again)).toBe('20000001');
    const unknown = await h.provider
      .queryClose({ ...locator, closeReqSeqId: `${created.reqSeqId}C999999` })
      .catch((error: unknown) => error);
    expect((unknown as PaymentProviderError).isNotFound).toBe(true);
    expect((await h.provider.queryClose(locator)).closeState).toBe('closed');
  });
});

describe('expiry and a late success', () => {
  it('an expired order can still be settled by force (late success) and then reports paid', async () => {
    const created = await create(1000, 2 * 60_000);
    h.sim.clock.advance(3 * 60_000);
    expect((await h.provider.queryPayment(created)).state).toBe('failed');
    expect(() => h.sim.settle({ hfSeqId: created.hfSeqId })).toThrow();

    h.sim.settle({ hfSeqId: created.hfSeqId }, { force: true });
    await h.sim.idle();
    expect((await h.provider.queryPayment(created)).state).toBe('paid');
    expect(h.received.at(-1)!.event).toMatchObject({ reqSeqId: created.reqSeqId, state: 'paid' });
  });
});

describe('refund', () => {
  it('accepts up to the refundable amount: P, then refunded on a later query', async () => {
    const created = await create(1000);
    h.sim.settle({ hfSeqId: created.hfSeqId }, { notify: false });

    const refund = await h.provider.refund({
      refundNo: `RF${created.reqSeqId}`,
      payment: created,
      amountFen: 600,
    });
    expect(refund).toMatchObject({ state: 'pending', amountFen: 600 });
    const queried = await h.provider.queryRefund(refund);
    expect(queried).toMatchObject({ state: 'refunded', amountFen: 600, hfSeqId: refund.hfSeqId });

    const over = await h.provider
      .refund({ refundNo: `RG${created.reqSeqId}`, payment: created, amountFen: 401 })
      .catch((error: unknown) => error);
    expect(codeOf(over)).toBe('10000002');
    const rest = await h.provider.refund({
      refundNo: `RH${created.reqSeqId}`,
      payment: created,
      amountFen: 400,
    });
    expect(rest.state).toBe('pending');
  });

  it('refuses more than the paid amount in one go', async () => {
    const created = await create(500);
    h.sim.settle({ hfSeqId: created.hfSeqId }, { notify: false });
    const error = await h.provider
      .refund({ refundNo: `RX${created.reqSeqId}`, payment: created, amountFen: 501 })
      .catch((caught: unknown) => caught);
    expect(codeOf(error)).toBe('10000002');
  });

  it('refuses to refund an unpaid order', async () => {
    const created = await create(500);
    const error = await h.provider
      .refund({ refundNo: `RY${created.reqSeqId}`, payment: created, amountFen: 100 })
      .catch((caught: unknown) => caught);
    expect(codeOf(error)).toBe('10000000');
  });

  it('the refund query is keyed by the refund ids, not the payment ids', async () => {
    const created = await create(500);
    h.sim.settle({ hfSeqId: created.hfSeqId }, { notify: false });
    await h.provider.refund({ refundNo: `RZ${created.reqSeqId}`, payment: created, amountFen: 100 });
    const wrong = await h.provider
      .queryRefund({ refundNo: created.reqSeqId, refundReqDate: created.reqDate })
      .catch((error: unknown) => error);
    expect((wrong as PaymentProviderError).isNotFound).toBe(true);
  });

  it('sends a TRANS_REFUND notification when the refund completes', async () => {
    const created = await create(800);
    h.sim.settle({ hfSeqId: created.hfSeqId }, { notify: false });
    const refund = await h.provider.refund({
      refundNo: `RN${created.reqSeqId}`,
      payment: created,
      amountFen: 800,
      notifyUrl: h.notifyUrl,
    });
    await h.provider.queryRefund(refund);
    await h.sim.idle();
    expect(h.received.at(-1)!.event).toMatchObject({
      kind: 'refund',
      state: 'refunded',
      amountFen: 800,
      reqSeqId: refund.refundNo,
    });
  });
});
