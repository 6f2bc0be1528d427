import type { CreatePaymentResult } from '../provider';
import type { FaultSpec } from '../simulator/types';
import type { Harness } from '../testing/harness';
import type { ContractFixture } from './contract-fixtures';
import type { HuifuApiVersion } from './endpoints';
import { formatBeijingDate, formatBeijingTimestamp } from './time';

// The contract tier's coverage (huifu-contracts.test.ts): what it allows beyond the bundle's
// contracts, what it leaves unchecked and skips, each with why, and how a fixture's request is
// filled for our simulator.

/**
 * Fields our adapter sends that the bundle's contract for the endpoint does not list, each with
 * the reason it is sent anyway (PROTOCOLS.md, from Huifu's own reference pages).
 */
export const ALLOWED_EXTRA: Record<string, { fields: string[]; why: string }> = {
  'aggregation.payment.close_query': {
    fields: ['req_date', 'req_seq_id'],
    why:
      'PROTOCOLS.md 1.7: the close query takes the same fields as the close, whose req_date/req_seq_id ' +
      "are required (aggregation-query-close-query.md marks them Y; Huifu's own fixture " +
      'agg-close-query-processing-then-success sends them too). We send the close request’s own pair.',
  },
  'aggregation.payment.refund': {
    fields: ['remark', 'acct_split_bunch'],
    why:
      'PROTOCOLS.md 1.8: the refund takes an optional `remark` (echoed back by the refund query); a ' +
      "split payment's refund names the accounts it comes back from in `acct_split_bunch` (Huifu's " +
      'aggregation-refund reference: 分账退款对象; its local sandbox echoes it in the refund query).',
  },
  'aggregation.payment.refund_query': {
    fields: ['org_req_date'],
    why:
      'PROTOCOLS.md 1.8: refundquery takes huifu_id, org_req_date plus one locator; org_req_date may ' +
      'be left out only with org_hf_seq_id, and we locate by the refund’s req_seq_id.',
  },
};

/** Paths our adapter calls that the bundle has no contract for: it describes the v4 paths only. */
export const UNCONTRACTED_PATHS: Record<HuifuApiVersion, string[]> = {
  v2: [
    '/v2/trade/payment/jspay',
    '/v2/trade/payment/scanpay/query',
    '/v2/trade/payment/scanpay/refund',
    '/v2/trade/payment/scanpay/refundquery',
  ],
  v3: [
    '/v3/trade/payment/jspay',
    '/v3/trade/payment/scanpay/query',
    '/v3/trade/payment/scanpay/refund',
    '/v3/trade/payment/scanpay/refundquery',
  ],
  v4: [],
};

export const BUSINESS_VARIANT =
  "business_variant is a label of Huifu's local sandbox (the channel family it played); the gateway's " +
  'answer tables (aggregation-order-response.md, -query-payment-query.md, -refund-query.md) have no such field';
export const CLOSE_QUERY_CAMEL_CASE =
  'transStat / orgTransStat / subRespCode / subRespDesc are not in the close query answer table ' +
  "(aggregation-query-close-query.md: trans_stat, org_trans_stat); only Huifu's sandbox adds them";
export const ALIPAY_RESPONSE =
  'alipay_response is a notification field (PROTOCOLS.md 1.9); a query answer has the Alipay details ' +
  'in method_expand (aggregation-query-payment-query.md), which our simulator sends';

/** Template values (`{{payment_req_seq_id}}` …) and field overrides one fixture needs. */
export interface Prepared {
  values?: Record<string, string>;
  overrides?: Record<string, string>;
  fault?: FaultSpec;
}

/** A positive (or variant / sample) fixture we run against our simulator. */
export interface Case {
  /** Creates what the fixture refers to (a payment, a refund, a close). */
  setup?: () => Promise<Prepared>;
  /** Assertions of the fixture not checked, by path, and why. */
  ignore?: Record<string, string>;
  /** Where we send something other than the fixture's own fields, and why. */
  note?: string;
}

/** A negative fixture: our simulator must refuse it, with the real gateway's code. */
export interface Refusal {
  /** What Huifu's local sandbox answers (its own `LS…` validation codes where it has them). */
  huifuSandbox: string;
  /** What our simulator answers: the real gateway's code (PROTOCOLS.md 1.10). */
  ours: string;
  why: string;
  setup?: () => Promise<Prepared & { order?: CreatePaymentResult }>;
}

/**
 * The bill file query fixtures (/v2/trade/check/filequery) run by huifu-contracts-reconciliation.test.ts,
 * each with what is checked. Huifu's sandbox picks the empty, expired and forbidden outcomes by its
 * own `sandbox_scenario` field (not in the gateway's contract): ours is left without it.
 */
export const RECONCILIATION_FIXTURES: Record<string, string> = {
  'reconciliation-filequery-fp-then-file':
    'asked twice: FP without a link, then S with file_details.download_url; the adapter asks the same ' +
    'way (bill_type sent: an optional field of the contract), downloads the zip and reads its lines',
  'reconciliation-bill-split-bill': 'asked twice: S naming SPLIT_BILL; the adapter downloads its zip',
  'reconciliation-bill-settle-bill': 'asked twice: S naming SETTLE_BILL; the adapter downloads its zip',
  'reconciliation-bill-merge-bill': 'asked twice: S naming MERGE_BILL; the adapter downloads its zip',
  'reconciliation-empty-file':
    'a day without trades: S, and the file the adapter downloads has no lines (RECON_EMPTY is a sandbox scenario)',
  'reconciliation-expired-download':
    'S, then the download answers 410 (our `billdownload` fault `expired`; the sandbox: RECON_EXPIRED)',
  'reconciliation-forbidden-download':
    'S, then the download answers 403 (our `billdownload` fault `forbidden`; the sandbox: RECON_FORBIDDEN)',
};

