import { type Kysely, sql } from 'kysely';

// Guardians' refund requests (docs/MINORS.md, issue 23 item 3): a signed-in guardian names the minor's
// account by its phone (`minor_id` is that account when one exists, never told to the guardian) and
// describes their proof; an operator refunds every paid order of the minor or refuses. Each refund a
// grant made is a row of guardian_request_refunds (an order at most once per request).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table guardian_requests (
      id serial primary key,
      guardian_id integer not null references users(id),
      minor_phone text not null,
      minor_id integer references users(id),
      relation text not null check (relation in ('father', 'mother', 'other')),
      guardian_name text not null,
      contact text not null,
      proof text not null,
      detail text not null default '',
      status text not null default 'requested' check (status in ('requested', 'refunded', 'refused')),
      decision text,
      operator_id integer references users(id),
      decided_at timestamptz,
      created_at timestamptz not null default now(),
      constraint guardian_requests_decision_check check (
        (status = 'requested') = (decided_at is null) and (status = 'requested') = (decision is null)
      )
    )`.execute(db);
  await sql`create index guardian_requests_queue_idx on guardian_requests (status, created_at, id)`.execute(
    db,
  );
  await sql`
    create table guardian_request_refunds (
      request_id integer not null references guardian_requests(id),
      order_id integer not null references orders(id),
      refund_id integer not null unique references refunds(id),
      primary key (request_id, order_id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table guardian_request_refunds`.execute(db);
  await sql`drop table guardian_requests`.execute(db);
}
