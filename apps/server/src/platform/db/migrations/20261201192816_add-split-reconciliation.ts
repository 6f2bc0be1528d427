import { type Kysely, sql } from 'kysely';

// SPLIT_BILL reconciliation (docs/MONEY.md "Daily reconciliation", split mode):
// - reconciliation_split_lines: a split day's bill lines while it is matched, one per receiver of a
//   payment's or refund's split (unlogged staging like reconciliation_lines, emptied after each run).
// - reconciliation_flags.receiver_huifu_id: the receiver a split flag is about ('' for a trade bill's
//   flag), part of the flag's identity, so both receivers of one payment can each have a flag.
// - bill_queries.bill_type: each bill type has its own few queries a day (Huifu's file query names
//   one bill type; a split day would otherwise wait for the next day behind the trade bill's).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create unlogged table reconciliation_split_lines (
      day_id integer not null,
      line_no integer not null,
      kind text not null,
      req_seq_id text not null,
      hf_seq_id text not null,
      receiver_huifu_id text not null,
      trans_stat text not null,
      amount_fen bigint not null,
      finished_at timestamptz not null,
      payment_id integer,
      refund_id integer,
      our_state text,
      our_amount_fen bigint,
      our_at timestamptz,
      primary key (day_id, line_no)
    )`.execute(db);
  await sql`
    alter table reconciliation_flags
      add column receiver_huifu_id text not null default '',
      drop constraint reconciliation_flags_day_id_kind_req_seq_id_key,
      add constraint reconciliation_flags_identity_key unique (day_id, kind, req_seq_id, receiver_huifu_id)`.execute(
    db,
  );
  await sql`
    alter table bill_queries
      add column bill_type text not null default 'TRADE_BILL',
      drop constraint bill_queries_pkey,
      add primary key (huifu_id, queried_on, bill_type)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from bill_queries where bill_type <> 'TRADE_BILL'`.execute(db);
  await sql`
    alter table bill_queries
      drop constraint bill_queries_pkey, drop column bill_type, add primary key (huifu_id, queried_on)`.execute(
    db,
  );
  await sql`delete from reconciliation_flags where receiver_huifu_id <> ''`.execute(db);
  await sql`
    alter table reconciliation_flags
      drop constraint reconciliation_flags_identity_key, drop column receiver_huifu_id,
      add constraint reconciliation_flags_day_id_kind_req_seq_id_key unique (day_id, kind, req_seq_id)`.execute(
    db,
  );
  await sql`drop table reconciliation_split_lines`.execute(db);
}
