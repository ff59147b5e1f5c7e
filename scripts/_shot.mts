import { chromium, type Page } from 'playwright-core';
const BASE = 'http://127.0.0.1:8102';
async function login(page: Page) {
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
  for (let i = 0; i < 50 && !answer; i++) { answer = codes.get((await img.getAttribute('src')) ?? ''); if (!answer) await page.waitForTimeout(100); }
  await page.getByLabel(/租户编号|Tenant ID/).fill('000000');
  await page.getByLabel(/^(账号|Account)$/).fill('admin');
  await page.getByLabel(/^(密码|Password)$/).fill('admin');
  await page.getByLabel(/^(验证码|Captcha)$/).fill(answer ?? '');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/wel\/index$/);
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const paths = (process.env.PATHS ?? '/rental/order,/rental/rentrecord').split(',');
for (const lang of (process.env.LANGS ?? 'zh').split(',')) for (const width of [1440, 1024]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  await ctx.addInitScript(([v]) => localStorage.setItem('toycar-language', v), [JSON.stringify({ type: 'local', content: lang, timestamp: Date.now() })] as const);
  const page = await ctx.newPage();
  await login(page);
  for (const p of paths) {
    await page.goto(BASE + p);
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ timeout: 30000 });
    await page.waitForTimeout(1500);
    const info = await page.evaluate(() => {
      const box = document.querySelector('.crud-table-box') as HTMLElement;
      const content = document.querySelector('.ant-table-content, .ant-table-body') as HTMLElement;
      return { box: box?.clientWidth, scroll: content?.scrollWidth, client: content?.clientWidth, heads: [...document.querySelectorAll('.ant-table-thead th')].map((t) => (t.textContent ?? '') + ':' + Math.round(t.getBoundingClientRect().width)).join(' | ') };
    });
    console.log(lang, width, p, JSON.stringify(info));
    await page.locator('.crud-page:visible').screenshot({ path: `/tmp/colshots/${lang}-${width}-${p.replace(/\W+/g, '_')}.png` });
  }
  await ctx.close();
}
await browser.close();
