import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:fuzz` only (not part of `vitest run`): property-based requests against the server, 10,000
 * by default, 1,000 with CI=true, FUZZ_RUNS / FUZZ_SEED to choose (tests/fuzz/api.fuzz.test.ts).
 */
export default defineConfig({
  root: resolve(import.meta.dirname, '../..'),
  test: {
    include: ['tests/fuzz/**/*.fuzz.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 1_800_000,
    hookTimeout: 120_000,
  },
});
