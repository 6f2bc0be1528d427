import { migrateToLatest } from '../platform/db/migrate';
import { seedDemoData } from '../seed/seed';
import { describeTarget, runScript } from './run-script';

// npm run db:seed: migrates, then writes the demo data (idempotent).
await runScript(async ({ env, database }) => {
  await migrateToLatest(database.db);
  const { usersCreated } = await seedDemoData(database.db, env);
  console.log(`演示数据已就绪（新建 ${usersCreated} 个用户）：${describeTarget(env)}`);
});
