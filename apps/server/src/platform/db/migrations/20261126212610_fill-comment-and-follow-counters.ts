import { type Kysely, sql } from 'kysely';

// add-comment-and-follow-counters started every counter at 0, and its triggers count only changes
// made after it: on a database that already had comments and follows, lists, totals and follower
// counts read 0 until someone ran the recount script. This fills them from the rows, in the same
// transaction as the schema change that needs them (the statements of recountCounters in
// modules/content/counter.repository.ts, copied: a migration must not change when that code does).
// On a new database the tables are empty and this costs nothing.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Counts must not move while they are filled (a process still running the previous release).
  await sql`lock table comments, follows in share mode`.execute(db);
  await sql`
    update posts p set comment_count = x.counted, root_comment_count = x.roots
    from (select p2.id,
            count(c.id) filter (where c.deleted_at is null)::int as counted,
            count(c.id) filter (where c.deleted_at is null and c.root_id is null)::int as roots
          from posts p2 left join comments c on c.post_id = p2.id group by p2.id) x
    where p.id = x.id and (p.comment_count <> x.counted or p.root_comment_count <> x.roots)`.execute(db);
  await sql`
    update comments r set reply_count = x.counted
    from (select r2.id, count(c.id) filter (where c.deleted_at is null)::int as counted
          from comments r2 left join comments c on c.root_id = r2.id
          where r2.root_id is null group by r2.id) x
    where r.id = x.id and r.reply_count <> x.counted`.execute(db);
  await sql`
    update users u set follower_count = x.followers, following_count = x.following
    from (select u2.id,
            (select count(*)::int from follows f where f.followee_id = u2.id) as followers,
            (select count(*)::int from follows f where f.follower_id = u2.id) as following
          from users u2) x
    where u.id = x.id and (u.follower_count <> x.followers or u.following_count <> x.following)`.execute(db);
}

/** Nothing to undo: the counters stay right, and the previous migration's down drops them. */
export async function down(): Promise<void> {}
