/**
 * The schema playground (plugins/playground) in Chromium: a valid schema is linted clean and previewed —
 * its region cascade working in the preview's form — and a mistake typed into the editor is shown by the
 * CI lint at its line.
 */
import { expect, test, type Page } from '@playwright/test';
import { dialog, loginAsAdmin } from './helpers';
import { starterText } from '../../plugins/playground/client/starter';

test.use({ locale: 'zh-CN' });

const problems = (page: Page) => page.getByTestId('playground-problems');
const preview = (page: Page) => page.getByTestId('playground-preview');

/** Replace the editor's whole text, as a paste does. */
async function setText(page: Page, text: string) {
  await page.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
}

test('the playground previews a valid schema with a working cascade, and shows a lint error at its line', async ({ page }) => {
  test.setTimeout(150_000);
  await loginAsAdmin(page);
  await page.goto('/tool/playground');
  await expect(problems(page)).toContainText('没有问题', { timeout: 30_000 });
  await expect(preview(page).locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 });

  // The preview's form: cities of the chosen province only.
  await preview(page).getByRole('button', { name: /新\s*增/ }).first().click();
  const d = dialog(page);
  const combo = (label: string) => d.getByRole('combobox', { name: label, exact: true });
  await combo('省份').click({ force: true });
  await combo('省份').fill('浙江省');
  await page.locator('.ant-select-dropdown:visible').getByTitle('浙江省', { exact: true }).click();
  await combo('城市').click({ force: true });
  await expect(page.locator('.ant-select-dropdown:visible').getByTitle('杭州市', { exact: true })).toBeVisible();
  await expect(page.locator('.ant-select-dropdown:visible').getByTitle('北京市', { exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  // A field shown by another's value: the unit of minutes only when charging by duration.
  await expect(d.getByLabel('计费单位(分钟)', { exact: true })).toHaveCount(0);
  await d.getByRole('button', { name: /取\s*消/ }).click();

  // A condition naming a field the schema does not have: the lint says so at that line.
  const bad = starterText().replace('"dependsOn": "provinceCode"', '"dependsOn": "provinceCod"');
  const line = bad.slice(0, bad.indexOf('"provinceCod"')).split('\n').length;
  await setText(page, bad);
  const item = problems(page).locator(`[data-line="${line}"]`);
  await expect(item).toContainText('"provinceCod" is not a field of demo.kiosk', { timeout: 30_000 });
  await expect(item).toContainText(`第 ${line} 行`);
  await expect(page.locator('.cm-lintRange-error').first()).toBeVisible();
});
