import { defineProject } from 'vitest/config';

// Tests of the e2e support code that need neither a built shop nor a browser (the fake card
// gateway). The browser journeys are e2e/vitest.config.ts.
export default defineProject({
  test: {
    name: 'e2e-support',
    include: ['*.test.ts'],
    exclude: ['*.e2e.test.ts'],
    environment: 'node',
  },
});
