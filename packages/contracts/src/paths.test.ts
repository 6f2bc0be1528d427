/// <reference types="node" />
// Node types here only: the contracts themselves run in the browser too (tsconfig has no Node types).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tradePaths } from './paths';
import { tradeEndpoints } from './trade';

describe('@frog/contracts/paths', () => {
  it('imports nothing, so a client of it takes no zod (the cashier bundle)', () => {
    const source = readFileSync(new URL('./paths.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*(import|export\s.*\sfrom)\s/m);
  });

  it('holds the path of every trade endpoint, key for key', () => {
    const endpointPaths = Object.fromEntries(Object.entries(tradeEndpoints).map(([key, e]) => [key, e.path]));
    expect(endpointPaths).toEqual(tradePaths);
  });
});
