import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '../huifu/canonical-json';
import {
  generateBase64KeyPair,
  parsePrivateKey,
  parsePublicKey,
  signText,
  verifyText,
} from '../huifu/crypto';
import { type Harness, startHarness } from '../testing/harness';
import { generateSimulatorKeys } from './keys';

let h: Harness;
let url: string;

beforeAll(async () => {
  h = await startHarness(generateSimulatorKeys());
  url = `${h.publicUrl}/sim/huifu/v4/trade/payment/create`;
});
afterAll(() => h.close());

function createData(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    huifu_id: h.sim.merchant.huifuId,
    req_seq_id: `ENV${Date.now()}${Math.floor(Math.random() * 1e6)}`,
    trade_type: 'A_NATIVE',
    trans_amt: '1.00',
    goods_desc: '测试',
    ...overrides,
  };
}

async function post(
  data: Record<string, unknown>,
  options: {
    sign?: string;
    key?: string;
    sysId?: string;
    contentType?: string;
    skipSkillHeader?: boolean;
  } = {},
) {
  const sign =
    options.sign ??
    signText(canonicalJson(data), parsePrivateKey(options.key ?? h.sim.keys.merchant.privateKey));
  const headers: Record<string, string> = {
    'content-type': options.contentType ?? 'application/json;charset=utf-8',
  };
  if (!options.skipSkillHeader) headers['jpt-x-skill-source'] = 'test';
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      sys_id: options.sysId ?? h.sim.merchant.sysId,
      product_id: h.sim.merchant.productId,
      sign,
      data,
    }),
  });
  const text = await response.text();
  const body = (() => {
    try {
      return JSON.parse(text) as { sign?: string; data: Record<string, string> };
    } catch {
      return { data: {} as Record<string, string> };
    }
  })();
  return { status: response.status, body };
}

describe('gateway envelope', () => {
  it('answers a valid call with {sign, data} signed by the simulator Huifu key', async () => {
    const { status, body } = await post(createData());
    expect(status).toBe(200);
    expect(body.data.resp_code).toBe('00000100');
    expect(body.data.trans_stat).toBe('P');
    expect(verifyText(canonicalJson(body.data), body.sign!, parsePublicKey(h.sim.keys.huifu.publicKey))).toBe(
      true,
    );
  });

  it('refuses a non-JSON body with 415', async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'jpt-x-skill-source': 't' },
      body: 'x',
    });
    expect(response.status).toBe(415);
  });

  it('refuses a call without the jpt-x-skill-source header', async () => {
    expect((await post(createData(), { skipSkillHeader: true })).status).toBe(400);
  });

  it('refuses a request signed with another key', async () => {
    const { body } = await post(createData(), { key: generateBase64KeyPair().privateKey });
    expect(body.data).toMatchObject({ resp_code: '10000000' });
    expect(body.data.resp_desc).toContain('验签失败');
  });

  it('refuses a signature over the unsorted JSON', async () => {
    const data = createData();
    const unsorted = signText(JSON.stringify(data), parsePrivateKey(h.sim.keys.merchant.privateKey));
    expect((await post(data, { sign: unsorted })).body.data.resp_desc).toContain('验签失败');
  });

  it('refuses a field tampered after signing', async () => {
    const data = createData();
    const sign = signText(canonicalJson(data), parsePrivateKey(h.sim.keys.merchant.privateKey));
    expect((await post({ ...data, trans_amt: '0.01' }, { sign })).body.data.resp_desc).toContain('验签失败');
  });

  it('refuses an unknown sys_id', async () => {
    expect((await post(createData(), { sysId: '6666000000009999' })).body.data.resp_code).toBe('22000002');
  });

  it('refuses a missing sign', async () => {
    expect((await post(createData(), { sign: '' })).body.data.resp_desc).toContain('sign 不能为空');
  });
});

