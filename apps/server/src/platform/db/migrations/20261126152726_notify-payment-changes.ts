import { type Kysely, sql } from 'kysely';

// A waiting cashier polls its payment's status every second; each process keeps what a poll needs
// in memory (platform/cache/payment-poll-cache.ts). This trigger tells every process when that changed:
// NOTIFY frog_payment with the payment number, once the transaction commits, whenever a payment's
// status or query schedule moves (a notification applied, a query step claimed, an expiry) and
// whatever code moved it. A paid payment is then read again at its cashier's next poll.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_payment_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('frog_payment', new.payment_no);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger payments_notify_poll_state
    after update of status, next_query_at, query_step, req_seq_id, req_date on payments
    for each row
    when (old.status is distinct from new.status
      or old.next_query_at is distinct from new.next_query_at
      or old.query_step is distinct from new.query_step
      or old.req_seq_id is distinct from new.req_seq_id
      or old.req_date is distinct from new.req_date)
    execute function notify_payment_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger payments_notify_poll_state on payments`.execute(db);
  await sql`drop function notify_payment_changed()`.execute(db);
}
