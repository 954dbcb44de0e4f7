import { defineProject } from 'vitest/config';

// The fuzzers (src/fuzz/*.fuzz.ts): Portman's requests run by Newman, and fast-check's random
// bodies, each against a started shop. A stage of `npm test` of its own, beside the others.
export default defineProject({
  test: {
    name: 'fuzz',
    root: import.meta.dirname,
    include: ['src/fuzz/**/*.fuzz.ts', 'src/fuzz/**/*.browser.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
