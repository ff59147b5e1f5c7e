import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8091);

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the built console
 * served by the reference server on a throw-away SQLite file.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    screenshot: 'only-on-failure',
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
    command: `npx tsx server/main.ts --build-if-needed`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { PORT: String(PORT), DATA_DIR: 'data/e2e', RESET_DATA: '1', NODE_ENV: 'test', LOG_LEVEL: 'warn', TEST_CAPTCHA: '1' },
  },
});
