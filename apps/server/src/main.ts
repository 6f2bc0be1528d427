import { buildApp } from './app';
import { EnvError, loadEnv } from './config/env';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { isDatabaseEmpty, seedDemoData } from './db/seed/seed';
import { startPeriodicJob } from './jobs/periodic-job';
import { reconcilePayments } from './jobs/reconcile-payments';
import { reconcileRefunds } from './jobs/reconcile-refunds';
import { PaymentsConfigError } from './payments/config';
import { createPaymentsRuntime } from './payments/runtime';
import { createSmsProvider } from './sms/create-sms-provider';

/** Reads env, opens and migrates the database, seeds a fresh embedded one, serves until a signal. */
async function main(): Promise<void> {
  const env = loadEnv();
  const database = await createDatabase(env);
  await migrateToLatest(database.db);

  const payments = createPaymentsRuntime(env);
  const app = await buildApp({ env, db: database.db, sms: createSmsProvider(env), payments });
  if (database.kind === 'pglite' && (await isDatabaseEmpty(database.db))) {
    const { usersCreated } = await seedDemoData(database.db);
    app.log.info({ usersCreated }, '首次启动：已写入演示数据');
  }

  // Queries payments left pending and closes expired ones; safe with several processes.
  const paymentsContext = { db: database.db, provider: payments.provider, feeBps: env.PLATFORM_FEE_BPS };
  const stopReconcile = startPeriodicJob(() => reconcilePayments(paymentsContext), {
    intervalMs: 30_000,
    onError: (error) => app.log.warn({ err: error }, 'payment reconciliation failed'),
  });
  // Queries refunds left pending (a lost answer, no notification) and applies them exactly once.
  const refundsContext = { db: database.db, provider: payments.provider };
  const stopRefundReconcile = startPeriodicJob(() => reconcileRefunds(refundsContext), {
    intervalMs: 30_000,
    onError: (error) => app.log.warn({ err: error }, 'refund reconciliation failed'),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, '正在关闭创作蛙');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    stopReconcile();
    stopRefundReconcile();
    try {
      await app.close();
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
