/**
 * Huifu-style asynchronous notifications (PROTOCOLS.md 1.9): a form POST of resp_code, resp_desc,
 * resp_data (a JSON string) and sign (RSA-SHA256 over that raw string). Delivered when the answer is
 * HTTP 200 with the body exactly `RECV_ORD_ID_<req_seq_id>` within the timeout; otherwise retried up
 * to three times. Redirects are not followed.
 */
import type { KeyObject } from 'node:crypto';
import { signText } from '../huifu/crypto';
import { ackBodyFor } from '../huifu/notification';
import { formatBeijingDate, formatBeijingTimestamp } from '../huifu/time';
import type { DeliveryRecord, DeliveryResult, SimOrder, SimRefund, SimulatorLogger } from './types';

export interface NotifierOptions {
  huifuPrivateKey: KeyObject;
  /** Used to sign "bad signature" notifications: a valid RSA signature by the wrong key. */
  wrongPrivateKey: KeyObject;
  /** Delays before each retry; its length is the number of retries (Huifu: at most 3). */
  retryDelaysMs: readonly number[];
  timeoutMs: number;
  logger: SimulatorLogger;
  deliveries: DeliveryRecord[];
}

export interface SendOptions {
  badSignature?: boolean;
  /** Wait before the first attempt. */
  delayMs?: number;
}

/** The business payload of a payment notification. */
export function paymentRespData(order: SimOrder, notifyType: string): Record<string, unknown> {
  const endTime = order.endTime ?? order.createdAt;
  const channel =
    order.tradeType === 'T_JSAPI'
      ? {
          wx_response: {
            sub_appid: order.subAppid,
            sub_openid: order.subOpenid,
            openid: order.subOpenid,
            bank_type: 'OTHERS',
            cash_fee: order.transAmt,
          },
        }
      : {
          alipay_response: {
            buyer_id: '2088000000000001',
            buyer_logon_id: 'sim***@example.com',
            fund_bill_list: [{ fund_channel: 'ALIPAYACCOUNT', amount: order.transAmt }],
          },
        };

  return {
    resp_code: '00000000',
    resp_desc: order.transStat === 'S' ? '交易成功' : '交易失败',
    huifu_id: order.huifuId,
    req_seq_id: order.reqSeqId,
    req_date: order.reqDate,
    hf_seq_id: order.hfSeqId,
    trans_type: order.tradeType,
    trans_amt: order.transAmt,
    pay_amt: order.transAmt,
    settlement_amt: order.transAmt,
    fee_amount: '0.00',
    trans_stat: order.transStat,
    notify_type: notifyType,
    end_time: formatBeijingTimestamp(endTime),
    acct_date: formatBeijingDate(endTime),
    out_trans_id: order.outTransId ?? '',
    party_order_id: order.outTransId ?? '',
    is_div: '0',
    is_delay_acct: '0',
    remark: order.remark ?? '',
    ...channel,
  };
}

/** The business payload of a refund notification. */
export function refundRespData(refund: SimRefund): Record<string, unknown> {
  return {
    resp_code: '00000000',
    resp_desc: refund.transStat === 'S' ? '退款成功' : '退款处理中',
    huifu_id: refund.order.huifuId,
    req_seq_id: refund.reqSeqId,
    req_date: refund.reqDate,
    hf_seq_id: refund.hfSeqId,
    org_req_seq_id: refund.order.reqSeqId,
    org_req_date: refund.order.reqDate,
    org_hf_seq_id: refund.order.hfSeqId,
    trans_type: 'TRANS_REFUND',
    trans_stat: refund.transStat,
    ord_amt: refund.ordAmt,
    actual_ref_amt: refund.ordAmt,
    org_ord_amt: refund.order.transAmt,
    total_ref_amt: (refund.order.refundedFen / 100).toFixed(2),
    notify_type: '1',
    end_time: formatBeijingTimestamp(refund.finishedAt ?? refund.createdAt),
  };
}

/** Sends one notification (with retries) and resolves with its outcome; never rejects. */
export async function sendNotification(
  options: NotifierOptions,
  url: string,
  respData: Record<string, unknown>,
  send: SendOptions = {},
): Promise<DeliveryResult> {
  const rawRespData = JSON.stringify(respData);
  const key = send.badSignature ? options.wrongPrivateKey : options.huifuPrivateKey;
  const form = new URLSearchParams({
    resp_code: '10000',
    resp_desc: '成功',
    resp_data: rawRespData,
    sign: signText(rawRespData, key),
  });
  const reqSeqId = String(respData.req_seq_id ?? '');
  const notifyType = String(respData.notify_type ?? '1');
  if (send.delayMs) await sleep(send.delayMs);

  const maxAttempts = 1 + Math.min(options.retryDelaysMs.length, 3);
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    if (attempt > 1) await sleep(options.retryDelaysMs[attempt - 2] ?? 0);
    const record = await attemptOnce(options, url, form, reqSeqId);
    options.deliveries.push({ ...record, reqSeqId, notifyType, url, attempt });
    if (record.ok) return { delivered: true, attempts: attempt };
    options.logger.warn(
      { url, reqSeqId, attempt, status: record.status, error: record.error },
      '模拟汇付：异步通知未被确认',
    );
  }

  return { delivered: false, attempts: maxAttempts };
}

async function attemptOnce(
  options: NotifierOptions,
  url: string,
  form: URLSearchParams,
  reqSeqId: string,
): Promise<Pick<DeliveryRecord, 'ok' | 'status' | 'body' | 'error' | 'at'>> {
  const at = new Date();
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      body: form.toString(),
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const body = await response.text();
    const ok = response.status === 200 && body === ackBodyFor(reqSeqId);

    return { ok, status: response.status, body: body.slice(0, 200), at };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error), at };
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
