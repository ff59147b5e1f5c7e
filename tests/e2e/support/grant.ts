/**
 * The grant dialog of plugins/grant (roles, top menus, factory and merchant roles) as a person uses it:
 * open it for one listed row, find nodes by their title, open a node, tick it, save, read the ticks back.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { dialog, toast } from '../helpers';

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** Select the row and press the toolbar's grant button (a batch action: it acts on the selection). */
export async function openGrant(page: Page, row: Locator, button: RegExp) {
  await row.getByRole('checkbox').check();
  await page.getByTestId('toolbar').getByRole('button', { name: button }).click();
  await expect(dialog(page)).toBeVisible();
  // Loaded when the trees show (a spinner before).
  await expect(dialog(page).locator('.ant-tree').first()).toBeVisible();
}

/** A tree node by its exact title, inside a scope (the dialog, or one tab's panel). */
export const grantNode = (scope: Locator, title: string) =>
  scope
    .locator('.ant-tree-treenode')
    .filter({ has: scope.page().locator('.ant-tree-title', { hasText: exactly(title) }) });

/** Open a node (no-op when it is open). */
export async function expand(node: Locator) {
  const closed = node.locator('.ant-tree-switcher_close');
  if (await closed.count()) await closed.click();
  await expect(node.locator('.ant-tree-switcher_open')).toHaveCount(1);
}

export const tick = (node: Locator) => node.locator('.ant-tree-checkbox').click();

export const expectTicked = (node: Locator) =>
  expect(node.locator('.ant-tree-checkbox')).toHaveClass(/ant-tree-checkbox-checked/);

export const expectHalfTicked = (node: Locator) =>
  expect(node.locator('.ant-tree-checkbox')).toHaveClass(/ant-tree-checkbox-indeterminate/);

export async function saveGrant(page: Page) {
  await dialog(page)
    .getByRole('button', { name: /保\s*存/ })
    .click();
  await expect(toast(page, '权限设置成功')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
}
