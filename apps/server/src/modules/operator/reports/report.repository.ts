import { sql } from 'kysely';
import type { Db } from '../../../platform/db/db';
import type { ReportReason, ReportTargetKind } from '@frog/contracts';

// 举报 rows. The queue reads open reports only, grouped by the object they are about; every read
// walks a partial index that holds open reports alone (create-reports).

export type NewReport = {
  reporterId: number;
  targetKind: ReportTargetKind;
  targetId: number;
  reason: ReportReason;
  detail: string;
  imageUrls: string[];
};

/** Files a report; undefined when this reporter already has one open on the object. */
export async function insertReport(db: Db, report: NewReport): Promise<number | undefined> {
  const row = await db
    .insertInto('reports')
    .values(report)
    .onConflict((oc) =>
      oc.columns(['reporterId', 'targetKind', 'targetId']).where('status', '=', 'open').doNothing(),
    )
    .returning('id')
    .executeTakeFirst();

  return row?.id;
}

export type ReportGroupRow = {
  targetKind: ReportTargetKind;
  targetId: number;
  count: number;
  reasons: { reason: ReportReason; count: number }[];
  details: string[];
  images: string[];
  firstAt: Date;
};

/** One page of reported objects with open reports, who has waited longest first, and how many there are. */
export async function listOpenReportGroups(
  db: Db,
  page: { page: number; pageSize: number },
): Promise<{ rows: ReportGroupRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    sql<ReportGroupRow>`
      select g.target_kind as "targetKind", g.target_id as "targetId", g.count, g.first_at as "firstAt",
        (select coalesce(json_agg(json_build_object('reason', x.reason, 'count', x.n) order by x.n desc, x.reason), '[]')
           from (select reason, count(*)::int as n from reports r
                 where r.status = 'open' and r.target_kind = g.target_kind and r.target_id = g.target_id
                 group by reason) x) as reasons,
        (select coalesce(json_agg(d.detail order by d.created_at desc), '[]')
           from (select detail, created_at from reports r
                 where r.status = 'open' and r.target_kind = g.target_kind and r.target_id = g.target_id
                   and r.detail <> ''
                 order by created_at desc limit 5) d) as details,
        (select coalesce(json_agg(i.url order by i.created_at desc), '[]')
           from (select url, created_at from reports r, unnest(r.image_urls) as url
                 where r.status = 'open' and r.target_kind = g.target_kind and r.target_id = g.target_id
                 order by created_at desc limit 9) i) as images
      from (select target_kind, target_id, count(*)::int as count, min(created_at) as first_at
            from reports where status = 'open' group by target_kind, target_id) g
      order by g.first_at, g.target_kind, g.target_id
      limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`.execute(db),
    countOpenReportGroups(db),
  ]);

  return { rows: rows.rows, total };
}

/** One row per reported object with open reports (reports_open_target_idx). */
export const openReportGroups = sql`select 1 from reports where status = 'open' group by target_kind, target_id`;

/** Reported objects with open reports. */
export async function countOpenReportGroups(db: Db): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from (${openReportGroups}) g`.execute(
    db,
  );

  return rows[0]?.n ?? 0;
}

/** Closes every open report on the object; answers each closed report's id and reporter. */
export function closeOpenReports(
  db: Db,
  target: { kind: ReportTargetKind; id: number },
  close: { status: 'upheld' | 'dismissed'; outcome: string; operatorId: number },
) {
  return db
    .updateTable('reports')
    .set({
      status: close.status,
      outcome: close.outcome,
      handledBy: close.operatorId,
      handledAt: sql<Date>`now()`,
    })
    .where('targetKind', '=', target.kind)
    .where('targetId', '=', target.id)
    .where('status', '=', 'open')
    .returning(['id', 'reporterId'])
    .execute();
}

/** What the queue shows of reported objects: text, author and link, by kind, in one query each. */
export async function describeTargets(db: Db, kind: ReportTargetKind, ids: number[]) {
  if (ids.length === 0) return [];
  const author = [
    'u.id as authorId',
    'u.nickname as authorNickname',
    'u.slug as authorSlug',
    'u.phone as authorPhone',
  ] as const;
  switch (kind) {
    case 'post':
      return db
        .selectFrom('posts')
        .innerJoin('users as u', 'u.id', 'posts.authorId')
        .select(['posts.id', 'posts.title as text', sql<number | null>`posts.id`.as('postId'), ...author])
        .where('posts.id', 'in', ids)
        .execute();
    case 'comment':
      return db
        .selectFrom('comments as c')
        .innerJoin('users as u', 'u.id', 'c.authorId')
        .select(['c.id', 'c.content as text', sql<number | null>`c.post_id`.as('postId'), ...author])
        .where('c.id', 'in', ids)
        .execute();
    case 'message':
      return db
        .selectFrom('messages as m')
        .innerJoin('users as u', 'u.id', 'm.senderId')
        .select([
          'm.id',
          sql<string>`case when m.content = '' then '[图片]' else m.content end`.as('text'),
          sql<number | null>`null::int`.as('postId'),
          ...author,
        ])
        .where('m.id', 'in', ids)
        .execute();
    case 'user':
      return db
        .selectFrom('users as u')
        .select(['u.id', 'u.nickname as text', sql<number | null>`null::int`.as('postId'), ...author])
        .where('u.id', 'in', ids)
        .execute();
  }
}
