// `npm start`: build the web app and compile the server when their sources changed (content hash), then
// run the one server process (API + web + simulator) as plain JavaScript: no tsx at run time.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { runChild, stopChildrenOnSignals } from './children.mjs';
import { requireNode } from './require-node.mjs';
import { ensureServerBuild } from './server-build.mjs';
import { EMBEDDED_DATABASE_FLAGS, usesEmbeddedDatabase } from './server-flags.mjs';
import { ensureWebBuild } from './web-build.mjs';

requireNode();
// From the first step: SIGINT or SIGTERM during a build stops the build's processes too.
stopChildrenOnSignals();
const root = new URL('..', import.meta.url).pathname;
await ensureWebBuild();
await ensureServerBuild();

const envFile = join(root, '.env');
const args = [
  ...(existsSync(envFile) ? [`--env-file=${envFile}`] : []),
  ...(usesEmbeddedDatabase(envFile) ? EMBEDDED_DATABASE_FLAGS : []),
  // Stack traces in the logs name the TypeScript files and lines (dist/*.js.map).
  '--enable-source-maps',
  'apps/server/dist/main.js',
];
process.exit(await runChild(process.execPath, args, { cwd: root }));
