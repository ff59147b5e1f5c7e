/**
 * Tree screens (issue 4 item 4): regions load one level at a time (a province opens to its cities) and
 * take a child under a city; departments take a child under a department. Both through "新增子项".
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { clickRowOp, dialog, loginAsAdmin, rows, toast, uniq } from './helpers';
import { apiAs } from './support/api';

async function openScreen(page: Page, screen: string, route: RegExp) {
  await loginAsAdmin(page);
  await page.getByRole('menuitem', { name: /系统管理$/ }).click();
  await page.getByRole('menuitem', { name: new RegExp(`${screen}$`) }).click();
  await expect(page).toHaveURL(route);
  await expect(rows(page).first()).toBeVisible();
}

const rowNamed = (page: Page, name: string) =>
  rows(page).filter({ has: page.locator('td').getByText(name, { exact: true }) });

/** Open a row of a tree table (its expand icon; no-op when open), once the refreshed tree gave it children. */
async function open(row: Locator) {
  await expect(row.locator('.ant-table-row-expand-icon-collapsed, .ant-table-row-expand-icon-expanded')).toHaveCount(1);
  const icon = row.locator('.ant-table-row-expand-icon-collapsed');
  if (await icon.count()) await icon.click();
  await expect(row.locator('.ant-table-row-expand-icon-expanded')).toHaveCount(1);
}

async function removeRow(page: Page, row: Locator) {
  // A tree row offers add child too: delete waits in its 更多 menu.
  await clickRowOp(row, /^删\s*除$/);
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(toast(page, '删除成功')).toBeVisible();
}

test('regions: a province opens to its cities; a child is added under a city', async ({ page }) => {
  // The sidebar opens it at its standard path (/base/region, schemas/system/standard-screens.ts).
  await openScreen(page, '行政区划', /\/base\/region$/);
  // Lazy: the cities are not in the table until the province is opened.
  await expect(rowNamed(page, '杭州市')).toHaveCount(0);
  await open(rowNamed(page, '浙江省'));
  await expect(rowNamed(page, '杭州市')).toBeVisible();
  await expect(rowNamed(page, '宁波市')).toBeVisible();

  const code = `3301990${String(Date.now()).slice(-4)}`;
  const name = uniq('新区');
  await rowNamed(page, '杭州市')
    .getByRole('button', { name: /新增子项/ })
    .click();
  const d = dialog(page);
  await expect(d.getByLabel('上级区划', { exact: true })).toHaveValue('3301');
  await d.getByLabel('区划编号', { exact: true }).fill(code);
  await d.getByLabel('区划名称', { exact: true }).fill(name);
  await d.getByRole('button', { name: /确\s*定/ }).click();
  await expect(toast(page, '新增成功')).toBeVisible();

  await open(rowNamed(page, '杭州市'));
  const child = rowNamed(page, name);
  await expect(child).toBeVisible();
  await expect(child).toContainText(code);
  // Clean up so the seeded tree stays as it was.
  await removeRow(page, child);
  await expect(rowNamed(page, name)).toHaveCount(0);
});

test('depts: a child dept is added under a dept', async ({ page, request }) => {
  const api = await apiAs(request);
  const parent = uniq('总部');
  await api.post('/api/blade-system/dept/submit', { deptName: parent, fullName: parent, deptCategory: 1, sort: 1 });

  await openScreen(page, '机构管理', /\/system\/dept$/);
  await rowNamed(page, parent)
    .getByRole('button', { name: /新增子项/ })
    .click();
  const d = dialog(page);
  const child = uniq('分部');
  await d.getByLabel('机构名称', { exact: true }).fill(child);
  await d.getByLabel('机构全称', { exact: true }).fill(`${parent}${child}`);
  await d.locator('.ant-formily-item', { hasText: '机构类型' }).locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '部门' }).click();
  await expect(d.locator('.ant-formily-item', { hasText: '上级机构' })).toContainText(parent);
  await d.getByRole('button', { name: /确\s*定/ }).click();
  await expect(toast(page, '新增成功')).toBeVisible();

  await open(rowNamed(page, parent));
  await expect(rowNamed(page, child)).toBeVisible();
  await expect(rowNamed(page, child)).toContainText('部门');
});
