import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCreator, buildPlan, buildPost, buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/test-app';
import type { SupportPlanRow, UserRow } from '../../../platform/db/types';
import { insertFollow } from '../../identity/follows/follow.repository';
import { notifyNewPosts } from './notify-new-posts';
import { notifyPlanExpiry } from './notify-plan-expiry';
import { purgeOldReadNotifications } from './purge-read-notifications';
import { noticesOf } from '../../../../test/notices';

const t = useTestApp();
const DAY = 86_400_000;

async function subscribe(user: UserRow, plan: SupportPlanRow, endsAt: Date) {
  await t.db
    .insertInto('planSubscriptions')
    .values({ userId: user.id, planId: plan.id, startsAt: new Date(endsAt.getTime() - 30 * DAY), endsAt })
    .execute();
}

describe('plan expiry: 3 days before and once ended, once per membership period', () => {
  let plan: SupportPlanRow;

  beforeAll(async () => {
    const creator = await buildCreator(t.db, { nickname: '蛙蛙画画' });
    plan = await buildPlan(t.db, creator.id, { name: '小蛙饭团' });
  });

  it('notifies ending and ended memberships exactly once, even run twice at once', async () => {
    const now = new Date();
    const [soon, later, ended, longGone] = await Promise.all([1, 2, 3, 4].map(() => buildUser(t.db)));
    await subscribe(soon!, plan, new Date(now.getTime() + 2 * DAY));
    await subscribe(later!, plan, new Date(now.getTime() + 10 * DAY));
    await subscribe(ended!, plan, new Date(now.getTime() - DAY));
    await subscribe(longGone!, plan, new Date(now.getTime() - 30 * DAY));

    await Promise.all([notifyPlanExpiry(t.db, now), notifyPlanExpiry(t.db, now)]);
    await notifyPlanExpiry(t.db, new Date(now.getTime() + 60_000));

    const expiring = await noticesOf(t.db, soon!.id, 'plan_expiring');
    expect(expiring).toHaveLength(1);
    expect(expiring[0]).toMatchObject({ title: '你支持的「小蛙饭团」将在 3 天内到期', targetId: plan.id });
    expect(expiring[0]!.body).toContain('蛙蛙画画 的支持方案「小蛙饭团」将于');
    expect(await noticesOf(t.db, later!.id, 'plan_expiring')).toHaveLength(0);
    expect(await noticesOf(t.db, ended!.id, 'plan_expired')).toHaveLength(1);
    expect(await noticesOf(t.db, longGone!.id, 'plan_expired')).toHaveLength(0);

    // Two days on, the soon one has ended: one "ended" notice, still one "ending" notice.
    await notifyPlanExpiry(t.db, new Date(now.getTime() + 2 * DAY + 60_000));
    await notifyPlanExpiry(t.db, new Date(now.getTime() + 2 * DAY + 120_000));
    expect(await noticesOf(t.db, soon!.id, 'plan_expired')).toHaveLength(1);
    expect(await noticesOf(t.db, soon!.id, 'plan_expiring')).toHaveLength(1);
  });

  it('a renewal starts a new period that is notified again', async () => {
    const now = new Date();
    const member = await buildUser(t.db);
    await subscribe(member, plan, new Date(now.getTime() + DAY));
    await notifyPlanExpiry(t.db, now);
    // Renewed for a month: the end moves; 28 days later the new end is near.
    await t.db
      .updateTable('planSubscriptions')
      .set({ endsAt: sql`ends_at + interval '1 month'` })
      .where('userId', '=', member.id)
      .execute();
    await notifyPlanExpiry(t.db, new Date(now.getTime() + 29 * DAY));

    expect(await noticesOf(t.db, member.id, 'plan_expiring')).toHaveLength(2);
  });
});

