import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The import zones of docs/ARCHITECTURE.md, as `npm run lint` enforces them (biome.json overrides).
// Each probe is linted at its path in a scratch folder holding the repository's biome.json (its
// file zones are relative to it), so the real tree is never touched.
const biome = fileURLToPath(new URL('../../../node_modules/.bin/biome', import.meta.url));
const config = JSON.parse(readFileSync(new URL('../../../biome.json', import.meta.url), 'utf8'));
const scratch = mkdtempSync(join(tmpdir(), 'frog-zones-'));
writeFileSync(
  join(scratch, 'biome.json'),
  JSON.stringify({ ...config, $schema: undefined, vcs: { enabled: false } }),
);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function lintAt(path: string, source: string): { refused: boolean; output: string } {
  mkdirSync(dirname(join(scratch, path)), { recursive: true });
  writeFileSync(join(scratch, path), source);
  const run = spawnSync(biome, ['lint', path], { cwd: scratch, encoding: 'utf8' });
  rmSync(join(scratch, path));
  const output = `${run.stdout}${run.stderr}`;
  if (!output.includes('Checked 1 file')) throw new Error(`biome did not lint ${path}:\n${output}`);

  return { refused: output.includes('noRestrictedImports'), output };
}

type Probe = ReturnType<typeof lintAt>;

/** Lints a probe at `path` that imports `name` from `from` and exports it again. */
const importProbe = (path: string, name: string, from: string): Probe =>
  lintAt(path, `import { ${name} } from '${from}';\nexport const probe = ${name};\n`);

/** The probe was refused by an import zone, whose message says `why` when given. */
function expectRefused(probe: Probe, why?: string): void {
  expect(probe.refused, probe.output).toBe(true);
  if (why) expect(probe.output).toContain(why);
}

const expectAccepted = (probe: Probe) => expect(probe.refused, probe.output).toBe(false);

// The same rules whatever the database: run once, on the PGlite tier.
describe.skipIf(process.env.TEST_DB === 'postgres')('module zones (npm run lint)', () => {
  it("refuses a module importing another module's inner file", () => {
    expectRefused(
      importProbe(
        'apps/server/src/modules/money/orders/probe.ts',
        'findPostById',
        '../../content/posts/post.repository',
      ),
      'only through its index.ts',
    );
  });

  it("accepts the same name through the other module's index.ts", () => {
    expectAccepted(
      importProbe('apps/server/src/modules/money/orders/probe.ts', 'presentPublicUser', '../../identity'),
    );
  });

  it('holds the governance module to the same rule, both ways', () => {
    expectRefused(
      importProbe(
        'apps/server/src/modules/content/comments/probe.ts',
        'normalise',
        '../../governance/text-filter/normalise',
      ),
    );
    expectRefused(
      importProbe(
        'apps/server/src/modules/governance/text-filter/probe.ts',
        'findPostById',
        '../../content/posts/post.repository',
      ),
    );
  });

  it('refuses the platform kernel importing any module, even its index', () => {
    expectRefused(
      importProbe('apps/server/src/platform/http/probe.ts', 'moneyContextOf', '../../modules/money'),
      'knows no domain',
    );
  });

  it("refuses Huifu code outside the money module's provider folder", () => {
    expectRefused(
      importProbe(
        'apps/server/src/modules/money/refunds/probe.ts',
        'formatBeijingDate',
        '../provider/huifu/time',
      ),
      'speaks Huifu',
    );
    expectAccepted(
      importProbe('apps/server/src/modules/money/provider/probe.ts', 'formatBeijingDate', './huifu/time'),
    );
  });

  it('refuses any money file but transition.ts the SQL that writes a status', () => {
    expectRefused(
      importProbe(
        'apps/server/src/modules/money/refunds/probe.ts',
        'updateStatusIfCurrent',
        '../status/status.repository',
      ),
      'Only transition() writes a money status',
    );
    expectAccepted(
      importProbe(
        'apps/server/src/modules/money/status/transition.ts',
        'updateStatusIfCurrent',
        './status.repository',
      ),
    );
  });

  it("refuses the composition root reaching past a module's index.ts", () => {
    expectRefused(
      importProbe('apps/server/src/probe.ts', 'orderRoutes', './modules/money/orders/order.routes'),
    );
  });
});
