#!/usr/bin/env node
// First-load JavaScript of the cashier, gzip level 9 as a server would send it (issue 4, item 8).
// Builds nothing: run `npm run build -w @frog/web` first. Follows checkout.html's entry script and
// modulepreload links, plus the static imports inside those chunks (never dynamic import()), gzips
// each file and fails (exit 1) above CHECKOUT_JS_BUDGET_KB (default 85). The main app's first load
// is measured the same way in the same run, as the baseline for a ratio.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = resolve(process.env.CHECKOUT_DIST_DIR ?? join(root, 'apps/web/dist'));
const budgetKb = Number(process.env.CHECKOUT_JS_BUDGET_KB ?? 85);
const kb = (bytes) => bytes / 1024;
const fmt = (bytes) => kb(bytes).toFixed(2).padStart(9);

/** Script and modulepreload URLs of one HTML page, as dist-relative paths. */
function htmlScripts(html) {
  const urls = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModuleScript = tag.startsWith('<script') && /type=["']?module/.test(tag);
    const isPreload = tag.startsWith('<link') && /rel=["']?modulepreload/.test(tag);
    const url = tag.match(/\b(?:src|href)=["']?([^"' >]+)/)?.[1];
    if ((isModuleScript || isPreload) && url && !/^(https?:)?\/\//.test(url)) urls.push(url);
  }

  return urls;
}

/** Relative static imports of a built chunk: `import{a}from"./x.js"` and `import"./y.js"`. */
function staticImports(code) {
  const specifiers = [];
  for (const match of code.matchAll(
    /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g,
  )) {
    specifiers.push(match[1]);
  }

  return specifiers;
}

/** The first-load JS graph of one HTML entry: file → { raw, gzip } in bytes. */
function measurePage(htmlFile) {
  const html = readFileSync(join(distDir, htmlFile), 'utf8');
  const queue = htmlScripts(html).map((url) => posix.normalize(url.replace(/^\//, '').split('?')[0]));
  const files = new Map();
  while (queue.length > 0) {
    const file = queue.shift();
    if (files.has(file)) continue;
    const path = join(distDir, file);
    if (!existsSync(path)) throw new Error(`${htmlFile} refers to ${file}, which is not in ${distDir}`);
    const code = readFileSync(path);
    files.set(file, { raw: code.length, gzip: gzipSync(code, { level: 9 }).length });
    for (const specifier of staticImports(code.toString('utf8'))) {
      queue.push(posix.normalize(posix.join(posix.dirname(file), specifier)));
    }
  }

  return files;
}

const total = (files, key) => [...files.values()].reduce((sum, entry) => sum + entry[key], 0);

if (!existsSync(join(distDir, 'checkout.html'))) {
  console.error(
    `No ${relative(root, join(distDir, 'checkout.html'))}: run \`npm run build -w @frog/web\` first.`,
  );
  process.exit(2);
}

const checkout = measurePage('checkout.html');
console.log(`Cashier first load (checkout.html), gzip -9, budget ${budgetKb} kB\n`);
console.log(`${'file'.padEnd(44)}${'raw kB'.padStart(9)}${'gzip kB'.padStart(9)}`);
for (const [file, size] of [...checkout].sort((a, b) => b[1].gzip - a[1].gzip)) {
  console.log(`${file.padEnd(44)}${fmt(size.raw)}${fmt(size.gzip)}`);
}
const checkoutGzip = total(checkout, 'gzip');
console.log(`${'total'.padEnd(44)}${fmt(total(checkout, 'raw'))}${fmt(checkoutGzip)}`);

if (existsSync(join(distDir, 'index.html'))) {
  const main = measurePage('index.html');
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
