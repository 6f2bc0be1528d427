/**
 * Simulated close, close query, refund and refund query (PROTOCOLS.md 1.7–1.8, 5).
 */
import { formatBeijingTimestamp } from '../huifu/time';
import { fenToYuan, yuanToFen } from '../../../../platform/lib/money';
import {
  type Fields,
  GatewayRefusal,
  invalid,
  optionalNotifyUrl,
  requireAmount,
  requireDate,
  requireMerchant,
  requireSerial,
} from './gateway-fields';
import type { Simulator } from './simulator';
import { recordKey } from './store';
import { checkRefundSplit, readSplit, splitEcho } from './split';
import type { SimClose, SimOrder, SimRefund } from './types';

const CLOSE_MIN_AGE_MS = 60_000;
const REFUND_WINDOW_MS = 360 * 24 * 60 * 60 * 1000;

/**
 * Close: refused within 1 minute of creation, for terminal orders and while another close of the
 * order is processing; otherwise the order becomes F at once (close S), or, with `pending`, the
 * close is only accepted (close P) and settles on a later close query, when the buyer may have paid.
 */
export function handleClose(
  sim: Simulator,
  fields: Fields,
  options: { pending?: boolean } = {},
): Record<string, string> {
  const huifuId = requireMerchant(sim, fields);
  const reqSeqId = requireSerial(fields, 'req_seq_id');
  const reqDate = requireDate(fields, 'req_date');
  const order = findOriginal(sim, fields);
  const key = recordKey(huifuId, reqDate, reqSeqId);
  if (sim.store.closes.has(key)) throw new GatewayRefusal('20000000', '重复交易：关单请求流水号当日已使用');
  const echo = orgEcho(order);
  if (order.transStat !== 'P') {
    throw new GatewayRefusal('10000016', '原订单已为终态，不能关单', {
      ...echo,
      org_trans_stat: order.transStat,
    });
  }
  if (sim.clock.now().getTime() - order.createdAt.getTime() < CLOSE_MIN_AGE_MS) {
    throw new GatewayRefusal('10000015', '订单创建未满1分钟，暂不能关单', { ...echo, org_trans_stat: 'P' });
  }
  if ([...sim.store.closes.values()].some((close) => close.order === order && close.transStat === 'P')) {
    throw new GatewayRefusal('20000001', '该订单关单处理中，请勿频繁操作', { ...echo, org_trans_stat: 'P' });
  }

  const close: SimClose = { reqSeqId, reqDate, order, transStat: 'P', createdAt: sim.clock.now() };
  sim.store.closes.set(key, close);
  sim.store.changed();
  if (!options.pending) settleClose(sim, close);

  return {
    // Accepted either way; trans_stat says whether the close took effect (Huifu's local sandbox
    // answers a processing close 00000000 + P, as its fixture agg-close-accepted records).
    resp_code: '00000000',
    resp_desc: close.transStat === 'P' ? '关单处理中' : '关单成功',
    req_date: reqDate,
    req_seq_id: reqSeqId,
    huifu_id: huifuId,
    ...echo,
    org_trans_stat: order.transStat,
    trans_stat: close.transStat,
  };
}

/**
 * Close query: the close named by its own req_seq_id + req_date (else the latest close of the
 * original order); `trans_stat` is the close's status. A processing close settles here (unless
 * `pending`): S and the order F, or F when the buyer paid first (`org_trans_stat` S).
 */
export function handleCloseQuery(
  sim: Simulator,
  fields: Fields,
  options: { pending?: boolean } = {},
): Record<string, string> {
  const huifuId = requireMerchant(sim, fields);
  const order = findOriginal(sim, fields);
  const close = fields.req_seq_id
    ? sim.store.closes.get(recordKey(huifuId, requireDate(fields, 'req_date'), fields.req_seq_id))
    : [...sim.store.closes.values()].reverse().find((record) => record.order === order);
  if (!close || close.order !== order) throw new GatewayRefusal('23000001', '关单记录不存在');
  if (!options.pending) settleClose(sim, close);

  return {
    resp_code: '00000000',
    resp_desc: '查询成功',
    huifu_id: huifuId,
    req_date: close.reqDate,
    req_seq_id: close.reqSeqId,
    ...orgEcho(order),
    org_trans_stat: order.transStat,
    trans_stat: close.transStat,
    ...(close.failReason === 'paid' ? { bank_message: '原交易已支付成功，关单失败' } : {}),
  };
}

/** A processing close takes effect: the order F (closed), unless the buyer paid it first. */
function settleClose(sim: Simulator, close: SimClose): void {
  if (close.transStat !== 'P') return;
  const order = sim.store.findOrder({ hfSeqId: close.order.hfSeqId }) ?? close.order;
  if (order.transStat === 'S') {
    close.transStat = 'F';
    close.failReason = 'paid';
    sim.store.changed();
    return;
  }
  if (order.transStat === 'P') {
    order.transStat = 'F';
    order.failReason = 'closed';
    order.endTime = sim.clock.now();
  }
  close.transStat = 'S';
  sim.store.changed();
}

