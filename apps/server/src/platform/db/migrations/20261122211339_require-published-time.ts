import { type Kysely, sql } from 'kysely';

// A published post always has its time: the policy's "live" and "scheduled" (post.policy.ts) then
// split every published row between them, in TypeScript and in SQL alike. The code has always set
// the time on publishing; this makes the rule hold for any writer.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table posts add constraint posts_published_has_time
      check (status <> 'published' or published_at is not null)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table posts drop constraint posts_published_has_time`.execute(db);
}
