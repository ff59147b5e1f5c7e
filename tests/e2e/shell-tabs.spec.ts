/** Issue 3, the tab workspace and menu search (spec §2 Tab bar, Menu search overlay). */
import { expect, test, type Page } from '@playwright/test';
import { loginAsAdmin } from './helpers';
import { inEnglish } from './shell-helpers';

const tab = (page: Page, name: string) => page.locator('.tc-tabs .ant-tabs-tab').filter({ hasText: name });

async function openParams(page: Page) {
  await page.getByRole('menuitem', { name: /系统管理/ }).click();
  await page.getByRole('menuitem', { name: '参数管理' }).click();
  await expect(page).toHaveURL(/\/system\/param$/);
}

test('tab rules: home and a single tab have no close button; pages keep their state; close others / all', async ({
  page,
}) => {
  await loginAsAdmin(page);
  await expect(tab(page, '首页').locator('.ant-tabs-tab-remove')).toHaveCount(0);
  await openParams(page);
  await expect(tab(page, '参数管理')).toBeVisible();
  await expect(tab(page, '首页').locator('.ant-tabs-tab-remove')).toHaveCount(0);
  await expect(tab(page, '参数管理').locator('.ant-tabs-tab-remove')).toHaveCount(1);

  // State survives a tab switch: what was typed in the search box is still there.
  const search = page.getByRole('search');
  await search.getByLabel('参数键名').fill('kept.value');
  await tab(page, '首页').click();
  await expect(page).toHaveURL(/\/wel\/index$/);
  await tab(page, '参数管理').click();
  await expect(page.getByRole('search').getByLabel('参数键名')).toHaveValue('kept.value');

  // Close with the x: back to a single (home) tab.
  await tab(page, '参数管理').locator('.ant-tabs-tab-remove').click();
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect(page.getByTestId('tab')).toHaveText(['首页']);

  // Close others (right-click) and close all (dropdown).
  await page.goto('/test/index');
  await expect(tab(page, '测试页')).toBeVisible();
  await page.goto('/wel/dashboard');
  await expect(page.getByTestId('tab')).toHaveText(['首页', '测试页', '仪表盘']);
  await tab(page, '测试页').click({ button: 'right' });
  await page.getByRole('menuitem', { name: '关闭其他' }).click();
  await expect(page.getByTestId('tab')).toHaveText(['首页', '测试页']);
  // The right-click menu fades out first; then use the dropdown at the end of the bar.
  await expect(page.locator('.ant-dropdown:visible')).toHaveCount(0);
  await page.getByTestId('tabs-more').click();
  await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: '关闭全部' }).click();
  await expect(page.getByTestId('tab')).toHaveText(['首页']);
  await expect(page).toHaveURL(/\/wel\/index$/);
});

test('clear cache asks first, drops the saved table options of the monthly bill and invoice detail, says done', async ({
  page,
}) => {
  await loginAsAdmin(page);
  await page.evaluate(() => {
    localStorage.setItem('crud.table-options:000000:admin:billing.monthBill', '{"columns":[]}');
    localStorage.setItem('crud.table-options:000000:admin:billing.invoiceDetail', '{"columns":[]}');
    localStorage.setItem('crud.table-options:000000:admin:system.param', '{"columns":[]}');
  });
  await page.getByTestId('tabs-more').click();
  await page.getByRole('menuitem', { name: '清除缓存' }).click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('是否需要清除缓存?');
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.locator('.ant-message').getByText('清除完毕')).toBeVisible();
  const left = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('crud.table-options:')));
  expect(left).toEqual(['crud.table-options:000000:admin:system.param']);
});

test('menu search: prefix, case-insensitive, Esc closes, choosing navigates', async ({ page }) => {
  await inEnglish(page);
  await loginAsAdmin(page);
  await page.getByTestId('menu-search').click();
  const box = page.getByRole('dialog');
  await box.getByRole('textbox').fill('para');
  await expect(box.getByTestId('search-hit')).toHaveText(['Parameters']);
  await box.getByRole('textbox').fill('ameters');
  await expect(box.getByTestId('search-hit')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
  await page.getByTestId('menu-search').click();
  await page.getByRole('dialog').getByRole('textbox').fill('PARAM');
  await page.getByRole('dialog').getByTestId('search-hit').first().click();
  await expect(page).toHaveURL(/\/system\/param$/);
});
