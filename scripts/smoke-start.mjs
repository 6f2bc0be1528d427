// CI check of the README's first command: `npm start` on an empty data folder serves the app, the API
// and the demo data, then stops cleanly. Exits non-zero with the server's log when anything is off.
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.SMOKE_PORT ?? 3290);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'frog-smoke-'));
const logFile = join(dataDir, 'start.log');
const log = openSync(logFile, 'w');
const server = spawn('npm', ['start'], {
  cwd: new URL('..', import.meta.url).pathname,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
  stdio: ['ignore', log, log],
  detached: true,
});

const fail = (reason) => {
  console.error(
    `npm start smoke check failed: ${reason}\n--- server log ---\n${readFileSync(logFile, 'utf8')}`,
  );
  process.kill(-server.pid, 'SIGKILL');
  process.exit(1);
};

const started = Date.now();
for (;;) {
  if (Date.now() - started > 120_000) fail('not ready within 120 s');
  const ready = await fetch(`${base}/readyz`).then(
    (r) => r.ok,
    () => false,
  );
  if (ready) break;
  await new Promise((resolve) => setTimeout(resolve, 500));
}
const readySeconds = ((Date.now() - started) / 1000).toFixed(1);

const page = await (await fetch(`${base}/mine`)).text();
if (!page.includes('<div id="root">')) fail('/mine did not answer the app page');
const featured = await (
  await fetch(`${base}/api/promotion/featured-creators`, { method: 'POST', headers: { origin: base } })
).json();
if (featured.code !== 200 || !JSON.stringify(featured.data).includes('蛙蛙画画')) fail('demo data missing');

process.kill(-server.pid, 'SIGTERM');
await new Promise((resolve) => server.on('exit', resolve));
rmSync(dataDir, { recursive: true, force: true });
console.log(`npm start: ready in ${readySeconds} s on an empty data folder, app page and demo data served`);
