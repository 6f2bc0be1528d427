import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { loadingScreenHtml } from './src/components/loading-screen-markup';

const serverUrl = process.env.VITE_SERVER_URL ?? 'http://127.0.0.1:3000';

/**
 * SPEC 2.1's loading screen in the first paint, before any script has loaded: its markup goes into
 * index.html's #root and loading-screen.css into a <style> (the CSP allows inline styles); React
 * replaces both. The cashier's checkout.html is left alone.
 */
function inlineLoadingScreen(): Plugin {
  const cssFile = fileURLToPath(new URL('./src/components/loading-screen.css', import.meta.url));

  return {
    name: 'frog:inline-loading-screen',
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        if (!context.filename.endsWith('index.html')) return html;
        const root = '<div id="root"></div>';
        if (!html.includes(root)) throw new Error(`index.html has no empty ${root} for the loading screen`);
        const css = readFileSync(cssFile, 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/\s+/g, ' ')
          .trim();

        return html
          .replace(root, `<div id="root">${loadingScreenHtml()}</div>`)
          .replace('</head>', `  <style>${css}</style>\n  </head>`);
      },
    },
  };
}

const alias = [
  { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
  // Every `import … from 'zod'` (contracts too) gets zod already jitless: src/lib/zod-jitless.ts.
  { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
];

/**
 * `vite build --ssr src/server-render/pages.tsx`: the HTML renderer of the post and promotion pages for the server (src/server-render/pages.tsx),
 * self-contained (React bundled in), into dist/.server/, which the server imports and never serves.
 */
const serverRenderConfig = defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      ...alias,
      // The ES build, as the browser gets: for Node the package answers a CommonJS wrapper that
      // would bring every icon (2 MB more to load at start).
      { find: /^@ant-design\/icons$/, replacement: '@ant-design/icons/es' },
    ],
  },
  ssr: { noExternal: true },
  // Bundled React picks its production build (the server process may run in any NODE_ENV).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/.server',
    emptyOutDir: true,
    // Minified: the server imports it at start, so less to parse and hold.
    minify: true,
    copyPublicDir: false,
    rolldownOptions: { output: { entryFileNames: 'pages.js' } },
  },
});

/**
 * The main app's own stylesheet inlined into index.html: the first paint (the loading screen, or the
 * post the server painted in) waits for no CSS request. The frame's, the controls' and the post
 * page's styles are in it (main.tsx imports them).
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'frog:inline-entry-css',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle || !context.filename.endsWith('index.html')) return html;

        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (link, file: string) => {
            const asset = context.bundle?.[file];
            if (asset?.type !== 'asset') return link;
            const css = String(asset.source);
            if (css.includes('</'))
              throw new Error(`${file} contains "</": it cannot be inlined in a <style>`);

            // The disabled link is never fetched; it tells Vite's loader of lazy chunks that this
            // stylesheet is on the page already (it looks for link[rel=stylesheet]), so the entry's
            // styles are not fetched and applied a second time when the app starts.
            return `<style>${css}</style>\n    <link rel="stylesheet" crossorigin href="/${file}" disabled>`;
          },
        );
      },
    },
  };
}

// Two entries: the main app, and the cashier (/checkout/h5/*) kept small for weak phone networks.
const appConfig = defineConfig({
  plugins: [react(), inlineLoadingScreen(), inlineEntryCss()],
  resolve: { alias },
  build: {
    // dist/.vite/manifest.json: which chunks each route module needs, read by bench/app-size.mjs.
    manifest: true,
    rolldownOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        checkout: fileURLToPath(new URL('./checkout.html', import.meta.url)),
      },
      output: {
        // React is shared by both entries; a named chunk keeps the cashier's download to React + its own code.
        codeSplitting: {
          groups: [
            { name: 'react-vendor', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // zod and the module that makes it jitless share a chunk, so the setting runs before any
            // other chunk builds a schema (the CSP forbids eval; see src/lib/zod-jitless.ts).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-jitless\.ts$/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // Keep the browser's Host header (the string shorthand would rewrite it): the server refuses
    // POSTs whose Origin is not its own host, and the dev page's origin is this server's.
    proxy: Object.fromEntries(
      ['/api', '/uploads', '/sim', '/healthz'].map((prefix) => [
        prefix,
        { target: serverUrl, changeOrigin: false },
      ]),
    ),
  },
});

export default defineConfig((env) => {
  // A build is for production whatever NODE_ENV the shell has (Vite reads it after this config): with
  // NODE_ENV=development it would compile JSX for React's development runtime, which the page
  // renderer's bundled production React does not have, and ship the app's development React.
  if (env.command === 'build') process.env.NODE_ENV = 'production';

  return env.isSsrBuild ? serverRenderConfig : appConfig;
});
