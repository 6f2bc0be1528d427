import { type Kysely, sql } from 'kysely';

// IP属地 (《互联网用户账号信息管理规定》 art. 12, docs/GOVERNANCE.md): where a comment, reply or post
// was written from, and a user's last known place for their profile (their last sign-in, comment or
// post). A place name only (广东, 美国, 未知), never the address: the check refuses anything with a
// digit, a Latin letter, a colon or a dot, which every IPv4 and IPv6 address has. Null: written
// before this column existed.
const TABLES = ['comments', 'posts', 'users'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`
      alter table ${sql.table(table)} add column ip_region text
        constraint ${sql.id(`${table}_ip_region_is_a_place`)}
        check (char_length(ip_region) between 1 and 20 and ip_region !~ '[0-9A-Za-z:.]')`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await sql`alter table ${sql.table(table)} drop column ip_region`.execute(db);
}
