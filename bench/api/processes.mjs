// Starting and stopping the processes under test: the app server (as production starts it), the
// bare Fastify hello, and the seed script.
import { spawn } from 'node:child_process';
import { existsSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { EMBEDDED_DATABASE_FLAGS } from '../../scripts/server-flags.mjs';

export const root = new URL('../..', import.meta.url).pathname;

/** The installed version of a package of the root or the server workspace. */
export function packageVersion(name) {
  for (const dir of ['node_modules', 'apps/server/node_modules']) {
    const file = join(root, dir, name, 'package.json');
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')).version;
  }
  return '?';
}

/** A port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * How `npm start` runs the server: the compiled build (apps/server/dist/main.js), with the node
 * flags of the embedded database when `engine` is pglite (scripts/server-flags.mjs).
 */
export function serverCommand(engine = 'postgres') {
  const flags = engine === 'pglite' ? EMBEDDED_DATABASE_FLAGS : [];
  const built = join(root, 'apps/server/dist/main.js');
  if (existsSync(built))
    return { args: [...flags, built], label: `node ${[...flags, 'apps/server/dist/main.js'].join(' ')}` };
  return {
    args: [...flags, '--import', 'tsx', 'apps/server/src/main.ts'],
    label: 'node --import tsx apps/server/src/main.ts (no compiled build)',
  };
}

/** Spawns `node <args>` with its output in `logFile`; `stop()` ends it and waits. */
export function startNode(args, { env, logFile }) {
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', log, log] });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  return {
    pid: child.pid,
    exited,
    log: () => readFileSync(logFile, 'utf8'),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Waits until `url` answers 200; throws with the process's log if it exits or takes too long. */
export async function waitReady(proc, url, what, timeoutMs = 180_000) {
  const started = Date.now();
  let gone = false;
  proc.exited.then(() => {
    gone = true;
  });
  while (!gone && Date.now() - started < timeoutMs) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return (Date.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(
    `${what} did not start (${gone ? 'it exited' : 'timeout'}); its log:\n${proc.log().slice(-4000)}`,
  );
}

/** Runs bench/api/seed.ts to completion and answers the JSON line it prints. */
export async function runSeed(env, logFile) {
  const proc = startNode(['--import', 'tsx', 'bench/api/seed.ts'], { env, logFile });
  const code = await proc.exited;
  const lines = proc.log().trim().split('\n');
  if (code !== 0) throw new Error(`seeding failed (${code}):\n${lines.slice(-30).join('\n')}`);
  return JSON.parse(lines.at(-1));
}
