import { type Kysely, sql } from 'kysely';

// System notifications (issue 9): what a notice is about (a typed target the presenter turns into a
// same-site link), a dedupe key so one event can only ever produce one notice per recipient, and
// the indexes of the inbox: list newest first by id (cursor paging), the unread count (partial), the
// retention sweep of old read notices (partial on read_at). Existing rows keep a null key (a null
// never conflicts); every producer of this issue writes one.
// Plan subscriptions get the indexes of the expiry job (ends_at window) and of the new-post digest
// (active subscribers of a creator's plans).
// Keep to PostgreSQL 15 SQL: PGlite (PG 18) and the real server run the same migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table notifications
      add column target_kind text check (target_kind in (
        'order', 'post', 'user', 'plan', 'creator_application', 'withdrawal', 'reward_grant', 'payout_account'
      )),
      add column target_id integer,
      add column dedupe_key text,
      add constraint notifications_target_check check ((target_kind is null) = (target_id is null))`.execute(
    db,
  );
  await sql`create unique index notifications_dedupe_idx on notifications (user_id, dedupe_key)`.execute(db);
  await sql`drop index notifications_user_idx`.execute(db);
  await sql`create index notifications_user_list_idx on notifications (user_id, id desc)`.execute(db);
  await sql`create index notifications_unread_idx on notifications (user_id) where read_at is null`.execute(
    db,
  );
  await sql`create index notifications_read_at_idx on notifications (read_at) where read_at is not null`.execute(
    db,
  );
  await sql`create index plan_subscriptions_ends_idx on plan_subscriptions (ends_at)`.execute(db);
  await sql`create index plan_subscriptions_plan_ends_idx on plan_subscriptions (plan_id, ends_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index plan_subscriptions_plan_ends_idx`.execute(db);
  await sql`drop index plan_subscriptions_ends_idx`.execute(db);
  await sql`drop index notifications_read_at_idx`.execute(db);
  await sql`drop index notifications_unread_idx`.execute(db);
  await sql`drop index notifications_user_list_idx`.execute(db);
  await sql`create index notifications_user_idx on notifications (user_id, created_at desc)`.execute(db);
  await sql`drop index notifications_dedupe_idx`.execute(db);
  await sql`
    alter table notifications
      drop constraint notifications_target_check,
      drop column dedupe_key,
      drop column target_id,
      drop column target_kind`.execute(db);
}
