import { type Kysely, sql } from 'kysely';

// A buyer's verified real name (docs/MINORS.md): asked once before paying, so their age is known and
// a minor's caps hold. The ID number is kept sealed (AES-256-GCM) and as an HMAC hash: one person's
// accounts share the hash, so the caps count all of them. The birth date is the only clear field the
// checks read.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table buyer_real_names (
      user_id integer primary key references users(id),
      real_name_masked text not null,
      id_number_masked text not null,
      id_number_sealed text not null,
      id_number_hash text not null,
      birth_date date not null,
      provider text not null,
      verified_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index buyer_real_names_id_hash_idx on buyer_real_names (id_number_hash)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table buyer_real_names`.execute(db);
}
