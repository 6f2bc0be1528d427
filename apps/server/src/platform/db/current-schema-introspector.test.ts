import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { isPostgresTier } from '../../../test/provided';
import { useTestApp } from '../../../test/test-app';
import { migrateToLatest } from './migrate';

const t = useTestApp();

describe('the introspector the migrator uses', () => {
  it("lists the current schema's tables and columns as PostgreSQL describes them", async () => {
    const tables = await t.db.introspection.getTables();
    const users = tables.find((table) => table.name === 'users');

    expect(tables.some((table) => table.name.startsWith('kysely_'))).toBe(false);
    expect(new Set(tables.map((table) => table.schema)).size).toBe(1);
    expect(users?.isView).toBe(false);
    expect(users?.columns.find((c) => c.name === 'id')).toMatchObject({
      dataType: 'int4',
      isAutoIncrementing: true,
      isNullable: false,
    });
    expect(users?.columns.find((c) => c.name === 'created_at')).toMatchObject({ hasDefaultValue: true });
    expect(users?.columns.find((c) => c.name === 'bio')).toMatchObject({
      dataType: 'text',
      isAutoIncrementing: false,
    });
    const withKysely = await t.db.introspection.getTables({ withInternalKyselyTables: true });
    expect(withKysely.map((table) => table.name)).toContain('kysely_migration');
  });

  // Kysely's own PostgreSQL introspector names every table of every schema, so a schema dropped
  // meanwhile made it fail with "schema … does not exist" (a test file's migration, a second
  // process starting while another migrates).
  it.runIf(isPostgresTier())(
    'is not broken by other schemas being created and dropped meanwhile',
    async () => {
      const admin = new pg.Client({ connectionString: inject('postgresUrl') });
      await admin.connect();
      let churning = true;
      const churn = (async () => {
        while (churning) {
          const schema = `churn_${randomBytes(5).toString('hex')}`;
          const tables = Array.from(
            { length: 20 },
            (_, i) => `create table ${schema}.t${i} (id serial, v text)`,
          );
          await admin.query(`create schema ${schema}; ${tables.join('; ')}`);
          await admin.query(`drop schema ${schema} cascade`);
        }
      })();
      try {
        for (let i = 0; i < 20; i++) await migrateToLatest(t.db);
      } finally {
        churning = false;
        await churn;
        await admin.end();
      }
    },
  );
});
