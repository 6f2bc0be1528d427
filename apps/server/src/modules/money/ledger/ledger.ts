import { randomUUID } from 'node:crypto';
import type { LedgerKind, OrderRow, RefundRow } from '../../../platform/db/types';
import {
  findUnbalancedTransactions,
  insertPostings,
  lockCreatorBalances,
  sumAccount,
  sumAllAccounts,
  sumCreatorAccounts,
} from './ledger.repository';
import type { Db } from '../../../platform/db/db';
import {
  creatorAtProviderAccount,
  creatorInWithdrawalAccount,
  creatorPendingAccount,
  creatorWithdrawableAccount,
  PLATFORM_FEE,
  PROVIDER_CLEARING,
  REFUND_DUE,
} from './accounts';

export { lockCreatorBalances };

export type Posting = { account: string; amountFen: number };
export type PostingRefs = { orderId?: number | null; refundId?: number | null; withdrawalId?: number | null };

/** Thrown before anything is written when a transaction's postings do not sum to zero. */
export class UnbalancedTransactionError extends Error {
  constructor(kind: LedgerKind, postings: Posting[]) {
    super(`ledger ${kind} transaction does not balance: ${JSON.stringify(postings)}`);
    this.name = 'UnbalancedTransactionError';
  }
}

/**
 * Writes one balanced transaction of `kind` (zero postings are left out) and answers its id, or
 * undefined when every posting is zero. The database checks the balance again at commit.
 */
export async function postTransaction(
  db: Db,
  kind: LedgerKind,
  postings: Posting[],
  refs: PostingRefs = {},
): Promise<string | undefined> {
  for (const p of postings) {
    if (!Number.isSafeInteger(p.amountFen)) throw new UnbalancedTransactionError(kind, postings);
  }
  if (postings.reduce((sum, p) => sum + p.amountFen, 0) !== 0)
    throw new UnbalancedTransactionError(kind, postings);
  const nonZero = postings.filter((p) => p.amountFen !== 0);
  if (nonZero.length === 0) return undefined;
  const transactionId = randomUUID();
  await insertPostings(
    db,
    nonZero.map((p) => ({
      transactionId,
      kind,
      account: p.account,
      amountFen: p.amountFen,
      orderId: refs.orderId ?? null,
      refundId: refs.refundId ?? null,
      withdrawalId: refs.withdrawalId ?? null,
    })),
  );

  return transactionId;
}

/**
 * Splits a payment into the platform fee and the creator's share. The fee rounds down, so the
 * creator gets every remaining fen and the two always add up to the amount.
 */
export function splitPayment(amountFen: number, feeBps: number): { feeFen: number; creatorFen: number } {
  const feeFen = Math.floor((amountFen * feeBps) / 10_000);

  return { feeFen, creatorFen: amountFen - feeFen };
}

/** A payment's or refund's split at the provider (split mode): the platform's part; the creator gets the rest. */
export type ProviderSplit = { splitFeeFen: number | null };

/**
 * Where money at the provider sits: all of `amountFen` in our merchant account (ledger mode), or, for
 * a split payment or refund, the fee there and the rest in the creator's own account.
 */
function atProvider(creatorId: number, amountFen: number, split: ProviderSplit | null): Posting[] {
  if (split?.splitFeeFen == null) return [{ account: PROVIDER_CLEARING, amountFen }];
  const sign = Math.sign(amountFen);

  return [
    { account: PROVIDER_CLEARING, amountFen: sign * split.splitFeeFen },
    { account: creatorAtProviderAccount(creatorId), amountFen: amountFen - sign * split.splitFeeFen },
  ];
}

/**
 * `payment`: clearing −amount; creator_pending +share; platform_fee +fee. A split payment's fee is
 * the one it was split with, and its share is at the provider in the creator's own account.
 */
export function postPayment(
  db: Db,
  order: OrderRow,
  feeBps: number,
  split: ProviderSplit | null = null,
): Promise<string | undefined> {
  const feeFen = split?.splitFeeFen ?? splitPayment(order.amountFen, feeBps).feeFen;
  const creatorFen = order.amountFen - feeFen;

  return postTransaction(
    db,
    'payment',
    [
      ...atProvider(order.creatorId, -order.amountFen, split),
      { account: creatorPendingAccount(order.creatorId), amountFen: creatorFen },
      { account: PLATFORM_FEE, amountFen: feeFen },
    ],
    { orderId: order.id },
  );
}

/** The order's own pending remainder: the sum of its creator_pending postings. */
export function getOrderPendingRemainder(db: Db, order: Pick<OrderRow, 'id' | 'creatorId'>): Promise<number> {
  return sumAccount(db, creatorPendingAccount(order.creatorId), { orderId: order.id });
}

/** The platform fee the order's payment booked. */
export function getOrderPaidFee(db: Db, orderId: number): Promise<number> {
  return sumAccount(db, PLATFORM_FEE, { orderId, kinds: ['payment'] });
}

/**
 * The fee part of one refund: cumulative, floor(fee × refunded / paid) after minus before, so
 * partial refunds round consistently and the refunds of a whole order give back exactly the fee.
 */
export function refundFeePart(
  paidFeeFen: number,
  orderAmountFen: number,
  refundedBeforeFen: number,
  refundFen: number,
): number {
  const share = (refunded: number) => Math.floor((paidFeeFen * refunded) / orderAmountFen);

  return share(refundedBeforeFen + refundFen) - share(refundedBeforeFen);
}

