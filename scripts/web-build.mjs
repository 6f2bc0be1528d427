// Builds the web app when its build is missing or older than its sources (by content hash, so a fresh
// clone with new file times does not rebuild needlessly and an edited file always does).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'apps/web/dist');
const stampFile = join(dist, '.source-hash');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/checkout.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/contracts/src',
  'package-lock.json',
];

function* files(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    yield path;
    return;
  }
  for (const name of readdirSync(path).sort()) yield* files(join(path, name));
}

export function sourceHash() {
  const hash = createHash('sha256');
  for (const source of sources) {
    for (const file of files(join(root, source))) {
      if (/\.test\.tsx?$/.test(file)) continue;
      hash.update(relative(root, file)).update('\0').update(readFileSync(file));
    }
  }

  return hash.digest('hex');
}

export function ensureWebBuild({ force = false } = {}) {
  const wanted = sourceHash();
  const current = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
  if (!force && current === wanted && existsSync(join(dist, 'index.html'))) return false;
  console.log(current ? '前端代码已变化，正在重新构建…' : '首次启动，正在构建前端…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@frog/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, wanted);

  return true;
}

if (import.meta.url === `file://${process.argv[1]}`)
  ensureWebBuild({ force: process.argv.includes('--force') });
