/**
 * `PaymentProvider` over Huifu DouGong aggregated payment: T_JSAPI (WeChat official account) and
 * A_NATIVE (Alipay QR). The same code talks to the local simulator and to api.huifu.com.
 */
import { randomBytes } from 'node:crypto';
import { HuifuCode, PaymentProviderError } from '../errors';
import { fenToYuan } from '../../../../platform/lib/money';
import {
  type ClosePaymentInput,
  type ClosePaymentResult,
  type CreatePaymentInput,
  type CreatePaymentResult,
  type PaymentEvent,
  type PaymentLocator,
  type PaymentNotification,
  type PaymentProvider,
  type PaymentState,
  type QueryPaymentResult,
  type RefundInput,
  type RefundLocator,
  type RefundResult,
  reqSeqIdFor,
} from '../provider';
import {
  optionalString,
  parsePayInfo,
  paymentStateOf,
  refundStateOf,
  requireFen,
  requireString,
} from './answers';
import { type HuifuData, compactData } from './canonical-json';
import { createHuifuClient, type HuifuClient, type HuifuClientOptions, requireCode } from './client';
import { parsePublicKey } from './crypto';
import { channelFields, endpointsFor, type HuifuApiVersion, paymentQueryLocator } from './endpoints';
import { parseHuifuNotification } from './notification';
import { downloadBillFile, queryBillFile } from './bill-query';
import { readSplitBillFile, readTradeBillFile } from './bill-reader';
import { splitBunch } from './split-bunch';
import { bindSettlementCard, openUserAccount, queryUserAccount } from './user-accounts';
import { queryWithdrawal, withdraw } from './withdrawals';
import { formatBeijingDate, formatBeijingTimestamp } from './time';

export interface HuifuAdapterOptions extends HuifuClientOptions {
  apiVersion: HuifuApiVersion;
  /** The merchant being paid (`data.huifu_id`). */
  huifuId: string;
  /** The official account appid sent as `sub_appid`; the openid must come from OAuth on it. */
  wechatAppId?: string;
  /** Source of "now" for `req_date`; tests pass the simulator's clock. */
  now?: () => Date;
  /** Reuse an existing client (tests); built from the options otherwise. */
  client?: HuifuClient;
}

const ACCEPTED = [HuifuCode.SUCCESS, HuifuCode.ACCEPTED];
const GOODS_DESC_MAX = 128;

