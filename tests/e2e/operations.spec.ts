/**
 * Operations (运营管理) as an operator uses it: every new screen opens with the demo's rows, in zh and en;
 * an ad written with a script tag and an onerror handler is saved and viewed without anything running
 * (the server strips them, the view draws the HTML in a sandboxed frame); a prize is marked issued (the
 * state machine). Screenshots in docs/screenshots/operations/.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { dialog, loginAsAdmin, rows, toast, uniq } from './helpers';
import { openScreen } from './devices-shared';
import { inEnglish } from './shell-helpers';

test.describe.configure({ timeout: 240_000 });

const SHOTS = 'docs/screenshots/operations';
mkdirSync(SHOTS, { recursive: true });

const SCREENS: Array<[zh: string, en: string, route: RegExp]> = [
  ['广告位', 'Ad positions', /\/operation\/adposition$/],
  ['广告管理', 'Ads', /\/operation\/ad$/],
  ['广告明细', 'Ad slides', /\/operation\/addetail$/],
  ['产品页', 'Product pages', /\/operation\/productpage$/],
  ['问卷管理', 'Questionnaires', /\/operation\/questionnaire$/],
  ['问卷答卷', 'Answers', /\/operation\/questionnaireanswer$/],
  ['中奖记录', 'Prizes', /\/operation\/awardrecord$/],
];

/** A screenshot once the rows have loaded and the toasts faded. */
async function shot(page: Page, name: string) {
  await expect(page.locator('.ant-table .ant-spin-spinning')).toHaveCount(0);
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 15000 });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}
const fileOf = (route: RegExp) => route.source.replace(/[^a-z]/g, '').replace(/^operation/, '');

test('operations: every screen opens with its demo rows (zh)', async ({ page }) => {
  await loginAsAdmin(page);
  for (const [zh, , route] of SCREENS) {
    await openScreen(page, '运营管理', zh, route);
    await expect(rows(page).first()).toBeVisible();
    await shot(page, `${fileOf(route)}-zh`);
  }
});

test('operations: every screen opens with its demo rows (en)', async ({ page }) => {
  await inEnglish(page);
  await loginAsAdmin(page);
  for (const [, en, route] of SCREENS) {
    await openScreen(page, 'Operations', en, route);
    await expect(rows(page).first()).toBeVisible();
    await shot(page, `${fileOf(route)}-en`);
  }
});

test('operations: a script tag in ad content never executes; a prize is marked issued', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await loginAsAdmin(page);
  await openScreen(page, '运营管理', '广告管理', /\/operation\/ad$/);
  const name = uniq('XSS广告');
  await page.getByTestId('toolbar').getByRole('button', { name: /新\s*增/ }).click();
  const d = dialog(page);
  await d.getByLabel('广告名称', { exact: true }).fill(name);
  await d.locator('.ant-select[aria-label="广告位"]').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await d
    .getByLabel('广告内容', { exact: true })
    .fill('<p>周末特惠</p><script>window.__xss = 1; alert("xss")</script><img src="x" onerror="window.__xss = 2; alert(2)"><a href="javascript:alert(3)">点我</a>');
  await d.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
  await expect(toast(page, '新增成功')).toBeVisible();

  await page.getByRole('search').getByLabel('广告名称', { exact: true }).fill(name);
  await page.getByRole('search').getByRole('button', { name: /搜\s*索/ }).click();
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByRole('button', { name: /查\s*看/ }).click();
  const preview = dialog(page).getByTestId('richtext-preview');
  await expect(preview).toBeVisible();
  const frame = page.frameLocator('[data-testid=richtext-preview]');
  await expect(frame.getByText('周末特惠')).toBeVisible();
  await expect(frame.locator('script')).toHaveCount(0);
  await expect(frame.locator('img[onerror]')).toHaveCount(0);
  await expect(frame.locator('a[href^="javascript"]')).toHaveCount(0);
  await expect(preview).toHaveAttribute('sandbox', '');
  await shot(page, 'ad-view-sanitised-zh');
  // Not a pause but the frame's own end: once its document has loaded, every image has loaded or failed, so
  // an onerror handler or a script the sanitiser missed would have run by now.
  const content = await (await preview.elementHandle())!.contentFrame();
  await content!.waitForLoadState('load');
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await page.keyboard.press('Escape');

  // The prize flag: a waiting prize is marked issued, with a note.
  await openScreen(page, '运营管理', '中奖记录', /\/operation\/awardrecord$/);
  const waiting = rows(page).filter({ hasText: '待发放' }).first();
  await waiting.getByRole('button', { name: '标记已发放' }).click();
  await dialog(page).getByLabel('发放说明', { exact: true }).fill('微信红包已发');
  await dialog(page).getByRole('button', { name: /确\s*定/ }).click();
  await expect(toast(page, '已标记为已发放')).toBeVisible();
});
