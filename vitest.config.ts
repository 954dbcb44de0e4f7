import { defineConfig } from 'vitest/config';

// Each workspace has its own vitest.config.ts; `vitest run --project api` runs one of them.
export default defineConfig({
  test: {
    projects: [
      'shared/*/vitest.config.ts',
      '{api,storefront,admin-desktop}/vitest.config.ts',
      'e2e/support/vitest.config.ts',
    ],
  },
});
