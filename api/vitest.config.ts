import { defineProject } from 'vitest/config';

// The API suite runs against a real database: SQLite by default, PostgreSQL when
// TEST_DATABASE_URL is set (each test file then gets a database of its own).
export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'demo/**/*.test.ts'],
    // Files named *.sqlite.test.ts read SQLite internals (query plans), *.postgres.test.ts
    // PostgreSQL's (its triggers and tables of its own); each run leaves the other's out.
    exclude: process.env.TEST_DATABASE_URL
      ? ['src/**/*.sqlite.test.ts']
      : ['src/**/*.postgres.test.ts'],
    environment: 'node',
    globalSetup: ['src/test/migrated-template.ts'],
    pool: 'forks',
    // Files share a worker's loaded modules: each file still opens its own app and database,
    // and importing the whole API again for every file cost about a third of the suite's time.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