describe('new-post digest: one notice per creator per day per follower or member', () => {
  it('batches a day of posts, counts scheduled posts once out, skips the author and non-members', async () => {
    // Midday China time, so "an hour later" is the same China day whenever the suite runs.
    const now = new Date('2026-03-05T12:00:00+08:00');
    const creator = await buildCreator(t.db, { nickname: '蛙蛙画画' });
    const plan = await buildPlan(t.db, creator.id);
    const [fan, member, lapsed, stranger] = await Promise.all([1, 2, 3, 4].map(() => buildUser(t.db)));
    await insertFollow(t.db, fan!.id, creator.id);
    await subscribe(member!, plan, new Date(now.getTime() + 20 * DAY));
    await subscribe(lapsed!, plan, new Date(now.getTime() - DAY));
    // Both a follower and a member: still one notice.
    await insertFollow(t.db, member!.id, creator.id);

    const first = await buildPost(t.db, creator.id, {
      title: '第一篇',
      bodyHtml: '<p>付费正文机密</p>',
      publishedAt: new Date(now.getTime() - 60_000),
    });
    await buildPost(t.db, creator.id, { title: '草稿', status: 'draft', publishedAt: null });
    await buildPost(t.db, creator.id, {
      title: '定时发布',
      publishedAt: new Date(now.getTime() + 60 * 60_000),
    });

    await Promise.all([notifyNewPosts(t.db, now), notifyNewPosts(t.db, now)]);
    const fanNotices = await noticesOf(t.db, fan!.id, 'new_posts');
    expect(fanNotices).toHaveLength(1);
    expect(fanNotices[0]).toMatchObject({
      title: '蛙蛙画画 发布了新作品',
      body: '《第一篇》',
      targetKind: 'post',
      targetId: first.id,
    });
    expect(await noticesOf(t.db, member!.id, 'new_posts')).toHaveLength(1);
    expect(await noticesOf(t.db, lapsed!.id, 'new_posts')).toHaveLength(0);
    expect(await noticesOf(t.db, stranger!.id, 'new_posts')).toHaveLength(0);
    expect(await noticesOf(t.db, creator.id, 'new_posts')).toHaveLength(0);

    // The fan reads it; once the scheduled post is out, the same notice says 2 and is unread again.
    await t.db
      .updateTable('notifications')
      .set({ readAt: new Date() })
      .where('id', '=', fanNotices[0]!.id)
      .execute();
    const later = new Date(now.getTime() + 61 * 60_000);
    await notifyNewPosts(t.db, later);
    await notifyNewPosts(t.db, later);
    const after = await noticesOf(t.db, fan!.id, 'new_posts');
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      title: '蛙蛙画画 在 2026-03-05 发布了 2 篇新作品',
      body: '最新一篇：《定时发布》',
      readAt: null,
      targetKind: 'user',
    });
    expect(JSON.stringify(after)).not.toContain('付费正文机密');
  });

  it('never notices a post of the day before as news: a digest is only written within the hour', async () => {
    const creator = await buildCreator(t.db, { nickname: '昨日蛙' });
    const fan = await buildUser(t.db);
    await insertFollow(t.db, fan.id, creator.id);
    const now = new Date('2026-03-20T09:00:00+08:00');
    // Yesterday evening, while no digest ran (a fresh start on seeded posts, a job that was down).
    await buildPost(t.db, creator.id, {
      title: '昨天的画',
      publishedAt: new Date(now.getTime() - 14 * 3600_000),
    });
    await notifyNewPosts(t.db, now);
    expect(await noticesOf(t.db, fan.id, 'new_posts')).toEqual([]);

    // Just after midnight the last minutes of the day before are still news.
    const lateNight = new Date('2026-03-20T23:59:30+08:00');
    await buildPost(t.db, creator.id, { title: '午夜的画', publishedAt: lateNight });
    await notifyNewPosts(t.db, new Date(lateNight.getTime() + 60_000));
    expect(await noticesOf(t.db, fan.id, 'new_posts')).toEqual([
      expect.objectContaining({ title: '昨日蛙 发布了新作品', body: '《午夜的画》' }),
    ]);
  });

  it('leaves an earlier day alone as its posts age out, and never names a taken-down post', async () => {
    const creator = await buildCreator(t.db, { nickname: '老蛙' });
    const fan = await buildUser(t.db);
    await insertFollow(t.db, fan.id, creator.id);
    // China time 10:00, 11:00 and 12:00 on 2026-03-10 (UTC+8); a fourth post that day is taken down.
    const at = (hour: number, day = 10) => new Date(Date.UTC(2026, 2, day, hour - 8));
    for (const hour of [10, 11, 12])
      await buildPost(t.db, creator.id, { title: `第${hour}点`, publishedAt: at(hour) });
    await buildPost(t.db, creator.id, { title: '违规标题', publishedAt: at(13), takenDownAt: at(14) });

    await notifyNewPosts(t.db, new Date(at(12).getTime() + 30 * 60_000));
    const [digest] = await noticesOf(t.db, fan.id, 'new_posts');
    expect(digest).toMatchObject({
      title: '老蛙 在 2026-03-10 发布了 3 篇新作品',
      body: '最新一篇：《第12点》',
    });
    await t.db
      .updateTable('notifications')
      .set({ readAt: at(23) })
      .where('id', '=', digest!.id)
      .execute();

    // Two days later the day's posts pass one by one out of the last 48 hours: the notice stays as it was, read.
    for (const hour of [9, 10, 11, 12, 13])
      await notifyNewPosts(t.db, new Date(at(hour, 12).getTime() + 30 * 60_000));
    expect(await noticesOf(t.db, fan.id, 'new_posts')).toEqual([digest && { ...digest, readAt: at(23) }]);
  });
});

describe('retention', () => {
  it('deletes notices read long ago, never unread ones', async () => {
    const user = await buildUser(t.db);
    const old = new Date(Date.now() - 200 * DAY);
    await t.db
      .insertInto('notifications')
      .values([
        { userId: user.id, kind: 'test', title: '旧的已读', readAt: old, createdAt: old, dedupeKey: 'a' },
        { userId: user.id, kind: 'test', title: '旧的未读', createdAt: old, dedupeKey: 'b' },
        { userId: user.id, kind: 'test', title: '新的已读', readAt: new Date(), dedupeKey: 'c' },
      ])
      .execute();
    await purgeOldReadNotifications(t.db);

    const left = await noticesOf(t.db, user.id, 'test');
    expect(left.map((n) => n.title)).toEqual(['旧的未读', '新的已读']);
  });
});
