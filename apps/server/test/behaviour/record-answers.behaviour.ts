import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { buildTestApp } from '../test-app';
import { writeWebBuild } from '../web-build';
import { runScenario } from './scenario';

/**
 * Records the API's answers to a fixed scenario (scenario.ts) and writes them, normalised, to
 * BEHAVIOUR_OUT (default <repo>/.tmp/behaviour/answers.json). See README.md.
 */
const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const out = process.env.BEHAVIOUR_OUT
  ? resolve(process.env.INIT_CWD ?? process.cwd(), process.env.BEHAVIOUR_OUT)
  : join(repoRoot, '.tmp/behaviour/answers.json');

it('records the answers of every contract endpoint', async () => {
  // A stand-in web build, so /post/:id is painted by the server (as in post-page.test.ts).
  const dist = await writeWebBuild({}, 'frog-behaviour-dist-');
  const t = await buildTestApp({ listen: true, env: { WEB_DIST_DIR: dist } });
  try {
    const recorder = await runScenario(t);
    const snapshot = recorder.snapshot();
    await mkdir(dirname(out), { recursive: true });
    await writeFile(out, `${JSON.stringify(snapshot, null, 2)}\n`);
    const missing = recorder.missing();
    console.log(
      `behaviour: ${snapshot.calls.length} calls, ${snapshot.endpoints - missing.length}/${snapshot.endpoints} endpoints → ${out}`,
    );
    if (missing.length) console.error(`behaviour: NOT CALLED: ${missing.join(', ')}`);
    expect(missing, 'contract endpoints the scenario never called').toEqual([]);
  } finally {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  }
});
