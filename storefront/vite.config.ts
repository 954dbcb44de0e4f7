import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { mantineShopStyles } from './build/mantine-shop-styles';

const api = 'http://127.0.0.1:3000';

/** Libraries every shopper page needs, kept in one long-cached chunk. */
const VENDOR =
  /node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@tanstack)\//;

export default defineConfig({
  plugins: [mantineShopStyles(), react()],
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
});
