import { buildApp } from './app';
import { listenForContentChanges } from './platform/cache/content-changes';
import { EnvError, loadEnv } from './platform/config/env';
import { createDatabase } from './platform/db/database';
import { migrateToLatest } from './platform/db/migrate';
import { isDatabaseEmpty, seedDemoData } from './seed/seed';
import { type JobQueue, queueConnection, startJobQueue } from './platform/jobs/job-queue';
import { jobRegistry, taskRegistry } from './jobs';
import { PaymentsConfigError, createPaymentsRuntime } from './modules/money';
import { pgPoolCounts } from './platform/http/metrics';
import { createSmsProvider } from './platform/sms/create-sms-provider';

/** Reads env, opens and migrates the database, seeds a fresh embedded one (not in production), serves until a signal. */
async function main(): Promise<void> {
  const env = loadEnv();
  const database = await createDatabase(env);
  await migrateToLatest(database.db);

  const payments = createPaymentsRuntime(env);
  // The queue starts right after the app is built (it logs through the app's logger) and before it
  // listens, so the simulated payout provider can always send its answers to it.
  let jobs: JobQueue | undefined;
  const jobSender = {
    send: (name: string, data: object, options?: { runAt?: Date }) => {
      if (!jobs) throw new Error('the job queue is not running');

      return jobs.send(name, data, options);
    },
  };
  const pool = database.pool;
  const app = await buildApp({
    env,
    db: database.db,
    sms: createSmsProvider(env),
    payments,
    jobs: jobSender,
    // PGlite is one connection shared by every query (the queue's too): no pool to report.
    readPools: pool ? () => ({ app: pgPoolCounts(pool), jobs: jobs?.poolCounts() ?? null }) : undefined,
    // Visitors' reads are cached for a few seconds and emptied on every committed content change.
    listenContent: (handlers) => listenForContentChanges(database, handlers),
  });
  // Demo data (public passwords, an operator among them) only outside production.
  if (database.kind === 'pglite' && (await isDatabaseEmpty(database.db))) {
    if (env.NODE_ENV === 'production') {
      app.log.warn('首次启动：生产环境不写入演示数据，请用 npm run admin:create 创建运营账号');
    } else {
      const { usersCreated } = await seedDemoData(database.db, env);
      app.log.info({ usersCreated }, '首次启动：已写入演示数据');
    }
  }

  // Periodic work (reconciliation, close confirmation …) and tasks (a simulated payout's answer) on
  // pg-boss in the same database: each runs once, in whichever process claims it. JOBS_ENABLED=false
  // serves web only; such a process still sends tasks when there are any (one connection).
  const tasks = taskRegistry(env);
  if (env.JOBS_ENABLED || tasks.length > 0) {
    jobs = await startJobQueue({
      connection: queueConnection(database, env.DATABASE_URL),
      schema: env.JOBS_SCHEMA,
      jobs: jobRegistry,
      tasks,
      context: { db: database.db, payments, env },
      log: app.log.child({ component: 'jobs' }),
      workers: env.JOBS_ENABLED,
      tickers: env.JOBS_ENABLED,
      maxConnections: env.JOBS_ENABLED ? 4 : 1,
    });
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, '正在关闭创作蛙');
    const force = setTimeout(() => {
      app.log.error({ signal }, '关闭超时（10 秒），强制退出');
      process.exit(1);
    }, 10_000).unref();
    let code = 0;
    try {
      // Stop accepting; requests in flight get 8 s (platform/http/graceful-close.ts) and running job rounds
      // 5 s to finish, then those are failed: a periodic round runs again on its next tick, a task
      // is retried. The database closes last.
      await Promise.all([app.close(), jobs?.stop({ timeoutMs: 5_000 })]);
      await database.close();
      app.log.info({ signal }, '创作蛙已关闭');
    } catch (error) {
      app.log.error({ err: error, signal }, '关闭时出错');
      code = 1;
    } finally {
      clearTimeout(force);
    }
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: env.HOST, port: env.PORT });
  const shownHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  console.log(`创作蛙已启动：http://${shownHost}:${env.PORT}`);
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof PaymentsConfigError) console.error(error.message);
  else console.error('创作蛙启动失败：', error);
  process.exit(1);
});
