/**
 * Simulated create and query (PROTOCOLS.md 1.5–1.6, 5). Each handler takes the verified `data`
 * fields and returns the answer `data`, or throws `GatewayRefusal`.
 */
import { randomBytes } from 'node:crypto';
import { signText } from '../huifu/crypto';
import type { HuifuApiVersion } from '../huifu/endpoints';
import { providerFeeFen } from '../huifu/bill-lines';
import { formatBeijingDate, formatBeijingTimestamp, parseBeijingTimestamp } from '../huifu/time';
import { fenToYuan, yuanToFen } from '../../../../platform/lib/money';
import {
  type Fields,
  GatewayRefusal,
  invalid,
  jsonObjectField,
  optionalNotifyUrl,
  required,
  requireAmount,
  requireDate,
  requireMerchant,
  requireSerial,
} from './gateway-fields';
import type { Simulator } from './simulator';
import { recordKey } from './store';
import { readSplit, splitEcho } from './split';
import type { SimOrder, SimTradeType } from './types';

const TRADE_TYPES: readonly string[] = ['T_JSAPI', 'A_NATIVE'];
const KNOWN_TRADE_TYPES: readonly string[] = [
  'T_MINIAPP',
  'T_APP',
  'T_MICROPAY',
  'A_JSAPI',
  'A_MICROPAY',
  'U_NATIVE',
];

/** Create order: v4 `payment/create` (method_expand) or v2/v3 `jspay` (wx_data / alipay_data). */
export function handleCreate(
  sim: Simulator,
  version: HuifuApiVersion,
  fields: Fields,
): Record<string, string> {
  const now = sim.clock.now();
  const huifuId = requireMerchant(sim, fields);
  const reqSeqId = requireSerial(fields, 'req_seq_id');
  const reqDate = fields.req_date ? requireDate(fields, 'req_date') : formatBeijingDate(now);
  const tradeType = required(fields, 'trade_type', 16);
  if (KNOWN_TRADE_TYPES.includes(tradeType)) throw invalid(`模拟器未开通交易类型 ${tradeType}`);
  if (!TRADE_TYPES.includes(tradeType)) throw invalid(`trade_type 无效: ${tradeType}`);
  const transAmt = requireAmount(fields, 'trans_amt');
  const split = readSplit(fields, yuanToFen(transAmt));
  const goodsDesc = required(fields, 'goods_desc', 128);
  const notifyUrl = optionalNotifyUrl(fields);
  const expireAt = timeExpire(fields, now, sim.defaultOrderTtlMs);
  const wechat = tradeType === 'T_JSAPI' ? wechatChannel(sim, version, fields) : undefined;
  if (sim.store.orders.has(recordKey(huifuId, reqDate, reqSeqId))) {
    throw new GatewayRefusal('20000000', '重复交易：该请求流水号当日已使用');
  }

  const order: SimOrder = {
    huifuId,
    reqSeqId,
    reqDate,
    hfSeqId: sim.store.nextSerial(),
    tradeType: tradeType as SimTradeType,
    transAmt,
    amountFen: yuanToFen(transAmt),
    goodsDesc,
    notifyUrl,
    remark: fields.remark,
    createdAt: now,
    expireAt,
    transStat: 'P',
    subAppid: wechat?.subAppid,
    subOpenid: wechat?.subOpenid,
    prepayId: wechat ? `wx${formatBeijingTimestamp(now)}${randomBytes(8).toString('hex')}` : undefined,
    refundedFen: 0,
    split,
  };
  sim.store.addOrder(order);

  return {
    resp_code: '00000100',
    resp_desc: '下单成功',
    req_date: reqDate,
    req_seq_id: reqSeqId,
    huifu_id: huifuId,
    hf_seq_id: order.hfSeqId,
    trade_type: tradeType,
    trans_amt: transAmt,
    trans_stat: 'P',
    delay_acct_flag: 'N',
    ...(order.remark ? { remark: order.remark } : {}),
    ...(wechat
      ? { pay_info: payInfo(sim, wechat.subAppid, order.prepayId!) }
      : { qr_code: `${sim.publicUrl}/sim/alipay/qr/${order.hfSeqId}` }),
  };
}

/** Query order: v4 locates by req_seq_id + req_date or hf_seq_id; v2/v3 by the org_* pair. */
export function handleQuery(
  sim: Simulator,
  version: HuifuApiVersion,
  fields: Fields,
): Record<string, string> {
  requireMerchant(sim, fields);
  const prefix = version === 'v4' ? '' : 'org_';
  const reqSeqId = fields[`${prefix}req_seq_id`];
  const hfSeqId = fields[`${prefix}hf_seq_id`];
  if (!reqSeqId && !hfSeqId)
    throw new GatewayRefusal('21000000', `${prefix}req_seq_id、${prefix}hf_seq_id 不能同时为空`);
  const reqDate = reqSeqId || prefix ? requireDate(fields, `${prefix}req_date`) : undefined;
  const order = reqSeqId
    ? sim.store.findOrder({ reqSeqId, reqDate })
    : sim.store.findOrder({ hfSeqId: hfSeqId! });
  if (!order) throw new GatewayRefusal('23000001', '交易不存在');

  return queryAnswer(order, prefix, sim.feeBps);
}

