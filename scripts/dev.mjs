// `npm run dev`: the server with --watch on :3000 and Vite's dev server on :5173 (proxying /api to it).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { requireNode } from './require-node.mjs';

requireNode();
const root = new URL('..', import.meta.url).pathname;
const envFile = join(root, '.env');
const envArgs = existsSync(envFile) ? [`--env-file=${envFile}`] : [];
const children = [
  spawn(process.execPath, [...envArgs, '--import', 'tsx', '--watch', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn('npm', ['run', 'dev', '-w', '@frog/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
