/**
 * The system-administration screens for `npm run screenshots` (issue 4): users with the dept tree filter,
 * the role grant dialog, menus, tenants, the API and usual logs, object storage. Called once per language
 * by scripts/screenshots.ts on a signed-in page.
 */
import type { Page } from 'playwright-core';

const firstRow = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row').first();

export async function systemShots(
  page: Page,
  base: string,
  lang: 'zh' | 'en',
  shot: (page: Page, name: string) => Promise<void>,
): Promise<void> {
  const open = async (route: string, name: string) => {
    await page.goto(`${base}${route}`);
    await firstRow(page).waitFor();
    await shot(page, `${name}-${lang}`);
  };
  await page.goto(`${base}/system/user`);
  await page.locator('[data-testid=tree-filter] .ant-tree-treenode').nth(1).waitFor();
  await firstRow(page).waitFor();
  await shot(page, `users-${lang}`);

  await page.goto(`${base}/authority/role`);
  await firstRow(page).locator('input[type=checkbox]').check();
  await page.locator('[data-testid=toolbar] button', { hasText: lang === 'zh' ? /权限设置/ : /Grant/ }).click();
  await page.locator('.ant-modal .ant-tree').first().waitFor();
  await shot(page, `role-grant-${lang}`);
  await page.keyboard.press('Escape');

  await open('/system/menu', 'menus');
  await open('/system/tenant', 'tenants');
  await open('/log/api', 'api-log');
  await open('/log/usual', 'usual-log');
  await open('/resource/oss', 'oss');
}
