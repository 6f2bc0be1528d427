import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { isPostgresTier } from '../../../test/provided';
import { createDatabase, pgliteDataDir } from './database';
import { initEmbeddedDataDir } from './embedded-initdb';

// The embedded database as `npm start` opens it (DATA_DIR, no DATABASE_URL): only meaningful on the
// PGlite tier, whatever TEST_DATABASE_URL says.
describe.skipIf(isPostgresTier())('the embedded database in DATA_DIR (PGlite tier only)', () => {
  const folders: string[] = [];
  const newDataDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'frog-embedded-'));
    folders.push(dir);

    return dir;
  };
  afterEach(async () => {
    for (const dir of folders.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  it('a first start creates the database, a restart finds what was written, nothing is left beside it', async () => {
    const dataDir = await newDataDir();
    const env = { DATA_DIR: dataDir, DATABASE_URL: undefined };

    const first = await createDatabase(env);
    await sql`create table notes (body text)`.execute(first.db);
    await sql`insert into notes values ('第一次启动')`.execute(first.db);
    await first.close();
    expect(existsSync(join(pgliteDataDir(env), 'PG_VERSION'))).toBe(true);
    expect(await readdir(dataDir)).toEqual(['pgdata']);

    const again = await createDatabase(env);
    try {
      const { rows } = await sql<{ body: string }>`select body from notes`.execute(again.db);
      expect(rows).toEqual([{ body: '第一次启动' }]);
      // The embedded settings (database.ts pgliteSettings), on top of PGlite's own parameters.
      const setting = async (name: string) =>
        (await sql<{ value: string }>`select current_setting(${name}) as value`.execute(again.db)).rows[0]
          ?.value;
      expect(await setting('shared_buffers')).toBe('16MB');
      expect(await setting('maintenance_work_mem')).toBe('16MB');
      expect(await setting('max_parallel_workers')).toBe('0');
    } finally {
      await again.close();
    }
  }, 120_000);

  it('a folder that cannot be created: the error names it and the cause, nothing is left behind', async () => {
    const parent = await newDataDir();
    // A file where the folder's parent should be.
    await writeFile(join(parent, 'not-a-folder'), '');
    const dir = join(parent, 'not-a-folder', 'pgdata');

    await expect(initEmbeddedDataDir(dir)).rejects.toThrow(`嵌入式数据库初始化失败（${dir}）：ENOTDIR`);
    expect(await readdir(parent)).toEqual(['not-a-folder']);
  }, 120_000);

  it('a failing initdb child: the error carries its exit code and output', async () => {
    // Nothing can be created under /proc: the child's PGlite fails to make its folder.
    const dir = '/proc/frog-no-such-folder/pgdata';

    await expect(initEmbeddedDataDir(dir)).rejects.toThrow(/initdb 子进程失败（退出码 1）：[\s\S]*ENOENT/);
  }, 120_000);
});
