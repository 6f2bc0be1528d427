import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { addMigrationToIndex, migrationFileName, migrationTemplate } from './new-migration-lib';

// npm run db:migration:new -- add-post-table: writes a dated migration and registers it in migrations/index.ts.
const name = process.argv[2] ?? '';
const result = migrationFileName(name, new Date());
if (!result.ok) {
  console.error(result.message);
  process.exit(1);
}
const dir = new URL('../platform/db/migrations/', import.meta.url);
const indexFile = new URL('index.ts', dir);
const index = await readFile(indexFile, 'utf8');
await writeFile(new URL(`${result.fileName}.ts`, dir), migrationTemplate(), { flag: 'wx' });
await writeFile(indexFile, addMigrationToIndex(index, result.fileName));
console.log(`已创建迁移：${fileURLToPath(new URL(`${result.fileName}.ts`, dir))}`);
console.log('记得在同一次提交里更新 src/platform/db/types.ts。');
