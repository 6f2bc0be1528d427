import { type Kysely, sql } from 'kysely';

// Split mode (MONEY_FLOW=huifu-split, docs/MONEY.md): a creator's payout account opens their own
// Huifu user account (huifu_id: payments are split into it) and binds the card they withdraw to
// (huifu_token_no: Huifu's name of that card). One Huifu account belongs to one creator.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payout_accounts add column huifu_id text, add column huifu_token_no text`.execute(db);
  await sql`create unique index payout_accounts_huifu_id_key on payout_accounts (huifu_id) where huifu_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index payout_accounts_huifu_id_key`.execute(db);
  await sql`alter table payout_accounts drop column huifu_id, drop column huifu_token_no`.execute(db);
}
