const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYYMMDDHHMMSS_verb-object` from a kebab-case name (UTC), or a Chinese message saying why not. */
export function migrationFileName(
  name: string,
  now: Date,
): { ok: true; fileName: string } | { ok: false; message: string } {
  if (!/^[a-z]+(-[a-z0-9]+)+$/.test(name)) {
    return {
      ok: false,
      message: '请给出 kebab-case 的“动词-对象”名称，例如：npm run db:migration:new -- create-post-table',
    };
  }
  const stamp =
    `${now.getUTCFullYear()}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}` +
    `${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}`;

  return { ok: true, fileName: `${stamp}_${name}` };
}

export const migrationTemplate = () => `import { type Kysely, sql } from 'kysely';

// Keep to PostgreSQL 15 SQL: PGlite (PG 18) and the real server run the same migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql\`select 1\`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql\`select 1\`.execute(db);
}
`;

const IMPORTS_MARKER = '// new-migration:imports';
const ENTRIES_MARKER = '  // new-migration:entries';

/** Adds an import and an entry for the migration to the static provider in migrations/index.ts. */
export function addMigrationToIndex(index: string, fileName: string): string {
  if (!index.includes(IMPORTS_MARKER) || !index.includes(ENTRIES_MARKER)) {
    throw new Error('migrations/index.ts 缺少 new-migration 标记行，请手动登记迁移');
  }
  const alias = `m${fileName.slice(0, 14)}`;

  return index
    .replace(IMPORTS_MARKER, `import * as ${alias} from './${fileName}';\n${IMPORTS_MARKER}`)
    .replace(ENTRIES_MARKER, `  '${fileName}': ${alias},\n${ENTRIES_MARKER}`);
}
