import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package folder (apps/server): the nearest folder above this module with a package.json.
 * Found by walking up, not by a fixed depth, because this module runs both as
 * src/platform/config/paths.ts (tsx, Vitest) and bundled into dist/main.js (scripts/server-build.mjs).
 */
function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`apps/server/package.json not found above ${import.meta.url}`);
    dir = parent;
  }

  return dir;
}

/** The server package folder (apps/server). */
export const serverRoot = findServerRoot();

/** The repository root, found from this file so defaults work from any working directory. */
export const repoRoot = resolve(serverRoot, '../..');

/** Where `npm run build -w @frog/web` writes the web app. */
export const defaultWebDistDir = join(repoRoot, 'apps/web/dist');
