/**
 * `npm run screenshots`: starts the reference server on a throw-away database (like playwright.config.ts
 * does), signs in through the real login page and saves pictures of the shell in Chinese and English,
 * in several themes, plus the parameter and dictionary screens and the system-administration screens
 * (./screenshots-system.ts), to docs/screenshots/.
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { systemShots } from './screenshots-system';

const PORT = Number(process.env.SCREENSHOT_PORT ?? 8093);
const BASE = `http://127.0.0.1:${PORT}`;
const OUT = 'docs/screenshots';
const SITE_KEY = 'toycar';

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 360; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

/** Write a value the way the console stores it (site-key prefix, {type, content, timestamp}). */
async function store(page: Page, name: string, content: unknown): Promise<void> {
  await page.evaluate(
    ([key, value]) =>
      localStorage.setItem(key, JSON.stringify({ type: 'local', content: value, timestamp: Date.now() })),
    [`${SITE_KEY}-${name}`, content] as const,
  );
}

async function login(page: Page): Promise<void> {
  const codes = new Map<string, string>();
  page.on('response', async (r) => {
    if (!r.url().includes('/oauth/captcha')) return;
    const body = (await r.json().catch(() => ({}))) as { image?: string; testCode?: string };
    if (body.image && body.testCode) codes.set(body.image, body.testCode);
  });
  await page.goto(`${BASE}/login`);
  const img = page.locator('form img');
  await img.waitFor();
  let answer: string | undefined;
  for (let i = 0; i < 50 && !answer; i++) {
    answer = codes.get((await img.getAttribute('src')) ?? '');
    if (!answer) await page.waitForTimeout(100);
  }
  await page.getByLabel(/租户编号|Tenant ID/).fill('000000');
  await page.getByLabel(/^(账号|Account)$/).fill('admin');
  await page.getByLabel(/^(密码|Password)$/).fill('admin');
  await page.getByLabel(/^(验证码|Captcha)$/).fill(answer ?? '');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/wel\/index$/);
}

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${OUT}/${name}.png` });
  console.log(`saved ${OUT}/${name}.png`);
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  // tsx directly (not through npx) in its own process group, so stopping it stops the server too.
  const server = spawn('node_modules/.bin/tsx', ['server/main.ts', '--build-if-needed'], {
    stdio: 'inherit',
    detached: true,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: 'data/screenshots',
      RESET_DATA: '1',
      TEST_CAPTCHA: '1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    },
  });
  const browser = await chromium.launch({
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
  });
  try {
    await waitForServer();
    const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
    for (const lang of ['zh', 'en'] as const) {
      await page.goto(`${BASE}/login`);
      await page.evaluate(() => localStorage.clear());
      await store(page, 'language', lang);
      await page.reload();
      await page.locator('form img').waitFor();
      await shot(page, `login-${lang}`);
      await login(page);
      for (const theme of ['default', 'dark', 'lte', 'star', 'white']) {
        await store(page, 'themeName', theme);
        await page.goto(`${BASE}/wel/index`);
        await page.locator('[data-testid=shell]').waitFor();
        // The server's top menus arrive after the first paint; give them a moment (none is fine too).
        await page
          .locator('[data-testid=top-menu] button')
          .nth(1)
          .waitFor({ timeout: 3000 })
          .catch(() => undefined);
        await shot(page, `shell-${theme}-${lang}`);
      }
      await store(page, 'themeName', 'default');
      await page.goto(`${BASE}/system/param`);
      await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
      await shot(page, `param-${lang}`);
      await page.goto(`${BASE}/dict-horizontal/index`);
      await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
      await shot(page, `dict-${lang}`);
      await page.goto(`${BASE}/info/index`);
      await shot(page, `info-${lang}`);
      // One captured error, so the log screen and its badge have something to show.
      await page.evaluate(() =>
        setTimeout(() => {
          throw new Error('Sample: an uncaught error captured by the console');
        }),
      );
      await page.goto(`${BASE}/error-log`);
      await shot(page, `error-log-${lang}`);
      await page.locator('[data-testid=notices]').click();
      await page.locator('[data-testid=notice-panel]').waitFor();
      await shot(page, `notices-${lang}`);
      await systemShots(page, BASE, lang, shot);
      await page.evaluate(() => localStorage.clear());
    }
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
