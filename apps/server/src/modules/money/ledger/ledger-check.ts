import {
  type CheckOrderRow,
  type CheckRefundRow,
  type CheckWithdrawalRow,
  countPostings,
  listOrdersToCheck,
  listRefundsToCheck,
  listWithdrawalsToCheck,
  type PostingSum,
  sumPostingsByOwner,
} from './ledger-check.repository';
import { findUnbalancedTransactions } from './ledger.repository';
import type { Db } from '../../../platform/db/db';
import {
  creatorInWithdrawalAccount,
  creatorPendingAccount,
  creatorWithdrawableAccount,
  PLATFORM_FEE,
  PROVIDER_CLEARING,
  parseCreatorAccount,
  REFUND_DUE,
} from './accounts';
import { refundFeePart } from './ledger';

export type LedgerCheckReport = {
  /** Each a sentence naming the entity and both figures; empty when the ledger agrees with the rows. */
  differences: string[];
  /** Worth knowing, not wrong (e.g. settlements the job has not made yet). */
  notes: string[];
  counts: { creators: number; orders: number; refunds: number; withdrawals: number; postings: number };
};

const DAY_MS = 24 * 60 * 60 * 1000;
const sum = (rows: PostingSum[], where: (p: PostingSum) => boolean) =>
  rows.filter(where).reduce((total, p) => total + p.total, 0);
const maxTransactions = (rows: PostingSum[]) => Math.max(0, ...rows.map((p) => p.transactions));

type CreatorFigures = { pending: number; settled: number; inWithdrawal: number; withdrawn: number };

/**
 * Recomputes every creator's balances twice, from ledger postings and from the business rows
 * (paid orders and their fee, succeeded refunds with the pending-first rule, settlements,
 * withdrawals by status), checks every transaction sums to zero and every order, refund and
 * withdrawal has exactly the postings its state calls for, and the platform accounts (clearing,
 * fee, refund_due) against the same rows. `npm run ledger:check` prints the report; tests call
 * `expectLedgerConsistent`. `settlementDays` only decides which unsettled orders are noted as due.
 */
export async function checkLedger(
  db: Db,
  options: { settlementDays?: number; now?: Date } = {},
): Promise<LedgerCheckReport> {
  const [unbalanced, orders, refunds, withdrawals, sums, postings] = await Promise.all([
    findUnbalancedTransactions(db),
    listOrdersToCheck(db),
    listRefundsToCheck(db),
    listWithdrawalsToCheck(db),
    sumPostingsByOwner(db),
    countPostings(db),
  ]);
  const differences: string[] = [];
  const notes: string[] = [];
  for (const t of unbalanced.unbalanced)
    differences.push(`交易 ${t.transactionId}：分录合计 ${t.total} 分，不为 0`);

  const byOrder = groupBy(sums, (p) => p.orderId);
  const byRefund = groupBy(sums, (p) => p.refundId);
  const byWithdrawal = groupBy(sums, (p) => p.withdrawalId);
  const refundsOf = groupBy(refunds, (r) => r.orderId);
  const creators = new Map<number, CreatorFigures>();
  const figures = (id: number) => {
    const known = creators.get(id);
    if (known) return known;
    const fresh = { pending: 0, settled: 0, inWithdrawal: 0, withdrawn: 0 };
    creators.set(id, fresh);
    return fresh;
  };
  const expected = { clearing: 0, fee: 0, refundDue: 0 };
  const settlementDays = options.settlementDays;
  const now = options.now ?? new Date();
  let overdue = 0;

  for (const order of orders) {
    const result = checkOrder(order, byOrder.get(order.id) ?? [], refundsOf.get(order.id) ?? [], byRefund);
    differences.push(...result.differences);
    expected.clearing += result.clearing;
    expected.fee += result.fee;
    expected.refundDue += result.refundDue;
    if (!result.paid) continue;
    const creator = figures(order.creatorId);
    if (order.settledAt) creator.settled += result.net;
    else {
      creator.pending += result.net;
      const due = settlementDays !== undefined && order.paidAt;
      if (due && order.paidAt!.getTime() + settlementDays * DAY_MS <= now.getTime()) overdue++;
    }
  }
  if (overdue > 0) notes.push(`${overdue} 笔订单已到结算时间，结算任务尚未处理`);

  for (const w of withdrawals) {
    const result = checkWithdrawal(w, byWithdrawal.get(w.id) ?? []);
    differences.push(...result.differences);
    expected.clearing += result.clearing;
    expected.fee += result.fee;
    const creator = figures(w.creatorId);
    if (w.status === 'requested' || w.status === 'approved') creator.inWithdrawal += w.amountFen;
    if (w.status === 'paid') creator.withdrawn += w.amountFen;
  }

  // Creators with postings but no rows behind them are checked too (every figure should be 0).
  for (const p of sums) {
    const account = parseCreatorAccount(p.account);
    if (account) figures(account.creatorId);
  }
  for (const [creatorId, rows] of [...creators.entries()].sort(([a], [b]) => a - b)) {
    const fromPostings = {
      pending: sum(sums, (p) => p.account === creatorPendingAccount(creatorId)),
      withdrawable: sum(sums, (p) => p.account === creatorWithdrawableAccount(creatorId)),
      inWithdrawal: sum(sums, (p) => p.account === creatorInWithdrawalAccount(creatorId)),
      withdrawn: -sum(
        sums,
        (p) => p.account === creatorInWithdrawalAccount(creatorId) && p.kind === 'payout',
      ),
    };
    const fromRows = {
      pending: rows.pending,
      withdrawable: rows.settled - rows.inWithdrawal - rows.withdrawn,
      inWithdrawal: rows.inWithdrawal,
      withdrawn: rows.withdrawn,
    };
    const labels = {
      pending: '待结算',
      withdrawable: '可提现',
      inWithdrawal: '提现中',
      withdrawn: '已提现',
    } as const;
    for (const key of Object.keys(labels) as (keyof typeof labels)[]) {
      const diff = fromPostings[key] - fromRows[key];
      if (diff !== 0) {
        differences.push(
          `创作者 ${creatorId} ${labels[key]}：分录合计 ${fromPostings[key]} 分，按订单、退款、结算和提现应为 ${fromRows[key]} 分（差 ${diff} 分）`,
        );
      }
    }
  }

  const platform = [
    { account: PROVIDER_CLEARING, label: '支付通道清算', expected: expected.clearing },
    { account: PLATFORM_FEE, label: '平台服务费', expected: expected.fee },
    { account: REFUND_DUE, label: '待退重复支付', expected: expected.refundDue },
  ];
  for (const { account, label, expected: want } of platform) {
    const have = sum(sums, (p) => p.account === account);
    if (have !== want)
      differences.push(
        `账户 ${account}（${label}）：分录合计 ${have} 分，应为 ${want} 分（差 ${have - want} 分）`,
      );
  }
  const known = new Set(platform.map((p) => p.account));
  for (const account of new Set(sums.map((p) => p.account))) {
    if (!known.has(account) && !parseCreatorAccount(account)) differences.push(`未知账户 ${account}`);
  }

  return {
    differences,
    notes,
    counts: {
      creators: creators.size,
      orders: orders.length,
      refunds: refunds.length,
      withdrawals: withdrawals.length,
      postings,
    },
  };
}

