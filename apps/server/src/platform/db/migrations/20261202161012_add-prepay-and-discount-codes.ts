import { type Kysely, sql } from 'kysely';

// Issue 24 items 1–2: prepay savings per plan and creators' discount codes. An order keeps its list
// price and each saving, and a check makes amount = list − savings, so every discounted fen is
// explained by the order row itself (ledger:check reads the same equation).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table support_plans
      add column prepay3_pct smallint not null default 0 check (prepay3_pct between 0 and 50),
      add column prepay6_pct smallint not null default 0 check (prepay6_pct between 0 and 50),
      add column prepay12_pct smallint not null default 0 check (prepay12_pct between 0 and 50)
  `.execute(db);

  await sql`
    create table discount_codes (
      id serial primary key,
      creator_id integer not null references users(id),
      code text not null check (code ~ '^[A-Z0-9]{3,20}$'),
      kind text not null check (kind in ('percent', 'fixed')),
      percent_off smallint check (percent_off between 1 and 90),
      amount_off_fen integer check (amount_off_fen between 1 and 500000),
      scope text not null check (scope in ('creator', 'plan', 'post')),
      plan_id integer references support_plans(id),
      post_id integer references posts(id),
      max_uses integer check (max_uses between 1 and 100000),
      expires_at timestamptz,
      first_purchase_only boolean not null default false,
      disabled_at timestamptz,
      created_at timestamptz not null default now(),
      check ((kind = 'percent') = (percent_off is not null)),
      check ((kind = 'fixed') = (amount_off_fen is not null)),
      check ((scope = 'plan') = (plan_id is not null)),
      check ((scope = 'post') = (post_id is not null))
    )
  `.execute(db);
  await sql`create unique index discount_codes_creator_code on discount_codes (creator_id, code)`.execute(db);

  await sql`
    alter table orders
      add column list_fen integer,
      add column prepay_saving_fen integer not null default 0 check (prepay_saving_fen >= 0),
      add column discount_code_id integer references discount_codes(id),
      add column code_discount_fen integer not null default 0 check (code_discount_fen >= 0),
      add constraint orders_savings_explained check (
        amount_fen = coalesce(list_fen, amount_fen) - prepay_saving_fen - code_discount_fen
        and (discount_code_id is not null or code_discount_fen = 0)
      )
  `.execute(db);
  // A code's uses and revenue, and one buyer's earlier use of it.
  await sql`
    create index orders_discount_code on orders (discount_code_id, buyer_id) where discount_code_id is not null
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index orders_discount_code`.execute(db);
  await sql`
    alter table orders
      drop constraint orders_savings_explained,
      drop column code_discount_fen,
      drop column discount_code_id,
      drop column prepay_saving_fen,
      drop column list_fen
  `.execute(db);
  await sql`drop table discount_codes`.execute(db);
  await sql`
    alter table support_plans drop column prepay3_pct, drop column prepay6_pct, drop column prepay12_pct
  `.execute(db);
}
