import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentNotificationError } from '../errors';
import { findFactMismatches } from '../provider';
import { generateSimulatorKeys } from '../simulator/keys';
import { type Harness, startHarness } from '../testing/harness';

let h: Harness;
let seq = 0;

beforeAll(async () => {
  h = await startHarness(generateSimulatorKeys());
});
afterAll(() => h.close());
beforeEach(() => {
  h.setReceiverMode('ack');
  h.received.length = 0;
});

async function paidOrder(tradeType: 'A_NATIVE' | 'T_JSAPI' = 'A_NATIVE') {
  seq += 1;
  const created = await h.provider.createPayment({
    paymentNo: `NTF${Date.now()}${seq}`,
    attempt: 1,
    tradeType,
    openid: tradeType === 'T_JSAPI' ? h.sim.openidFor('bob') : undefined,
    amountFen: 1200,
    description: '打赏创作者',
    expiresAt: new Date(h.sim.clock.now().getTime() + 15 * 60_000),
    notifyUrl: h.notifyUrl,
  });
  return created;
}

const deliveriesOf = (reqSeqId: string) => h.sim.deliveries.filter((record) => record.reqSeqId === reqSeqId);

describe('notifications over HTTP', () => {
  it('settle → a signed form notification that parseNotification verifies, acknowledged once', async () => {
    const created = await paidOrder('T_JSAPI');
    h.sim.settle({ hfSeqId: created.hfSeqId });
    await h.sim.idle();

    expect(h.received).toHaveLength(1);
    const { event, form } = h.received[0]!;
    expect(Object.keys(form).sort()).toEqual(['resp_code', 'resp_data', 'resp_desc', 'sign']);
    expect(event).toMatchObject({
      kind: 'payment',
      reqSeqId: created.reqSeqId,
      reqDate: created.reqDate,
      hfSeqId: created.hfSeqId,
      notifyType: '1',
      transType: 'T_JSAPI',
      transStat: 'S',
      state: 'paid',
      amountFen: 1200,
      huifuId: h.sim.merchant.huifuId,
      ackBody: `RECV_ORD_ID_${created.reqSeqId}`,
    });
    expect(event!.rawRespData).toBe(form.resp_data);
    expect(event!.respData.wx_response).toMatchObject({ sub_openid: h.sim.openidFor('bob') });
    expect(findFactMismatches(event!, { amountFen: 1200, huifuId: h.provider.merchantId })).toEqual([]);
    expect(findFactMismatches(event!, { amountFen: 1201, huifuId: 'other' })).toEqual(['amount', 'huifu_id']);
    expect(deliveriesOf(created.reqSeqId).map((record) => [record.attempt, record.ok])).toEqual([[1, true]]);
  });

  it.each([
    ['wrong_body', 200],
    ['error', 500],
    ['redirect', 302],
  ] as const)(
    'a receiver answering %s is retried 3 times (4 attempts), redirects not followed',
    async (mode, status) => {
      h.setReceiverMode(mode);
      const created = await paidOrder();
      h.sim.settle({ hfSeqId: created.hfSeqId });
      await h.sim.idle();

      const attempts = deliveriesOf(created.reqSeqId);
      expect(attempts.map((record) => record.attempt)).toEqual([1, 2, 3, 4]);
      expect(attempts.every((record) => !record.ok && record.status === status)).toBe(true);
      expect(h.received).toHaveLength(4);
    },
  );

  it('stops retrying as soon as the receiver acknowledges', async () => {
    h.setReceiverMode('wrong_body');
    const created = await paidOrder();
    h.sim.settle({ hfSeqId: created.hfSeqId });
    await new Promise((resolve) => setTimeout(resolve, 5));
    h.setReceiverMode('ack');
    await h.sim.idle();

    const attempts = deliveriesOf(created.reqSeqId);
    expect(attempts.at(-1)!.ok).toBe(true);
    expect(attempts.length).toBeLessThan(4);
  });

  it('a bad-signature notification is rejected by parseNotification and never acknowledged', async () => {
    const created = await paidOrder();
    h.sim.settle({ hfSeqId: created.hfSeqId }, { notify: false });
    const [result] = await h.sim.notify({ hfSeqId: created.hfSeqId }, { badSignature: true });

    expect(result).toEqual({ delivered: false, attempts: 4 });
    expect(h.received.every((entry) => entry.error?.failure === 'bad_signature')).toBe(true);
    expect(h.received).toHaveLength(4);
  });

  it('duplicates, also concurrent, each verify and carry the same event', async () => {
    const created = await paidOrder();
    h.sim.settle({ hfSeqId: created.hfSeqId }, { notify: false });
    const results = await h.sim.notify({ hfSeqId: created.hfSeqId }, { times: 10, concurrent: true });

    expect(results.every((result) => result.delivered)).toBe(true);
    expect(h.received).toHaveLength(10);
    expect(new Set(h.received.map((entry) => entry.event!.rawRespData)).size).toBe(1);
  });

  it('a second notify_type=2 follows notify_type=1', async () => {
    const created = await paidOrder();
    h.sim.settle({ hfSeqId: created.hfSeqId }, { notifyTypes: ['1', '2'] });
    await h.sim.idle();

    expect(h.received.map((entry) => entry.event!.notifyType)).toEqual(['1', '2']);
  });

  it('a notification for an unknown req_seq_id is genuine (signed) but matches no order', async () => {
    const result = await h.sim.notifyUnknown({ notifyUrl: h.notifyUrl, reqSeqId: 'GHOSTORDER000101' });

    expect(result.delivered).toBe(true);
    expect(h.received[0]!.event!.reqSeqId).toBe('GHOSTORDER000101');
    expect(h.sim.findOrder({ reqSeqId: 'GHOSTORDER000101' })).toBeUndefined();
  });

  it('a failed order notifies trans_stat F', async () => {
    const created = await paidOrder();
    h.sim.fail({ hfSeqId: created.hfSeqId });
    await h.sim.idle();
    expect(h.received[0]!.event).toMatchObject({ transStat: 'F', state: 'failed' });
  });
});

describe('parseNotification verifies the raw resp_data string', () => {
  async function genuineForm() {
    const created = await paidOrder();
    h.sim.settle({ hfSeqId: created.hfSeqId });
    await h.sim.idle();
    return h.received.at(-1)!.form;
  }

  it('fails when resp_data is re-serialised (same JSON, different bytes)', async () => {
    const form = await genuineForm();
    const reserialised = JSON.stringify(JSON.parse(form.resp_data!), null, 1);
    expect(() => h.provider.parseNotification({ ...form, resp_data: reserialised })).toThrow(
      PaymentNotificationError,
    );
  });

  it('fails when a field is tampered', async () => {
    const form = await genuineForm();
    const tampered = form.resp_data!.replace('"trans_amt":"12.00"', '"trans_amt":"0.01"');
    expect(tampered).not.toBe(form.resp_data);
    expect(() => h.provider.parseNotification({ ...form, resp_data: tampered })).toThrow(/验签失败/);
  });

  it('fails without a sign or without resp_data', async () => {
    const form = await genuineForm();
    expect(() => h.provider.parseNotification({ resp_data: form.resp_data! })).toThrow(
      PaymentNotificationError,
    );
    expect(() => h.provider.parseNotification({ sign: form.sign! })).toThrow(PaymentNotificationError);
  });
});
