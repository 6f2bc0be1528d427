import type {
  CheckOrderRow,
  CheckRefundRow,
  CheckWithdrawalRow,
  PostingSum,
} from './ledger-check.repository';
import {
  creatorAtProviderAccount,
  creatorInWithdrawalAccount,
  creatorPendingAccount,
  creatorWithdrawableAccount,
  isAtProvider,
  PLATFORM_FEE,
  REFUND_DUE,
} from './accounts';
import { refundFeePart } from './ledger';

// The ledger check (ledger-check.ts) entity by entity: the postings each order and withdrawal
// should have for its state, against the ones it has. Money at the provider is our merchant
// account's and, in split mode, the creators' own accounts' there (`isAtProvider`).

/** The sum in fen of the posting sums that `where` picks. */
export const sumPostings = (rows: PostingSum[], where: (p: PostingSum) => boolean) =>
  rows.filter(where).reduce((total, p) => total + p.total, 0);
const maxTransactions = (rows: PostingSum[]) => Math.max(0, ...rows.map((p) => p.transactions));

export type OrderResult = {
  differences: string[];
  paid: boolean;
  /** The creator's net share still standing (share minus the creator part of succeeded refunds). */
  net: number;
  clearing: number;
  fee: number;
  refundDue: number;
};

/** One order's postings against its state, its refunds and its settlement. */
export function checkOrder(
  order: CheckOrderRow,
  postings: PostingSum[],
  refunds: CheckRefundRow[],
  byRefund: Map<number | null, PostingSum[]>,
): OrderResult {
  const differences: string[] = [];
  const name = `订单 ${order.orderNo}`;
  const paid = order.status === 'paid' || order.status === 'refunded';
  const result: OrderResult = { differences, paid, net: 0, clearing: 0, fee: 0, refundDue: 0 };
  const pendingAccount = creatorPendingAccount(order.creatorId);
  const withdrawableAccount = creatorWithdrawableAccount(order.creatorId);
  if (!paid) {
    if (postings.length > 0)
      differences.push(`${name}：状态 ${order.status}，却有 ${postings.length} 组分录`);
    return result;
  }

  const payment = postings.filter((p) => p.kind === 'payment');
  if (maxTransactions(payment) !== 1)
    differences.push(`${name}：应有 1 笔付款交易，实有 ${maxTransactions(payment)} 笔`);
  const clearing = sumPostings(payment, (p) => isAtProvider(p.account));
  const fee = sumPostings(payment, (p) => p.account === PLATFORM_FEE);
  const share = sumPostings(payment, (p) => p.account === pendingAccount);
  if (clearing !== -order.amountFen)
    differences.push(`${name}：付款清算 ${clearing} 分，应为 ${-order.amountFen} 分`);
  if (fee < 0 || share !== order.amountFen - fee) {
    differences.push(
      `${name}：付款分给创作者 ${share} 分、平台 ${fee} 分，合计应为订单金额 ${order.amountFen} 分`,
    );
  }
  // Split mode: the creator's share went to their own account at the provider, all of it or none.
  const atCreator = sumPostings(payment, (p) => p.account === creatorAtProviderAccount(order.creatorId));
  if (atCreator !== 0 && atCreator !== -share)
    differences.push(`${name}：分账到创作者汇付账户 ${-atCreator} 分，应为其分成 ${share} 分`);
  result.clearing -= order.amountFen;
  result.fee += fee;

  // The order's own refunds, in order: fee part cumulative, the rest is the creator's part.
  let refunded = 0;
  let creatorParts = 0;
  const ownRefunds = refunds.filter((r) => r.kind === 'order');
  for (const refund of ownRefunds) {
    const rows = byRefund.get(refund.id) ?? [];
    const label = `退款 ${refund.refundNo}（${name}）`;
    if (refund.status !== 'succeeded') {
      if (rows.length > 0) differences.push(`${label}：状态 ${refund.status}，却有分录`);
      continue;
    }
    // A split refund was sent with its parts fixed (refundSplitOf); the ledger gives back those.
    const feePart = refund.splitFeeFen ?? refundFeePart(fee, order.amountFen, refunded, refund.amountFen);
    const creatorPart = refund.amountFen - feePart;
    const got = {
      clearing: sumPostings(rows, (p) => isAtProvider(p.account)),
      fee: sumPostings(rows, (p) => p.account === PLATFORM_FEE),
      creator: sumPostings(rows, (p) => p.account === pendingAccount || p.account === withdrawableAccount),
    };
    if (maxTransactions(rows) !== 1 || rows.some((p) => p.kind !== 'refund'))
      differences.push(`${label}：应有 1 笔退款交易`);
    if (got.clearing !== refund.amountFen || got.fee !== -feePart || got.creator !== -creatorPart) {
      differences.push(
        `${label}：分录 清算 ${got.clearing} / 平台 ${got.fee} / 创作者 ${got.creator} 分，应为 ${refund.amountFen} / ${-feePart} / ${-creatorPart} 分`,
      );
    }
    refunded += refund.amountFen;
    creatorParts += creatorPart;
    result.clearing += refund.amountFen;
    result.fee -= feePart;
  }
  if (refunded > order.amountFen)
    differences.push(`${name}：已退 ${refunded} 分，超过订单金额 ${order.amountFen} 分`);
  if ((order.status === 'refunded') !== (refunded === order.amountFen)) {
    differences.push(`${name}：状态 ${order.status}，已退 ${refunded} / ${order.amountFen} 分`);
  }

  // Settlement: a settled order's remainder is all withdrawable; an unsettled one's all pending.
  const net = order.amountFen - fee - creatorParts;
  result.net = net;
  const pending = sumPostings(postings, (p) => p.account === pendingAccount);
  const withdrawable = sumPostings(postings, (p) => p.account === withdrawableAccount);
  const settlements = maxTransactions(postings.filter((p) => p.kind === 'settlement'));
  const want = order.settledAt ? { pending: 0, withdrawable: net } : { pending: net, withdrawable: 0 };
  if (settlements > 1 || (!order.settledAt && settlements > 0))
    differences.push(`${name}：结算交易 ${settlements} 笔`);
  if (pending !== want.pending || withdrawable !== want.withdrawable) {
    differences.push(
      `${name}（${order.settledAt ? '已结算' : '未结算'}）：待结算 ${pending} 分、可提现 ${withdrawable} 分，应为 ${want.pending} 分、${want.withdrawable} 分`,
    );
  }

  // Double payments: recorded once each (owed back), cleared by their refund's success.
  const doubles = refunds.filter((r) => r.kind === 'double_payment');
  const recorded = postings.filter((p) => p.kind === 'double_payment');
  const owed = doubles.reduce((total, r) => total + r.amountFen, 0);
  if (
    sumPostings(recorded, (p) => p.account === REFUND_DUE) !== owed ||
    sumPostings(recorded, (p) => isAtProvider(p.account)) !== -owed
  ) {
    differences.push(`${name}：重复支付分录与其 ${doubles.length} 笔自动退款（${owed} 分）不符`);
  }
  result.clearing -= owed;
  result.refundDue += owed;
  for (const refund of doubles) {
    const rows = byRefund.get(refund.id) ?? [];
    const back = refund.status === 'succeeded' ? refund.amountFen : 0;
    if (
      sumPostings(rows, (p) => isAtProvider(p.account)) !== back ||
      sumPostings(rows, (p) => p.account === REFUND_DUE) !== -back
    ) {
      differences.push(
        `重复支付退款 ${refund.refundNo}（${name}，${refund.status}）：分录应为退回 ${back} 分`,
      );
    }
    result.clearing += back;
    result.refundDue -= back;
  }
  const others = postings.filter(
    (p) => !['payment', 'refund', 'settlement', 'double_payment'].includes(p.kind),
  );
  if (others.length > 0)
    differences.push(`${name}：不应有的分录类型 ${[...new Set(others.map((p) => p.kind))].join(', ')}`);

  return result;
}

