// `npm start`: build the web app if needed, then run the one server process (API + web + simulator).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureWebBuild } from './web-build.mjs';
import { requireNode } from './require-node.mjs';

requireNode();
const root = new URL('..', import.meta.url).pathname;
ensureWebBuild();

const envFile = join(root, '.env');
const args = [
  ...(existsSync(envFile) ? [`--env-file=${envFile}`] : []),
  '--import',
  'tsx',
  'apps/server/src/main.ts',
];
const server = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
