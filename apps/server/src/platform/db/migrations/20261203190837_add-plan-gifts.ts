import { type Kysely, sql } from 'kysely';

// Issue 24 item 4: a supporter may buy a plan for another user (by their profile address). The
// order stays the buyer's (they pay, their receipt, their refund); its months go to the recipient,
// and a full refund takes them back from the recipient. Only plans are given this way.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table orders
      add column gift_to_id integer references users(id),
      add constraint orders_gift_plan_only
        check (gift_to_id is null or (kind = 'plan' and gift_to_id <> buyer_id and gift_to_id <> creator_id))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders drop constraint orders_gift_plan_only, drop column gift_to_id`.execute(db);
}
