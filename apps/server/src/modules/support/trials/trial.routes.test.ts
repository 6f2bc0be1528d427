import { mySupportEndpoints, postEndpoints, supportEndpoints } from '@frog/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildCanaryPost, expectCanaryStored, newCanary } from '../../../../test/canary';
import { buildCreator, buildPlan, buildUser } from '../../../../test/factories';
import { noticesOf } from '../../../../test/notices';
import { useTestApp } from '../../../../test/test-app';
import { expectNoWrites } from '../../../../test/test-db';
import { notifyPlanExpiry } from '../../messaging';

const t = useTestApp();
const DAY = 86_400_000;

/** A creator with a plan offering `trialDays`, and a plan-only post whose body is a canary. */
async function creatorWithTrial(trialDays = 7) {
  const creator = await buildCreator(t.db, { nickname: '蛙蛙画画' });
  const plan = await buildPlan(t.db, creator.id, { name: '小蛙饭团', trialDays });
  const canary = newCanary();
  const post = await buildCanaryPost(t.db, creator.id, canary, { visibility: 'plan', priceFen: 0 });
  await t.db.insertInto('postPlans').values({ postId: post.id, planId: plan.id }).execute();

  return { creator, plan, post, canary };
}

const signedInFan = async () => {
  const fan = await buildUser(t.db);

  return { fan, cookie: await t.signIn(fan.phone) };
};

const rowsOfUser = async (table: 'orders' | 'planTrials' | 'planSubscriptions', userId: number) =>
  table === 'orders'
    ? (await t.db.selectFrom('orders').select('id').where('buyerId', '=', userId).execute()).length
    : (await t.db.selectFrom(table).select('userId').where('userId', '=', userId).execute()).length;

const readPost = async (postId: number, cookie: string) =>
  JSON.stringify((await t.call(postEndpoints.get, { id: String(postId) }, { cookie })).body);