describe('create validation → 10000000 with a descriptive resp_desc', () => {
  it.each([
    [{ trans_amt: '9.9' }, 'trans_amt'],
    [{ trans_amt: '0.00' }, 'trans_amt'],
    [{ trade_type: 'X_PAY' }, 'trade_type'],
    [{ trade_type: 'T_JSAPI' }, 'sub_appid'],
    [
      { trade_type: 'T_JSAPI', method_expand: JSON.stringify({ sub_appid: 'wx5130a1b2c3d4e5f6' }) },
      'sub_openid',
    ],
    [{ time_expire: '2026-01-01' }, 'time_expire'],
    [{ time_expire: '20200101000000' }, '超时'],
    [{ notify_url: 'https://example.com/notify?x=1' }, 'notify_url'],
    [{ req_date: '20261399' }, 'req_date'],
    [{ goods_desc: '' }, 'goods_desc'],
  ])('%j', async (overrides, mention) => {
    const { body } = await post(createData(overrides));
    expect(body.data.resp_code).toBe('10000000');
    expect(body.data.resp_desc).toContain(mention);
  });

  it('refuses non-string field values', async () => {
    const { body } = await post({ ...createData(), trans_amt: 1 });
    expect(body.data.resp_desc).toContain('trans_amt');
  });
});

describe('simulated Alipay page actions', () => {
  it('pay settles the order and notifies; the page then shows success without buttons', async () => {
    const { body } = await post(createData({ notify_url: h.notifyUrl }));
    const pay = await fetch(`${h.publicUrl}/sim/alipay/qr/${body.data.hf_seq_id}/pay`, { method: 'POST' });
    expect(await pay.json()).toEqual({ transStat: 'S' });
    await h.sim.idle();
    expect(h.received.at(-1)!.event!.hfSeqId).toBe(body.data.hf_seq_id);

    const html = await (await fetch(`${h.publicUrl}/sim/alipay/qr/${body.data.hf_seq_id}`)).text();
    expect(html).toContain('支付成功');
    expect(html).not.toContain('确认付款</button>');
    expect(
      (await fetch(`${h.publicUrl}/sim/alipay/qr/${body.data.hf_seq_id}/cancel`, { method: 'POST' })).status,
    ).toBe(409);
  });

  it('cancel fails the order', async () => {
    const { body } = await post(createData());
    await fetch(`${h.publicUrl}/sim/alipay/qr/${body.data.hf_seq_id}/cancel`, { method: 'POST' });
    expect(h.sim.findOrder({ hfSeqId: body.data.hf_seq_id! })!.transStat).toBe('F');
  });

  it('an unknown QR link is a 404 page', async () => {
    expect((await fetch(`${h.publicUrl}/sim/alipay/qr/nope`)).status).toBe(404);
  });
});

describe('HTTP test hooks', () => {
  const hook = (path: string, body: unknown) =>
    fetch(`${h.publicUrl}/sim/_hooks/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('settle, notify duplicates, faults and clock work over HTTP', async () => {
    const { body } = await post(createData({ notify_url: h.notifyUrl }));
    const reqSeqId = body.data.req_seq_id!;
    expect(await (await hook('settle', { reqSeqId, wait: true })).json()).toMatchObject({ transStat: 'S' });
    const notified = (await (await hook('notify', { reqSeqId, times: 3, concurrent: true })).json()) as {
      results: unknown[];
    };
    expect(notified.results).toHaveLength(3);
    const deliveries = (await (
      await fetch(`${h.publicUrl}/sim/_hooks/deliveries?reqSeqId=${reqSeqId}`)
    ).json()) as { deliveries: unknown[] };
    expect(deliveries.deliveries).toHaveLength(4);

    expect((await hook('settle', { reqSeqId })).status).toBe(409);
    expect((await hook('settle', { nothing: true })).status).toBe(400);

    await hook('faults', { route: 'create', kind: 'http500' });
    expect((await post(createData())).status).toBe(500);
    expect((await post(createData())).status).toBe(200);

    const before = Date.parse(
      ((await (await fetch(`${h.publicUrl}/sim/_hooks/clock`)).json()) as { now: string }).now,
    );
    const after = Date.parse(
      ((await (await hook('clock/advance', { ms: 3_600_000 })).json()) as { now: string }).now,
    );
    expect(after - before).toBeGreaterThanOrEqual(3_600_000);
  });
});
