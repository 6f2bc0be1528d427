import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { addMigrationToIndex, migrationFileName } from './new-migration-lib';

describe('db:migration:new', () => {
  it('names a migration YYYYMMDDHHMMSS_verb-object in UTC', () => {
    expect(migrationFileName('create-post-table', new Date('2026-11-21T08:05:09Z'))).toEqual({
      ok: true,
      fileName: '20261121080509_create-post-table',
    });
  });

  it.each(['', 'Posts', 'create_post', 'post'])('refuses the name %j with a Chinese hint', (name) => {
    const result = migrationFileName(name, new Date());

    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain('kebab-case');
  });

  it('registers the migration in the real index after the existing ones', async () => {
    const index = await readFile(new URL('../platform/db/migrations/index.ts', import.meta.url), 'utf8');
    const updated = addMigrationToIndex(index, '20991231235959_create-post-table');

    expect(updated).toContain("import * as m20991231235959 from './20991231235959_create-post-table';");
    expect(updated).toContain(
      "  '20991231235959_create-post-table': m20991231235959,\n  // new-migration:entries",
    );
    expect(updated.indexOf('create-identity-tables')).toBeLessThan(updated.indexOf('create-post-table'));
    expect(addMigrationToIndex(updated, '20991231235960_add-post-index')).toContain('add-post-index');
  });
});
