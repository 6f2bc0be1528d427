import { type Kysely, sql } from 'kysely';

// Split mode (docs/MONEY.md "Money flow"): a withdrawal is Huifu's 取现 from the creator's own Huifu
// account to the card bound to it (provider 'huifu'). Like the rest of the payout account, the
// account and the card's token are kept with the withdrawal as they were when it was requested.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table withdrawals
      drop constraint withdrawals_provider_check,
      add constraint withdrawals_provider_check check (provider in ('manual', 'simulated', 'huifu')),
      add column huifu_id text,
      add column huifu_token_no text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from withdrawals where provider = 'huifu'`.execute(db);
  await sql`
    alter table withdrawals
      drop column huifu_id,
      drop column huifu_token_no,
      drop constraint withdrawals_provider_check,
      add constraint withdrawals_provider_check check (provider in ('manual', 'simulated'))`.execute(db);
}