describe('free trials of a plan', () => {
  it('opens the plan at once for its days, says so, and the plan no longer offers another', async () => {
    const { plan, post, canary } = await creatorWithTrial(7);
    const { fan, cookie } = await signedInFan();
    const before = (await t.call(supportEndpoints.getPlan, { id: String(plan.id) }, { cookie })).body.data;
    expect(before?.plan).toMatchObject({ trialDays: 7, abilities: { startTrial: true } });
    expect(await readPost(post.id, cookie)).not.toContain(canary);

    const started = Date.now();
    const res = await t.call(supportEndpoints.startTrial, { id: String(plan.id) }, { cookie });
    expect(res.body.code).toBe(200);
    const membership = res.body.data!.membership;
    expect(membership.trialEndsAt).toBe(membership.endsAt);
    const days = (new Date(membership.endsAt).getTime() - started) / DAY;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);

    expect(await readPost(post.id, cookie)).toContain(canary);
    const after = (await t.call(supportEndpoints.getPlan, { id: String(plan.id) }, { cookie })).body.data;
    expect(after?.plan.abilities.startTrial).toBe(false);
    expect(after?.membership).toEqual(membership);
    // 我的支持 › 支持方案 says it is a trial too.
    const mine = (await t.call(mySupportEndpoints.plans, {}, { cookie })).body.data!;
    expect(mine.list.map((item) => [item.plan.id, item.trialEndsAt])).toEqual([[plan.id, membership.endsAt]]);
    // No money moved: no order, nothing in the ledger.
    expect(await rowsOfUser('orders', fan.id)).toBe(0);
  });

  it('is once per supporter and creator: 16 racing starts over two plans open one trial', async () => {
    const { creator, plan } = await creatorWithTrial(3);
    const other = await buildPlan(t.db, creator.id, { name: '大蛙饭团', trialDays: 14 });
    const { fan, cookie } = await signedInFan();

    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        t.call(supportEndpoints.startTrial, { id: String(i % 2 ? other.id : plan.id) }, { cookie }),
      ),
    );
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.body.code !== 200)) {
      expect(refused.status).toBe(400);
      expect([
        '你已试用过该创作者的方案，每位支持者只能试用一次',
        '你已是该创作者的方案成员，无需试用',
      ]).toContain(refused.body.message);
    }
    expect(await rowsOfUser('planTrials', fan.id)).toBe(1);
    expect(await rowsOfUser('planSubscriptions', fan.id)).toBe(1);

    // Long after it ended, still once: the other plan says why.
    await t.db
      .updateTable('planSubscriptions')
      .set({ startsAt: new Date(Date.now() - 30 * DAY), endsAt: new Date(Date.now() - 20 * DAY) })
      .where('userId', '=', fan.id)
      .execute();
    const again = await t.call(supportEndpoints.startTrial, { id: String(other.id) }, { cookie });
    expect(again.body.message).toBe('你已试用过该创作者的方案，每位支持者只能试用一次');
    const page = (await t.call(supportEndpoints.getPlan, { id: String(other.id) }, { cookie })).body.data;
    expect(page?.plan.abilities.startTrial).toBe(false);
  });

  it('refuses a member, the creator, a plan without a trial and a closed plan, changing nothing', async () => {
    const { creator, plan } = await creatorWithTrial(7);
    const noTrial = await buildPlan(t.db, creator.id, { trialDays: 0 });
    const closed = await buildPlan(t.db, creator.id, { trialDays: 7, status: 'closed' });
    const { fan: member, cookie: memberCookie } = await signedInFan();
    await t.db
      .insertInto('planSubscriptions')
      .values({
        userId: member.id,
        planId: noTrial.id,
        startsAt: new Date(),
        endsAt: new Date(Date.now() + 9 * DAY),
      })
      .execute();
    const { cookie: fanCookie } = await signedInFan();
    const creatorCookie = await t.signIn(creator.phone);

    const cases: [number, string | undefined, string][] = [
      [plan.id, memberCookie, '你已是该创作者的方案成员，无需试用'],
      [plan.id, creatorCookie, '不能试用自己的方案'],
      [noTrial.id, fanCookie, '该方案没有免费试用'],
      [closed.id, fanCookie, '该方案已停止加入'],
      [999_999, fanCookie, '支持方案不存在'],
    ];
    await expectNoWrites(t.db, async () => {
      for (const [id, cookie, message] of cases) {
        const res = await t.call(supportEndpoints.startTrial, { id: String(id) }, { cookie });
        expect([res.status, res.body.message]).toEqual([id === 999_999 ? 404 : 400, message]);
      }
    });
    expect((await t.call(supportEndpoints.startTrial, { id: String(plan.id) })).status).toBe(401);
    expect((await t.call(supportEndpoints.startTrial, { id: 'x' }, { cookie: fanCookie })).status).toBe(400);
  });

  it('simply ends: the post locks again, the supporter was told a day ahead and when it ended', async () => {
    const { plan, post, canary } = await creatorWithTrial(3);
    const { fan, cookie } = await signedInFan();
    await t.call(supportEndpoints.startTrial, { id: String(plan.id) }, { cookie });

    // Two days in: nothing yet (a 3-day trial is not told it ends the moment it starts).
    await notifyPlanExpiry(t.db, new Date(Date.now() + DAY));
    expect((await noticesOf(t.db, fan.id)).map((n) => n.kind)).toEqual([]);
    await notifyPlanExpiry(t.db, new Date(Date.now() + 2 * DAY + 60_000));
    await notifyPlanExpiry(t.db, new Date(Date.now() + 2 * DAY + 120_000));
    const ending = await noticesOf(t.db, fan.id, 'trial_ending');
    expect(ending).toHaveLength(1);
    expect(ending[0]).toMatchObject({ title: '你对「小蛙饭团」的免费试用即将结束', targetId: plan.id });
    expect(ending[0]!.body).toContain('试用不会自动扣费');
    expect(await noticesOf(t.db, fan.id, 'plan_expiring')).toHaveLength(0);

    // Its time has come (moved back, as the clock would): locked again, told once.
    for (const table of ['planSubscriptions', 'planTrials'] as const) {
      await t.db
        .updateTable(table)
        .set({
          startsAt: sql`starts_at - interval '3 days 1 minute'`,
          endsAt: sql`ends_at - interval '3 days 1 minute'`,
        })
        .where('userId', '=', fan.id)
        .execute();
    }
    expect(await readPost(post.id, cookie)).not.toContain(canary);
    await expectCanaryStored(t.db, post.id, canary);
    await notifyPlanExpiry(t.db);
    await notifyPlanExpiry(t.db);
    expect(await noticesOf(t.db, fan.id, 'trial_ended')).toHaveLength(1);
    expect(await noticesOf(t.db, fan.id, 'plan_expired')).toHaveLength(0);
  });
});
