/// <reference types="node" />
// Node types here only: the contracts themselves run in the browser too (tsconfig has no Node types).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { firstDifference, openApiFileText } from './openapi';

const file = fileURLToPath(new URL('../../../docs/openapi.json', import.meta.url));

describe('docs/openapi.json', () => {
  it('is what the contracts generate (npm run openapi:write regenerates it)', () => {
    expect(existsSync(file), 'docs/openapi.json is missing: run npm run openapi:write').toBe(true);
    const difference = firstDifference(readFileSync(file, 'utf8'), openApiFileText());
    const where = difference
      ? ` (line ${difference.line}: file ${difference.actual.trim()} / contracts ${difference.wanted.trim()})`
      : '';
    expect(difference, `docs/openapi.json is out of date: run npm run openapi:write${where}`).toBeUndefined();
  });
});
