import { type Kysely, sql } from 'kysely';

// Issue 24 item 4, the rest: a plan bought as a link (礼物链接) anyone may redeem, once. The order
// stays the buyer's; its months go to whoever redeems the link first (then `gift_to_id` names them,
// as for a plan given by profile). Until then nobody holds them; a full refund stops the link.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table orders
      add column gift_link boolean not null default false,
      add constraint orders_gift_link_plan_only check (not gift_link or kind = 'plan')
  `.execute(db);
  await sql`
    create table plan_gift_links (
      order_id integer primary key references orders(id),
      token text not null unique,
      redeemed_by integer references users(id),
      redeemed_at timestamptz,
      constraint plan_gift_links_redeemed_together check ((redeemed_by is null) = (redeemed_at is null))
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table plan_gift_links`.execute(db);
  await sql`alter table orders drop constraint orders_gift_link_plan_only, drop column gift_link`.execute(db);
}
