import { type Insertable, sql } from 'kysely';
import { joinOrderSubject } from '../../money';
import type { NotificationsTable } from '../../../platform/db/types';
import type { Db } from '../../../platform/db/db';

/** A notice to write: the dedupe key names the event, so writing it twice keeps one row. */
export type NewNotice = Insertable<NotificationsTable> & { dedupeKey: string };

/**
 * Inserts notices (in-app notifications), at most one per (user, dedupe key): a notice whose key
 * that user already has is skipped. Answers the users who got a new one (to signal their badge).
 */
export async function insertNotifications(
  db: Db,
  notices: Insertable<NotificationsTable>[],
): Promise<number[]> {
  if (notices.length === 0) return [];
  const rows = await db
    .insertInto('notifications')
    .values(notices)
    .onConflict((oc) => oc.columns(['userId', 'dedupeKey']).doNothing())
    .returning('userId')
    .execute();

  return rows.map((r) => r.userId);
}

/** How many of the user's notices are unread (the badge of 系统通知). */
export async function countUnreadNotifications(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('userId', '=', userId)
    .where('readAt', 'is', null)
    .executeTakeFirstOrThrow();

  return Number(row.n);
}

/**
 * One page of the user's notices, newest first (by id: ids grow with time), with what their link
 * needs: an order's number, kind, post, plan and creator slug; a user target's slug.
 */
export function listNotifications(db: Db, userId: number, page: { beforeId: number | null; limit: number }) {
  return db
    .selectFrom('notifications as n')
    .leftJoin('orders as o', (join) => join.onRef('o.id', '=', 'n.targetId').on('n.targetKind', '=', 'order'))
    .leftJoin('users as oc', 'oc.id', 'o.creatorId')
    .leftJoin('users as tu', (join) => join.onRef('tu.id', '=', 'n.targetId').on('n.targetKind', '=', 'user'))
    .select([
      'n.id',
      'n.userId',
      'n.kind',
      'n.title',
      'n.body',
      'n.readAt',
      'n.createdAt',
      'n.targetKind',
      'n.targetId',
      'o.orderNo',
      'o.kind as orderKind',
      'o.postId as orderPostId',
      'o.planId as orderPlanId',
      'o.creatorId as orderCreatorId',
      'oc.slug as orderCreatorSlug',
      'tu.slug as userSlug',
    ])
    .where('n.userId', '=', userId)
    .$if(page.beforeId !== null, (q) => q.where('n.id', '<', page.beforeId!))
    .orderBy('n.id', 'desc')
    .limit(page.limit)
    .execute();
}
export type NotificationListRow = Awaited<ReturnType<typeof listNotifications>>[number];

/** Marks one of the user's notices read; answers whether the user has a notice of that id at all. */
export async function markNotificationRead(db: Db, userId: number, id: number): Promise<boolean> {
  const row = await db
    .updateTable('notifications')
    .set({ readAt: sql`coalesce(read_at, now())` })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returning('id')
    .executeTakeFirst();

  return row !== undefined;
}

/** Marks every unread notice of the user read; answers how many changed. */
export async function markAllNotificationsRead(db: Db, userId: number): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ readAt: sql`now()` })
    .where('userId', '=', userId)
    .where('readAt', 'is', null)
    .executeTakeFirst();

  return Number(result.numUpdatedRows);
}

/** Deletes the user's read notices (up to an id when given: nothing newer than the screen shows). */
export async function deleteReadNotifications(
  db: Db,
  userId: number,
  upToId: number | null,
): Promise<number> {
  const result = await db
    .deleteFrom('notifications')
    .where('userId', '=', userId)
    .where('readAt', 'is not', null)
    .$if(upToId !== null, (q) => q.where('id', '<=', upToId!))
    .executeTakeFirst();

  return Number(result.numDeletedRows);
}

