import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// Loaded with `--configLoader runner` (see package.json): the plugin reads the shop's theme,
// TypeScript in a workspace package, which Vite's default loader would leave to Node.
import { mantineShopStyles } from './build/mantine-shop-styles';
import { shopMessages } from './build/shop-messages';

const api = 'http://127.0.0.1:3000';

/** Libraries every shopper page needs, kept in one long-cached chunk. */
const VENDOR =
  /node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@tanstack)\//;

/**
 * The shopper pages' server bundle (src/entry-server.tsx), which the API loads to draw them
 * (decision 0055). Built after the browser's build, into a dot folder of it that is never served.
 */
const serverBuild = {
  plugins: [mantineShopStyles(), shopMessages(), react()],
  build: {
    outDir: 'dist/.server',
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'node20',
    // One file: the API loads it afresh after a rebuild (by a new address), and chunks shared
    // with an older copy would split the app's contexts in two.
    rolldownOptions: { output: { codeSplitting: false } },
  },
};

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? serverBuild
    : {
        plugins: [mantineShopStyles(), shopMessages(), react()],
        server: {
          proxy: { '/api': api, '/uploads': api },
        },
        build: {
          outDir: 'dist',
          manifest: true,
          emptyOutDir: true,
          target: 'es2022',
          rolldownOptions: {
            output: {
              // Admin-only libraries (charts, admin-ui) stay in the lazy /admin chunks.
              codeSplitting: {
                groups: [
                  { name: 'vendor', test: VENDOR },
                  // zod comes only with @wallart/domain/schemas: the admin, and a shop form once used.
                  { name: 'zod', test: /node_modules\/zod\// },
                  { name: 'shell', tags: ['$initial'] },
                ],
              },
            },
          },
        },
      },
);
