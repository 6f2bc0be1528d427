import { displayYuan, fenToYuan } from '../../../platform/lib/money';
import type { SupporterOrderRow } from './order.repository';
import { describePaid, supporterOrderStatus } from './order.presenter';
import { ANONYMOUS_SUPPORTER } from '../../support';
import { formatChinaTime } from '../../../platform/lib/china-time';

export const SUPPORTER_ORDER_CSV_HEADER = [
  '订单号',
  '支付时间',
  '类型',
  '内容',
  '支持者',
  '金额(元)',
  '服务费(元)',
  '退款(元)',
  '净收入(元)',
  '状态',
  '留言',
];

const KIND_NAMES = { post: '解锁作品', plan: '支持方案', tip: '打赏' } as const;
const STATUS_NAMES = { paid: '已支付', refunded: '已退款', partly_refunded: '部分退款' } as const;

/** One order as CSV cells, in the header's order (the CSV writer quotes and neutralises them). */
export function supporterOrderCsvCells(row: SupporterOrderRow): string[] {
  const refundedFen = Number(row.refundedFen);

  return [
    row.orderNo,
    row.paidAt ? formatChinaTime(row.paidAt, { seconds: true }) : '',
    KIND_NAMES[row.kind],
    describePaid(row),
    row.buyerAnonymous ? ANONYMOUS_SUPPORTER : row.buyerNickname,
    fenToYuan(row.amountFen),
    displayYuan(Number(row.feeFen)),
    displayYuan(refundedFen),
    displayYuan(Number(row.netFen)),
    STATUS_NAMES[supporterOrderStatus({ status: row.status, refundedFen })],
    row.message,
  ];
}
