import { EnvError, type Env, loadEnv } from '../platform/config/env';
import { createDatabase, type Database } from '../platform/db/database';

/** Runs a command-line script with the env and an open database, then closes it; errors exit 1. */
export async function runScript(
  task: (ctx: { env: Env; database: Database }) => Promise<void>,
): Promise<void> {
  let database: Database | undefined;
  try {
    const env = loadEnv();
    database = await createDatabase(env);
    await task({ env, database });
  } catch (error) {
    console.error(error instanceof EnvError || error instanceof ScriptError ? error.message : error);
    process.exitCode = 1;
  } finally {
    await database?.close();
  }
}

/** A failure the script explains in one line (no stack). */
export class ScriptError extends Error {}

export const describeTarget = (env: Env) =>
  env.DATABASE_URL
    ? `PostgreSQL（${new URL(env.DATABASE_URL).host}）`
    : `嵌入式数据库（${env.DATA_DIR}/pgdata）`;