/** Bill file query fixtures our simulator must refuse: Huifu's sandbox code → the real gateway's. */
export const RECONCILIATION_REFUSALS: Record<string, Omit<Refusal, 'setup'>> = {
  'reconciliation-invalid-date': {
    huifuSandbox: 'LS200010',
    ours: '10000000',
    why: 'file_date 2026-06-23 is not yyyyMMdd: a parameter error',
  },
  'reconciliation-filequery-unsupported-bill-type': {
    huifuSandbox: 'LS200006',
    ours: '10000000',
    why: 'bill_type BAD_BILL is none of the query’s bill types: a parameter error',
  },
};

export const MICROPAY = 'micropay (付款码, *_MICROPAY): we only sell T_JSAPI and A_NATIVE';
export const UNIONPAY = 'UnionPay (U_*): not a channel we offer (and UnionPay orders cannot be closed)';
/** Fixtures of the bundle not run, and why; whole families by id prefix. */
export const SKIPPED_PREFIXES: Record<string, string> = {
  'hosting-': 'hosted checkout (/v2/trade/hosting/...): not a product our adapter uses',
  'sample-hosting-': 'hosted checkout (/v2/trade/hosting/...): not a product our adapter uses',
};
export const SKIPPED: Record<string, string> = {
  'agg-channel-ali-micropay': MICROPAY,
  'agg-channel-ali-micropay-missing-auth': MICROPAY,
  'agg-channel-wx-micropay': MICROPAY,
  'agg-channel-wx-micropay-missing-auth': MICROPAY,
  'agg-channel-up-micropay': MICROPAY,
  'agg-channel-up-micropay-missing-auth': MICROPAY,
  'sample-aggregation-alipay-micropay-success': MICROPAY,
  'sample-aggregation-wechat-micropay-success': MICROPAY,
  'sample-aggregation-unionpay-micropay-success': MICROPAY,
  'agg-channel-up-create': UNIONPAY,
  'agg-channel-up-query': UNIONPAY,
  'agg-close-channel-accepted': UNIONPAY,
  'agg-close-channel-query': UNIONPAY,
  'agg-close-channel-unpaid-order-query': UNIONPAY,
  'sample-aggregation-unionpay-native-success': UNIONPAY,
  'sample-aggregation-alipay-jsapi-success': 'A_JSAPI (Alipay in-app JS): we use A_NATIVE',
  'agg-combined-create': 'combined pay (combinedpay_data): not simulated, not used',
  'agg-combined-query': 'combined pay (combinedpay_data): not simulated, not used',
  'agg-fee-allowance-create': 'fee allowance (trans_fee_allowance_info): not simulated, not used',
  'agg-fee-allowance-query': 'fee allowance (trans_fee_allowance_info): not simulated, not used',
  'agg-tx-metadata-create': 'tx_metadata (terminal data, split details in answers): not simulated, not used',
  'agg-tx-metadata-query': 'tx_metadata (terminal data, split details in answers): not simulated, not used',
  'agg-tx-metadata-wrapper-error':
    'tx_metadata (terminal data, split details in answers): not simulated, not used',
};

export function skipReason(id: string): string | undefined {
  const prefix = Object.keys(SKIPPED_PREFIXES).find((candidate) => id.startsWith(candidate));
  return SKIPPED[id] ?? (prefix ? SKIPPED_PREFIXES[prefix] : undefined);
}

/** The fixture's request `data` for our simulator: our merchant and buyer, fresh ids, templates filled. */
export function fillFixture(
  h: Harness,
  fixture: ContractFixture,
  prepared: Prepared,
  serial: string,
): Record<string, string> {
  const values = prepared.values ?? {};
  const data: Record<string, string> = {};
  for (const [key, raw] of Object.entries(fixture.request.data)) {
    // A notify URL with a query string is refused by the real gateway (PROTOCOLS.md 1.5): ours has none.
    let value = raw
      .replace(/\{\{notify_url:[^}]*\}\}/g, h.notifyUrl)
      .replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
        if (values[name] === undefined) throw new Error(`${fixture.id}: nothing prepared for {{${name}}}`);
        return values[name];
      });
    if (key === 'huifu_id') value = h.sim.merchant.huifuId;
    if (key === 'req_seq_id') value = serial;
    if (key === 'req_date') value = formatBeijingDate(h.sim.clock.now());
    if (key === 'time_expire')
      value = formatBeijingTimestamp(new Date(h.sim.clock.now().getTime() + 15 * 60_000));
    if (key === 'method_expand') {
      const channel = JSON.parse(value) as Record<string, unknown>;
      if ('sub_appid' in channel) channel.sub_appid = h.sim.merchant.wechatAppId;
      if ('sub_openid' in channel) channel.sub_openid = h.sim.openidFor('contract-buyer');
      value = JSON.stringify(channel);
    }
    data[key] = value;
  }

  return { ...data, ...prepared.overrides };
}
