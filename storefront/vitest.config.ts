import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { shopMessages } from './build/shop-messages';

export default defineProject({
  plugins: [shopMessages(), react()],
  test: {
    name: 'storefront',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Checkout's journeys walk four steps with real typing; on a busy 2-core machine that
    // takes longer than vitest's 5 s default, as the admin screens' tests already allow.
    // Whole forms filled step by step: the longest neared 30 s in the full `npm test`, whose
    // three suites share two cores.
    testTimeout: 60_000,
  },
});
