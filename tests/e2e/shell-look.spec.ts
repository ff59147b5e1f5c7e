/** Issue 3, themes, the colour picker and the language (spec §2, §9), checked in computed styles. */
import { expect, test, type Page } from '@playwright/test';
import { loginAsAdmin } from './helpers';

const siderBg = (page: Page) =>
  page.locator('.ant-layout-sider').evaluate((el) => getComputedStyle(el).backgroundColor);

test('choosing a theme restyles the shell and is remembered', async ({ page }) => {
  await loginAsAdmin(page);
  const before = await siderBg(page);
  await page.getByTestId('theme-chooser').click();
  await page.getByTestId('theme-white').click();
  await expect.poll(() => siderBg(page)).toBe('rgb(255, 255, 255)');
  await page.getByTestId('theme-chooser').click();
  await page.getByTestId('theme-lte').click();
  await expect.poll(() => siderBg(page)).toBe('rgb(34, 45, 50)');
  expect(before).toBe('rgb(32, 34, 42)');
  const headerBg = await page.locator('.ant-layout-header').evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(headerBg).toBe('rgb(60, 141, 188)');
  await page.reload();
  await expect.poll(() => siderBg(page)).toBe('rgb(34, 45, 50)');
  await expect(page.locator('body')).toHaveClass(/theme-lte/);
});

test('the colour picker restyles the primary colour everywhere (default #409EFF)', async ({ page }) => {
  await loginAsAdmin(page);
  const activeTab = page.locator('.tc-tabs .ant-tabs-tab-active .ant-tabs-tab-btn');
  await expect.poll(() => activeTab.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(64, 158, 255)');
  await page.getByTestId('color-picker').click();
  await page.locator('.ant-color-picker-presets-color').nth(6).click(); // #f5222d
  await expect.poll(() => activeTab.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(245, 34, 45)');
  await page.goto('/info/index');
  const submit = page.getByRole('button', { name: /提\s*交/ }).first();
  await expect.poll(() => submit.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(245, 34, 45)');
});

test('language zh ↔ en: texts, antd locale and page title; the current language is disabled', async ({ page }) => {
  await loginAsAdmin(page);
  await expect(page).toHaveTitle('首页 - 玩具车共享运营平台');
  await page.getByTestId('lang-switch').click();
  await expect(page.getByRole('menuitem', { name: '中文' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page).toHaveTitle('Home - Toy Car Sharing Console');
  await expect(page.getByTestId('tab')).toHaveText(['Home']);
  await expect(page.getByRole('menuitem', { name: /System/ }).first()).toBeVisible();
  await page.goto('/system/param');
  await expect(page.locator('.ant-pagination')).toContainText('/ page');
  await page.reload();
  await expect(page).toHaveTitle(/Toy Car Sharing Console$/);
  await page.getByTestId('lang-switch').click();
  await page.getByRole('menuitem', { name: '中文' }).click();
  await expect(page).toHaveTitle(/玩具车共享运营平台$/);
  await expect(page.locator('.ant-pagination')).toContainText('条/页');
});
