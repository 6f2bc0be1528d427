/**
 * The payment fixtures the contract tier runs (huifu-contracts.test.ts): how each positive one is
 * prepared for our simulator and what of it is not checked, and each negative one's codes (Huifu's
 * sandbox → ours, also in provider/README.md). Functions of the tier: setups run inside its tests.
 */
import { expect } from 'vitest';
import type { CreatePaymentResult } from '../provider';
import {
  ALIPAY_RESPONSE,
  BUSINESS_VARIANT,
  type Case,
  CLOSE_QUERY_CAMEL_CASE,
  type Refusal,
} from './contract-coverage';
import type { ContractTier } from './contract-tier';

const paymentValues = (payment: CreatePaymentResult) => ({
  payment_req_date: payment.reqDate,
  payment_req_seq_id: payment.reqSeqId,
  payment_hf_seq_id: payment.hfSeqId,
  agg_hf_seq_id: payment.hfSeqId,
});

/** A pending payment past Huifu's one-minute rule, so it may be closed. */
async function closablePayment(t: ContractTier) {
  const payment = await t.createPayment();
  t.h.sim.clock.advance(61_000);
  return payment;
}

async function refundedPayment(t: ContractTier) {
  const payment = await t.paidPayment('A_NATIVE', 100);
  const refund = await t.h.provider.refund({
    refundNo: t.serial('CTR'),
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

/** Positive (and variant / sample) payment fixtures run against our simulator. */
export function paymentCases(t: ContractTier): Record<string, Case> {
  return {
    'agg-create-processing': {},
    'agg-channel-wx-create': { ignore: { business_variant: BUSINESS_VARIANT } },
    'agg-channel-ali-create': { ignore: { business_variant: BUSINESS_VARIANT } },
    'agg-split-create': { ignore: { business_variant: BUSINESS_VARIANT } },
    'agg-split-query': {
      setup: async () => ({ values: paymentValues(await t.paidPayment('A_NATIVE', 100, true)) }),
    },
    'sample-aggregation-alipay-native-success': { ignore: { business_variant: BUSINESS_VARIANT } },
    'sample-aggregation-wechat-native-success': { ignore: { business_variant: BUSINESS_VARIANT } },
    'agg-query-processing-then-success': {
      setup: async () => ({ values: paymentValues(await t.paidPayment()) }),
    },
    'agg-channel-wx-query': {
      setup: async () => ({ values: paymentValues(await t.paidPayment('T_JSAPI')) }),
      ignore: { business_variant: BUSINESS_VARIANT },
    },
    'agg-channel-ali-query': {
      setup: async () => ({ values: paymentValues(await t.paidPayment()) }),
      ignore: { business_variant: BUSINESS_VARIANT, alipay_response: ALIPAY_RESPONSE },
    },
    'agg-close-accepted': {
      setup: async () => ({
        values: paymentValues(await closablePayment(t)),
        fault: { route: 'close', kind: 'pending' },
      }),
      note: "our simulator finishes a close at once (trans_stat S, also a documented answer) unless the `pending` fault is set; Huifu's answers P",
    },
    'sample-aggregation-close-channel-success': {
      setup: async () => {
        const payment = await closablePayment(t);
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
        const payment = await closablePayment(t);
        t.h.sim.faults.inject({ route: 'close', kind: 'pending' });
        const close = await t.h.provider.closePayment(payment);
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
      setup: async () => ({ values: paymentValues(await t.paidPayment('A_NATIVE', 100)) }),
    },
    'agg-refund-channel-accepted': {
      setup: async () => ({ values: paymentValues(await t.paidPayment('A_NATIVE', 100)) }),
      ignore: { business_variant: BUSINESS_VARIANT },
    },
    'sample-aggregation-refund-channel-success': {
      setup: async () => {
        const payment = await t.paidPayment('A_NATIVE', 100);
        return { overrides: { org_req_date: payment.reqDate, org_hf_seq_id: payment.hfSeqId } };
      },
      ignore: { business_variant: BUSINESS_VARIANT },
    },
    'agg-refund-query-processing-then-success': {
      setup: async () => {
        const refund = await refundedPayment(t);
        return { values: refund, overrides: { org_req_date: refund.refund_req_date } };
      },
      note:
        'org_req_date is added: with org_req_seq_id the real gateway needs it (dg-python-sdk: "传入退款全局流水号时非必填，其他场景必填"); ' +
        'Huifu’s sandbox does without',
    },
    'agg-refund-channel-query': {
      setup: async () => ({ values: await refundedPayment(t) }),
      ignore: { business_variant: BUSINESS_VARIANT },
    },
  };
}

/** Negative payment fixtures: Huifu's sandbox code → ours. Also in provider/README.md. */
export function paymentRefusals(t: ContractTier): Record<string, Refusal> {
  return {
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
        const order = await t.paidPayment();
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
        const order = await t.paidPayment('A_NATIVE', 50);
        return { order, values: paymentValues(order) };
      },
    },
    'agg-refund-query-original-payment-locator': {
      huifuSandbox: '23000001',
      ours: '23000001',
      why: 'the payment’s ids name no refund (refundquery’s org_* are the refund’s own)',
      setup: async () => {
        const order = await t.paidPayment();
        return { order, values: paymentValues(order) };
      },
    },
  };
}
