/**
 * The contract tier: our adapter and our simulator against Huifu's own contract fixtures (the
 * `huifu-pay-integration` bundle of Huifu's local gateway simulator, read where it lies; see
 * contract-fixtures.ts). Skipped where the bundle's folder is absent (CI's fresh clone).
 *
 * 1. Every request the adapter sends, in each generation, carries the envelope and what the
 *    bundle's `endpoint-contracts.json` asks of its path, and nothing it does not list.
 * 2. Our simulator answers the positive fixtures of our endpoints as Huifu's simulator does, and
 *    refuses the negative ones (with the real gateway's codes where Huifu's sandbox has `LS…`).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import type { CreatePaymentResult } from '../provider';
import { generateSimulatorKeys } from '../simulator/keys';
import { type Harness, startHarness } from '../testing/harness';
import { createHuifuClient, type HuifuClient } from './client';
import {
  answerProblems,
  CONTRACT_BUNDLE,
  contractsDir,
  type EndpointContract,
  type HuifuContracts,
  loadHuifuContracts,
  requestProblems,
} from './contract-fixtures';
import {
  ALIPAY_RESPONSE,
  ALLOWED_EXTRA,
  BUSINESS_VARIANT,
  type Case,
  CLOSE_QUERY_CAMEL_CASE,
  fillFixture,
  type Refusal,
  SKIPPED,
  skipReason,
  UNCONTRACTED_PATHS,
} from './contract-coverage';
import { endpointsFor } from './endpoints';

const dir = contractsDir();
const contracts = loadHuifuContracts(dir);

let h: Harness;
let client: HuifuClient;
let seq = 0;

/** A new serial (req_seq_id and our payment numbers), unique within this file's run. */
function nextSerial(prefix: string): string {
  seq += 1;
  return `${prefix}${Date.now()}${String(seq).padStart(3, '0')}`;
}
const fresh = () => nextSerial('CT');
const paymentValues = (payment: CreatePaymentResult) => ({
  payment_req_date: payment.reqDate,
  payment_req_seq_id: payment.reqSeqId,
  payment_hf_seq_id: payment.hfSeqId,
  agg_hf_seq_id: payment.hfSeqId,
});

function createPayment(tradeType: 'A_NATIVE' | 'T_JSAPI' = 'A_NATIVE', amountFen = 100, split = false) {
  const merchant = h.provider.merchantId;
  return h.provider.createPayment({
    split: split
      ? [
          { huifuId: merchant, amountFen: 5 },
          { huifuId: '6666000100000002', amountFen: amountFen - 5 },
        ]
      : undefined,
    paymentNo: nextSerial('CTPAY'),
    attempt: 1,
    tradeType,
    openid: tradeType === 'T_JSAPI' ? h.sim.openidFor('contract-buyer') : undefined,
    amountFen,
    description: '契约测试订单',
    expiresAt: new Date(h.sim.clock.now().getTime() + 30 * 60_000),
    notifyUrl: h.notifyUrl,
  });
}

async function paidPayment(tradeType: 'A_NATIVE' | 'T_JSAPI' = 'A_NATIVE', amountFen = 100, split = false) {
  const payment = await createPayment(tradeType, amountFen, split);
  h.sim.settle({ hfSeqId: payment.hfSeqId }, { notify: false });
  return payment;
}

/** A pending payment past Huifu's one-minute rule, so it may be closed. */
async function closablePayment() {
  const payment = await createPayment();
  h.sim.clock.advance(61_000);
  return payment;
}

async function refundedPayment() {
  const payment = await paidPayment('A_NATIVE', 100);
  const refund = await h.provider.refund({
    refundNo: nextSerial('CTR'),
    payment,
    amountFen: 40,
    remark: '契约测试退款',
  });
  return {
    refund_req_seq_id: refund.refundNo,
    refund_req_date: refund.refundReqDate,
    refund_hf_seq_id: refund.hfSeqId,
  };
}

