import { defineConfig } from 'vitest/config';

// Browser journeys and whole-process tests against the built shop (`npm run build:all` first).
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['./support/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    fileParallelism: true,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // A page on a loaded two-core machine may take seconds to draw what a poll waits for.
    expect: { poll: { timeout: 10_000 } },
  },
});
