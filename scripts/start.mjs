// `npm start`: build the web app and compile the server when their sources changed (content hash), then
// run the one server process (API + web + simulator) as plain JavaScript: no tsx at run time.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { requireNode } from './require-node.mjs';
import { ensureServerBuild } from './server-build.mjs';
import { EMBEDDED_DATABASE_FLAGS, usesEmbeddedDatabase } from './server-flags.mjs';
import { ensureWebBuild } from './web-build.mjs';

requireNode();
const root = new URL('..', import.meta.url).pathname;
ensureWebBuild();
await ensureServerBuild();

const envFile = join(root, '.env');
const args = [
  ...(existsSync(envFile) ? [`--env-file=${envFile}`] : []),
  ...(usesEmbeddedDatabase(envFile) ? EMBEDDED_DATABASE_FLAGS : []),
  // Stack traces in the logs name the TypeScript files and lines (dist/*.js.map).
  '--enable-source-maps',
  'apps/server/dist/main.js',
];
const server = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
