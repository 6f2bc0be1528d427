import { sql } from 'kysely';
import type { Db } from '../../platform/db/db';

// The counts that triggers keep (migration add-comment-and-follow-counters), recomputed from the
// rows themselves: to fill them in an existing database and to check the triggers against. A comment
// counts while it is live (not deleted, not held for review, not kept to its author); a reply counts
// towards its post only while its top-level comment lists replies (migration
// count-replies-only-under-listed-comments). Likes are counted in tables of their own (migration
// create-likes), a missing row being 0.

const LISTED = (c: string) => sql.raw(`(${c}.held_at is null and not ${c}.author_only)`);
const LIVE = (c: string) =>
  sql.raw(`(${c}.deleted_at is null and ${c}.held_at is null and not ${c}.author_only)`);
/** Counts towards its post: live, and top-level or under a top-level comment that lists replies. */
const COUNTED = (c: string) =>
  sql`(${LIVE(c)} and (${sql.raw(c)}.root_id is null or exists (
    select 1 from comments root where root.id = ${sql.raw(c)}.root_id and ${LISTED('root')})))`;

function likeRecount(parent: string, counts: string, likes: string, column: string) {
  return sql`
    select t.id, coalesce((select c.like_count from ${sql.table(counts)} c where c.${sql.ref(column)} = t.id), 0) as stored,
      (select count(*)::int from ${sql.table(likes)} l where l.${sql.ref(column)} = t.id) as counted
    from ${sql.table(parent)} t`;
}

/** Sets a like count table to its recount: every liked target's count, 0 where nothing is liked any more. */
function likeRecountUpdates(counts: string, likes: string, column: string) {
  const [c, l, col] = [sql.table(counts), sql.table(likes), sql.ref(column)];

  return [
    sql`insert into ${c} (${col}, like_count) select ${col}, count(*)::int from ${l} group by ${col}
      on conflict (${col}) do update set like_count = excluded.like_count
      where ${c}.like_count <> excluded.like_count`,
    sql`update ${c} set like_count = 0
      where like_count <> 0 and not exists (select 1 from ${l} where ${l}.${col} = ${c}.${col})`,
  ];
}

/** What each counter should be, next to what it is, for every row where the two differ. */
export type CounterDifference = { counter: string; id: number; stored: number; counted: number };

const recounts = {
  'posts.comment_count': sql`
    select p.id, p.comment_count as stored,
      (select count(*)::int from comments c where c.post_id = p.id and ${COUNTED('c')}) as counted
    from posts p`,
  'posts.root_comment_count': sql`
    select p.id, p.root_comment_count as stored,
      (select count(*)::int from comments c
       where c.post_id = p.id and c.root_id is null and ${LIVE('c')}) as counted
    from posts p`,
  'comments.reply_count': sql`
    select r.id, r.reply_count as stored,
      (select count(*)::int from comments c where c.root_id = r.id and ${LIVE('c')}) as counted
    from comments r where r.root_id is null`,
  'users.follower_count': sql`
    select u.id, u.follower_count as stored,
      (select count(*)::int from follows f where f.followee_id = u.id) as counted
    from users u`,
  'users.following_count': sql`
    select u.id, u.following_count as stored,
      (select count(*)::int from follows f where f.follower_id = u.id) as counted
    from users u`,
  'post_like_counts.like_count': likeRecount('posts', 'post_like_counts', 'post_likes', 'post_id'),
  'comment_like_counts.like_count': likeRecount(
    'comments',
    'comment_like_counts',
    'comment_likes',
    'comment_id',
  ),
} as const;

/** Every stored count that differs from a recount of its rows (none when the triggers did their job). */
export async function diffCounters(db: Db): Promise<CounterDifference[]> {
  const differences: CounterDifference[] = [];
  for (const [counter, recount] of Object.entries(recounts)) {
    const { rows } = await sql<{ id: number; stored: number; counted: number }>`
      select * from (${recount}) x where x.stored <> x.counted order by x.id`.execute(db);
    differences.push(...rows.map((row) => ({ counter, ...row })));
  }

  return differences;
}

/** Sets every counter to its recount; answers how many rows changed. Safe to run at any time. */
export async function recountCounters(db: Db): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // Counts must not move while they are recounted.
    await sql`lock table comments, follows, post_likes, comment_likes in share mode`.execute(trx);
    const updates = [
      sql`update posts p set comment_count = x.counted, root_comment_count = x.roots
        from (select p2.id,
                count(c.id) filter (where ${COUNTED('c')})::int as counted,
                count(c.id) filter (where ${LIVE('c')} and c.root_id is null)::int as roots
              from posts p2 left join comments c on c.post_id = p2.id group by p2.id) x
        where p.id = x.id and (p.comment_count <> x.counted or p.root_comment_count <> x.roots)`,
      sql`update comments r set reply_count = x.counted
        from (select r2.id, count(c.id) filter (where ${LIVE('c')})::int as counted
              from comments r2 left join comments c on c.root_id = r2.id
              where r2.root_id is null group by r2.id) x
        where r.id = x.id and r.reply_count <> x.counted`,
      sql`update users u set follower_count = x.followers, following_count = x.following
        from (select u2.id,
                (select count(*)::int from follows f where f.followee_id = u2.id) as followers,
                (select count(*)::int from follows f where f.follower_id = u2.id) as following
              from users u2) x
        where u.id = x.id and (u.follower_count <> x.followers or u.following_count <> x.following)`,
      ...likeRecountUpdates('post_like_counts', 'post_likes', 'post_id'),
      ...likeRecountUpdates('comment_like_counts', 'comment_likes', 'comment_id'),
    ];
    let changed = 0;
    for (const update of updates) changed += Number((await update.execute(trx)).numAffectedRows ?? 0);

    return changed;
  });
}
