// Builds the web app when its build is missing or older than its sources (by content hash, so a fresh
// clone with new file times does not rebuild needlessly and an edited file always does).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildStamp, hashSources, root } from './build-stamp.mjs';
import { runChild } from './children.mjs';

const dist = join(root, 'apps/web/dist');
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

const sourceHash = () => hashSources(sources);

export async function ensureWebBuild({ force = false } = {}) {
  const wanted = sourceHash();
  const stamp = buildStamp(dist);
  const { current } = stamp;
  if (!force && current === wanted && existsSync(join(dist, 'index.html'))) return false;
  console.log(current ? '前端代码已变化，正在重新构建…' : '首次启动，正在构建前端…');
  // Always a production build, whatever NODE_ENV the shell has: with NODE_ENV=development Vite
  // compiles JSX for React's development runtime, which the page renderer (production React) lacks.
  const status = await runChild('npm', ['run', 'build', '-w', '@frog/web'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (status !== 0) process.exit(status);
  stamp.write(wanted);

  return true;
}

if (import.meta.url === `file://${process.argv[1]}`)
  await ensureWebBuild({ force: process.argv.includes('--force') });
