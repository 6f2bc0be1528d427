import type { CashierOrder } from '@frog/contracts';
import type { OrderKind } from '../../../platform/db/types';
import { fenToYuan } from '../../../platform/lib/money';

export type CashierRow = {
  orderNo: string;
  kind: OrderKind;
  months: number | null;
  paymentNo: string;
  channel: 'wechat' | 'alipay';
  status: number;
  amountFen: number;
  creatorNickname: string;
  creatorAvatarUrl: string | null;
  postTitle: string | null;
  planName: string | null;
};

/** The product line the cashier and lists show: '打赏 蛙蛙画画', '解锁《标题》', '支持方案「…」× 3个月'. */
export function describeOrder(
  row: Pick<CashierRow, 'kind' | 'months' | 'creatorNickname' | 'postTitle' | 'planName'>,
) {
  if (row.kind === 'post') return `解锁《${row.postTitle ?? ''}》`;
  if (row.kind === 'plan') return `支持方案「${row.planName ?? ''}」× ${row.months ?? 1}个月`;

  return `打赏 ${row.creatorNickname}`;
}

/** The order as the cashier shows it, and nothing more (whoever holds the cashier link reads it). */
export function presentCashierOrder(row: CashierRow): CashierOrder {
  return {
    paymentNo: row.paymentNo,
    orderNo: row.orderNo,
    description: describeOrder(row),
    amount: fenToYuan(row.amountFen),
    channel: row.channel,
    status: row.status,
    creator: { nickname: row.creatorNickname, avatarUrl: row.creatorAvatarUrl },
  };
}
