/**
 * Verifying Huifu's asynchronous notification (PROTOCOLS.md 1.9): the `sign` covers the raw
 * `resp_data` string exactly as received (after form decoding), never a re-serialisation.
 */
import type { KeyObject } from 'node:crypto';
import { PaymentNotificationError } from '../errors';
import { MoneyFormatError, yuanToFen } from '../../../../platform/lib/money';
import type { PaymentNotification, ProviderEvent } from '../provider';
import { verifyText } from './crypto';

/** The exact body Huifu expects (HTTP 200, plain text) to stop re-sending. */
export function ackBodyFor(reqSeqId: string): string {
  return `RECV_ORD_ID_${reqSeqId}`;
}

/**
 * Verifies the signature over the raw `resp_data`, then parses it. Throws `PaymentNotificationError`
 * (`bad_signature` or `malformed`); the caller must then answer something other than the ack.
 */
export function parseHuifuNotification(
  form: Record<string, string>,
  huifuPublicKey: KeyObject,
): PaymentNotification {
  const rawRespData = form.resp_data;
  const sign = form.sign;
  if (typeof rawRespData !== 'string' || rawRespData === '') throw malformed('缺少 resp_data');
  if (typeof sign !== 'string' || sign === '')
    throw new PaymentNotificationError('bad_signature', '缺少 sign');
  if (!verifyText(rawRespData, sign, huifuPublicKey)) {
    throw new PaymentNotificationError('bad_signature', '异步通知验签失败');
  }

  const respData = parseObject(rawRespData);
  const field = (key: string): string => {
    const value = respData[key];
    if (typeof value !== 'string' || value === '') throw malformed(`resp_data 缺少 ${key}`);
    return value;
  };
  const transType = typeof respData.trans_type === 'string' ? respData.trans_type : '';
  const kind = transType === 'TRANS_REFUND' ? 'refund' : 'payment';
  const transStat = field('trans_stat');
  const reqSeqId = field('req_seq_id');
  const reqDate = field('req_date');
  const hfSeqId = field('hf_seq_id');
  const notifyType = typeof respData.notify_type === 'string' ? respData.notify_type : '1';
  const state = stateOf(kind, transStat);
  const amountFen = fenOf(field(kind === 'refund' ? 'ord_amt' : 'trans_amt'));
  const huifuId = field('huifu_id');
  const common = {
    source: 'notify',
    hfSeqId,
    amountFen,
    huifuId,
    notifyType,
    transStat,
    raw: rawRespData,
  } as const;
  // A refund's req_seq_id is our refund number; a payment's names the attempt.
  const event: ProviderEvent =
    kind === 'refund'
      ? { kind, refundNo: reqSeqId, state: state === 'paid' ? 'refunded' : state, ...common }
      : { kind, reqSeqId, reqDate, state: state === 'refunded' ? 'paid' : state, ...common };

  return {
    kind,
    reqSeqId,
    reqDate,
    hfSeqId,
    notifyType,
    transType,
    transStat,
    state,
    amountFen,
    huifuId,
    endTime: typeof respData.end_time === 'string' ? respData.end_time : undefined,
    rawRespData,
    respData,
    ackBody: ackBodyFor(reqSeqId),
    event,
  };
}

function parseObject(text: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw malformed('resp_data 不是 JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw malformed('resp_data 不是对象');

  return parsed as Record<string, unknown>;
}

function stateOf(kind: 'payment' | 'refund', transStat: string): PaymentNotification['state'] {
  if (transStat === 'S') return kind === 'refund' ? 'refunded' : 'paid';
  if (transStat === 'F') return 'failed';
  if (transStat === 'P' || transStat === 'I') return 'pending';

  throw malformed(`未知的 trans_stat: ${transStat}`);
}

function fenOf(yuan: string): number {
  try {
    return yuanToFen(yuan);
  } catch (error) {
    if (error instanceof MoneyFormatError) throw malformed(`金额格式不正确: ${yuan}`);
    throw error;
  }
}

function malformed(message: string): PaymentNotificationError {
  return new PaymentNotificationError('malformed', message);
}
