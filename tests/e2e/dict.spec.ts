import { expect, test, type Page } from '@playwright/test';
import { clickRowOp, dialog, loginAsAdmin, rows, toast, uniq } from './helpers';

const ok = /确\s*定|保\s*存/;

async function openDictPage(page: Page, path: '/dict-horizontal/index' | '/dict-vertical/index') {
  await loginAsAdmin(page);
  await page.goto(path);
  await expect(page.getByTestId('master-pane')).toBeVisible();
  return { master: page.getByTestId('master-pane'), detail: page.getByTestId('detail-pane') };
}

test('dictionary (horizontal): parent form rules, create a group, add items under it, edit and delete them', async ({ page }) => {
  const { master, detail } = await openDictPage(page, '/dict-horizontal/index');
  // The master pane is half the width: 序号 is the first column to give way (issue 35, column priority).
  await expect(master.locator('.ant-table-thead')).toContainText('字典编号');

  // Parent: empty submit shows the required messages; the dialog is 880 px and ignores outside clicks.
  await master.getByRole('button', { name: /新\s*增/ }).click();
  const d = dialog(page);
  await expect(d.locator('.ant-modal-content')).toBeVisible();
  expect(await d.evaluate((el) => getComputedStyle(el).width)).toBe('880px');
  await d.getByLabel('字典编号').fill('');
  await d.getByRole('button', { name: ok }).click();
  await expect(d.getByText('请输入字典编号')).toBeVisible();
  await expect(d.getByText('请输入字典名称')).toBeVisible();
  await page.mouse.click(5, 5); // outside the dialog
  await expect(dialog(page)).toHaveCount(1);

  const code = uniq('e2e_');
  await d.getByLabel('字典编号').fill(code);
  await d.getByLabel('字典名称').fill('端到端字典');
  await d.getByRole('button', { name: ok }).click();
  await expect(toast(page, '新增成功')).toBeVisible();

  // Choose the new group: the item table is filtered to it and empty.
  await master.getByLabel('字典编号').fill(code);
  await master.getByRole('button', { name: /搜\s*索/ }).click();
  await expect(rows(master)).toHaveCount(1);
  await rows(master).first().click();
  await expect(rows(detail)).toHaveCount(0);

  // Add an item: code and parent come from the group and cannot be typed.
  await detail.getByRole('button', { name: /新\s*增/ }).click();
  const item = dialog(page);
  await expect(item.getByLabel('字典编号')).toHaveValue(code);
  await expect(item.getByLabel('字典编号')).toBeDisabled();
  await item.getByRole('button', { name: ok }).click();
  await expect(item.getByText('请输入字典名称')).toBeVisible();
  await expect(item.getByText('请输入字典键值')).toBeVisible();
  await item.getByLabel('字典名称').fill('红色');
  await item.getByLabel('字典键值').fill('red');
  await item.getByRole('button', { name: ok }).click();
  await expect(toast(page, '新增成功')).toBeVisible();
  await expect(rows(detail)).toHaveCount(1);
  // The half-width detail pane keeps its key columns (issue 35): the name shows, the key may wait in the chooser.
  await expect(rows(detail).first()).toContainText('红色');

  // Edit the item: code still read-only.
  await rows(detail).first().getByRole('button', { name: /编\s*辑/ }).click();
  await expect(dialog(page).getByLabel('字典编号')).toBeDisabled();
  await dialog(page).getByLabel('字典名称').fill('深红');
  await dialog(page).getByRole('button', { name: ok }).click();
  await expect(toast(page, '更新成功')).toBeVisible();
  await expect(rows(detail).first()).toContainText('深红');

  // Bulk delete with nothing selected warns; then delete the item with confirmation.
  await detail.getByTestId('toolbar').getByRole('button', { name: /删\s*除/ }).click();
  await expect(toast(page, '请选择至少一条数据')).toBeVisible();
  await clickRowOp(rows(detail).first(), /^删\s*除$/);
  await expect(page.locator('.ant-modal-confirm')).toContainText('确定将选择数据删除?');
  await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ }).click();
  await expect(toast(page, '删除成功')).toBeVisible();
  await expect(rows(detail)).toHaveCount(0);

  // The group's dictionary now answers through the dictionary endpoint used by select columns.
  await clickRowOp(rows(master).first(), /^删\s*除$/);
  await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ }).click();
  // The toast of the item's delete may still be up: look at the newest.
  await expect(toast(page, '删除成功').last()).toBeVisible();
});

test('dictionary (vertical): the seeded yes_no group shows its items; sealed entries are refused by the server', async ({ page }) => {
  const { master, detail } = await openDictPage(page, '/dict-vertical/index');
  const mBox = (await master.boundingBox())!;
  const dBox = (await detail.boundingBox())!;
  expect(dBox.y).toBeGreaterThan(mBox.y + mBox.height - 1); // stacked

  await master.getByLabel('字典编号').fill('yes_no');
  await master.getByRole('button', { name: /搜\s*索/ }).click();
  await expect(rows(master)).toHaveCount(1);
  await rows(master).first().click();
  await expect(rows(detail)).toHaveCount(2);
  await expect(detail).toContainText('否');
  await expect(detail).toContainText('是');

  // yes_no is sealed: an edit is refused with the server's message and the dialog keeps the input.
  await rows(detail).first().getByRole('button', { name: /编\s*辑/ }).click();
  await dialog(page).getByLabel('字典名称').fill('不是');
  await dialog(page).getByRole('button', { name: ok }).click();
  await expect(page.locator('.ant-message')).toContainText('封存');
  await expect(dialog(page).getByLabel('字典名称')).toHaveValue('不是');
});

test('dictionary: bulk delete with nothing selected warns on the parent table', async ({ page }) => {
  const { master } = await openDictPage(page, '/dict-horizontal/index');
  await master.getByTestId('toolbar').getByRole('button', { name: /删\s*除/ }).click();
  await expect(toast(page, '请选择至少一条数据')).toBeVisible();
});
