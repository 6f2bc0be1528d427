import { migrateToLatest } from '../platform/db/migrate';
import { describeTarget, runScript } from './run-script';

// npm run db:migrate: applies pending migrations.
await runScript(async ({ env, database }) => {
  const { results = [] } = await migrateToLatest(database.db);
  for (const r of results) console.log(`  ${r.status === 'Success' ? '✓' : '✗'} ${r.migrationName}`);
  console.log(
    results.length
      ? `已应用 ${results.length} 个迁移：${describeTarget(env)}`
      : `数据库已是最新：${describeTarget(env)}`,
  );
});
