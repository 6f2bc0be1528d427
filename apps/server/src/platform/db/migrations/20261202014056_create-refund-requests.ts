import { type Kysely, sql } from 'kysely';

// Refund requests (docs/MINORS.md, issue 23 item 3): a buyer asks for a refund of a paid order within
// the window; the creator or an operator grants it (the refund it made is `refund_id`) or refuses it
// with a reason, or it expires at `deadline_at`. At most one open request per order (partial unique
// index), so two racing requests cannot both stand.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table refund_requests (
      id serial primary key,
      order_id integer not null references orders(id),
      buyer_id integer not null references users(id),
      creator_id integer not null references users(id),
      reason text not null,
      detail text not null default '',
      status text not null default 'requested'
        check (status in ('requested', 'refunded', 'refused', 'expired')),
      deadline_at timestamptz not null,
      decided_at timestamptz,
      decided_by text check (decided_by in ('creator', 'operator')),
      operator_id integer references users(id),
      refusal text,
      refund_id integer references refunds(id),
      created_at timestamptz not null default now(),
      constraint refund_requests_decision_check check (
        (status = 'requested') = (decided_at is null)
        and (status = 'refused') = (refusal is not null)
        and (status = 'refunded') = (refund_id is not null)
      )
    )`.execute(db);
  await sql`
    create unique index refund_requests_one_open_idx on refund_requests (order_id)
    where status = 'requested'`.execute(db);
  await sql`create index refund_requests_order_idx on refund_requests (order_id, id desc)`.execute(db);
  await sql`
    create index refund_requests_creator_idx on refund_requests (creator_id, status, deadline_at, id)`.execute(
    db,
  );
  await sql`create index refund_requests_queue_idx on refund_requests (status, deadline_at, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table refund_requests`.execute(db);
}
