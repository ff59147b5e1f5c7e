import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8091);

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the built console
 * served by the reference server on a throw-away SQLite file.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // Long journeys (several screens, people and screenshots), two at a time on a 2-core machine.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // Files run side by side, one worker per core (specs touch only rows and accounts they make); inside a
  // file tests run in order unless it says otherwise (the screen journeys do). E2E_WORKERS=1 for a quiet run.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? availableParallelism()),
  retries: process.env.CI ? 1 : 0,
  // The JSON report keeps each test's time for scripts/slowest-tests.ts (see vitest.config.ts).
  reporter: [['list'], ['json', { outputFile: 'test-times/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    screenshot: 'only-on-failure',
    // The operators' screen (issue 35): at 1440 × 900 a list's key columns and its first three row
    // operations are in view. Journeys about narrower screens set their own.
    viewport: { width: 1440, height: 900 },
    // The console turns antd's animations off for this (app/shell-state/reduced-motion.ts): a click never
    // lands on a menu still unfolding or a dialog still zooming in, which a loaded machine made flaky.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `node --import tsx server/main.ts --build-if-needed`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { PORT: String(PORT), DATA_DIR: process.env.E2E_DATA_DIR ?? 'data/e2e', RESET_DATA: '1', NODE_ENV: 'test', LOG_LEVEL: 'warn', TEST_CAPTCHA: '1' },
  },
});
