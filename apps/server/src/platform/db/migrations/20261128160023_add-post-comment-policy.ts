import { type Kysely, sql } from 'kysely';

// Creators decide who may comment on each post (DESIGN 8): everyone (the default, as before), their
// followers, their plans' members, or nobody. Comments already written stay listed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table posts add column comment_policy text not null default 'open'
      check (comment_policy in ('open', 'followers', 'supporters', 'closed'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table posts drop column comment_policy`.execute(db);
}
