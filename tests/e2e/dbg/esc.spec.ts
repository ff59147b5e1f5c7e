import { expect, test } from '@playwright/test';
import { dialog, loginAsAdmin } from '../helpers';
test('ds', async ({ page }) => {
  test.setTimeout(40000);
  page.setDefaultTimeout(8000);
  await loginAsAdmin(page);
  await page.goto('/authority/data-scope');
  await page.getByTestId('toolbar').getByRole('button', { name: /新\s*增/ }).click();
  await expect(dialog(page)).toBeVisible();
  const item = dialog(page).locator('.ant-form-item, .ant-formily-item').filter({ hasText: '所属菜单' }).first();
  console.log(await item.innerHTML());
  await item.locator('.ant-select-selector, .ant-cascader, input').first().click();
  await page.screenshot({ path: '/tmp/dbg/ds.png' });
});