function queryAnswer(order: SimOrder, prefix: string, feeBps: number): Record<string, string> {
  const done = order.transStat !== 'P';
  const methodExpand =
    order.tradeType === 'T_JSAPI'
      ? {
          sub_appid: order.subAppid,
          sub_openid: order.subOpenid,
          openid: order.subOpenid,
          bank_type: 'OTHERS',
          cash_fee: order.transAmt,
        }
      : { buyer_id: '2088000000000001', buyer_logon_id: 'sim***@example.com' };
  const answer: Record<string, string> = {
    resp_code: '00000000',
    resp_desc: '查询成功',
    huifu_id: order.huifuId,
    req_date: order.reqDate,
    req_seq_id: order.reqSeqId,
    hf_seq_id: order.hfSeqId,
    trade_type: order.tradeType,
    trans_amt: order.transAmt,
    trans_stat: order.transStat,
    delay_acct_flag: 'N',
    div_flag: order.split ? 'Y' : 'N',
    method_expand: JSON.stringify(methodExpand),
    ...(order.split ? { acct_split_bunch: splitEcho(order.split) } : {}),
  };
  if (prefix)
    Object.assign(answer, {
      org_req_date: order.reqDate,
      org_req_seq_id: order.reqSeqId,
      org_hf_seq_id: order.hfSeqId,
    });
  if (done && order.endTime) {
    answer.end_time = formatBeijingTimestamp(order.endTime);
    answer.acct_date = formatBeijingDate(order.endTime);
  }
  if (order.transStat === 'S') {
    answer.payment_fee = paymentFee(order, feeBps);
    answer.settlement_amt = order.transAmt;
    answer.out_trans_id = order.outTransId ?? '';
    answer.party_order_id = order.outTransId ?? '';
  }
  if (order.failReason)
    answer.bank_message = { failed: '支付失败', expired: '订单已超时关闭', closed: '订单已关闭' }[
      order.failReason
    ];
  if (order.remark) answer.remark = order.remark;

  return answer;
}

/**
 * `payment_fee` of a paid order, a JSON string (aggregation-query-payment-query.md): the fee at
 * `feeBps` (the same the bills show), charged apart (fee_flag 1), so settlement_amt stays the whole amount.
 */
function paymentFee(order: SimOrder, feeBps: number): string {
  const feeFen = providerFeeFen(order.amountFen, feeBps);

  return JSON.stringify({
    fee_amount: fenToYuan(feeFen, { allowZero: true }),
    fee_flag: '1',
    fee_formula_infos: [{ fee_formula: `AMT*${feeBps / 10_000}`, fee_type: 'TRANS_FEE' }],
  });
}

function timeExpire(fields: Fields, now: Date, defaultTtlMs: number): Date {
  const text = fields.time_expire;
  if (text === undefined) return new Date(now.getTime() + defaultTtlMs);
  const date = parseBeijingTimestamp(text);
  if (!date) throw invalid('time_expire 格式应为yyyyMMddHHmmss');
  if (date.getTime() <= now.getTime()) throw invalid('订单已超时：time_expire 早于当前时间');

  return date;
}

function wechatChannel(
  sim: Simulator,
  version: HuifuApiVersion,
  fields: Fields,
): { subAppid: string; subOpenid: string } {
  const key = version === 'v4' ? 'method_expand' : 'wx_data';
  const channel = jsonObjectField(fields, key);
  const subAppid = channel.sub_appid;
  const subOpenid = channel.sub_openid;
  if (typeof subAppid !== 'string' || !subAppid) throw invalid(`${key} 中 sub_appid 不能为空`);
  if (typeof subOpenid !== 'string' || !subOpenid) throw invalid(`${key} 中 sub_openid 不能为空`);
  if (subAppid !== sim.merchant.wechatAppId) throw invalid(`sub_appid ${subAppid} 未在商户微信配置中绑定`);
  if (!/^o[A-Za-z0-9_-]{27}$/.test(subOpenid)) throw invalid('sub_openid 格式不正确');
  const issuedFor = sim.wechat.appIdOf(subOpenid);
  if (issuedFor && issuedFor !== subAppid) throw invalid('sub_appid与sub_openid不匹配');

  return { subAppid, subOpenid };
}

/** T_JSAPI `pay_info`: the six bridge fields, paySign over appId\ntimeStamp\nnonceStr\npackage\n. */
function payInfo(sim: Simulator, appId: string, prepayId: string): string {
  const timeStamp = String(Math.floor(sim.clock.now().getTime() / 1000));
  const nonceStr = randomBytes(16).toString('hex');
  const pkg = `prepay_id=${prepayId}`;
  const paySign = signText(
    `${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`,
    sim.notifierOptions.huifuPrivateKey,
  );

  return JSON.stringify({ appId, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign });
}
