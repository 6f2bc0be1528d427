import { type Kysely, sql } from 'kysely';

// Complaint clocks (issue 23, item 4; docs/MINORS.md "Complaint clocks"): WeChat Pay asks a merchant
// to reply to a complaint within 24 hours of it and to resolve it within 72. Each complaint keeps
// both deadlines, when it was first answered, and `due_at`: the next deadline of an open complaint
// (the reply's until answered, then the resolution's; null once closed), which the console sorts by
// and the warning job scans (complaints_due_idx). Complaints imported from the payment channel's own
// queue (WeChat Pay 消费者投诉) carry their source and the channel's complaint id, once each.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table complaints
      add column source text not null default 'cashier' check (source in ('cashier', 'wechat')),
      add column channel_complaint_id text,
      add column first_reply_due_at timestamptz,
      add column resolve_due_at timestamptz,
      add column first_replied_at timestamptz,
      add column reply text,
      add column due_at timestamptz,
      add column due_warned_for timestamptz`.execute(db);
  await sql`
    update complaints set
      first_reply_due_at = created_at + interval '24 hours',
      resolve_due_at = created_at + interval '72 hours',
      first_replied_at = handled_at,
      due_at = case when status = 'open' then created_at + interval '24 hours' end`.execute(db);
  // A row inserted without them (a fixture, an older writer) still gets clocks from now.
  await sql`
    alter table complaints
      alter column first_reply_due_at set not null,
      alter column first_reply_due_at set default now() + interval '24 hours',
      alter column resolve_due_at set not null,
      alter column resolve_due_at set default now() + interval '72 hours',
      alter column due_at set default now() + interval '24 hours'`.execute(db);
  await sql`
    create unique index complaints_channel_complaint_key on complaints (source, channel_complaint_id)
    where channel_complaint_id is not null`.execute(db);
  await sql`create index complaints_due_idx on complaints (due_at, id) where status = 'open'`.execute(db);
  // Operators are told of deadlines: found by a partial index, not a scan of every user.
  await sql`create index users_operators_idx on users (id) where is_operator`.execute(db);
  // The list of all complaints: open ones first, nearest deadline first (closed ones have none).
  await sql`drop index complaints_open_first_idx`.execute(db);
  await sql`
    create index complaints_open_first_idx on complaints ((status <> 'open'), due_at, created_at, id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index complaints_open_first_idx`.execute(db);
  await sql`create index complaints_open_first_idx on complaints ((status <> 'open'), created_at, id)`.execute(
    db,
  );
  await sql`drop index users_operators_idx`.execute(db);
  await sql`drop index complaints_due_idx`.execute(db);
  await sql`drop index complaints_channel_complaint_key`.execute(db);
  await sql`
    alter table complaints
      drop column source,
      drop column channel_complaint_id,
      drop column first_reply_due_at,
      drop column resolve_due_at,
      drop column first_replied_at,
      drop column reply,
      drop column due_at,
      drop column due_warned_for`.execute(db);
}
