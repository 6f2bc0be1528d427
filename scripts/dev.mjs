// `npm run dev`: the server with --watch on :3000 and Vite's dev server on :5173 (proxying /api to it).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { runChild, stopChildren, stopChildrenOnSignals } from './children.mjs';
import { requireNode } from './require-node.mjs';

requireNode();
const root = new URL('..', import.meta.url).pathname;
const envFile = join(root, '.env');
const envArgs = existsSync(envFile) ? [`--env-file=${envFile}`] : [];
stopChildrenOnSignals();
// Either one ending (a crash, a port in use) ends the other: half a dev setup only confuses.
const code = await Promise.race([
  runChild(process.execPath, [...envArgs, '--import', 'tsx', '--watch', 'apps/server/src/main.ts'], {
    cwd: root,
  }),
  runChild('npm', ['run', 'dev', '-w', '@frog/web'], { cwd: root }),
]);
stopChildren('SIGTERM', { exitCode: code });
