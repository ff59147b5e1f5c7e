/**
 * One English pass over a system screen (spec: every user-facing text in both languages): the users screen
 * in English — sidebar, search form, toolbar, table header, row buttons, the dept tree and an action
 * dialog carry English texts, with no Chinese outside the data and no raw message keys.
 */
import { expect, test, type Locator } from '@playwright/test';
import { dialog, login, rowOpNames, rows } from './helpers';
import { inEnglish } from './shell-helpers';

const HAN = /[\u4e00-\u9fff]/;

/** The chrome of a region is English: no Chinese and no raw `namespace.key` texts. */
async function expectEnglish(region: Locator) {
  const text = await region.innerText();
  expect(text, 'no Chinese').not.toMatch(HAN);
  expect(text, 'no raw keys').not.toMatch(/\b(crud|user|grant|form|shell)\.[a-zA-Z]+\b/);
}

test('users screen in English', async ({ page }) => {
  // At the width the key columns are laid out for (issue 35): the others may wait in the column chooser.
  await page.setViewportSize({ width: 1440, height: 900 });
  await inEnglish(page);
  await login(page);
  await expect(page).toHaveURL(/\/wel\/index$/);
  await page.getByRole('menuitem', { name: /System$/ }).click();
  await page.getByRole('menuitem', { name: /Users$/ }).click();
  await expect(page).toHaveURL(/\/system\/user$/);
  await expect(rows(page).first()).toBeVisible();

  const search = page.getByRole('search');
  await expect(search.getByLabel('Account', { exact: true })).toBeVisible();
  await expect(search.getByLabel('Real name', { exact: true })).toBeVisible();
  await expect(search.getByRole('button', { name: /Search/ })).toBeVisible();
  await expectEnglish(search);

  const toolbar = page.getByTestId('toolbar');
  for (const name of ['Add', 'Grant roles', 'Reset password', 'Import', 'Import template', 'Export'])
    await expect(toolbar.getByRole('button', { name: new RegExp(`^\\S*\\s*${name}$`) })).toBeVisible();
  await expectEnglish(toolbar);

  const header = page.locator('.ant-table-thead:visible');
  for (const title of ['Account', 'Nickname', 'Real name', 'Roles', 'Status'])
    await expect(header).toContainText(title);
  await expectEnglish(header);

  const firstRow = rows(page).first();
  // Three buttons and the More menu (issue 35): delete waits in the menu.
  expect(await rowOpNames(firstRow)).toEqual(['View', 'Edit', 'Platform settings', 'Delete']);
  // Status cells are dictionary labels, translated too.
  await expect(firstRow).toContainText(/Enabled|Disabled/);

  const tree = page.getByTestId('tree-filter');
  await expect(tree).toContainText('Departments');
  await expect(tree).toContainText('All');

  // A dialog of the user plugin.
  await firstRow.getByRole('button', { name: /^Platform settings$/ }).click();
  await expect(dialog(page)).toContainText('Platform settings · ');
  await expect(dialog(page)).toContainText('Platform attributes (JSON)');
  await expect(dialog(page).getByRole('button', { name: /^OK$/ })).toBeVisible();
  await expectEnglish(dialog(page));
});
