/**
 * The simulator's orders, refunds and closes in a JSON file, so a restart of `npm start` keeps
 * them: a real gateway remembers a payment, and without this an order paid before a restart could
 * never be queried or refunded again ("原交易不存在"). Development only, like the simulator.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { recordKey, type SimStore } from './store';
import type { SimClose, SimOrder, SimRefund, SimUser } from './types';

type Stored = {
  orders: SimOrder[];
  refunds: (Omit<SimRefund, 'order'> & { orderKey: string })[];
  closes: (Omit<SimClose, 'order'> & { orderKey: string })[];
  /** Absent in files saved before user accounts existed. */
  users?: SimUser[];
};

const DATE_FIELDS = new Set(['createdAt', 'expireAt', 'endTime', 'finishedAt']);
const reviveDates = (key: string, value: unknown) =>
  DATE_FIELDS.has(key) && typeof value === 'string' ? new Date(value) : value;
const keyOf = (order: SimOrder) => recordKey(order.huifuId, order.reqDate, order.reqSeqId);

/**
 * Fills an empty store from `file`; a missing or unreadable file, or one that is not a saved state
 * (cut short by a full disk, edited by hand), leaves it empty.
 */
export function loadSimState(file: string, store: SimStore): void {
  let stored: Stored;
  try {
    stored = JSON.parse(readFileSync(file, 'utf8'), reviveDates) as Stored;
  } catch {
    return;
  }
  if (![stored?.orders, stored?.refunds, stored?.closes].every(Array.isArray)) return;
  for (const order of stored.orders) store.orders.set(keyOf(order), order);
  for (const { orderKey, ...refund } of stored.refunds) {
    const order = store.orders.get(orderKey);
    if (order)
      store.refunds.set(recordKey(order.huifuId, refund.reqDate, refund.reqSeqId), { ...refund, order });
  }
  for (const { orderKey, ...close } of stored.closes) {
    const order = store.orders.get(orderKey);
    if (order) store.closes.set(recordKey(order.huifuId, close.reqDate, close.reqSeqId), { ...close, order });
  }
  for (const user of stored.users ?? [])
    store.users.set(user.huifuId, { ...user, withdrawals: user.withdrawals ?? [] });
}

/** Writes the store to `file` (through a temporary file, so a crash never leaves half a file). */
export function saveSimState(file: string, store: SimStore): void {
  const stored: Stored = {
    orders: [...store.orders.values()],
    refunds: [...store.refunds.values()].map(({ order, ...refund }) => ({
      ...refund,
      orderKey: keyOf(order),
    })),
    closes: [...store.closes.values()].map(({ order, ...close }) => ({ ...close, orderKey: keyOf(order) })),
    users: [...store.users.values()],
  };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, JSON.stringify(stored));
  renameSync(`${file}.tmp`, file);
}
