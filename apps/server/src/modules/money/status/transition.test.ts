import { PaymentStatus } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { buildCreator, buildUser } from '../../../../test/factories';
import { buildPaidOrder, expectLedgerConsistent, useTestDb } from '../../../../test/money';
import { listMoneyEvents } from '../ledger/money-event.repository';
import { creatorPendingAccount } from '../ledger/accounts';
import { getAccountBalance, postPayment } from '../ledger/ledger';
import { IllegalTransitionError, type TransitionInput, transition } from './transition';
import { storedRow } from '../../../../test/stored-row';

const t = useTestDb();

async function pendingOrder(amountFen = 1000) {
  const creator = await buildCreator(t.db);
  const buyer = await buildUser(t.db);
  const order = await t.db
    .insertInto('orders')
    .values({
      orderNo: `TT${Date.now()}${Math.random()}`,
      buyerId: buyer.id,
      creatorId: creator.id,
      kind: 'tip',
      amountFen,
      expiresAt: new Date(Date.now() + 60_000),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const payment = await t.db
    .insertInto('payments')
    .values({
      paymentNo: `PT${Date.now()}${Math.random()}`.slice(0, 30),
      orderId: order.id,
      channel: 'alipay',
      amountFen,
      expiresAt: order.expiresAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

  return { creator, buyer, order, payment };
}

/** The order's move pending → paid by the provider, with the reason, changes and ledger of `rest`. */
const payOrder = (orderId: number, rest: Pick<TransitionInput<'order'>, 'reason' | 'changes' | 'ledger'>) =>
  transition(t.db, { entity: 'order', id: orderId, from: 'pending', to: 'paid', actor: 'provider', ...rest });

describe('transition', () => {
  it('moves the row, writes its ledger transaction and one event, in one transaction', async () => {
    const { creator, order } = await pendingOrder(1000);
    const paidAt = new Date();
    const row = await payOrder(order.id, {
      reason: 'notify',
      changes: { paidAt },
      ledger: (trx, paid) => postPayment(trx, paid, 500),
    });
    expect(row).toMatchObject({ id: order.id, status: 'paid', paidAt });
    expect(await getAccountBalance(t.db, creatorPendingAccount(creator.id))).toBe(950);
    const events = await listMoneyEvents(t.db, 'order', order.id);
    expect(events).toMatchObject([
      {
        entity: 'order',
        entityId: order.id,
        fromState: 'pending',
        toState: 'paid',
        actor: 'provider',
        reason: 'notify',
      },
    ]);
    expect(events[0]!.ledgerTransactionId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('of two racing writers one moves the row; the other changes nothing', async () => {
    const { creator, order } = await pendingOrder(2000);
    const move = () =>
      payOrder(order.id, {
        changes: { paidAt: new Date() },
        ledger: (trx, paid) => postPayment(trx, paid, 500),
      });
    const results = await Promise.all([move(), move(), move()]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await getAccountBalance(t.db, creatorPendingAccount(creator.id))).toBe(1900);
    expect(await listMoneyEvents(t.db, 'order', order.id)).toHaveLength(1);
    await expectLedgerConsistent(t.db);
  });

  it('refuses a transition missing from the table before touching anything', async () => {
    const creator = await buildCreator(t.db);
    const order = await buildPaidOrder(t.db, { creatorId: creator.id, buyerId: creator.id, amountFen: 500 });
    await expect(
      transition(t.db, {
        entity: 'order',
        id: order.id,
        from: 'paid',
        to: 'closed' as 'refunded',
        actor: 'system',
      }),
    ).rejects.toBeInstanceOf(IllegalTransitionError);
    expect((await listMoneyEvents(t.db, 'order', order.id)).map((e) => e.toState)).toEqual(['paid']);
  });

  it('speaks words for payments and stores the contract number; names the real from of several', async () => {
    const { payment } = await pendingOrder(300);
    await t.db
      .updateTable('payments')
      .set({ status: PaymentStatus.CLOSED })
      .where('id', '=', payment.id)
      .execute();
    const row = await transition(t.db, {
      entity: 'payment',
      id: payment.id,
      from: ['pending', 'closed'],
      to: 'paid',
      actor: 'provider',
      reason: 'late',
      changes: { latePaid: true },
    });
    expect(row).toMatchObject({ status: PaymentStatus.PAID, latePaid: true });
    expect(await listMoneyEvents(t.db, 'payment', payment.id)).toMatchObject([
      { fromState: 'closed', toState: 'paid', reason: 'late' },
    ]);
    expect(
      await transition(t.db, {
        entity: 'payment',
        id: payment.id,
        from: ['pending', 'closed'],
        to: 'paid',
        actor: 'provider',
      }),
    ).toBeUndefined();
  });

  it('rolls back the status change when the ledger transaction fails', async () => {
    const { order } = await pendingOrder(700);
    await expect(
      payOrder(order.id, {
        ledger: async () => {
          throw new Error('ledger down');
        },
      }),
    ).rejects.toThrow('ledger down');
    const after = await storedRow(t.db, 'orders', 'id', order.id);
    expect(after.status).toBe('pending');
    expect(await listMoneyEvents(t.db, 'order', order.id)).toEqual([]);
  });
});
