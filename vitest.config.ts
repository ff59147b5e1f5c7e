import { defineConfig } from 'vitest/config';

/** Two projects: engine/app unit tests in happy-dom, and server tests in Node against a real database. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/unit/setup.ts'],
          globalSetup: ['tests/unit/global-fixture-schema.ts'],
          // Generous: a 2-core machine under load renders antd tables slowly; speed is the benchmarks' job.
          testTimeout: 60000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
          pool: 'forks',
        },
      },
    ],
  },
});