/** Refund: only for paid orders, never more than what is left; accepted as P, S on a later query. */
export function handleRefund(sim: Simulator, fields: Fields): Record<string, string> {
  const huifuId = requireMerchant(sim, fields);
  const reqSeqId = requireSerial(fields, 'req_seq_id');
  const reqDate = requireDate(fields, 'req_date');
  const ordAmt = requireAmount(fields, 'ord_amt');
  const notifyUrl = optionalNotifyUrl(fields);
  const order = findOriginal(sim, fields);
  const key = recordKey(huifuId, reqDate, reqSeqId);
  if (sim.store.refunds.has(key)) throw new GatewayRefusal('20000000', '重复交易：退款请求流水号当日已使用');
  if (order.transStat !== 'S') throw invalid('原交易未支付成功，不能退款');
  if (sim.clock.now().getTime() - (order.endTime ?? order.createdAt).getTime() > REFUND_WINDOW_MS) {
    throw invalid('原交易已超过360天退款期限');
  }
  const amountFen = yuanToFen(ordAmt);
  const split = readSplit(fields, amountFen);
  if (order.split && !split) throw new GatewayRefusal('22000005', '分账交易退款须指定分账退款对象');
  checkRefundSplit(sim, split);
  const refundable = order.amountFen - order.refundedFen;
  if (amountFen > refundable) {
    throw new GatewayRefusal(
      '10000002',
      `退款金额大于可退金额（可退 ${fenToYuan(refundable, { allowZero: true })} 元）`,
    );
  }

  order.refundedFen += amountFen;
  const refund: SimRefund = {
    reqSeqId,
    reqDate,
    hfSeqId: sim.store.nextSerial(),
    order,
    ordAmt,
    amountFen,
    transStat: 'P',
    notifyUrl,
    remark: fields.remark,
    createdAt: sim.clock.now(),
    split,
  };
  sim.store.refunds.set(key, refund);
  sim.store.changed();

  return { resp_code: '00000100', resp_desc: '退款受理成功', ...refundAnswer(refund) };
}

/** Refund query: located by the refund's own ids (org_* = the refund request). */
export function handleRefundQuery(sim: Simulator, fields: Fields): Record<string, string> {
  const huifuId = requireMerchant(sim, fields);
  const orgReqSeqId = fields.org_req_seq_id ?? fields.mer_ord_id;
  const orgHfSeqId = fields.org_hf_seq_id;
  if (!orgReqSeqId && !orgHfSeqId)
    throw new GatewayRefusal('21000000', 'org_req_seq_id、org_hf_seq_id 不能同时为空');
  // org_req_date may be left out only with the refund's hf_seq_id (aggregation-refund-query.md).
  const refund = orgReqSeqId
    ? sim.store.refunds.get(recordKey(huifuId, requireDate(fields, 'org_req_date'), orgReqSeqId))
    : [...sim.store.refunds.values()].find((record) => record.hfSeqId === orgHfSeqId);
  if (!refund) throw new GatewayRefusal('23000001', '原交易不存在');
  // The simulated channel finishes a refund by the time it is first queried, and then notifies.
  if (refund.transStat === 'P') {
    sim.store.finishRefund(refund);
    sim.notifyRefund(refund);
  }

  // The query names the refund by org_* (its own ids, aggregation-refund-query.md), with no hf_seq_id
  // of its own, as Huifu's reference and its local sandbox answer (found by hand, docs/MONEY.md).
  const { hf_seq_id: _, req_date: __, req_seq_id: ___, ...answer } = refundAnswer(refund);

  return {
    resp_code: '00000000',
    resp_desc: '查询成功',
    ...answer,
    org_req_date: refund.reqDate,
    org_req_seq_id: refund.reqSeqId,
    org_hf_seq_id: refund.hfSeqId,
  };
}

function refundAnswer(refund: SimRefund): Record<string, string> {
  const answer: Record<string, string> = {
    req_date: refund.reqDate,
    req_seq_id: refund.reqSeqId,
    hf_seq_id: refund.hfSeqId,
    huifu_id: refund.order.huifuId,
    ord_amt: refund.ordAmt,
    actual_ref_amt: refund.ordAmt,
    trade_type: 'TRANS_REFUND',
    trans_stat: refund.transStat,
    pay_channel: refund.order.tradeType === 'T_JSAPI' ? 'T' : 'A',
    // A refund without a split answers an empty object, as in Huifu's refund query answer sample.
    acct_split_bunch: splitEcho(refund.split),
    ...orgEcho(refund.order),
  };
  if (refund.finishedAt) answer.trans_finish_time = formatBeijingTimestamp(refund.finishedAt);
  if (refund.transStat === 'S') answer.bank_message = '退款成功';
  if (refund.remark) answer.remark = refund.remark;

  return answer;
}

function findOriginal(sim: Simulator, fields: Fields): SimOrder {
  const orgReqDate = requireDate(fields, 'org_req_date');
  const orgReqSeqId = fields.org_req_seq_id;
  const orgHfSeqId = fields.org_hf_seq_id;
  if (!orgReqSeqId && !orgHfSeqId)
    throw new GatewayRefusal('21000000', 'org_req_seq_id、org_hf_seq_id 不能同时为空');
  const order = orgReqSeqId
    ? sim.store.findOrder({ reqSeqId: orgReqSeqId, reqDate: orgReqDate })
    : sim.store.findOrder({ hfSeqId: orgHfSeqId! });
  if (!order) throw new GatewayRefusal('23000001', '原交易不存在');

  return order;
}

function orgEcho(order: SimOrder): Record<string, string> {
  return { org_req_date: order.reqDate, org_req_seq_id: order.reqSeqId, org_hf_seq_id: order.hfSeqId };
}
