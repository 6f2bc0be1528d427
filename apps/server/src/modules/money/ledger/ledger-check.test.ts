import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildCreator, buildUser } from '../../../../test/factories';
import { buildPaidOrder, buildWithdrawalId, useTestDb } from '../../../../test/money';
import { isPostgresTier } from '../../../../test/provided';
import { databaseUrlOf } from '../../../../test/test-db';
import { serverRoot } from '../../../platform/config/paths';
import { createDatabase } from '../../../platform/db/database';
import { migrateToLatest } from '../../../platform/db/migrate';
import type { Db } from '../../../platform/db/db';
import {
  creatorPendingAccount,
  creatorWithdrawableAccount,
  PLATFORM_FEE,
  PROVIDER_CLEARING,
} from './accounts';
import { postRefund, postTransaction } from './ledger';
import { postPayout, postWithdrawalRequest } from './post-withdrawal';
import { checkLedger } from './ledger-check';
import { settleDueEarnings } from './settle-earnings';

const t = useTestDb();
const run = promisify(execFile);
const DAY = 24 * 60 * 60 * 1000;

/** A small good history: sales, a partial refund, settlement, a paid withdrawal. */
async function goodHistory(db: Db) {
  const creator = await buildCreator(db);
  const buyer = await buildUser(db);
  const paidAt = new Date(Date.now() - 10 * DAY);
  const a = await buildPaidOrder(db, { creatorId: creator.id, buyerId: buyer.id, amountFen: 10_000, paidAt });
  const b = await buildPaidOrder(db, { creatorId: creator.id, buyerId: buyer.id, amountFen: 999 });
  const payment = await db
    .insertInto('payments')
    .values({
      paymentNo: `P${a.orderNo}`.slice(0, 30),
      orderId: a.id,
      channel: 'alipay',
      amountFen: a.amountFen,
      expiresAt: a.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.transaction().execute(async (trx) => {
    const refund = await trx
      .insertInto('refunds')
      .values({
        refundNo: `R${a.orderNo}`,
        orderId: a.id,
        paymentId: payment.id,
        amountFen: 3333,
        reason: '部分退款',
        reqSeqId: `R${a.orderNo}`,
        reqDate: '20260101',
        status: 'succeeded',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await postRefund(trx, a, refund, 0);
  });
  await settleDueEarnings({ db, settlementDays: 7 });
  const withdrawalId = await buildWithdrawalId(db, creator.id, 5000, 100);
  await postWithdrawalRequest(db, { creatorId: creator.id, withdrawalId, amountFen: 5000 });
  await postPayout(db, { creatorId: creator.id, withdrawalId, amountFen: 5000, feeFen: 100 });
  await db.updateTable('withdrawals').set({ status: 'paid' }).where('id', '=', withdrawalId).execute();

  return { creator, a, b, withdrawalId };
}

describe('checkLedger', () => {
  it('finds nothing wrong in a consistent history', async () => {
    await goodHistory(t.db);
    const report = await checkLedger(t.db, { settlementDays: 7 });
    expect(report.differences).toEqual([]);
    expect(report.counts).toMatchObject({ orders: 2, refunds: 1, withdrawals: 1 });
  });

  it('names each difference of a deliberately broken ledger', async () => {
    const { creator, b } = await goodHistory(t.db);
    // A balanced transaction with nothing behind it: money appears on a creator's withdrawable.
    await postTransaction(t.db, 'settlement', [
      { account: PLATFORM_FEE, amountFen: -100 },
      { account: creatorWithdrawableAccount(creator.id), amountFen: 100 },
    ]);
    // An order's pending share moved to the wrong creator.
    await postTransaction(
      t.db,
      'settlement',
      [
        { account: creatorPendingAccount(b.creatorId), amountFen: -50 },
        { account: creatorPendingAccount(b.creatorId + 100_000), amountFen: 50 },
      ],
      { orderId: b.id },
    );
    // And an unbalanced transaction that got past the database's guard (trigger switched off).
    await sql`alter table ledger_entries disable trigger ledger_entries_balanced`.execute(t.db);
    try {
      await t.db
        .insertInto('ledgerEntries')
        .values({ transactionId: 'broken-tx', account: PROVIDER_CLEARING, amountFen: -7, kind: 'payment' })
        .execute();
    } finally {
      await sql`alter table ledger_entries enable trigger ledger_entries_balanced`.execute(t.db);
    }

    const { differences } = await checkLedger(t.db);
    expect(differences).toEqual(
      expect.arrayContaining([
        '交易 broken-tx：分录合计 -7 分，不为 0',
        expect.stringMatching(
          new RegExp(
            `^创作者 ${creator.id} 可提现：分录合计 \\d+ 分，按订单、退款、结算和提现应为 \\d+ 分（差 100 分）$`,
          ),
        ),
        expect.stringMatching(new RegExp(`^订单 ${b.orderNo}（未结算）：待结算 \\d+ 分`)),
        expect.stringMatching(/^账户 platform_fee（平台服务费）：.*（差 -100 分）$/),
        expect.stringMatching(/^账户 provider_clearing（支付通道清算）：.*（差 -7 分）$/),
      ]),
    );
  });
});

describe('npm run ledger:check', () => {
  // A database of its own: the one above is broken for good (postings are never deleted).
  const fresh = useTestDb();
  const script = (env: Record<string, string>) =>
    run(process.execPath, ['--import', 'tsx', 'src/commands/ledger-check.ts'], {
      cwd: serverRoot,
      env: { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: '', DATA_DIR: '', ...env },
    }).then(
      (done) => ({ code: 0, out: done.stdout }),
      (failed: { code: number; stdout: string }) => ({ code: failed.code, out: failed.stdout }),
    );
  const breakIt = (db: Db, creatorId: number) =>
    postTransaction(db, 'settlement', [
      { account: PLATFORM_FEE, amountFen: -1 },
      { account: creatorWithdrawableAccount(creatorId), amountFen: 1 },
    ]);

  it.runIf(!isPostgresTier())(
    'on an embedded DATA_DIR: exit 0 on a good ledger, 1 and the difference on a broken one',
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'frog-ledger-check-'));
      try {
        let database = await createDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
        await migrateToLatest(database.db);
        const { creator } = await goodHistory(database.db);
        await database.close();
        const good = await script({ DATA_DIR: dataDir });
        expect(good.out).toContain('无差异');
        expect(good.code).toBe(0);

        database = await createDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
        await breakIt(database.db, creator.id);
        await database.close();
        const bad = await script({ DATA_DIR: dataDir });
        expect(bad.out).toContain(`✗ 创作者 ${creator.id} 可提现`);
        expect(bad.code).toBe(1);
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );

  it.runIf(isPostgresTier())(
    'on DATABASE_URL: exit 0 on a good ledger, 1 and the difference on a broken one',
    async () => {
      const url = databaseUrlOf(fresh.database!);
      await goodHistory(fresh.db);
      const good = await script({ DATABASE_URL: url });
      expect(good.out).toContain('无差异');
      expect(good.code).toBe(0);
      const { creator } = await goodHistory(fresh.db);
      await breakIt(fresh.db, creator.id);
      const bad = await script({ DATABASE_URL: url });
      expect(bad.out).toContain(`✗ 创作者 ${creator.id} 可提现`);
      expect(bad.code).toBe(1);
    },
  );
});
