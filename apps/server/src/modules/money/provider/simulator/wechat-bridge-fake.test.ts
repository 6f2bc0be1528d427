import { createContext, runInContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsapiPayInfo } from '../provider';
import { type Harness, startHarness } from '../testing/harness';
import { generateSimulatorKeys } from './keys';
import { buildWechatBridgeFake } from './wechat-bridge-fake';

let h: Harness;

beforeAll(async () => {
  h = await startHarness(generateSimulatorKeys());
});
afterAll(() => h.close());

type Bridge = { invoke(name: string, params: unknown, cb: (res: { err_msg: string }) => void): void };
type FakeWindow = Record<string, unknown> & { WeixinJSBridge?: Bridge };

/** Runs the init script in a minimal browser-like context and waits for WeixinJSBridgeReady. */
async function loadBridge(
  userAgent = 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.50 NetType/WIFI',
): Promise<FakeWindow> {
  const listeners: Record<string, Array<() => void>> = {};
  const window: FakeWindow = {
    navigator: { userAgent },
    setTimeout,
    fetch,
    Event,
    document: {
      readyState: 'complete',
      addEventListener: (type: string, fn: () => void) => {
        listeners[type] = [...(listeners[type] ?? []), fn];
      },
      dispatchEvent: (event: Event) => {
        for (const fn of listeners[event.type] ?? []) fn();
      },
    },
  };
  window.window = window;
  const ready = new Promise<void>((resolve) => {
    (window.document as { addEventListener(type: string, fn: () => void): void }).addEventListener(
      'WeixinJSBridgeReady',
      resolve,
    );
  });
  runInContext(
    buildWechatBridgeFake({ simBase: `${h.publicUrl}/sim`, readyDelayMs: 1 }),
    createContext(window),
  );
  if (/MicroMessenger/.test(userAgent)) await ready;

  return window;
}

async function payInfo(): Promise<JsapiPayInfo> {
  const created = await h.provider.createPayment({
    paymentNo: `BRG${Date.now()}${Math.floor(Math.random() * 1000)}`,
    attempt: 1,
    tradeType: 'T_JSAPI',
    openid: h.sim.openidFor('erin'),
    amountFen: 500,
    description: '打赏',
    expiresAt: new Date(h.sim.clock.now().getTime() + 15 * 60_000),
    notifyUrl: h.notifyUrl,
  });
  return created.payInfo!;
}

function pay(window: FakeWindow, params: unknown): Promise<string> {
  return new Promise((resolve) =>
    window.WeixinJSBridge!.invoke('getBrandWCPayRequest', params, (res) => resolve(res.err_msg)),
  );
}

const prepayOf = (info: JsapiPayInfo) => info.package.slice('prepay_id='.length);

describe('fake WeixinJSBridge', () => {
  it('appears only after WeixinJSBridgeReady, and only for MicroMessenger', async () => {
    const plain = await loadBridge('Mozilla/5.0 Chrome/130');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(plain.WeixinJSBridge).toBeUndefined();
    expect((await loadBridge()).WeixinJSBridge).toBeDefined();
  });

  it('ok settles the order at the simulator (which notifies) before answering ok', async () => {
    const window = await loadBridge();
    const info = await payInfo();
    expect(await pay(window, info)).toBe('get_brand_wcpay_request:ok');
    expect(h.sim.findOrder({ prepayId: prepayOf(info) })!.transStat).toBe('S');
    await h.sim.idle();
    expect(h.received.at(-1)!.event!.state).toBe('paid');
  });

  it.each(['cancel', 'fail'])('%s answers as chosen and leaves the order pending', async (result) => {
    const window = await loadBridge();
    window.__WX_BRIDGE_RESULT__ = result;
    const info = await payInfo();
    expect(await pay(window, info)).toBe(`get_brand_wcpay_request:${result}`);
    expect(h.sim.findOrder({ prepayId: prepayOf(info) })!.transStat).toBe('P');
  });

  it('fails on a missing key, a non-string value or a wrong appId, without paying', async () => {
    const window = await loadBridge();
    const info = await payInfo();
    const { paySign: _omitted, ...missing } = info;
    expect(await pay(window, missing)).toBe('get_brand_wcpay_request:fail');
    expect(window.__WX_BRIDGE_ERROR__).toContain('paySign');
    expect(await pay(window, { ...info, timeStamp: Number(info.timeStamp) })).toBe(
      'get_brand_wcpay_request:fail',
    );
    expect(await pay(window, { ...info, appId: 'wxother' })).toBe('get_brand_wcpay_request:fail');
    expect(h.sim.findOrder({ prepayId: prepayOf(info) })!.transStat).toBe('P');
    expect((window.__WX_BRIDGE_CALLS__ as unknown[]).length).toBe(3);
  });
});
