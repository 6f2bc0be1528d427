import { type Kysely, sql } from 'kysely';
import { countedTrigger, deltas, joinedLivenessFlips, newMinusOld } from './lib/comment-counters';

// The comments UPDATE trigger of add-comment-and-follow-counters joined its old and new transition
// tables on id. PostgreSQL plans a transition table as one row, so the join was a nested loop:
// quadratic in the rows one statement updates (10,000 replies added at once took 12 s in it, 300,000
// would take hours; an operator hiding every comment of a user is such a statement). Now each side
// is counted on its own, linear: +1 for every live row after, -1 for every live row before, summed
// per post and thread by comments_apply_counts (which skips sums of 0). The same counts as before,
// and right even if an update moved a comment.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function comments_counted_update() returns trigger language plpgsql as $$${countedTrigger(
      newMinusOld(deltas('new_rows', 1, 'deleted_at is null'), deltas('old_rows', -1, 'deleted_at is null')),
    )}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function comments_counted_update() returns trigger language plpgsql as $$${countedTrigger(joinedLivenessFlips)}`.execute(
    db,
  );
}
