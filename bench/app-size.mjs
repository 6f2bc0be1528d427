#!/usr/bin/env node
// First-load JavaScript of the main app (index.html), gzip level 9 as a server would send it, against
// its budget (MAIN_JS_BUDGET_KB, default 150): the entry's module script and modulepreload links, the
// app the entry imports once the page has painted (src/app-start.tsx), and their static imports. CI
// fails above it. Builds nothing: run `npm run build` first. Also prints,
// for the reader's pages, the entry plus the page's own lazy chunk (from the Vite manifest), which is
// what a first visit to that page downloads before the page can run.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureChunks, measurePage, total } from './lib/first-load-js.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = resolve(process.env.WEB_DIST_DIR ?? join(root, 'apps/web/dist'));
const budgetKb = Number(process.env.MAIN_JS_BUDGET_KB ?? 150);
const kb = (bytes) => (bytes / 1024).toFixed(2);

/** Route modules of the pages a reader opens first (apps/web/src/app/router.tsx). */
const READER_PAGES = [
  ['/', 'src/app/routes/landing/promotion.tsx'],
  ['/post/:id', 'src/app/routes/post/post-detail.tsx'],
  ['/user/:suffix', 'src/app/routes/user/profile.tsx'],
  ['/home', 'src/app/routes/home/home.tsx'],
];

if (!existsSync(join(distDir, 'index.html'))) {
  console.error(`No ${relative(root, join(distDir, 'index.html'))}: run \`npm run build\` first.`);
  process.exit(2);
}

const entry = measurePage(distDir, 'index.html', { bootImports: true });
const entryGzip = total(entry, 'gzip');
console.log(`Main app first load (index.html), gzip -9, budget ${budgetKb} kB\n`);
console.log(`${'file'.padEnd(48)}${'raw kB'.padStart(9)}${'gzip kB'.padStart(9)}`);
for (const [file, size] of [...entry].sort((a, b) => b[1].gzip - a[1].gzip)) {
  console.log(`${file.padEnd(48)}${kb(size.raw).padStart(9)}${kb(size.gzip).padStart(9)}`);
}
console.log(
  `${`total (${entry.size} files)`.padEnd(48)}${kb(total(entry, 'raw')).padStart(9)}${kb(entryGzip).padStart(9)}`,
);

const manifestFile = join(distDir, '.vite/manifest.json');
if (existsSync(manifestFile)) {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  console.log('\nEntry + the page chunk (first visit to that page):');
  for (const [page, source] of READER_PAGES) {
    const chunk = manifest[source];
    if (!chunk) continue;
    const files = measureChunks(distDir, [...entry.keys(), chunk.file], source);
    console.log(`  ${page.padEnd(16)}${kb(total(files, 'gzip')).padStart(9)} kB in ${files.size} files`);
  }
}

if (entryGzip / 1024 > budgetKb) {
  console.error(`\nFAIL: main app first load ${kb(entryGzip)} kB > budget ${budgetKb} kB`);
  process.exit(1);
}
console.log(`\nOK: main app first load ${kb(entryGzip)} kB <= budget ${budgetKb} kB`);
