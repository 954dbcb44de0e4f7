import { defineProject } from 'vitest/config';

// The browser journey of the desktop renderer (Chromium + the real API server). Kept out of the
// unit project: run with `npm run test:e2e -w @wallart/admin-desktop`, or by a browser-suite
// config that includes admin-desktop/e2e/*.e2e.test.ts.
export default defineProject({
  test: {
    name: 'admin-desktop-e2e',
    root: import.meta.dirname,
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
