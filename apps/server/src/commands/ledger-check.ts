import { checkLedger } from '../modules/money';
import { describeTarget, runScript } from './run-script';

// npm run ledger:check: recomputes every creator's balances from ledger postings, matches them
// against orders, refunds, settlements and withdrawals, prints any difference and exits 1 on one.
// The embedded database can be opened by one process at a time: stop the server first.
await runScript(async ({ env, database }) => {
  const report = await checkLedger(database.db, { settlementDays: env.SETTLEMENT_DAYS });
  const { creators, orders, refunds, withdrawals, postings } = report.counts;
  console.log(`账本核对：${describeTarget(env)}`);
  console.log(
    `  ${creators} 位创作者，${orders} 笔订单，${refunds} 笔退款，${withdrawals} 笔提现，${postings} 条分录`,
  );
  const { savings } = report;
  if (savings.orders > 0) {
    const yuan = (fen: number) => (fen / 100).toFixed(2);
    console.log(
      `  优惠：${savings.orders} 笔订单共优惠 ¥${yuan(savings.prepayFen + savings.codeFen)}（预付 ¥${yuan(savings.prepayFen)}，优惠码 ¥${yuan(savings.codeFen)}），每笔实付 = 原价 − 优惠`,
    );
  }
  for (const note of report.notes) console.log(`  注意：${note}`);
  for (const difference of report.differences) console.log(`  ✗ ${difference}`);
  if (report.differences.length === 0) {
    console.log('  ✓ 每笔交易借贷平衡，每位创作者的余额与订单、退款、结算和提现一致：无差异');
    return;
  }
  console.log(`发现 ${report.differences.length} 处差异`);
  process.exitCode = 1;
});
