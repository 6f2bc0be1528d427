import { type Kysely, sql } from 'kysely';

// The comments UPDATE trigger of add-comment-and-follow-counters joined its old and new transition
// tables on id. PostgreSQL plans a transition table as one row, so the join was a nested loop:
// quadratic in the rows one statement updates (10,000 replies added at once took 12 s in it, 300,000
// would take hours; an operator hiding every comment of a user is such a statement). Now each side
// is counted on its own, linear: +1 for every live row after, -1 for every live row before, summed
// per post and thread by comments_apply_counts (which skips sums of 0). The same counts as before,
// and right even if an update moved a comment.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function comments_counted_update() returns trigger language plpgsql as $$
    begin
      perform comments_apply_counts(array(
        select row(post_id, root_id, 1)::comment_count_delta from new_rows where deleted_at is null
        union all
        select row(post_id, root_id, -1)::comment_count_delta from old_rows where deleted_at is null));
      return null;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function comments_counted_update() returns trigger language plpgsql as $$
    begin
      perform comments_apply_counts(array(
        select row(n.post_id, n.root_id, (n.deleted_at is null)::int - (o.deleted_at is null)::int)::comment_count_delta
        from new_rows n join old_rows o on o.id = n.id
        where (n.deleted_at is null) <> (o.deleted_at is null)));
      return null;
    end $$`.execute(db);
}
