/**
 * Shell figures against the REAL built console (bench console build) and server: log in through the
 * login page (captcha answered from the test-only testCode, as tests/e2e do), then
 * - login submit → shell interactive (client-side navigation), and
 * - navigation (a fresh load of /wel/index with the session kept) → shell interactive,
 * where "interactive" = the side menu is on screen AND the main thread is free to run a task after the
 * next frame (so a click would be handled at once).
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { projectRoot } from '../engine/schema/node/load';
import type { Figure } from './lib/figures';
import { launch } from './lib/chromium';
import { startTarget } from './lib/proc';

const idle = (page: Page) =>
  page.evaluate(() => new Promise<number>((r) => requestAnimationFrame(() => setTimeout(() => r(performance.now())))));
const menu = (page: Page) =>
  page.locator('.ant-layout-sider .ant-menu-item, .ant-layout-sider .ant-menu-submenu').first();

async function login(page: Page): Promise<void> {
  const codes = new Map<string, string>();
  page.on('response', async (r) => {
    if (!r.url().includes('/api/blade-auth/oauth/captcha')) return;
    const body = (await r.json().catch(() => ({}))) as { image?: string; testCode?: string };
    if (body.image && body.testCode) codes.set(body.image, body.testCode);
  });
  await page.goto('/login');
  const img = page.getByRole('button', { name: /验证码|Captcha/ }).locator('img');
  await img.waitFor();
  let answer: string | undefined;
  for (let i = 0; i < 100 && !answer; i++) {
    answer = codes.get((await img.getAttribute('src')) ?? '');
    if (!answer) await page.waitForTimeout(100);
  }
  await page.getByLabel(/租户编号|Tenant ID/).fill('000000');
  await page.getByLabel(/^(账号|Account)$/).fill('admin');
  await page.getByLabel(/^(密码|Password)$/).fill('admin');
  await page.getByLabel(/^(验证码|Captcha)$/).fill(answer ?? '');
}

export async function runShellBench(o: { repeats: number; log: (l: string) => void }): Promise<Figure[]> {
  const file = join(projectRoot, 'data/bench/shell.db');
  for (const s of ['', '-wal', '-shm']) rmSync(file + s, { force: true });
  const server = await startTarget('bench/server/targets.ts', ['console', file]);
  const browser = await launch();
  try {
    const context = await browser.newContext({
      baseURL: `http://127.0.0.1:${server.port}`,
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    await login(page);
    const t0 = Date.now();
    await page.keyboard.press('Enter');
    await menu(page).waitFor({ timeout: 60_000 });
    await idle(page);
    const afterLogin = Date.now() - t0;
    const loads: number[] = [];
    for (let i = 0; i < o.repeats; i++) {
      await page.goto('/wel/index');
      await menu(page).waitFor({ timeout: 60_000 });
      loads.push(await idle(page)); // ms since this navigation started
    }
    loads.sort((a, b) => a - b);
    const median = loads[Math.floor((loads.length - 1) / 2)];
    o.log(
      `  shell: login → interactive ${afterLogin} ms; navigation → interactive ${loads.map((x) => x.toFixed(0)).join(' ')} ms`,
    );
    return [
      { key: 'shell.afterLogin.ms', label: 'login submit → shell interactive', unit: 'ms', value: afterLogin },
      {
        key: 'shell.navigation.ms',
        label: 'navigation → shell interactive (logged in, fresh load)',
        unit: 'ms',
        value: median,
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
