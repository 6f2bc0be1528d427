/**
 * The simulator's in-memory ledger of provider orders, refunds and closes, with the state machine:
 * P → S (paid), P → F (failed, expired or closed); S and F are terminal.
 */
import { randomBytes } from 'node:crypto';
import { formatBeijingTimestamp } from '../huifu/time';
import type { SimulatorClock } from './clock';
import type { OrderRef, SimClose, SimOrder, SimRefund, SimShare, SimUser } from './types';

/** Thrown by a transition that the state machine forbids. */
export class SimStateError extends Error {
  override readonly name = 'SimStateError';
}

export interface SimStore {
  readonly orders: Map<string, SimOrder>;
  readonly refunds: Map<string, SimRefund>;
  readonly closes: Map<string, SimClose>;
  /** User accounts opened under the merchant, by huifu_id. */
  readonly users: Map<string, SimUser>;
  /** Finds an order, applying expiry first. */
  findOrder(ref: OrderRef): SimOrder | undefined;
  addOrder(order: SimOrder): void;
  /** P → S. `force` also settles an order that expired (a late success). */
  settle(order: SimOrder, force?: boolean): void;
  /** P → F (channel failure). */
  fail(order: SimOrder): void;
  /** The latest refund with this req_seq_id (the refund's own), if any. */
  findRefund(refundNo: string): SimRefund | undefined;
  /** Refund P → S: the channel finished it. */
  finishRefund(refund: SimRefund): void;
  /** A fresh Huifu-style 36-character serial. */
  nextSerial(): string;
  /** Says a record was added or moved (for whoever keeps the store across restarts). */
  changed(): void;
  reset(): void;
}

/** Key of an order or refund: unique per huifu_id per day. */
export function recordKey(huifuId: string, reqDate: string, reqSeqId: string): string {
  return `${huifuId}|${reqDate}|${reqSeqId}`;
}

/** Creates an empty store reading time from `clock`; `onChange` hears of every added or moved record. */
export function createSimStore(clock: SimulatorClock, onChange: () => void = () => {}): SimStore {
  const orders = new Map<string, SimOrder>();
  const refunds = new Map<string, SimRefund>();
  const closes = new Map<string, SimClose>();
  const users = new Map<string, SimUser>();
  let counter = 0;

  // A split payment's parts reach its receivers' accounts when it is paid; a refund's leave them when it finishes.
  const moveSplit = (shares: SimShare[] | undefined, sign: 1 | -1) => {
    for (const share of shares ?? []) {
      const user = users.get(share.huifuId);
      if (user) user.balanceFen += sign * share.amountFen;
    }
  };

  const expire = (order: SimOrder): SimOrder => {
    if (order.transStat === 'P' && clock.now().getTime() >= order.expireAt.getTime()) {
      order.transStat = 'F';
      order.failReason = 'expired';
      order.endTime = order.expireAt;
      onChange();
    }
    return order;
  };

  const lookup = (ref: OrderRef): SimOrder | undefined => {
    for (const order of [...orders.values()].reverse()) {
      if ('hfSeqId' in ref && order.hfSeqId === ref.hfSeqId) return order;
      if ('prepayId' in ref && order.prepayId === ref.prepayId) return order;
      if (
        'reqSeqId' in ref &&
        order.reqSeqId === ref.reqSeqId &&
        (!ref.reqDate || ref.reqDate === order.reqDate)
      ) {
        return order;
      }
    }
    return undefined;
  };

  return {
    orders,
    refunds,
    closes,
    users,
    findOrder(ref) {
      const order = lookup(ref);
      return order ? expire(order) : undefined;
    },
    addOrder(order) {
      orders.set(recordKey(order.huifuId, order.reqDate, order.reqSeqId), order);
      onChange();
    },
    settle(order, force = false) {
      expire(order);
      const lateSuccess = force && order.transStat === 'F' && order.failReason === 'expired';
      if (order.transStat !== 'P' && !lateSuccess) {
        throw new SimStateError(`订单 ${order.reqSeqId} 已为终态 ${order.transStat}，不能支付`);
      }
      order.transStat = 'S';
      order.failReason = undefined;
      order.endTime = clock.now();
      order.outTransId = `4200${formatBeijingTimestamp(clock.now())}${randomBytes(5).toString('hex')}`;
      moveSplit(order.split, 1);
      onChange();
    },
    fail(order) {
      expire(order);
      if (order.transStat !== 'P')
        throw new SimStateError(`订单 ${order.reqSeqId} 已为终态 ${order.transStat}`);
      order.transStat = 'F';
      order.failReason = 'failed';
      order.endTime = clock.now();
      onChange();
    },
    findRefund(refundNo) {
      return [...refunds.values()].reverse().find((refund) => refund.reqSeqId === refundNo);
    },
    finishRefund(refund) {
      if (refund.transStat !== 'P')
        throw new SimStateError(`退款 ${refund.reqSeqId} 已为终态 ${refund.transStat}`);
      refund.transStat = 'S';
      refund.finishedAt = clock.now();
      moveSplit(refund.split, -1);
      onChange();
    },
    nextSerial() {
      counter += 1;
      const stamp = formatBeijingTimestamp(clock.now()).slice(2);
      return `0029000top${stamp}${String(counter).padStart(6, '0')}${randomBytes(4).toString('hex')}`;
    },
    changed: onChange,
    reset() {
      orders.clear();
      refunds.clear();
      closes.clear();
      users.clear();
      onChange();
    },
  };
}
