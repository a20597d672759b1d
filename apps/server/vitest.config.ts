import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Each file gets its own database; an embedded one takes ~700 MiB, so two files at a time.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The one place the tests read the environment: which PostgreSQL and Redis, if any, to use.
    provide: {
      testDatabaseUrl: process.env.TEST_DATABASE_URL ?? '',
      testRedisUrl: process.env.TEST_REDIS_URL ?? '',
    },
  },
});
