import { type Kysely, sql } from 'kysely';

// Split mode (MONEY_FLOW=huifu-split, docs/MONEY.md "Money flow"): a payment made in it carries the
// split Huifu applies at payment, fixed when the order is placed: the creator's Huifu account
// (split_huifu_id) gets the amount less split_fee_fen, our merchant account the fee. Null both: the
// payment is the platform's to hold (ledger mode). Every attempt of one payment carries the same split.
// A refund of a split payment carries its own split, fixed when it is recorded: the platform's part
// (split_fee_fen) from our merchant account, the rest from the creator's.
const TABLES = ['payments', 'refunds'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`
      alter table ${sql.table(table)}
        add column split_huifu_id text,
        add column split_fee_fen integer,
        add constraint ${sql.id(`${table}_split_whole`)} check (
          (split_huifu_id is null) = (split_fee_fen is null)
          and (split_fee_fen is null or split_fee_fen between 0 and amount_fen))`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [...TABLES].reverse()) {
    await sql`
      alter table ${sql.table(table)}
        drop constraint ${sql.id(`${table}_split_whole`)}, drop column split_huifu_id, drop column split_fee_fen`.execute(
      db,
    );
  }
}