const CASES: Record<string, Case> = {
  'agg-create-processing': {},
  'agg-channel-wx-create': { ignore: { business_variant: BUSINESS_VARIANT } },
  'agg-channel-ali-create': { ignore: { business_variant: BUSINESS_VARIANT } },
  'agg-split-create': { ignore: { business_variant: BUSINESS_VARIANT } },
  'agg-split-query': {
    setup: async () => ({ values: paymentValues(await paidPayment('A_NATIVE', 100, true)) }),
  },
  'sample-aggregation-alipay-native-success': { ignore: { business_variant: BUSINESS_VARIANT } },
  'sample-aggregation-wechat-native-success': { ignore: { business_variant: BUSINESS_VARIANT } },
  'agg-query-processing-then-success': {
    setup: async () => ({ values: paymentValues(await paidPayment()) }),
  },
  'agg-channel-wx-query': {
    setup: async () => ({ values: paymentValues(await paidPayment('T_JSAPI')) }),
    ignore: { business_variant: BUSINESS_VARIANT },
  },
  'agg-channel-ali-query': {
    setup: async () => ({ values: paymentValues(await paidPayment()) }),
    ignore: { business_variant: BUSINESS_VARIANT, alipay_response: ALIPAY_RESPONSE },
  },
  'agg-close-accepted': {
    setup: async () => ({
      values: paymentValues(await closablePayment()),
      fault: { route: 'close', kind: 'pending' },
    }),
    note: "our simulator finishes a close at once (trans_stat S, also a documented answer) unless the `pending` fault is set; Huifu's answers P",
  },
  'sample-aggregation-close-channel-success': {
    setup: async () => {
      const payment = await closablePayment();
      return {
        overrides: {
          org_req_date: payment.reqDate,
          org_req_seq_id: payment.reqSeqId,
          org_hf_seq_id: payment.hfSeqId,
        },
        fault: { route: 'close', kind: 'pending' },
      };
    },
    ignore: { business_variant: BUSINESS_VARIANT },
  },
  'agg-close-query-processing-then-success': {
    setup: async () => {
      const payment = await closablePayment();
      h.sim.faults.inject({ route: 'close', kind: 'pending' });
      const close = await h.provider.closePayment(payment);
      expect(close.closeState).toBe('pending');
      return {
        values: paymentValues(payment),
        overrides: { req_seq_id: close.closeReqSeqId, req_date: close.closeReqDate },
      };
    },
    ignore: {
      transStat: CLOSE_QUERY_CAMEL_CASE,
      orgTransStat: CLOSE_QUERY_CAMEL_CASE,
      subRespCode: CLOSE_QUERY_CAMEL_CASE,
      subRespDesc: CLOSE_QUERY_CAMEL_CASE,
    },
    note:
      'req_seq_id/req_date are the close’s own (our simulator finds the close by them, as our adapter sends them); ' +
      'Huifu’s fixture sends a new pair and its docs find the close through the original trade',
  },
  'agg-refund-accepted': {
    setup: async () => ({ values: paymentValues(await paidPayment('A_NATIVE', 100)) }),
  },
  'agg-refund-channel-accepted': {
    setup: async () => ({ values: paymentValues(await paidPayment('A_NATIVE', 100)) }),
    ignore: { business_variant: BUSINESS_VARIANT },
  },
  'sample-aggregation-refund-channel-success': {
    setup: async () => {
      const payment = await paidPayment('A_NATIVE', 100);
      return { overrides: { org_req_date: payment.reqDate, org_hf_seq_id: payment.hfSeqId } };
    },
    ignore: { business_variant: BUSINESS_VARIANT },
  },
  'agg-refund-query-processing-then-success': {
    setup: async () => {
      const refund = await refundedPayment();
      return { values: refund, overrides: { org_req_date: refund.refund_req_date } };
    },
    note:
      'org_req_date is added: with org_req_seq_id the real gateway needs it (dg-python-sdk: "传入退款全局流水号时非必填，其他场景必填"); ' +
      'Huifu’s sandbox does without',
  },
  'agg-refund-channel-query': {
    setup: async () => ({ values: await refundedPayment() }),
    ignore: { business_variant: BUSINESS_VARIANT },
  },
};

