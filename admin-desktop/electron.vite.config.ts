import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';

/**
 * The dev server needs an inline React Refresh preamble and a websocket for hot reload, which the
 * strict CSP of index.html forbids; only while serving, widen those two directives.
 */
function devServerCsp(): Plugin {
  return {
    name: 'wallart-dev-server-csp',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html
        .replace("script-src 'self'", "script-src 'self' 'unsafe-inline'")
        .replace("connect-src 'self' http: https:", "connect-src 'self' http: https: ws:"),
  };
}

export default defineConfig({
  main: {
    // Bundled whole, so the packaged app needs no node_modules.
    build: { externalizeDeps: false, sourcemap: true },
  },
  preload: {
    // A sandboxed preload must be a single CommonJS file.
    build: {
      externalizeDeps: false,
      rolldownOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs' } },
    },
  },
  renderer: {
    root: resolve(import.meta.dirname, 'src/renderer'),
    plugins: [react(), devServerCsp()],
    // A fixed address, so the shop server's CORS_ORIGINS can name it during development.
    server: { port: 5173, strictPort: true },
    resolve: {
      // One copy of each, whichever workspace imports it (ARCHITECTURE.md convention 8).
      dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks', '@tanstack/react-query'],
    },
    build: { minify: true, chunkSizeWarningLimit: 2500 },
  },
});
