import { expect, test, type Page } from '@playwright/test';
import { dialog, loginAsAdmin, rows, toast, uniq } from './helpers';

async function openParams(page: Page) {
  await loginAsAdmin(page);
  await page.getByRole('menuitem', { name: /系统管理/ }).click();
  await page.getByRole('menuitem', { name: '参数管理' }).click();
  await expect(page).toHaveURL(/\/system\/param$/);
  await expect(rows(page).first()).toBeVisible();
}

test('system parameters: empty submit shows the three messages, then create, search, view, edit, delete', async ({ page }) => {
  await openParams(page);
  // Index and selection columns (spec §2).
  await expect(page.locator('.ant-table-thead')).toContainText('序号');
  await expect(page.locator('.ant-table-thead .ant-checkbox')).toBeVisible();

  await page.getByRole('button', { name: /新\s*增/ }).first().click();
  const d = dialog(page);
  // The form is there before OK is pressed (under load a press during the opening once validated nothing).
  await expect(d.getByLabel('参数名称')).toBeEditable();
  await d.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
  await expect(d.getByText('请输入参数名称')).toBeVisible();
  await expect(d.getByText('请输入参数键名')).toBeVisible();
  await expect(d.getByText('请输入参数键值')).toBeVisible();

  const key = uniq('e2e.key.');
  await d.getByLabel('参数名称').fill('端到端参数');
  await d.getByLabel('参数键名').fill(key);
  await d.getByLabel('参数键值').fill('42');
  await d.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
  await expect(toast(page, '新增成功')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);

  // Search by key: exactly one row.
  const search = page.getByRole('search');
  await search.getByLabel('参数键名').fill(key);
  await search.getByRole('button', { name: /搜\s*索/ }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(key);

  // View shows the values read-only.
  await rows(page).first().getByRole('button', { name: /查\s*看/ }).click();
  await expect(dialog(page)).toContainText(key);
  // Esc closes once the dialog has taken the focus (as it does on opening).
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.ant-modal'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);

  // Edit.
  await rows(page).first().getByRole('button', { name: /编\s*辑/ }).click();
  const value = dialog(page).getByLabel('参数键值');
  await expect(value).toHaveValue('42');
  await value.fill('43');
  await dialog(page).getByRole('button', { name: /确\s*定|保\s*存/ }).click();
  await expect(toast(page, '更新成功')).toBeVisible();
  await expect(rows(page).first()).toContainText('43');

  // Delete with confirmation.
  await rows(page).first().getByRole('button', { name: /删\s*除/ }).click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('提示');
  await expect(confirm).toContainText('确定将选择数据删除?');
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(toast(page, '删除成功')).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
});

test('system parameters: bulk delete with nothing selected warns', async ({ page }) => {
  await openParams(page);
  await page.getByTestId('toolbar').getByRole('button', { name: /删\s*除/ }).click();
  await expect(toast(page, '请选择至少一条数据')).toBeVisible();
});

test('system parameters: a required field left empty shows its message on blur', async ({ page }) => {
  await openParams(page);
  await page.getByRole('button', { name: /新\s*增/ }).first().click();
  const name = dialog(page).getByLabel('参数名称');
  await name.focus();
  await dialog(page).getByLabel('参数键名').focus();
  await expect(dialog(page).getByText('请输入参数名称')).toBeVisible();
  await expect(dialog(page).getByText('请输入参数键值')).toHaveCount(0);
});
