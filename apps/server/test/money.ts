import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { Database } from '../src/platform/db/database';
import type { OrderRow, RefundRow } from '../src/platform/db/types';
import { newPaymentNo } from '../src/modules/money/orders/order-numbers';
import { postPayment } from '../src/modules/money/ledger/ledger';
import { checkLedger } from '../src/modules/money/ledger/ledger-check';
import { transition } from '../src/modules/money/status/transition';
import type { Db } from '../src/platform/db/db';
import { isPostgresTier } from './provided';
import { openTestDatabase } from './test-db';

/** This file's test database without an app (money tests that need no HTTP); `db` after beforeAll. */
export function useTestDb(): { db: Db; database?: Database } {
  const handle = {} as { db: Db; database?: Database };
  if (isPostgresTier() && !inject('postgresUrl')) return handle;
  beforeAll(async () => {
    handle.database = await openTestDatabase();
    handle.db = handle.database.db;
  });
  afterAll(async () => {
    await handle.database?.close();
  });

  return handle;
}

/**
 * A paid order as applyPaymentResult leaves it (without a provider): the order row, pending → paid
 * through transition() with its `payment` transaction. `paidAt` defaults to now.
 */
export async function buildPaidOrder(
  db: Db,
  input: { creatorId: number; buyerId: number; amountFen: number; paidAt?: Date; feeBps?: number },
): Promise<OrderRow> {
  const paidAt = input.paidAt ?? new Date();
  const order = await db
    .insertInto('orders')
    .values({
      orderNo: `T${randomBytes(8).toString('hex')}`,
      buyerId: input.buyerId,
      creatorId: input.creatorId,
      kind: 'tip',
      amountFen: input.amountFen,
      expiresAt: new Date(paidAt.getTime() + 15 * 60_000),
      createdAt: paidAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const paid = await transition(db, {
    entity: 'order',
    id: order.id,
    from: 'pending',
    to: 'paid',
    actor: 'provider',
    changes: { paidAt },
    ledger: (trx, row) => postPayment(trx, row, input.feeBps ?? 500),
  });

  return paid!;
}

/**
 * A refund row of `amountFen` of a paid order, with the payment row a refund names (one more paid
 * attempt of the order's amount); succeeded, of kind `order` and for 测试 unless told otherwise.
 * The row only: no provider call, no ledger posting (what reads refunds counts it).
 */
export async function insertRefundRow(
  db: Db,
  order: OrderRow,
  fields: Pick<RefundRow, 'amountFen'> & Partial<Pick<RefundRow, 'status' | 'kind' | 'reason'>>,
): Promise<RefundRow> {
  const payment = await db
    .insertInto('payments')
    .values({
      paymentNo: newPaymentNo(),
      orderId: order.id,
      channel: 'alipay',
      amountFen: order.amountFen,
      expiresAt: new Date(),
      status: 2,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const refundNo = `R${newPaymentNo().slice(1)}`;

  return db
    .insertInto('refunds')
    .values({
      refundNo,
      reqSeqId: refundNo,
      reqDate: '20260101',
      orderId: order.id,
      paymentId: payment.id,
      reason: '测试',
      status: 'succeeded',
      kind: 'order',
      ...fields,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A withdrawal row (status requested) for ledger postings to name. */
export async function buildWithdrawalId(
  db: Db,
  creatorId: number,
  amountFen: number,
  feeFen = 0,
): Promise<number> {
  const row = await db
    .insertInto('withdrawals')
    .values({
      withdrawalNo: `W${randomBytes(8).toString('hex')}`,
      creatorId,
      amountFen,
      feeFen,
      accountKind: 'alipay',
      accountHolder: '测试',
      accountMasked: '138****0000',
      accountCipher: 'v1.x.y.z',
      provider: 'manual',
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  return row.id;
}

/**
 * The ledger agrees with itself and with every order, refund, settlement and withdrawal (what
 * `npm run ledger:check` checks). Call it at the end of every money test.
 */
export async function expectLedgerConsistent(db: Db): Promise<void> {
  const report = await checkLedger(db);
  expect(report.differences).toEqual([]);
}

/**
 * The ledger transactions of these kinds that no `money_events` row names: every posting records
 * one (transition() for a change of state, recordPosting() for the others), so this should be empty.
 */
export async function unnamedPostings(db: Db, kinds: string[]): Promise<string[]> {
  const rows = await db
    .selectFrom('ledgerEntries as l')
    .select('l.transactionId')
    .distinct()
    .where('l.kind', 'in', kinds as never)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('moneyEvents as e')
            .select('e.id')
            .whereRef('e.ledgerTransactionId', '=', 'l.transactionId'),
        ),
      ),
    )
    .execute();

  return rows.map((row) => row.transactionId);
}