/** One withdrawal's postings against its status. */
export function checkWithdrawal(
  w: CheckWithdrawalRow,
  postings: PostingSum[],
): { differences: string[]; clearing: number; fee: number } {
  const differences: string[] = [];
  const inWithdrawal = creatorInWithdrawalAccount(w.creatorId);
  const withdrawable = creatorWithdrawableAccount(w.creatorId);
  const of = (kind: string, account: string) =>
    sumPostings(postings, (p) => p.kind === kind && p.account === account);
  const paid = w.status === 'paid';
  const returned = w.status === 'rejected' || w.status === 'failed';
  const want = {
    request: w.amountFen,
    payout: paid ? -w.amountFen : 0,
    returned: returned ? -w.amountFen : 0,
    clearing: paid ? w.amountFen - w.feeFen : 0,
    fee: paid ? w.feeFen : 0,
  };
  const got = {
    request: of('withdrawal_request', inWithdrawal),
    payout: of('payout', inWithdrawal),
    returned: of('withdrawal_return', inWithdrawal),
    clearing: sumPostings(postings, (p) => p.kind === 'payout' && isAtProvider(p.account)),
    fee: of('payout', PLATFORM_FEE),
  };
  const fromWithdrawable = of('withdrawal_request', withdrawable) + of('withdrawal_return', withdrawable);
  if (
    (Object.keys(want) as (keyof typeof want)[]).some((key) => want[key] !== got[key]) ||
    fromWithdrawable !== -w.amountFen - want.returned
  ) {
    differences.push(
      `提现 ${w.id}（创作者 ${w.creatorId}，${w.status}，${w.amountFen} 分）：分录 ${JSON.stringify(got)}，应为 ${JSON.stringify(want)}`,
    );
  }

  return { differences, clearing: want.clearing, fee: want.fee };
}
