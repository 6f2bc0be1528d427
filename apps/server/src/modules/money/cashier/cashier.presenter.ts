import type { CashierOrder } from '@frog/contracts';
import type { OrderKind } from '../../../platform/db/types';
import { fenToYuan } from '../../../platform/lib/money';
import { describePaid } from '../orders/order.presenter';

export type CashierRow = {
  orderNo: string;
  kind: OrderKind;
  months: number | null;
  paymentNo: string;
  channel: 'wechat' | 'alipay';
  status: number;
  amountFen: number;
  prepaySavingFen: number;
  codeDiscountFen: number;
  creatorNickname: string;
  creatorAvatarUrl: string | null;
  postTitle: string | null;
  planName: string | null;
};

/** The order as the cashier shows it, and nothing more (whoever holds the cashier link reads it). */
export function presentCashierOrder(row: CashierRow): CashierOrder {
  return {
    paymentNo: row.paymentNo,
    orderNo: row.orderNo,
    description: describePaid(row),
    amount: fenToYuan(row.amountFen),
    saved:
      row.prepaySavingFen + row.codeDiscountFen > 0
        ? fenToYuan(row.prepaySavingFen + row.codeDiscountFen)
        : null,
    channel: row.channel,
    status: row.status,
    creator: { nickname: row.creatorNickname, avatarUrl: row.creatorAvatarUrl },
  };
}
