#!/usr/bin/env node
// docs/openapi.json, the OpenAPI 3.1 description of every call, generated from @frog/contracts
// (buildOpenApiDocument) and checked in, so a change to the API shows in review as a change to it.
//   node scripts/openapi.mjs           checks the file (npm run openapi:check; part of npm run check
//                                      and CI): exit 1 when it differs from the contracts
//   node scripts/openapi.mjs --write   regenerates it (npm run openapi:write)
// The contracts' own test (packages/contracts/src/openapi-file.test.ts) makes the same check in npm test.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

// The contracts are TypeScript with extensionless imports: tsx loads them.
register();
const { firstDifference, openApiFileText } = await import('../packages/contracts/src/openapi.ts');

const file = fileURLToPath(new URL('../docs/openapi.json', import.meta.url));
const name = relative(process.cwd(), file) || file;
const wanted = openApiFileText();

if (process.argv.includes('--write')) {
  const changed = !existsSync(file) || readFileSync(file, 'utf8') !== wanted;
  if (changed) writeFileSync(file, wanted);
  console.log(changed ? `wrote ${name}` : `${name} is up to date`);
} else if (!existsSync(file)) {
  console.error(`${name} is missing: run npm run openapi:write`);
  process.exit(1);
} else {
  const difference = firstDifference(readFileSync(file, 'utf8'), wanted);
  if (difference) {
    console.error(`${name} is out of date: run npm run openapi:write`);
    console.error(`  first difference at line ${difference.line}:`);
    console.error(`    file:      ${difference.actual.trim()}`);
    console.error(`    contracts: ${difference.wanted.trim()}`);
    process.exit(1);
  }
}