/**
 * `refund` of an order: clearing +refunded; platform_fee −fee part; the creator part from the
 * order's own pending remainder first, the rest from creator_withdrawable (which may go negative:
 * debt). Call with the order row locked. Answers the transaction id and where the creator part came from.
 */
export async function postRefund(
  db: Db,
  order: OrderRow,
  refund: Pick<RefundRow, 'id' | 'amountFen' | 'splitFeeFen'>,
  refundedBeforeFen: number,
): Promise<{ transactionId: string | undefined; fromPendingFen: number; fromWithdrawableFen: number }> {
  const paidFee = await getOrderPaidFee(db, order.id);
  // A split refund gives back the parts it was sent with (fixed when it was recorded).
  const feeFen =
    refund.splitFeeFen ?? refundFeePart(paidFee, order.amountFen, refundedBeforeFen, refund.amountFen);
  const creatorFen = refund.amountFen - feeFen;
  const remainder = await getOrderPendingRemainder(db, order);
  const fromPendingFen = Math.min(creatorFen, Math.max(remainder, 0));
  const fromWithdrawableFen = creatorFen - fromPendingFen;
  const transactionId = await postTransaction(
    db,
    'refund',
    [
      ...atProvider(order.creatorId, refund.amountFen, refund),
      { account: creatorPendingAccount(order.creatorId), amountFen: -fromPendingFen },
      { account: creatorWithdrawableAccount(order.creatorId), amountFen: -fromWithdrawableFen },
      { account: PLATFORM_FEE, amountFen: -feeFen },
    ],
    { orderId: order.id, refundId: refund.id },
  );

  return { transactionId, fromPendingFen, fromWithdrawableFen };
}

/**
 * `settlement` of one order: its whole pending remainder to creator_withdrawable (a unique index
 * allows it once per order). Call with the order row locked. Answers the amount moved.
 */
export async function postSettlement(
  db: Db,
  order: Pick<OrderRow, 'id' | 'creatorId'>,
): Promise<{ transactionId: string | undefined; amountFen: number }> {
  const remainder = await getOrderPendingRemainder(db, order);
  const amountFen = Math.max(remainder, 0);
  const transactionId = await postTransaction(
    db,
    'settlement',
    [
      { account: creatorPendingAccount(order.creatorId), amountFen: -amountFen },
      { account: creatorWithdrawableAccount(order.creatorId), amountFen },
    ],
    { orderId: order.id },
  );

  return { transactionId, amountFen };
}

/**
 * `double_payment`: a second paid attempt of an already paid payment; the money is at the provider
 * and owed back to the buyer (refund_due) until its automatic refund succeeds.
 */
export function postDoublePayment(
  db: Db,
  order: Pick<OrderRow, 'id' | 'creatorId'>,
  amountFen: number,
  split: ProviderSplit | null = null,
): Promise<string | undefined> {
  return postTransaction(
    db,
    'double_payment',
    [...atProvider(order.creatorId, -amountFen, split), { account: REFUND_DUE, amountFen }],
    { orderId: order.id },
  );
}

/** `refund` of a double payment: clearing +amount; refund_due −amount (creator and fee untouched). */
export function postDoublePaymentRefund(
  db: Db,
  order: Pick<OrderRow, 'creatorId'>,
  refund: Pick<RefundRow, 'id' | 'orderId' | 'amountFen' | 'splitFeeFen'>,
): Promise<string | undefined> {
  return postTransaction(
    db,
    'refund',
    [
      ...atProvider(order.creatorId, refund.amountFen, refund),
      { account: REFUND_DUE, amountFen: -refund.amountFen },
    ],
    { orderId: refund.orderId, refundId: refund.id },
  );
}

export type CreatorBalances = {
  /** Earnings still settling. */
  pending: number;
  /** Settled, may be withdrawn; negative = debt. */
  withdrawable: number;
  /** Open withdrawal requests. */
  inWithdrawal: number;
  /** Paid withdrawals: the payout postings out of in-withdrawal. */
  withdrawn: number;
};

/** A creator's balances in fen, each derived from ledger postings. */
export function getCreatorBalances(db: Db, creatorId: number): Promise<CreatorBalances> {
  return sumCreatorAccounts(db, {
    pending: creatorPendingAccount(creatorId),
    withdrawable: creatorWithdrawableAccount(creatorId),
    inWithdrawal: creatorInWithdrawalAccount(creatorId),
  });
}

/** An account's balance: the sum of its postings (fen). */
export function getAccountBalance(db: Db, account: string): Promise<number> {
  return sumAccount(db, account);
}

/** Every account's balance, derived from postings. */
export function listAccountBalances(db: Db): Promise<Record<string, number>> {
  return sumAllAccounts(db);
}

/**
 * Checks the double-entry invariant: every transaction sums to zero, hence so does the whole
 * ledger. Answers the transactions that do not, for an operator to explain.
 */
export async function checkLedgerBalanced(
  db: Db,
): Promise<{ balanced: boolean; total: number; unbalancedTransactions: string[] }> {
  const { unbalanced, total } = await findUnbalancedTransactions(db);

  return {
    balanced: unbalanced.length === 0 && total === 0,
    total,
    unbalancedTransactions: unbalanced.map((r) => r.transactionId),
  };
}
