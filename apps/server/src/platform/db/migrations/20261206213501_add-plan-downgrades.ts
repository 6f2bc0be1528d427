import { type Kysely, sql } from 'kysely';

// Issue 24 item 1, the last part: a member of a dearer plan who buys a cheaper plan of the same
// creator may have its months start when the dearer period ends (降级), instead of both running at
// once. The order names the plan whose end it waits for; when paid, the moment its months begin is
// recorded (that plan's end then, or the payment if it had already ended), so 我的订单 shows the
// period the buyer really has.
// Keep to PostgreSQL 15 SQL: PGlite (PG 18) and the real server run the same migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table orders
      add column starts_after_plan_id integer references support_plans(id),
      add column scheduled_start_at timestamptz,
      add constraint orders_downgrade_shape check (
        (starts_after_plan_id is null and scheduled_start_at is null)
        or (kind = 'plan' and upgrade_from_plan_id is null and gift_to_id is null and not gift_link
            and starts_after_plan_id <> plan_id))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table orders drop constraint orders_downgrade_shape,
      drop column scheduled_start_at, drop column starts_after_plan_id
  `.execute(db);
}
