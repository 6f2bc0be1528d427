import { type Kysely, sql } from 'kysely';

// The operator console (issue 10):
// - audit_log: one row per operator action (who, when, what, target, before → after, why),
//   append-only: a trigger refuses every update, delete and truncate, like ledger_entries.
// - users: a ban (when, why, by whom); sessions of a banned user are ended by the ban itself.
// - posts: a takedown beside the author's own status, so a restore gives the post back as it was.
// - complaints: open → handled (note) | refunded (the refund), with who handled it.
// - orders: when a flag was raised (a trigger keeps it, whatever code sets flagged_reason) and how
//   it was resolved; a new reason re-opens a resolved flag. payment_events of unknown payments get
//   the same resolution.
// Keep to PostgreSQL 15 SQL: PGlite (PG 18) and the real server run the same migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table audit_log (
      id integer primary key generated always as identity,
      operator_id integer not null references users(id),
      action text not null,
      target_kind text not null,
      target_id text not null,
      before jsonb,
      after jsonb,
      reason text not null default '',
      created_at timestamptz not null default now()
    )`.execute(db);
  // Newest first is id order (identity, assigned as entries are written): keyset paging on id alone.
  await sql`create index audit_log_created_idx on audit_log (created_at)`.execute(db);
  await sql`create index audit_log_operator_idx on audit_log (operator_id, id desc)`.execute(db);
  await sql`create index audit_log_action_idx on audit_log (action, id desc)`.execute(db);
  await sql`create index audit_log_target_idx on audit_log (target_kind, target_id, id desc)`.execute(db);
  await sql`
    create or replace function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'the audit log is append-only: entries are never changed or removed'
        using errcode = '55000';
    end $$`.execute(db);
  await sql`
    create trigger audit_log_append_only before update or delete on audit_log
    for each row execute function audit_log_append_only()`.execute(db);
  await sql`
    create trigger audit_log_no_truncate before truncate on audit_log
    for each statement execute function audit_log_append_only()`.execute(db);

  await sql`alter table users add column banned_at timestamptz`.execute(db);
  await sql`alter table users add column ban_reason text`.execute(db);
  await sql`alter table users add column banned_by integer references users(id)`.execute(db);
  await sql`create index users_banned_idx on users (banned_at desc) where banned_at is not null`.execute(db);

  await sql`alter table posts add column taken_down_at timestamptz`.execute(db);
  await sql`alter table posts add column takedown_reason text`.execute(db);
  await sql`alter table posts add column taken_down_by integer references users(id)`.execute(db);
  await sql`
    create index posts_taken_down_idx on posts (taken_down_at desc, id desc)
    where taken_down_at is not null`.execute(db);
  await sql`create index posts_created_idx on posts (created_at desc, id desc)`.execute(db);

  await sql`alter table complaints drop constraint if exists complaints_status_check`.execute(db);
  await sql`update complaints set status = 'handled' where status <> 'open'`.execute(db);
  await sql`
    alter table complaints add constraint complaints_status_check
    check (status in ('open', 'handled', 'refunded'))`.execute(db);
  await sql`alter table complaints add column note text`.execute(db);
  await sql`alter table complaints add column handled_by integer references users(id)`.execute(db);
  await sql`alter table complaints add column handled_at timestamptz`.execute(db);
  await sql`alter table complaints add column refund_id integer references refunds(id)`.execute(db);
  await sql`create index complaints_queue_idx on complaints (status, created_at, id)`.execute(db);
  await sql`create index complaints_payment_idx on complaints (payment_no)`.execute(db);

  await sql`alter table orders add column flagged_at timestamptz`.execute(db);
  await sql`alter table orders add column flag_resolved_at timestamptz`.execute(db);
  await sql`alter table orders add column flag_resolved_by integer references users(id)`.execute(db);
  await sql`alter table orders add column flag_note text`.execute(db);
  await sql`alter table orders add column flag_refund_id integer references refunds(id)`.execute(db);
  await sql`
    update orders set flagged_at = coalesce(paid_at, created_at) where flagged_reason is not null`.execute(
    db,
  );
  await sql`
    create or replace function orders_flag_raised() returns trigger language plpgsql as $$
    begin
      if new.flagged_reason is not null and new.flagged_reason is distinct from old.flagged_reason then
        new.flagged_at := now();
        new.flag_resolved_at := null;
        new.flag_resolved_by := null;
        new.flag_note := null;
        new.flag_refund_id := null;
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger orders_flag_raised before update of flagged_reason on orders
    for each row execute function orders_flag_raised()`.execute(db);
  await sql`
    create index orders_flag_open_idx on orders (flagged_at, id)
    where flagged_reason is not null and flag_resolved_at is null`.execute(db);
  await sql`
    create index orders_flag_resolved_idx on orders (flag_resolved_at desc, id desc)
    where flag_resolved_at is not null`.execute(db);
  await sql`create index orders_creator_created_idx on orders (creator_id, created_at desc, id desc)`.execute(
    db,
  );
  // Complaints about a post (the console's content list) go complaint → payment → order → post.
  await sql`create index orders_post_idx on orders (post_id) where post_id is not null`.execute(db);

  await sql`alter table payment_events add column resolved_at timestamptz`.execute(db);
  await sql`alter table payment_events add column resolved_by integer references users(id)`.execute(db);
  await sql`alter table payment_events add column resolution_note text`.execute(db);
  await sql`create index payment_events_payment_idx on payment_events (payment_id, id) where payment_id is not null`.execute(
    db,
  );
  await sql`
    create index payment_events_unknown_open_idx on payment_events (created_at, id)
    where outcome = 'unknown_payment' and resolved_at is null`.execute(db);
  await sql`
    create index payment_events_unknown_resolved_idx on payment_events (resolved_at desc, id desc)
    where outcome = 'unknown_payment' and resolved_at is not null`.execute(db);

  await sql`create index comments_post_all_idx on comments (post_id, created_at desc, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index comments_post_all_idx`.execute(db);
  await sql`drop index payment_events_unknown_resolved_idx`.execute(db);
  await sql`drop index payment_events_unknown_open_idx`.execute(db);
  await sql`drop index payment_events_payment_idx`.execute(db);
  for (const column of ['resolution_note', 'resolved_by', 'resolved_at'])
    await sql`alter table payment_events drop column ${sql.id(column)}`.execute(db);
  await sql`drop index orders_post_idx`.execute(db);
  await sql`drop index orders_creator_created_idx`.execute(db);
  await sql`drop trigger orders_flag_raised on orders`.execute(db);
  await sql`drop function orders_flag_raised()`.execute(db);
  for (const column of ['flag_refund_id', 'flag_note', 'flag_resolved_by', 'flag_resolved_at', 'flagged_at'])
    await sql`alter table orders drop column ${sql.id(column)}`.execute(db);
  await sql`drop index complaints_payment_idx`.execute(db);
  await sql`drop index complaints_queue_idx`.execute(db);
  for (const column of ['refund_id', 'handled_at', 'handled_by', 'note'])
    await sql`alter table complaints drop column ${sql.id(column)}`.execute(db);
  await sql`alter table complaints drop constraint complaints_status_check`.execute(db);
  await sql`update complaints set status = 'resolved' where status <> 'open'`.execute(db);
  await sql`
    alter table complaints add constraint complaints_status_check
    check (status in ('open', 'resolved', 'rejected'))`.execute(db);
  await sql`drop index posts_created_idx`.execute(db);
  for (const column of ['taken_down_by', 'takedown_reason', 'taken_down_at'])
    await sql`alter table posts drop column ${sql.id(column)}`.execute(db);
  for (const column of ['banned_by', 'ban_reason', 'banned_at'])
    await sql`alter table users drop column ${sql.id(column)}`.execute(db);
  await sql`drop table audit_log`.execute(db);
  await sql`drop function audit_log_append_only()`.execute(db);
}
