import type {
  OrderRow,
  OrdersTable,
  PaymentRow,
  PaymentsTable,
  RefundRow,
  RefundsTable,
  WithdrawalRow,
  WithdrawalsTable,
} from '../../../platform/db/types';
import { insertMoneyEvent } from '../ledger/money-event.repository';
import type { MoneyRowChanges } from './money-rows';
import { lockStatus, type StatusTable, updateStatusIfCurrent } from './status.repository';
import type { Db } from '../../../platform/db/db';
import {
  canTransition,
  type MoneyEntity,
  PAYMENT_STATUS_CODE,
  type PaymentState,
  type StateOf,
} from './state-machines';

/** Who moved it: the provider's word, a job, an operator, the buyer or creator, or the system. */
export type Actor = 'provider' | 'system' | `job:${string}` | `operator:${number}` | `user:${number}`;

type EntityTypes = {
  order: { row: OrderRow; changes: MoneyRowChanges<OrdersTable> };
  payment: { row: PaymentRow; changes: MoneyRowChanges<PaymentsTable> };
  refund: { row: RefundRow; changes: MoneyRowChanges<RefundsTable> };
  withdrawal: { row: WithdrawalRow; changes: MoneyRowChanges<WithdrawalsTable> };
};

export type RowOf<E extends MoneyEntity> = EntityTypes[E]['row'];

const TABLES: Record<MoneyEntity, StatusTable> = {
  order: 'orders',
  payment: 'payments',
  refund: 'refunds',
  withdrawal: 'withdrawals',
};

export type TransitionInput<E extends MoneyEntity> = {
  entity: E;
  id: number;
  /** The state(s) the row must still be in; each `from → to` must be in the entity's table. */
  from: StateOf<E> | readonly StateOf<E>[];
  to: StateOf<E>;
  actor: Actor;
  reason?: string | null;
  /** Other columns set together with the status (paidAt, failure …). */
  changes?: EntityTypes[E]['changes'];
  /**
   * The ledger transaction of this transition, posted only when the row moved; answers its
   * transaction id (recorded on the event).
   */
  ledger?: (trx: Db, row: RowOf<E>) => Promise<string | undefined>;
};

/** A transition that is not in the entity's table: a bug, never a race. */
export class IllegalTransitionError extends Error {
  constructor(entity: MoneyEntity, from: string, to: string) {
    super(`${entity}: ${from} → ${to} is not an allowed transition`);
    this.name = 'IllegalTransitionError';
  }
}

/**
 * The one way a money entity changes state (docs/MONEY.md). Checks `from → to` against the state
 * machine, updates the row only if it is still in `from` (`where status in (from)`: of two racing
 * writers one moves it), then writes the ledger transaction and one `money_events` row, all in the
 * caller's transaction (or a new one when `db` is not a transaction). Answers the updated row, or
 * undefined when the row was no longer in `from` (nothing written).
 */
export async function transition<E extends MoneyEntity>(
  db: Db,
  input: TransitionInput<E>,
): Promise<RowOf<E> | undefined> {
  if (!db.isTransaction) return db.transaction().execute((trx) => transition(trx, input));
  const froms = (Array.isArray(input.from) ? input.from : [input.from]) as StateOf<E>[];
  for (const from of froms) {
    if (!canTransition(input.entity, from, input.to))
      throw new IllegalTransitionError(input.entity, from, input.to);
  }
  const code = (state: string) =>
    input.entity === 'payment' ? PAYMENT_STATUS_CODE[state as PaymentState] : state;
  let from = froms[0]!;
  if (froms.length > 1) {
    // Several allowed: lock the row and read which one it is, so the event names the real one.
    const current = await lockStatus(db, TABLES[input.entity], input.id);
    const state = froms.find((f) => code(f) === current);
    if (state === undefined) return undefined;
    from = state;
  }
  const updated = await updateStatusIfCurrent(
    db,
    TABLES[input.entity],
    input.id,
    [code(from)],
    code(input.to),
    (input.changes ?? {}) as Record<string, unknown>,
  );
  if (!updated) return undefined;
  const row = updated as RowOf<E>;
  const transactionId = input.ledger ? await input.ledger(db, row) : undefined;
  await insertMoneyEvent(db, {
    entity: input.entity,
    entityId: input.id,
    fromState: from,
    toState: input.to,
    actor: input.actor,
    reason: input.reason ?? null,
    ledgerTransactionId: transactionId ?? null,
  });

  return row;
}

export type PostingRecord<E extends MoneyEntity> = {
  entity: E;
  id: number;
  /** The state before, or `new` for a row created together with the posting. */
  from: StateOf<E> | 'new';
  to: StateOf<E>;
  actor: Actor;
  /** The posting's kind, and what it concerns (`double_payment:<req_seq_id>`). */
  reason: string;
  ledgerTransactionId: string | undefined;
};

/**
 * The `money_events` row of a ledger transaction that moves no status: a settlement (the order
 * stays paid), a withdrawal request or a double payment (their rows are created with it). With the
 * rows `transition` writes, every ledger transaction is named by one event, so the events explain
 * every posting. Nothing is recorded when nothing was posted (a settlement of zero).
 */
export async function recordPosting<E extends MoneyEntity>(db: Db, input: PostingRecord<E>): Promise<void> {
  if (input.ledgerTransactionId === undefined) return;
  await insertMoneyEvent(db, {
    entity: input.entity,
    entityId: input.id,
    fromState: input.from,
    toState: input.to,
    actor: input.actor,
    reason: input.reason,
    ledgerTransactionId: input.ledgerTransactionId,
  });
}
