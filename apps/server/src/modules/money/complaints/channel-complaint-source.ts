/**
 * Where complaints made to the payment channel itself come from (WeChat Pay's 消费者投诉2.0: a buyer
 * taps 投诉商家 on the payment's bill in WeChat), so they join our cashier complaints in one queue with
 * the same clocks. The simulated source reads the simulator's; a real one would call 查询投诉单列表
 * (GET /v3/merchant-service/complaints-v2, signed WECHATPAY2-SHA256-RSA2048, payer_phone decrypted)
 * and find the Huifu order by its out_trade_no: not built (docs/MINORS.md, "Complaint clocks").
 */
import type { Simulator } from '../provider/simulator/simulator';
import type { WechatComplaintRecord } from '../provider/simulator/consumer-complaints';

export type ChannelComplaint = {
  channelComplaintId: string;
  /** When the buyer complained: the clocks run from then. */
  madeAt: Date;
  detail: string;
  /** The buyer's phone, if they left one. */
  contact: string | null;
  /** The payment attempt complained about (our req_seq_id at Huifu). */
  reqSeqId: string;
};

export interface ChannelComplaintSource {
  readonly source: 'wechat';
  /** The complaints made on these China dates (inclusive; WeChat allows at most 30 days). */
  list(range: { beginDate: string; endDate: string }): AsyncIterable<ChannelComplaint>;
}

/** WeChat's page size limit for the list (1–50). */
const PAGE = 50;

export function fromWechatComplaint(record: WechatComplaintRecord): ChannelComplaint {
  return {
    channelComplaintId: record.complaint_id,
    madeAt: new Date(record.complaint_time),
    detail: record.complaint_detail,
    contact: record.payer_phone ?? null,
    reqSeqId: record.sim_order.req_seq_id,
  };
}

/** The simulator's consumer complaints, paged as the real list is. */
export function simulatedWechatComplaints(
  sim: Pick<Simulator, 'consumerComplaints'>,
): ChannelComplaintSource {
  return {
    source: 'wechat',
    async *list({ beginDate, endDate }) {
      for (let offset = 0; ; offset += PAGE) {
        const page = sim.consumerComplaints.list({ beginDate, endDate, limit: PAGE, offset });
        for (const record of page.data) yield fromWechatComplaint(record);
        if (offset + PAGE >= page.total_count) return;
      }
    },
  };
}
