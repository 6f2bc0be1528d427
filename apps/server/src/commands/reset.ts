import { rm } from 'node:fs/promises';
import { sql } from 'kysely';
import { createDatabase, pgliteDataDir } from '../platform/db/database';
import { migrateToLatest } from '../platform/db/migrate';
import { seedDemoData } from '../seed/seed';
import { describeTarget, runScript, ScriptError } from './run-script';

// npm run db:reset -- --yes: deletes every table and row, then migrates and seeds again.
await runScript(async ({ env, database }) => {
  if (!process.argv.includes('--yes')) {
    throw new ScriptError(
      `这会删除 ${describeTarget(env)} 中的全部数据。确认请运行：npm run db:reset -- --yes`,
    );
  }
  let target = database;
  if (database.kind === 'pglite') {
    await database.close();
    await rm(pgliteDataDir(env), { recursive: true, force: true });
    target = await createDatabase(env);
  } else {
    // Every table of the current schema (search_path), including Kysely's migration bookkeeping.
    const { rows } = await sql<{ name: string }>`
      select tablename as name from pg_tables where schemaname = current_schema()`.execute(database.db);
    for (const { name } of rows) await sql`drop table if exists ${sql.id(name)} cascade`.execute(database.db);
  }
  try {
    await migrateToLatest(target.db);
    const { usersCreated } = await seedDemoData(target.db, env);
    console.log(`已重置并写入演示数据（${usersCreated} 个用户）：${describeTarget(env)}`);
  } finally {
    if (target !== database) await target.close();
  }
});
