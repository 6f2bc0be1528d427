import { buildApp } from './app';
import { EnvError, loadEnv } from './config/env';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { isDatabaseEmpty, seedDemoData } from './db/seed/seed';
import { type JobQueue, queueConnection, startJobQueue } from './jobs/job-queue';
import { jobRegistry } from './jobs/registry';
import { PaymentsConfigError } from './payments/config';
import { createPaymentsRuntime } from './payments/runtime';
import { createSmsProvider } from './sms/create-sms-provider';

/** Reads env, opens and migrates the database, seeds a fresh embedded one (not in production), serves until a signal. */
async function main(): Promise<void> {
  const env = loadEnv();
  const database = await createDatabase(env);
  await migrateToLatest(database.db);

  const payments = createPaymentsRuntime(env);
  const app = await buildApp({ env, db: database.db, sms: createSmsProvider(env), payments });
  // Demo data (public passwords, an operator among them) only outside production.
  if (database.kind === 'pglite' && (await isDatabaseEmpty(database.db))) {
    if (env.NODE_ENV === 'production') {
      app.log.warn('首次启动：生产环境不写入演示数据，请用 npm run admin:create 创建运营账号');
    } else {
      const { usersCreated } = await seedDemoData(database.db);
      app.log.info({ usersCreated }, '首次启动：已写入演示数据');
    }
  }

  // Periodic work (reconciliation, close confirmation …) on pg-boss in the same database: each
  // tick's job runs once, in whichever process claims it. JOBS_ENABLED=false serves web only.
  let jobs: JobQueue | undefined;
  if (env.JOBS_ENABLED) {
    jobs = await startJobQueue({
      connection: queueConnection(database, env.DATABASE_URL),
      jobs: jobRegistry,
      context: { db: database.db, payments, env },
      log: app.log.child({ component: 'jobs' }),
    });
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, '正在关闭创作蛙');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      // Running job rounds get 5 s to finish (then they are failed and the next tick runs again).
      await Promise.all([app.close(), jobs?.stop({ timeoutMs: 5_000 })]);
      await database.close();
    } finally {
      clearTimeout(force);
    }
    process.exit(0);
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