/** Retention: deletes notices read before `before` (everyone's; partial index on read_at). */
export async function purgeReadNotifications(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('notifications')
    .where('readAt', 'is not', null)
    .where('readAt', '<', before)
    .executeTakeFirst();

  return Number(result.numDeletedRows);
}

/**
 * Plan memberships ending within 3 days, and ones that ended in the last 7 days: one notice each
 * per membership period (the key carries the end time, which a renewal moves), written by one
 * INSERT … SELECT. A period that is only a free trial is told so (trial_ending a day ahead,
 * trial_ended): nothing renews it. Answers the users who got a new notice.
 */
export async function insertPlanExpiryNotices(db: Db, now: Date): Promise<number[]> {
  const result = await sql<{ userId: number }>`
    with due as (
      select s.id, s.user_id, s.ends_at, p.id as plan_id, p.name, c.nickname,
             s.ends_at > ${now} as ending,
             t.user_id is not null as trial
      from plan_subscriptions s
      join support_plans p on p.id = s.plan_id
      join users c on c.id = p.creator_id
      -- A period that is nothing but a free trial (no months paid onto its end). The window again
      -- on the trial's end (it equals the period's) reads the trials due by their index, not all.
      left join plan_trials t on t.user_id = s.user_id and t.plan_id = s.plan_id and t.ends_at = s.ends_at
        and t.ends_at > ${now}::timestamptz - interval '7 days'
        and t.ends_at <= ${now}::timestamptz + interval '3 days'
      where s.ends_at > ${now}::timestamptz - interval '7 days'
        and s.ends_at <= ${now}::timestamptz + interval '3 days'
    )
    insert into notifications (user_id, kind, title, body, target_kind, target_id, dedupe_key)
    select user_id,
           kind,
           case kind
             when 'plan_expiring' then '你支持的「' || name || '」将在 3 天内到期'
             when 'plan_expired' then '你支持的「' || name || '」已到期'
             when 'trial_ending' then '你对「' || name || '」的免费试用即将结束'
             else '你对「' || name || '」的免费试用已结束' end,
           case kind
             when 'plan_expiring' then nickname || ' 的支持方案「' || name || '」将于 ' || at
                  || ' 到期，续费后可继续查看方案专属内容。'
             when 'plan_expired' then nickname || ' 的支持方案「' || name || '」已于 ' || at
                  || ' 到期，方案专属内容已不能查看。续费即可恢复。'
             when 'trial_ending' then nickname || ' 的支持方案「' || name || '」免费试用将于 ' || at
                  || ' 结束。试用不会自动扣费，想继续查看方案专属内容，请加入方案。'
             else nickname || ' 的支持方案「' || name || '」免费试用已于 ' || at
                  || ' 结束，方案专属内容已不能查看。加入方案即可继续。' end,
           'plan',
           plan_id,
           kind || ':' || id || ':' || floor(extract(epoch from ends_at))::bigint
    from (
      select due.*,
             to_char(ends_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') as at,
             case when trial then (case when ending then 'trial_ending' else 'trial_ended' end)
                  else (case when ending then 'plan_expiring' else 'plan_expired' end) end as kind
      from due
      -- A trial of a few days is told one day ahead, not the moment it starts.
      where not (trial and ending and ends_at > ${now}::timestamptz + interval '1 day')
    ) notice
    on conflict (user_id, dedupe_key) do nothing
    returning user_id as "userId"`.execute(db);

  return result.rows.map((r) => r.userId);
}

/**
 * The new-post digest: for every creator who published live posts on a China day (today, and
 * yesterday for posts the last run missed before midnight), one notice per follower or active plan
 * member per creator per day, by one INSERT … SELECT. A later post that day rewrites the day's
 * notice (count, newest title) and makes it unread again. Scheduled posts count once their time
 * has come; a post that is no longer published, or was taken down, does not. A day is written only
 * while one of its posts is less than an hour out: a post of the day before (the demo's seeded ones,
 * one released while the job was down) never arrives hours late as news. Titles only, never a body.
 * Answers the users whose notice is new or unread again.
 */