type OrderResult = {
  differences: string[];
  paid: boolean;
  /** The creator's net share still standing (share minus the creator part of succeeded refunds). */
  net: number;
  clearing: number;
  fee: number;
  refundDue: number;
};

function checkOrder(
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
  const clearing = sum(payment, (p) => p.account === PROVIDER_CLEARING);
  const fee = sum(payment, (p) => p.account === PLATFORM_FEE);
  const share = sum(payment, (p) => p.account === pendingAccount);
  if (clearing !== -order.amountFen)
    differences.push(`${name}：付款清算 ${clearing} 分，应为 ${-order.amountFen} 分`);
  if (fee < 0 || share !== order.amountFen - fee) {
    differences.push(
      `${name}：付款分给创作者 ${share} 分、平台 ${fee} 分，合计应为订单金额 ${order.amountFen} 分`,
    );
  }
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
    const feePart = refundFeePart(fee, order.amountFen, refunded, refund.amountFen);
    const creatorPart = refund.amountFen - feePart;
    const got = {
      clearing: sum(rows, (p) => p.account === PROVIDER_CLEARING),
      fee: sum(rows, (p) => p.account === PLATFORM_FEE),
      creator: sum(rows, (p) => p.account === pendingAccount || p.account === withdrawableAccount),
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
  const pending = sum(postings, (p) => p.account === pendingAccount);
  const withdrawable = sum(postings, (p) => p.account === withdrawableAccount);
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
    sum(recorded, (p) => p.account === REFUND_DUE) !== owed ||
    sum(recorded, (p) => p.account === PROVIDER_CLEARING) !== -owed
  ) {
    differences.push(`${name}：重复支付分录与其 ${doubles.length} 笔自动退款（${owed} 分）不符`);
  }
  result.clearing -= owed;
  result.refundDue += owed;
  for (const refund of doubles) {
    const rows = byRefund.get(refund.id) ?? [];
    const back = refund.status === 'succeeded' ? refund.amountFen : 0;
    if (
      sum(rows, (p) => p.account === PROVIDER_CLEARING) !== back ||
      sum(rows, (p) => p.account === REFUND_DUE) !== -back
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

function checkWithdrawal(
  w: CheckWithdrawalRow,
  postings: PostingSum[],
): { differences: string[]; clearing: number; fee: number } {
  const differences: string[] = [];
  const inWithdrawal = creatorInWithdrawalAccount(w.creatorId);
  const withdrawable = creatorWithdrawableAccount(w.creatorId);
  const of = (kind: string, account: string) =>
    sum(postings, (p) => p.kind === kind && p.account === account);
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
    clearing: of('payout', PROVIDER_CLEARING),
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

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }

  return map;
}
