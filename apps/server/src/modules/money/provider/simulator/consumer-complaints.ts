/**
 * WeChat Pay's consumer complaints (消费者投诉2.0) about the simulated merchant's payments, kept as
 * 查询投诉单列表 (GET /v3/merchant-service/complaints-v2) answers them: complaint_id, complaint_time
 * (RFC 3339, +08:00), complaint_detail, complaint_state, payer_phone and complaint_order_info. Real
 * answers encrypt payer_phone and name the order by WeChat's transaction_id and the out_trade_no
 * Huifu gave WeChat (party_order_id); the simulator also says which of its orders it was, which a
 * real source would find by a Huifu query (not built: docs/MINORS.md). Memory only, like the codes.
 */
import type { SimulatorClock } from './clock';
import type { SimOrder } from './types';

export type WechatComplaintRecord = {
  complaint_id: string;
  complaint_time: string;
  complaint_detail: string;
  complaint_state: 'PENDING' | 'PROCESSING' | 'PROCESSED';
  payer_phone?: string;
  complaint_order_info: { transaction_id: string; out_trade_no: string; amount: number }[];
  /** The simulator's own: the order's req_seq_id and req_date at Huifu. */
  sim_order: { req_seq_id: string; req_date: string };
};

export type SimConsumerComplaints = {
  /** A buyer complains to WeChat Pay about `order` (at the simulator's clock). */
  add(order: SimOrder, input: { detail: string; payerPhone?: string }): WechatComplaintRecord;
  /** Complaints made between the two China dates (inclusive), a page of at most `limit`. */
  list(query: { beginDate: string; endDate: string; limit: number; offset: number }): {
    data: WechatComplaintRecord[];
    total_count: number;
  };
  reset(): void;
};

/** yyyy-MM-dd'T'HH:mm:ss.SSS+08:00 of `at`, and its China date. */
function chinaTime(at: Date): { rfc3339: string; date: string } {
  const shifted = new Date(at.getTime() + 8 * 3_600_000).toISOString();

  return { rfc3339: `${shifted.slice(0, 23)}+08:00`, date: shifted.slice(0, 10) };
}

export function createSimConsumerComplaints(clock: SimulatorClock): SimConsumerComplaints {
  const records: (WechatComplaintRecord & { date: string })[] = [];

  return {
    add(order, input) {
      const at = chinaTime(clock.now());
      const record = {
        complaint_id: `2002018${at.date.replaceAll('-', '')}${String(records.length + 1).padStart(12, '0')}`,
        complaint_time: at.rfc3339,
        complaint_detail: input.detail,
        complaint_state: 'PENDING' as const,
        ...(input.payerPhone ? { payer_phone: input.payerPhone } : {}),
        complaint_order_info: [
          { transaction_id: order.outTransId ?? '', out_trade_no: order.hfSeqId, amount: order.amountFen },
        ],
        sim_order: { req_seq_id: order.reqSeqId, req_date: order.reqDate },
      };
      records.push({ ...record, date: at.date });

      return record;
    },
    list({ beginDate, endDate, limit, offset }) {
      const inRange = records
        .filter((r) => r.date >= beginDate && r.date <= endDate)
        .map(({ date: _date, ...record }) => record);

      return { data: inRange.slice(offset, offset + limit), total_count: inRange.length };
    },
    reset() {
      records.length = 0;
    },
  };
}
