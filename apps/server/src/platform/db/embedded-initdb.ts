import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, rename, rm, rmdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** What the child runs: PGlite creates the data folder it is given (initdb), then closes it. */
const INITDB_SCRIPT = `
const { PGlite } = await import('@electric-sql/pglite');
const pglite = await PGlite.create({ dataDir: process.argv[1] });
await pglite.close();
`;

/**
 * The child's node flags. Liftoff only: V8's optimising WASM compiler would recompile PostgreSQL's
 * hottest functions during initdb, which took the child from ~650 MiB to ~1,070 MiB at its peak and
 * made it slower, not faster (docs/EMBEDDED-MEMORY.md).
 */
const CHILD_FLAGS = ['--liftoff-only'];

/** Where the child builds the folder before it is renamed into place. */
const buildDirOf = (dir: string) => `${dir}.new`;

async function isMissingOrEmpty(dir: string): Promise<boolean> {
  if (!existsSync(dir)) return true;

  return (await readdir(dir)).length === 0;
}

/** Runs the initdb script in a child node; rejects with its output when it fails. */
function runInitdbChild(dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...CHILD_FLAGS, '--input-type=module', '--eval', INITDB_SCRIPT, dir],
      {
        // The bare import resolves from here, through the same node_modules as this module's own.
        cwd: fileURLToPath(new URL('.', import.meta.url)),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`initdb 子进程失败（${signal ?? `退出码 ${code}`}）：\n${output}`));
    });
  });
}

/**
 * Creates the embedded database in `dir` when the folder is missing or empty, in a short-lived
 * child process, so that a first start costs the server no more memory than a restart. PGlite's
 * initdb runs a second PostgreSQL in memory and copies its files over as a tar; inside the server
 * that peaked at ~1.2 GiB and left ~80 MiB resident for good (memory freed to the allocator but not
 * to the system; docs/EMBEDDED-MEMORY.md). The child builds the folder beside `dir` and it is renamed into place once
 * complete, so an interrupted first start leaves no half-made database. A folder with files in it is
 * left to PGlite as before.
 */
export async function initEmbeddedDataDir(dir: string): Promise<void> {
  if (!(await isMissingOrEmpty(dir))) return;
  const buildDir = buildDirOf(dir);
  try {
    await rm(buildDir, { recursive: true, force: true });
    await runInitdbChild(buildDir);
    if (existsSync(dir)) await rmdir(dir);
    await rename(buildDir, dir);
  } catch (error) {
    await rm(buildDir, { recursive: true, force: true }).catch(() => undefined);
    throw new Error(`嵌入式数据库初始化失败（${dir}）：${error instanceof Error ? error.message : error}`, {
      cause: error,
    });
  }
}
