import { creatorEndpoints } from '@frog/contracts';
import type { Insertable } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildCreator, buildPlan, buildPost, buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/test-app';
import type { LedgerEntriesTable } from '../../../platform/db/types';

const t = useTestApp();

/** Each posting with its provider_clearing counterpart: the database accepts balanced transactions only. */
const withClearing = <P extends Insertable<LedgerEntriesTable>>(postings: P[]) =>
  postings.flatMap((p) => [p, { ...p, account: 'provider_clearing', amountFen: -p.amountFen }]);

describe('POST /api/creator/dashboard', () => {
  it('counts published posts, followers, distinct supporters and this month’s income', async () => {
    const creator = await buildCreator(t.db);
    const cookie = await t.signIn(creator.phone);
    const [fan1, fan2, buyer] = [await buildUser(t.db), await buildUser(t.db), await buildUser(t.db)];
    await buildPost(t.db, creator.id);
    await buildPost(t.db, creator.id, { visibility: 'free', priceFen: 0 });
    await buildPost(t.db, creator.id, { status: 'draft', publishedAt: null });
    await buildPost(t.db, creator.id, { publishedAt: new Date(Date.now() + 86_400_000) });
    await t.db
      .insertInto('follows')
      .values([
        { followerId: fan1.id, followeeId: creator.id },
        { followerId: fan2.id, followeeId: creator.id },
      ])
      .execute();
    const plan = await buildPlan(t.db, creator.id);
    const day = 86_400_000;
    await t.db
      .insertInto('planSubscriptions')
      .values([
        {
          userId: fan1.id,
          planId: plan.id,
          startsAt: new Date(Date.now() - day),
          endsAt: new Date(Date.now() + 29 * day),
        },
        {
          userId: fan2.id,
          planId: plan.id,
          startsAt: new Date(Date.now() - 60 * day),
          endsAt: new Date(Date.now() - 30 * day),
        },
      ])
      .execute();
    const order = await t.db
      .insertInto('orders')
      .values({
        orderNo: `D${Date.now()}`,
        buyerId: buyer.id,
        creatorId: creator.id,
        kind: 'tip',
        amountFen: 1000,
        status: 'paid',
        expiresAt: new Date(),
        paidAt: new Date(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('orders')
      .values({
        orderNo: `D${Date.now()}x`,
        buyerId: fan1.id,
        creatorId: creator.id,
        kind: 'tip',
        amountFen: 500,
        status: 'paid',
        expiresAt: new Date(),
        paidAt: new Date(),
      })
      .execute();
    await t.db
      .insertInto('ledgerEntries')
      .values(
        withClearing([
          {
            transactionId: 'tx1',
            account: `creator_pending:${creator.id}`,
            amountFen: 950,
            orderId: order.id,
            kind: 'payment',
          },
          {
            transactionId: 'tx2',
            account: `creator_pending:${creator.id}`,
            amountFen: 475,
            orderId: order.id,
            kind: 'payment',
          },
          // Last year's income and another creator's do not count.
          {
            transactionId: 'tx3',
            account: `creator_pending:${creator.id}`,
            amountFen: 9999,
            orderId: order.id,
            kind: 'payment',
            createdAt: new Date(Date.now() - 400 * day),
          },
          {
            transactionId: 'tx4',
            account: `creator_pending:${creator.id + 1}`,
            amountFen: 7777,
            orderId: order.id,
            kind: 'payment',
          },
        ]),
      )
      .execute();

    const res = await t.call(creatorEndpoints.dashboard, {}, { cookie });
    expect(res.body.data).toEqual({
      isCreator: true,
      stats: {
        postCount: 2,
        followerCount: 2,
        supporterCount: 2,
        monthIncomeFen: 1425,
        monthIncome: '14.25',
      },
      applicationStatus: null,
    });
  });

  it('answers zeros for a new creator and no stats for a non-creator', async () => {
    const creator = await buildCreator(t.db);
    const fresh = await t.call(creatorEndpoints.dashboard, {}, { cookie: await t.signIn(creator.phone) });
    expect(fresh.body.data.stats).toEqual({
      postCount: 0,
      followerCount: 0,
      supporterCount: 0,
      monthIncomeFen: 0,
      monthIncome: '0.00',
    });

    const cookie = await t.signIn((await buildUser(t.db)).phone);
    const res = await t.call(creatorEndpoints.dashboard, {}, { cookie });
    expect(res.body.data).toEqual({ isCreator: false, stats: null, applicationStatus: null });
  });
});
