// Compiles the server (apps/server/src → apps/server/dist) with esbuild when the build is missing or
// older than its sources (by content hash, like web-build.mjs), so production runs plain JavaScript
// (`node apps/server/dist/main.js`) instead of TypeScript through tsx. Our code and the contracts
// workspace (TypeScript source) are bundled; every npm package stays external and is loaded from
// node_modules as before (native and WASM ones, sharp, PGlite, pg-boss, must be). Code split at dynamic
// imports, so a lazily imported module (the S3 driver and its SDK) stays out of the start path.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildStamp, hashSources, root } from './build-stamp.mjs';

const serverDir = join(root, 'apps/server');
const dist = join(serverDir, 'dist');
const sources = [
  'apps/server/src',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'tsconfig.base.json',
  'package-lock.json',
  'scripts/server-build.mjs',
];

/** Hash of everything the build reads (tests excluded: they are not in it). */
const serverSourceHash = () => hashSources(sources);

/** npm packages the server imports: left to node_modules, except the contracts workspace (TypeScript). */
function externalPackages() {
  const pkg = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8'));
  const names = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });

  return names.filter((name) => name !== '@frog/contracts');
}

/** Builds apps/server/dist when needed (or always with `force`); answers whether it built. */
export async function ensureServerBuild({ force = false, quiet = false } = {}) {
  const wanted = serverSourceHash();
  const stamp = buildStamp(dist);
  const { current } = stamp;
  if (!force && current === wanted && existsSync(join(dist, 'main.js'))) return false;
  if (!quiet) console.log(current && !force ? '服务端代码已变化，正在重新编译…' : '正在编译服务端…');
  const started = performance.now();
  rmSync(dist, { recursive: true, force: true });
  // Loaded only to build: an up-to-date `npm start` does not pay for it.
  const { build } = await import('esbuild');
  await build({
    absWorkingDir: root,
    entryPoints: { main: 'apps/server/src/main.ts' },
    outdir: dist,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    tsconfig: join(serverDir, 'tsconfig.json'),
    external: externalPackages(),
    chunkNames: 'chunks/[name]-[hash]',
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'none',
    logLevel: 'warning',
  });
  stamp.write(wanted);
  if (!quiet) console.log(`服务端已编译到 apps/server/dist（${Math.round(performance.now() - started)} ms）`);

  return true;
}

if (import.meta.url === `file://${process.argv[1]}`)
  await ensureServerBuild({ force: process.argv.includes('--force') });
