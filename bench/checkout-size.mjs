#!/usr/bin/env node
// First-load JavaScript of the cashier, gzip level 9 as a server would send it (issue 4, item 8).
// Builds nothing: run `npm run build -w @frog/web` first. Follows checkout.html's entry script and
// modulepreload links, plus the static imports inside those chunks (never dynamic import()), gzips
// each file and fails (exit 1) above CHECKOUT_JS_BUDGET_KB (default 85). The main app's first load
// is measured the same way in the same run, as the baseline for a ratio.
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measurePage, total } from './lib/first-load-js.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = resolve(process.env.CHECKOUT_DIST_DIR ?? join(root, 'apps/web/dist'));
const budgetKb = Number(process.env.CHECKOUT_JS_BUDGET_KB ?? 85);
const kb = (bytes) => bytes / 1024;
const fmt = (bytes) => kb(bytes).toFixed(2).padStart(9);

if (!existsSync(join(distDir, 'checkout.html'))) {
  console.error(
    `No ${relative(root, join(distDir, 'checkout.html'))}: run \`npm run build -w @frog/web\` first.`,
  );
  process.exit(2);
}

const checkout = measurePage(distDir, 'checkout.html');
console.log(`Cashier first load (checkout.html), gzip -9, budget ${budgetKb} kB\n`);
console.log(`${'file'.padEnd(44)}${'raw kB'.padStart(9)}${'gzip kB'.padStart(9)}`);
for (const [file, size] of [...checkout].sort((a, b) => b[1].gzip - a[1].gzip)) {
  console.log(`${file.padEnd(44)}${fmt(size.raw)}${fmt(size.gzip)}`);
}
const checkoutGzip = total(checkout, 'gzip');
console.log(`${'total'.padEnd(44)}${fmt(total(checkout, 'raw'))}${fmt(checkoutGzip)}`);

if (existsSync(join(distDir, 'index.html'))) {
  const main = measurePage(distDir, 'index.html', { bootImports: true });
  const mainGzip = total(main, 'gzip');
  const ratio = ((checkoutGzip / mainGzip) * 100).toFixed(1);
  console.log(`\nMain app first load (index.html): ${kb(mainGzip).toFixed(2)} kB gzip in ${main.size} files`);
  console.log(`Cashier / main app: ${ratio}% (${kb(mainGzip - checkoutGzip).toFixed(2)} kB less)`);
}

if (kb(checkoutGzip) > budgetKb) {
  console.error(`\nFAIL: cashier first load ${kb(checkoutGzip).toFixed(2)} kB > budget ${budgetKb} kB`);
  process.exit(1);
}
console.log(`\nOK: cashier first load ${kb(checkoutGzip).toFixed(2)} kB <= budget ${budgetKb} kB`);
