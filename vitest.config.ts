import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { schemaIndexPlugin } from './engine/schema/node/vite-schema-index.ts';

/**
 * Three projects: engine/app unit tests in happy-dom (those of tests/unit and those a plugin keeps beside
 * its client code, plugins/<name>/client/*.test.tsx), server tests in Node against a real database (with
 * the modules' own, plugins/<name>/server/*.test.ts), and process tests that start real server processes
 * (stop and crash behaviour).
 */
export default defineConfig({
  test: {
    // One worker per core (vitest's default is one per core less one: a single file at a time on a 2-core
    // machine, while each file keeps its own worker busy, a server's SQLite being synchronous). Two on the
    // 2-core machine measured 27 % faster than one. (One value for all projects: vitest refuses projects
    // of different worker counts in one run.) VITEST_MAX_WORKERS / --maxWorkers choose another.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? availableParallelism()),
    // Each file's time is kept (test-times/, read by scripts/slowest-tests.ts, which .ci/run prints at its
    // end): the suite's cost is known by file on every run, not guessed. TEST_TIMES names the file.
    reporters: ['default', 'json'],
    outputFile: { json: `test-times/vitest-${process.env.TEST_TIMES ?? 'run'}.json` },
    projects: [
      {
        // The console's schema index and lazy groups (app/registry.ts), as the build makes them.
        plugins: [schemaIndexPlugin()],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'plugins/**/*.test.{ts,tsx}'],
          // A plugin's server half (plugins/<name>/server) is Node code: not for happy-dom.
          exclude: [...configDefaults.exclude, 'plugins/*/server/**'],
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
          // A module's server tests sit beside it (plugins/<name>/server/*.test.ts).
          include: ['tests/server/**/*.test.ts', 'tests/architecture/**/*.test.ts', 'plugins/*/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30000,
          // The first server of a worker seeds its template (a minute on PostgreSQL under load).
          hookTimeout: 180000,
          pool: 'forks',
          // A worker imports the server once for all its files, not once per file: 135 files each spent
          // seconds importing the kernel, the modules and every schema (16 files: 80.5 s of CPU isolated,
          // 46.9 s not). Safe here: each file starts its own server on its own database copy, and nothing
          // a file leaves in module state (caches keyed by registry or request) is read as another's.
          isolate: false,
          globalSetup: ['tests/server/global-template.ts'],
          // Under CI a failed server test runs once more (as the e2e suite's do): the PostgreSQL run of one CI
          // reported 1 failure of ~4,000 that a full re-run on the same tree did not reproduce (129 files
          // passed), and CI prints no more than its tail. A test that fails twice still fails the run.
          retry: process.env.CI ? 1 : 0,
        },
      },
      {
        // Real server processes (signals, crashes): one file at a time, each starts its own servers.
        test: {
          name: 'process',
          include: ['tests/process/**/*.test.ts'],
          // One seeded data folder per run, copied by each server a test starts (global-seeded.ts).
          globalSetup: ['tests/process/global-seeded.ts'],
          environment: 'node',
          testTimeout: 120000,
          hookTimeout: 60000,
          pool: 'forks',
          fileParallelism: false,
        },
      },
    ],
  },
});