export async function upsertNewPostDigests(db: Db, now: Date): Promise<number[]> {
  const result = await sql<{ userId: number }>`
    with daily as (
      select p.author_id as creator_id,
             to_char(p.published_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as day,
             count(*) as n,
             (array_agg(p.title order by p.published_at desc, p.id desc))[1] as latest_title,
             (array_agg(p.id order by p.published_at desc, p.id desc))[1] as latest_id
      from posts p
      -- livePostScope at the job's clock (tests run it at chosen times): released, not taken down, not held.
      where p.status = 'published'
        and p.taken_down_at is null
        and p.held_at is null
        and p.published_at <= ${now}
        -- Whole China days, yesterday and today: an earlier day's notice is never recounted.
        and p.published_at >= (date_trunc('day', ${now}::timestamptz at time zone 'Asia/Shanghai')
                               - interval '1 day') at time zone 'Asia/Shanghai'
      group by 1, 2
      -- Only a day with a post out within the hour: what is news now. A day whose posts are older
      -- (seeded, released while the job was down) is never noticed late as 发布了新作品.
      having max(p.published_at) > ${now}::timestamptz - interval '1 hour'
    ),
    recipients as (
      select d.creator_id, d.day, f.follower_id as user_id
      from daily d join follows f on f.followee_id = d.creator_id
      union
      select d.creator_id, d.day, s.user_id
      from daily d
      join support_plans sp on sp.creator_id = d.creator_id
      join plan_subscriptions s on s.plan_id = sp.id and s.ends_at > ${now}
    )
    insert into notifications (user_id, kind, title, body, target_kind, target_id, dedupe_key)
    select r.user_id,
           'new_posts',
           case when d.n = 1 then c.nickname || ' 发布了新作品'
                else c.nickname || ' 在 ' || d.day || ' 发布了 ' || d.n || ' 篇新作品' end,
           case when d.n = 1 then '《' || d.latest_title || '》'
                else '最新一篇：《' || d.latest_title || '》' end,
           case when d.n = 1 then 'post' else 'user' end,
           case when d.n = 1 then d.latest_id else d.creator_id end,
           'new_posts:' || d.creator_id || ':' || d.day
    from recipients r
    join daily d on d.creator_id = r.creator_id and d.day = r.day
    join users c on c.id = d.creator_id
    where r.user_id <> d.creator_id
    on conflict (user_id, dedupe_key) do update
      set title = excluded.title, body = excluded.body,
          target_kind = excluded.target_kind, target_id = excluded.target_id, read_at = null
      where notifications.title is distinct from excluded.title
         or notifications.body is distinct from excluded.body
    returning user_id as "userId"`.execute(db);

  return result.rows.map((r) => r.userId);
}

/** What an order's notices say about it: both parties by name, the post by title only, the plan by name. */
export function findOrderNoticeFacts(db: Db, orderId: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('users as b', 'b.id', 'o.buyerId')
    .innerJoin('users as c', 'c.id', 'o.creatorId')
    .select([
      'b.nickname as buyerNickname',
      'b.supportAnonymous as buyerAnonymous',
      'c.nickname as creatorNickname',
    ])
    .$call(joinOrderSubject)
    .where('o.id', '=', orderId)
    .executeTakeFirstOrThrow();
}

/** Every operator's id (complaint deadlines are told to all of them). */
export async function listOperatorIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('users').select('id').where('isOperator', '=', true).execute();

  return rows.map((r) => r.id);
}

/** Rewrites the title and body of the user's notice with this dedupe key (read or not, it stays so). */
export async function rewriteNotice(
  db: Db,
  notice: { userId: number; dedupeKey: string; title: string; body: string },
): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ title: notice.title, body: notice.body })
    .where('userId', '=', notice.userId)
    .where('dedupeKey', '=', notice.dedupeKey)
    .execute();
}
