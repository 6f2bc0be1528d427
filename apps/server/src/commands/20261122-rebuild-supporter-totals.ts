import { diffSupporterTotals, rebuildSupporterTotals } from '../modules/support';
import { migrateToLatest } from '../platform/db/migrate';
import { describeTarget, runScript } from './run-script';

// node --import tsx apps/server/src/commands/20261122-rebuild-supporter-totals.ts
// Fills 充电榜's supporter_totals from the orders and refunds already in a database (the
// create-supporter-totals migration starts it empty; triggers keep it from then on). Safe to run
// again at any time: it recomputes everything, then checks the result against a recomputation.
await runScript(async ({ env, database }) => {
  await migrateToLatest(database.db);
  const rows = await rebuildSupporterTotals(database.db);
  const differences = await diffSupporterTotals(database.db);
  console.log(
    `${describeTarget(env)}：充电榜汇总已重建，${rows} 行；与订单和退款核对，差异 ${differences.length} 处`,
  );
  if (differences.length > 0) {
    console.log(differences.slice(0, 20));
    process.exitCode = 1;
  }
});