/** Negative fixtures: Huifu's sandbox code → ours. Also in provider/README.md. */
const REFUSALS: Record<string, Refusal> = {
  'agg-create-missing-goods-desc': {
    huifuSandbox: 'LS000002',
    ours: '10000000',
    why: 'goods_desc (required) missing: a parameter error',
  },
  'agg-create-invalid-amount': {
    huifuSandbox: 'LS000005',
    ours: '10000000',
    why: 'trans_amt 0.001 is not yuan with two decimals: a parameter error',
  },
  'agg-query-missing-locator': {
    huifuSandbox: 'LS000004',
    ours: '21000000',
    why: 'no req_seq_id / hf_seq_id / out_ord_id: the locator fields are all empty',
  },
  'agg-close-paid-payment': {
    huifuSandbox: 'LS200004',
    ours: '10000016',
    why: 'the original order is already terminal (paid): refund instead',
    setup: async () => {
      const order = await paidPayment();
      return { order, values: paymentValues(order) };
    },
  },
  'agg-close-query-missing-locator': {
    huifuSandbox: 'LS000002',
    ours: '10000000',
    why: 'org_req_date (required) missing: a parameter error',
  },
  'agg-refund-over-amount': {
    huifuSandbox: '23000003',
    ours: '10000002',
    why: 'ord_amt 0.60 is more than the 0.50 paid: the refund amount exceeds the refundable amount',
    setup: async () => {
      const order = await paidPayment('A_NATIVE', 50);
      return { order, values: paymentValues(order) };
    },
  },
  'agg-refund-query-original-payment-locator': {
    huifuSandbox: '23000001',
    ours: '23000001',
    why: 'the payment’s ids name no refund (refundquery’s org_* are the refund’s own)',
    setup: async () => {
      const order = await paidPayment();
      return { order, values: paymentValues(order) };
    },
  },
};

function stateOf(order?: CreatePaymentResult) {
  const record = order ? h.sim.findOrder({ hfSeqId: order.hfSeqId }) : undefined;
  return {
    orders: h.sim.store.orders.size,
    refunds: h.sim.store.refunds.size,
    closes: h.sim.store.closes.size,
    order: record && { transStat: record.transStat, refundedFen: record.refundedFen },
  };
}

