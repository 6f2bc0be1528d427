import { diffCounters, recountCounters } from '../modules/content';
import { migrateToLatest } from '../platform/db/migrate';
import { describeTarget, runScript } from './run-script';

// node --import tsx apps/server/src/commands/20261126-recount-counters.ts
// Recounts the counters of the add-comment-and-follow-counters migration (comments and replies per
// post, replies per comment, followers and followings per user) from the rows, then checks every
// counter against its rows: a repair tool after a manual fix (fill-comment-and-follow-counters filled
// them once at migration; triggers keep them). Safe to run again at any time.
await runScript(async ({ env, database }) => {
  await migrateToLatest(database.db);
  const changed = await recountCounters(database.db);
  const differences = await diffCounters(database.db);
  console.log(
    `${describeTarget(env)}：计数已重算，更新 ${changed} 行；与数据核对，差异 ${differences.length} 处`,
  );
  if (differences.length > 0) {
    console.log(differences.slice(0, 20));
    process.exitCode = 1;
  }
});
