// The JavaScript a page of the built web app loads before it can run: an HTML entry's module script
// and modulepreload links, plus the static imports inside those chunks (never dynamic import()),
// each gzipped at level 9 as a server would send it. Shared by the size budgets in bench/.
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

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

/** Relative dynamic imports of a built chunk: import(`./x.js`). */
function dynamicImports(code) {
  return [...code.matchAll(/\bimport\(\s*[`"'](\.{1,2}\/[^`"']+\.js)[`"']\s*\)/g)].map((match) => match[1]);
}

/** The static import graph from `files` (dist-relative): file → { raw, gzip } in bytes. */
export function measureChunks(distDir, files, label = 'the page') {
  const queue = files.map((url) => posix.normalize(url.replace(/^\//, '').split('?')[0]));
  const measured = new Map();
  while (queue.length > 0) {
    const file = queue.shift();
    if (measured.has(file)) continue;
    const path = join(distDir, file);
    if (!existsSync(path)) throw new Error(`${label} refers to ${file}, which is not in ${distDir}`);
    const code = readFileSync(path);
    measured.set(file, { raw: code.length, gzip: gzipSync(code, { level: 9 }).length });
    for (const specifier of staticImports(code.toString('utf8'))) {
      queue.push(posix.normalize(posix.join(posix.dirname(file), specifier)));
    }
  }

  return measured;
}

/**
 * The first-load JS graph of one HTML entry of `distDir`: file → { raw, gzip } in bytes. With
 * `bootImports`, what the entry script itself imports dynamically counts too: the main app's entry
 * only waits for the first paint, then imports the app (apps/web/src/main.tsx).
 */
export function measurePage(distDir, htmlFile, { bootImports = false } = {}) {
  const html = readFileSync(join(distDir, htmlFile), 'utf8');
  const scripts = htmlScripts(html);
  const boot = bootImports
    ? scripts.flatMap((url) => {
        const file = posix.normalize(url.replace(/^\//, '').split('?')[0]);
        const code = readFileSync(join(distDir, file), 'utf8');

        return dynamicImports(code).map((specifier) => posix.join(posix.dirname(file), specifier));
      })
    : [];

  return measureChunks(distDir, [...scripts, ...boot], htmlFile);
}

/** Sum of one size kind over a measured graph. */
export const total = (files, key) => [...files.values()].reduce((sum, entry) => sum + entry[key], 0);
