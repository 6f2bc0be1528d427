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

// The same rules whatever the database: run once, on the PGlite tier.
describe.skipIf(process.env.TEST_DB === 'postgres')('module zones (npm run lint)', () => {
  it("refuses a module importing another module's inner file", () => {
    const probe = lintAt(
      'apps/server/src/modules/money/orders/probe.ts',
      "import { findPostById } from '../../content/posts/post.repository';\nexport const probe = findPostById;\n",
    );
    expect(probe.refused, probe.output).toBe(true);
    expect(probe.output).toContain('only through its index.ts');
  });

  it("accepts the same name through the other module's index.ts", () => {
    const probe = lintAt(
      'apps/server/src/modules/money/orders/probe.ts',
      "import { presentPublicUser } from '../../identity';\nexport const probe = presentPublicUser;\n",
    );
    expect(probe.refused, probe.output).toBe(false);
  });

  it('holds the governance module to the same rule, both ways', () => {
    const intoGovernance = lintAt(
      'apps/server/src/modules/content/comments/probe.ts',
      "import { normalise } from '../../governance/text-filter/normalise';\nexport const probe = normalise;\n",
    );
    expect(intoGovernance.refused, intoGovernance.output).toBe(true);
    const outOfGovernance = lintAt(
      'apps/server/src/modules/governance/text-filter/probe.ts',
      "import { findPostById } from '../../content/posts/post.repository';\nexport const probe = findPostById;\n",
    );
    expect(outOfGovernance.refused, outOfGovernance.output).toBe(true);
  });

  it('refuses the platform kernel importing any module, even its index', () => {
    const probe = lintAt(
      'apps/server/src/platform/http/probe.ts',
      "import { moneyContextOf } from '../../modules/money';\nexport const probe = moneyContextOf;\n",
    );
    expect(probe.refused, probe.output).toBe(true);
    expect(probe.output).toContain('knows no domain');
  });

  it("refuses Huifu code outside the money module's provider folder", () => {
    const inMoney = lintAt(
      'apps/server/src/modules/money/refunds/probe.ts',
      "import { formatBeijingDate } from '../provider/huifu/time';\nexport const probe = formatBeijingDate;\n",
    );
    expect(inMoney.refused, inMoney.output).toBe(true);
    expect(inMoney.output).toContain('speaks Huifu');
    const inProvider = lintAt(
      'apps/server/src/modules/money/provider/probe.ts',
      "import { formatBeijingDate } from './huifu/time';\nexport const probe = formatBeijingDate;\n",
    );
    expect(inProvider.refused, inProvider.output).toBe(false);
  });

  it('refuses any money file but transition.ts the SQL that writes a status', () => {
    const source =
      "import { updateStatusIfCurrent } from '../status/status.repository';\nexport const probe = updateStatusIfCurrent;\n";
    const elsewhere = lintAt('apps/server/src/modules/money/refunds/probe.ts', source);
    expect(elsewhere.refused, elsewhere.output).toBe(true);
    expect(elsewhere.output).toContain('Only transition() writes a money status');
    const transition = lintAt(
      'apps/server/src/modules/money/status/transition.ts',
      "import { updateStatusIfCurrent } from './status.repository';\nexport const probe = updateStatusIfCurrent;\n",
    );
    expect(transition.refused, transition.output).toBe(false);
  });

  it("refuses the composition root reaching past a module's index.ts", () => {
    const probe = lintAt(
      'apps/server/src/probe.ts',
      "import { orderRoutes } from './modules/money/orders/order.routes';\nexport const probe = orderRoutes;\n",
    );
    expect(probe.refused, probe.output).toBe(true);
  });
});
