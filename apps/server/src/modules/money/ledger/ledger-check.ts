import {
  countPostings,
  listCodeCountersToCheck,
  listOrdersToCheck,
  listRefundsToCheck,
  listTaxFilingsToCheck,
  listWithdrawalsToCheck,
  sumPostingsByOwner,
} from './ledger-check.repository';
import { findUnbalancedTransactions } from './ledger.repository';
import type { Db } from '../../../platform/db/db';
import {
  creatorInWithdrawalAccount,
  creatorPendingAccount,
  creatorWithdrawableAccount,
  PLATFORM_FEE,
  isAtProvider,
  PROVIDER_CLEARING,
  parseCreatorAccount,
  REFUND_DUE,
  TAX_PAYABLE,
  TAX_WITHHELD,
} from './accounts';
import { checkOrder, checkWithdrawal, sumPostings } from './check-postings';
import { checkWithdrawalTax, strayTaxPostings } from './check-tax';
import { checkTaxFilings } from './check-tax-filings';
import { checkCodeCounters, checkSavings, type SavingsFigures } from './check-savings';
import { sumTaxWithheldByMonth, sumTransactionPostings } from './tax-ledger.repository';

export type LedgerCheckReport = {
  /** Each a sentence naming the entity and both figures; empty when the ledger agrees with the rows. */
  differences: string[];
  /** Worth knowing, not wrong (e.g. settlements the job has not made yet). */
  notes: string[];
  counts: { creators: number; orders: number; refunds: number; withdrawals: number; postings: number };
  /** What buyers saved on the orders checked (each order's amount = list − savings). */
  savings: SavingsFigures;
};

const DAY_MS = 24 * 60 * 60 * 1000;

type CreatorFigures = { pending: number; settled: number; inWithdrawal: number; withdrawn: number };

/**
 * Recomputes every creator's balances twice, from ledger postings and from the business rows
 * (paid orders and their fee, succeeded refunds with the pending-first rule, settlements,
 * withdrawals by status), checks every transaction sums to zero and every order, refund and
 * withdrawal has exactly the postings its state calls for (a paid withdrawal's tax once), and the
 * platform accounts (clearing, fee, refund_due, tax_withheld) against the same rows, and each
 * discount code's paid counters against its orders. `npm run ledger:check` prints the report; tests call
 * `expectLedgerConsistent`. `settlementDays` only decides which unsettled orders are noted as due.
 */
export async function checkLedger(
  db: Db,
  options: { settlementDays?: number; now?: Date } = {},
): Promise<LedgerCheckReport> {
  const [unbalanced, orders, refunds, withdrawals, sums, postings, filings, withheldByMonth, codes] =
    await Promise.all([
      findUnbalancedTransactions(db),
      listOrdersToCheck(db),
      listRefundsToCheck(db),
      listWithdrawalsToCheck(db),
      sumPostingsByOwner(db),
      countPostings(db),
      listTaxFilingsToCheck(db),
      sumTaxWithheldByMonth(db),
      listCodeCountersToCheck(db),
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
  const expected = { clearing: 0, fee: 0, refundDue: 0, taxWithheld: 0, taxPayable: 0 };
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
  const savings = checkSavings(orders);
  differences.push(...savings.differences);
  differences.push(...checkCodeCounters(orders, codes));
  differences.push(...strayTaxPostings(sums));
  if (overdue > 0) notes.push(`${overdue} 笔订单已到结算时间，结算任务尚未处理`);

  for (const w of withdrawals) {
    const result = checkWithdrawal(w, byWithdrawal.get(w.id) ?? []);
    differences.push(...result.differences);
    expected.clearing += result.clearing;
    expected.fee += result.fee;
    const tax = checkWithdrawalTax(w, byWithdrawal.get(w.id) ?? []);
    differences.push(...tax.differences);
    expected.clearing += tax.clearing;
    expected.taxWithheld += tax.taxWithheld;
    const creator = figures(w.creatorId);
    if (w.status === 'requested' || w.status === 'approved') creator.inWithdrawal += w.amountFen;
    if (w.status === 'paid') creator.withdrawn += w.amountFen;
  }

  // The withheld tax declared and paid to the tax office (tax_filings).
  const filingIds = filings.flatMap((f) => [f.declaredTransactionId, f.remittedTransactionId ?? []].flat());
  const taxFilings = checkTaxFilings(
    filings,
    withheldByMonth,
    await sumTransactionPostings(db, filingIds),
    sums,
  );
  differences.push(...taxFilings.differences);
  expected.taxWithheld -= taxFilings.declared;
  expected.taxPayable += taxFilings.payable;
  expected.clearing += taxFilings.remitted;

  // Creators with postings but no rows behind them are checked too (every figure should be 0).
  for (const p of sums) {
    const account = parseCreatorAccount(p.account);
    if (account) figures(account.creatorId);
  }
  for (const [creatorId, rows] of [...creators.entries()].sort(([a], [b]) => a - b)) {
    const fromPostings = {
      pending: sumPostings(sums, (p) => p.account === creatorPendingAccount(creatorId)),
      withdrawable: sumPostings(sums, (p) => p.account === creatorWithdrawableAccount(creatorId)),
      inWithdrawal: sumPostings(sums, (p) => p.account === creatorInWithdrawalAccount(creatorId)),
      withdrawn: -sumPostings(
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
    {
      account: PROVIDER_CLEARING,
      label: '支付通道清算',
      expected: expected.clearing,
    },
    { account: PLATFORM_FEE, label: '平台服务费', expected: expected.fee },
    { account: REFUND_DUE, label: '待退重复支付', expected: expected.refundDue },
    { account: TAX_WITHHELD, label: '代扣个税（待申报）', expected: expected.taxWithheld },
    { account: TAX_PAYABLE, label: '代扣个税（已申报待缴款）', expected: expected.taxPayable },
  ];
  for (const { account, label, expected: want } of platform) {
    // Split mode: what the provider holds in creators' own accounts is money at the provider too.
    const have = sumPostings(sums, (p) =>
      account === PROVIDER_CLEARING ? isAtProvider(p.account) : p.account === account,
    );
    if (have !== want)
      differences.push(
        `账户 ${account}（${label}）：分录合计 ${have} 分，应为 ${want} 分（差 ${have - want} 分）`,
      );
  }
  const known = new Set(platform.map((p) => p.account));
  for (const account of new Set(sums.map((p) => p.account))) {
    if (!known.has(account) && !parseCreatorAccount(account) && !isAtProvider(account))
      differences.push(`未知账户 ${account}`);
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
    savings: savings.savings,
  };
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
