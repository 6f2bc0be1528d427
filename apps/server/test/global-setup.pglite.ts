import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { databaseFromPGlite, pgliteExtensions, pgliteStartParams } from '../src/platform/db/database';
import { migrateToLatest } from '../src/platform/db/migrate';
import './provided';

/** Creates and migrates PGlite once (slow: initdb), then dumps it for each test file to clone (fast). */
export default async function setup(project: TestProject) {
  const started = Date.now();
  const pglite = await PGlite.create({ extensions: pgliteExtensions, startParams: pgliteStartParams });
  const database = databaseFromPGlite(pglite);
  await migrateToLatest(database.db);
  const dump = await pglite.dumpDataDir('none');
  await database.close();

  const file = join(tmpdir(), `frog-pglite-${process.pid}-${Date.now()}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpFile', file);
  console.log(`server: PGlite migrated once in ${Date.now() - started} ms, cloned per test file`);

  return async () => {
    await rm(file, { force: true });
  };
}
