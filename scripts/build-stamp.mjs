// A build's stamp: the content hash of everything it reads, kept next to its output, so a fresh clone
// (new file times) does not rebuild needlessly and an edited file always does. Used by web-build.mjs
// and server-build.mjs.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

function* files(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    yield path;
    return;
  }
  for (const name of readdirSync(path).sort()) yield* files(join(path, name));
}

/** SHA-256 over the paths and contents of `sources` (relative to the repository), tests left out. */
export function hashSources(sources) {
  const hash = createHash('sha256');
  for (const source of sources) {
    for (const file of files(join(root, source))) {
      if (/\.test\.tsx?$/.test(file)) continue;
      hash.update(relative(root, file)).update('\0').update(readFileSync(file));
    }
  }

  return hash.digest('hex');
}

/** The stamp in `dist` ('' when there is none) and a way to write a new one after building. */
export function buildStamp(dist) {
  const file = join(dist, '.source-hash');

  return {
    current: existsSync(file) ? readFileSync(file, 'utf8') : '',
    write: (hash) => writeFileSync(file, hash),
  };
}
