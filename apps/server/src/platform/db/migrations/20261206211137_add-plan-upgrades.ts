import { type Kysely, sql } from 'kysely';

// Issue 24 item 1, the rest: a member moves up to a dearer plan of the same creator by paying only
// the difference for the time they have left. The order names the plan it moves from and the days
// it was priced for; once paid, the time actually moved off the old plan (its remaining time at
// that moment) is recorded, so a full refund puts exactly that back. No months are bought.
// Keep to PostgreSQL 15 SQL: PGlite (PG 18) and the real server run the same migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table orders
      add column upgrade_from_plan_id integer references support_plans(id),
      add column upgrade_days integer,
      add column upgrade_moved_seconds integer check (upgrade_moved_seconds >= 0),
      add constraint orders_upgrade_shape check (
        (upgrade_from_plan_id is null and upgrade_days is null and upgrade_moved_seconds is null)
        or (kind = 'plan' and months is null and gift_to_id is null and not gift_link
            and upgrade_days >= 1 and upgrade_from_plan_id <> plan_id))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table orders drop constraint orders_upgrade_shape,
      drop column upgrade_moved_seconds, drop column upgrade_days, drop column upgrade_from_plan_id
  `.execute(db);
}
