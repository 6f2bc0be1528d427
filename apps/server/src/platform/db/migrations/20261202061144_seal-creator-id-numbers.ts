import { type Kysely, sql } from 'kysely';

// Creators' ID numbers sealed (issue 22, docs/TAX.md "ID numbers"): the quarterly report of 国务院令第
// 810 号 needs the number itself, not only its hash. AES-256-GCM (platform/lib/secret-box.ts, context
// creator-id:<user_id>) under IDENTITY_ENCRYPTION_KEY, with the id of the key that sealed it so the key
// can rotate (platform/lib/key-ring.ts). Both or neither: rows from before have neither and the report
// shows 未留存 for them. Opened only by the quarterly export; no API answers it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table creator_applications
      add column id_number_sealed text,
      add column id_number_key_id text,
      add constraint creator_applications_id_sealed_check
        check ((id_number_sealed is null) = (id_number_key_id is null))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table creator_applications
      drop constraint creator_applications_id_sealed_check,
      drop column id_number_key_id,
      drop column id_number_sealed`.execute(db);
}