/** Builds the Huifu adapter; decodes both keys immediately so misconfiguration fails at start-up. */
export function createHuifuProvider(options: HuifuAdapterOptions): PaymentProvider {
  const client = options.client ?? createHuifuClient(options);
  const huifuPublicKey = parsePublicKey(options.huifuPublicKey);
  const paths = endpointsFor(options.apiVersion);
  const now = options.now ?? (() => new Date());
  const huifuId = options.huifuId;

  return {
    merchantId: huifuId,

    async createPayment(input: CreatePaymentInput): Promise<CreatePaymentResult> {
      const channel = channelFor(input, options.wechatAppId);
      const reqSeqId = reqSeqIdFor(input.paymentNo, input.attempt);
      const reqDate = formatBeijingDate(now());
      const data = compactData({
        req_date: reqDate,
        req_seq_id: reqSeqId,
        huifu_id: huifuId,
        trade_type: input.tradeType,
        trans_amt: fenToYuan(input.amountFen),
        goods_desc: Array.from(input.description).slice(0, GOODS_DESC_MAX).join(''),
        notify_url: input.notifyUrl,
        time_expire: formatBeijingTimestamp(input.expiresAt),
        remark: input.remark,
        ...channelFields(options.apiVersion, input.tradeType, channel),
        ...splitBunch(input.split),
      });
      const answer = requireCode(await client.call(paths.create, data), ACCEPTED);
      if (answer.trans_stat === 'F') throw refusal(answer, '下单失败');

      return {
        reqSeqId,
        reqDate,
        hfSeqId: requireString(answer, 'hf_seq_id', paths.create),
        payInfo:
          input.tradeType === 'T_JSAPI'
            ? parsePayInfo(requireString(answer, 'pay_info', paths.create), paths.create)
            : undefined,
        qrUrl: input.tradeType === 'A_NATIVE' ? requireString(answer, 'qr_code', paths.create) : undefined,
        raw: answer,
      };
    },

    async queryPayment({ reqSeqId, reqDate }: PaymentLocator): Promise<QueryPaymentResult> {
      const data = { huifu_id: huifuId, ...paymentQueryLocator(options.apiVersion, reqSeqId, reqDate) };
      const answer = await client.call(paths.query, data);
      const event = (state: PaymentState, amountFen: number, hfSeqId: string): PaymentEvent => ({
        kind: 'payment',
        source: 'query',
        reqSeqId,
        reqDate,
        hfSeqId,
        state,
        amountFen,
        huifuId: optionalString(answer, 'huifu_id') ?? huifuId,
        notifyType: 'query',
        transStat: optionalString(answer, 'trans_stat') ?? (state === 'paid' ? 'S' : ''),
        raw: JSON.stringify(answer),
      });
      if (answer.resp_code === HuifuCode.NOT_FOUND || answer.resp_code === HuifuCode.NOT_FOUND_LEGACY) {
        return { state: 'unknown', amountFen: 0, hfSeqId: '', raw: answer, event: event('unknown', 0, '') };
      }
      requireCode(answer, [HuifuCode.SUCCESS]);
      const state = paymentStateOf(requireString(answer, 'trans_stat', paths.query), paths.query);
      const amountFen = requireFen(answer, 'trans_amt', paths.query);
      const hfSeqId = requireString(answer, 'hf_seq_id', paths.query);

      return {
        state,
        amountFen,
        hfSeqId,
        endTime: optionalString(answer, 'end_time'),
        raw: answer,
        event: event(state, amountFen, hfSeqId),
      };
    },

    async closePayment(input: ClosePaymentInput): Promise<ClosePaymentResult> {
      const closeReqSeqId = input.closeReqSeqId ?? `${input.reqSeqId}C${randomBytes(3).toString('hex')}`;
      const closeReqDate = input.closeReqDate ?? formatBeijingDate(now());
      const data = {
        req_date: closeReqDate,
        req_seq_id: closeReqSeqId,
        huifu_id: huifuId,
        org_req_date: input.reqDate,
        org_req_seq_id: input.reqSeqId,
      };
      const answer = await client.call(paths.close, data);
      // A terminal order cannot be closed; answer with its state so the caller can refund or honour it.
      if (answer.resp_code === HuifuCode.ORDER_TERMINAL || answer.resp_code === HuifuCode.CLOSE_TERMINAL) {
        const orgStat = optionalString(answer, 'org_trans_stat');
        const orderState = orgStat ? paymentStateOf(orgStat, paths.close) : 'unknown';
        return { closeState: 'failed', orderState, closeReqSeqId, closeReqDate, raw: answer };
      }
      requireCode(answer, ACCEPTED);

      return closeResult(answer, closeReqSeqId, closeReqDate, paths.close);
    },

    async queryClose({ closeReqSeqId, closeReqDate, payment }): Promise<ClosePaymentResult> {
      const data = {
        req_date: closeReqDate,
        req_seq_id: closeReqSeqId,
        huifu_id: huifuId,
        org_req_date: payment.reqDate,
        org_req_seq_id: payment.reqSeqId,
      };
      const answer = requireCode(await client.call(paths.closeQuery, data), [HuifuCode.SUCCESS]);

      return closeResult(answer, closeReqSeqId, closeReqDate, paths.closeQuery);
    },

    async refund(input: RefundInput): Promise<RefundResult> {
      const refundReqDate = formatBeijingDate(now());
      const data = compactData({
        req_date: refundReqDate,
        req_seq_id: input.refundNo,
        huifu_id: huifuId,
        ord_amt: fenToYuan(input.amountFen),
        org_req_date: input.payment.reqDate,
        org_req_seq_id: input.payment.reqSeqId,
        notify_url: input.notifyUrl,
        remark: input.remark,
        ...splitBunch(input.split),
      });
      const answer = requireCode(await client.call(paths.refund, data), ACCEPTED);

      return refundResult(answer, input.refundNo, refundReqDate, paths.refund, 'refund', huifuId);
    },

    async queryRefund({ refundNo, refundReqDate }: RefundLocator): Promise<RefundResult> {
      // The org_* fields name the refund request itself, not the original payment.
      const data = { huifu_id: huifuId, org_req_date: refundReqDate, org_req_seq_id: refundNo };
      const answer = requireCode(await client.call(paths.refundQuery, data), [HuifuCode.SUCCESS]);

      return refundResult(answer, refundNo, refundReqDate, paths.refundQuery, 'query', huifuId);
    },

    parseNotification(form: Record<string, string>): PaymentNotification {
      return parseHuifuNotification(form, huifuPublicKey);
    },

    queryBillFile: (input) => queryBillFile(client, huifuId, now(), input),
    downloadBillFile: (file, toPath) => downloadBillFile(file, toPath, options.fetch ?? fetch),
    readTradeBill: (path) => readTradeBillFile(path),
    readSplitBill: (path) => readSplitBillFile(path),
    queryUserAccount: (input) => queryUserAccount(client, now(), input),
    openUserAccount: (input) => openUserAccount(client, now(), input),
    bindSettlementCard: (input) => bindSettlementCard(client, huifuId, now(), input),
    withdraw: (input) => withdraw(client, now(), input),
    queryWithdrawal: (input) => queryWithdrawal(client, input),
  };
}

