/** What the simulator's bills of one trade day (yyyyMMdd, China) are made of: the trades it finished that day. */
import { formatBeijingDate } from '../huifu/time';
import type { SimStore } from './store';
import type { SimOrder, SimRefund } from './types';

/** Orders paid on the day (S, ended that China day). */
export function* ordersPaidOn(store: SimStore, dataDate: string): Generator<SimOrder & { endTime: Date }> {
  for (const order of store.orders.values()) {
    if (order.transStat !== 'S' || !order.endTime || formatBeijingDate(order.endTime) !== dataDate) continue;
    yield order as SimOrder & { endTime: Date };
  }
}

/** Refunds that succeeded on the day, with when they finished. */
export function* refundsFinishedOn(
  store: SimStore,
  dataDate: string,
): Generator<{ refund: SimRefund; finishedAt: Date }> {
  for (const refund of store.refunds.values()) {
    const finishedAt = refund.finishedAt ?? refund.createdAt;
    if (refund.transStat !== 'S' || formatBeijingDate(finishedAt) !== dataDate) continue;
    yield { refund, finishedAt };
  }
}

/** Noon (China) of a yyyyMMdd day: when a trade added by a tweak finished. */
export function noonOf(yyyymmdd: string): Date {
  return new Date(`${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6)}T12:00:00+08:00`);
}
