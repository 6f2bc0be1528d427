import { type Kysely, sql } from 'kysely';

// Issue 24 item 3: a plan may offer N free days, once per supporter and creator. The trial opens the
// plan like paid months do (a plan_subscriptions period, so every paywall reader holds unchanged);
// plan_trials remembers who has had one from which creator (its key makes "once" hold under races)
// and which period is the trial, so the notices say 试用, not 到期续费. No money moves: no order.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table support_plans
      add column trial_days smallint not null default 0 check (trial_days between 0 and 30)
  `.execute(db);
  await sql`
    create table plan_trials (
      user_id integer not null references users(id),
      creator_id integer not null references users(id),
      plan_id integer not null references support_plans(id),
      days smallint not null check (days between 1 and 30),
      starts_at timestamptz not null,
      ends_at timestamptz not null,
      created_at timestamptz not null default now(),
      primary key (user_id, creator_id)
    )
  `.execute(db);
  // Joined from a membership (user, plan) by the notices and the membership answers.
  await sql`create index plan_trials_user_plan on plan_trials (user_id, plan_id)`.execute(db);
  // The expiry job's window of trials ending soon or just ended.
  await sql`create index plan_trials_ends on plan_trials (ends_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table plan_trials`.execute(db);
  await sql`alter table support_plans drop column trial_days`.execute(db);
}