function channelFor(input: CreatePaymentInput, wechatAppId: string | undefined): Record<string, string> {
  if (!Number.isSafeInteger(input.amountFen) || input.amountFen < 1) {
    throw new RangeError(`amountFen must be a positive integer, got ${input.amountFen}`);
  }
  if (input.tradeType === 'A_NATIVE') return {};
  if (!wechatAppId) throw new Error('T_JSAPI needs the WeChat appid (WECHAT_APPID)');
  if (!input.openid) throw new Error('T_JSAPI needs the buyer openid');

  return { sub_appid: wechatAppId, sub_openid: input.openid };
}

function closeResult(
  answer: HuifuData,
  closeReqSeqId: string,
  closeReqDate: string,
  path: string,
): ClosePaymentResult {
  const closeStat = requireString(answer, 'trans_stat', path);
  const orgStat = optionalString(answer, 'org_trans_stat');
  const closeState = closeStat === 'S' ? 'closed' : closeStat === 'F' ? 'failed' : 'pending';
  const orgState = orgStat ? paymentStateOf(orgStat, path) : 'unknown';

  return {
    closeState,
    // Huifu marks a closed order F; report it as closed, but never hide a payment that went through.
    orderState: closeState === 'closed' && orgState !== 'paid' ? 'closed' : orgState,
    closeReqSeqId,
    closeReqDate,
    raw: answer,
  };
}

function refundResult(
  answer: HuifuData,
  refundNo: string,
  refundReqDate: string,
  path: string,
  source: 'refund' | 'query',
  merchantId: string,
): RefundResult {
  // A refund's answer carries its serial as hf_seq_id; the refund query's names the refund by
  // org_hf_seq_id and has no hf_seq_id (aggregation-refund-query.md; Huifu's sandbox answers so).
  const hfSeqId =
    source === 'query'
      ? (optionalString(answer, 'org_hf_seq_id') ?? requireString(answer, 'hf_seq_id', path))
      : requireString(answer, 'hf_seq_id', path);
  const state = refundStateOf(requireString(answer, 'trans_stat', path), path);
  const amountFen = requireFen(answer, 'ord_amt', path);

  return {
    refundNo,
    refundReqDate,
    hfSeqId,
    state,
    amountFen,
    raw: answer,
    event: {
      kind: 'refund',
      source,
      refundNo,
      hfSeqId,
      state,
      amountFen,
      huifuId: optionalString(answer, 'huifu_id') ?? merchantId,
      // An answer (to the refund or its query) is one kind of fact: applied once per trans_stat.
      notifyType: 'query',
      transStat: optionalString(answer, 'trans_stat') ?? '',
      raw: JSON.stringify(answer),
    },
  };
}

function refusal(answer: HuifuData, fallback: string): PaymentProviderError {
  const code = typeof answer.resp_code === 'string' ? answer.resp_code : '';
  const desc = optionalString(answer, 'bank_message') ?? optionalString(answer, 'resp_desc') ?? fallback;

  return new PaymentProviderError(code, desc, answer);
}
