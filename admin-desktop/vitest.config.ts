import { defineProject } from 'vitest/config';

// Unit tests of the main process (electron mocked), the preload contract and the renderer.
// The browser journey lives in vitest.e2e.config.ts (project admin-desktop-e2e).
export default defineProject({
  test: {
    name: 'admin-desktop',
    include: ['src/**/*.test.{ts,tsx}', 'build-config.test.ts'],
    environment: 'node',
    // The renderer's screen tests draw the whole admin; on a busy two-core machine that can
    // take longer than the default 5 s, as it does for the other UI projects.
    testTimeout: 30_000,
  },
});