describe.skipIf(!contracts)(
  contracts
    ? `Huifu contract fixtures (${CONTRACT_BUNDLE}, read from ${dir})`
    : `Huifu contract fixtures: SKIPPED, no ${CONTRACT_BUNDLE} bundle at ${dir} (set HUIFU_CONTRACTS_DIR)`,
  () => {
    const bundle = contracts as HuifuContracts;
    const sent: { path: string; body: Record<string, unknown> }[] = [];
    let fetchSpy: MockInstance<typeof fetch>;

    beforeAll(async () => {
      // Installed before the harness builds its adapters, which take the global fetch when built.
      const realFetch = globalThis.fetch;
      fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        const at = url.indexOf('/sim/huifu/');
        if (at >= 0 && typeof init?.body === 'string') {
          sent.push({ path: url.slice(at + '/sim/huifu'.length), body: JSON.parse(init.body) });
        }
        return realFetch(input, init);
      });
      h = await startHarness(generateSimulatorKeys());
      client = createHuifuClient({
        baseUrl: `${h.publicUrl}/sim/huifu`,
        sysId: h.sim.merchant.sysId,
        productId: h.sim.merchant.productId,
        merchantPrivateKey: h.sim.keys.merchant.privateKey,
        huifuPublicKey: h.sim.keys.huifu.publicKey,
      });
    });
    afterAll(async () => {
      fetchSpy?.mockRestore();
      await h?.close();
    });
    beforeEach(() => h.sim.faults.clear());

    it('every fixture of the bundle is run, checked as a refusal, or skipped with a reason', () => {
      const ids = [...bundle.fixtures.keys()];
      for (const id of [...Object.keys(CASES), ...Object.keys(REFUSALS), ...Object.keys(SKIPPED)]) {
        expect(ids, `${id} is named here but not in the bundle`).toContain(id);
      }
      const unaccounted = ids.filter((id) => !CASES[id] && !REFUSALS[id] && !skipReason(id));
      expect(unaccounted).toEqual([]);
      expect(Object.keys(CASES).length + Object.keys(REFUSALS).length).toBe(25);
    });

    describe.each(['v2', 'v3', 'v4'] as const)(
      '%s: the adapter sends what Huifu’s contract requires',
      (version) => {
        it('create (A_NATIVE, T_JSAPI), query, refund, refund query, close, close query', async () => {
          const byPath = new Map<string, EndpointContract>(bundle.endpoints.map((e) => [e.path, e]));
          const provider = h.providerFor(version);
          sent.length = 0;
          const base = {
            attempt: 1,
            amountFen: 300,
            description: '解锁文章《契约》',
            expiresAt: new Date(h.sim.clock.now().getTime() + 15 * 60_000),
            notifyUrl: h.notifyUrl,
            remark: '创作蛙订单',
          };
          const split = (amountFen: number) => [
            { huifuId: provider.merchantId, amountFen: 10 },
            { huifuId: '6666000100000002', amountFen: amountFen - 10 },
          ];
          const native = await provider.createPayment({
            ...base,
            paymentNo: `CT${version}N${Date.now()}`,
            tradeType: 'A_NATIVE',
            split: split(base.amountFen),
          });
          const jsapi = await provider.createPayment({
            ...base,
            paymentNo: `CT${version}J${Date.now()}`,
            tradeType: 'T_JSAPI',
            openid: h.sim.openidFor('contract-buyer'),
          });
          expect((await provider.queryPayment(native)).state).toBe('pending');
          h.sim.settle({ hfSeqId: native.hfSeqId }, { notify: false });
          const refund = await provider.refund({
            refundNo: `R${native.reqSeqId}`,
            payment: native,
            amountFen: 100,
            notifyUrl: h.notifyUrl,
            remark: '契约测试退款',
            split: split(100),
          });
          expect((await provider.queryRefund(refund)).state).toBe('refunded');
          h.sim.clock.advance(61_000);
          const close = await provider.closePayment(jsapi);
          expect(close.closeState).toBe('closed');
          expect((await provider.queryClose({ ...close, payment: jsapi })).closeState).toBe('closed');

          expect([...new Set(sent.map((request) => request.path))].sort()).toEqual(
            [...new Set(Object.values(endpointsFor(version)))].sort(),
          );
          const problems: string[] = [];
          const uncontracted = new Set<string>();
          for (const { path, body } of sent) {
            for (const key of ['sys_id', 'product_id', 'sign'])
              if (typeof body[key] !== 'string' || body[key] === '')
                problems.push(`${path}: envelope ${key} missing`);
            const data = body.data;
            if (typeof data !== 'object' || data === null) {
              problems.push(`${path}: envelope data missing`);
              continue;
            }
            const contract = byPath.get(path);
            if (!contract) {
              uncontracted.add(path);
              continue;
            }
            problems.push(
              ...requestProblems(
                contract,
                data as Record<string, unknown>,
                ALLOWED_EXTRA[contract.id]?.fields,
              ),
            );
          }
          expect(problems).toEqual([]);
          expect([...uncontracted].sort()).toEqual(UNCONTRACTED_PATHS[version]);
        });
      },
    );

    describe('our simulator answers the positive fixtures as Huifu’s simulator does', () => {
      it.each(Object.entries(CASES))('%s', async (id, spec) => {
        const fixture = bundle.fixtures.get(id)!;
        const prepared = (await spec.setup?.()) ?? {};
        if (prepared.fault) h.sim.faults.inject(prepared.fault);
        const answer = await client.call(fixture.path, fillFixture(h, fixture, prepared, fresh()));

        expect(answerProblems(fixture, answer, Object.keys(spec.ignore ?? {}))).toEqual([]);
      });
    });

    describe('our simulator refuses the negative fixtures, changing nothing', () => {
      it.each(Object.entries(REFUSALS))('%s', async (id, refusal) => {
        const fixture = bundle.fixtures.get(id)!;
        expect(fixture.expected_resp_code).toBe(refusal.huifuSandbox);
        const prepared = (await refusal.setup?.()) ?? {};
        const before = stateOf(prepared.order);
        const answer = await client.call(fixture.path, fillFixture(h, fixture, prepared, fresh()));

        expect(answer.resp_code).toBe(refusal.ours);
        expect(['00000000', '00000100']).not.toContain(answer.resp_code);
        expect(stateOf(prepared.order)).toEqual(before);
        if (refusal.ours === refusal.huifuSandbox) {
          // Same code: the rest of Huifu's answer too, but a refusal of ours names no trade.
          expect(answerProblems(fixture, answer, ['trade_type'])).toEqual([]);
        }
      });
    });
  },
);
