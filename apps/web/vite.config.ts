import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const serverUrl = process.env.VITE_SERVER_URL ?? 'http://127.0.0.1:3000';

// Two entries: the main app, and the cashier (/checkout/h5/*) kept small for weak phone networks.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    rolldownOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        checkout: fileURLToPath(new URL('./checkout.html', import.meta.url)),
      },
      output: {
        // React is shared by both entries; a named chunk keeps the cashier's download to React + its own code.
        codeSplitting: {
          groups: [{ name: 'react-vendor', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
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
