/**
 * Online users (/log/online, issue 4 item 6): a user's sign-in shows as an online session; the
 * administrator forces it offline and that user's next call sends them back to the login page.
 */
import { expect, test } from '@playwright/test';
import { loginAsAdmin, login, rows, toast, uniq } from './helpers';
import { apiAs, roleIdByAlias } from './support/api';

test('a signed-in user is listed online; forcing the session offline signs them out', async ({
  page,
  request,
  browser,
}) => {
  const api = await apiAs(request);
  const account = uniq('on');
  await api.post('/api/blade-user/submit', {
    account,
    password: 'online123',
    name: account,
    realName: account,
    roleId: await roleIdByAlias(api, 'administrator'),
  });

  // The user signs in in a browser of their own and stays there.
  const theirs = await browser.newContext();
  const userPage = await theirs.newPage();
  await login(userPage, { username: account, password: 'online123' });
  await expect(userPage).toHaveURL(/\/wel\/index$/);

  await loginAsAdmin(page);
  await page.getByRole('menuitem', { name: /日志管理$/ }).click();
  await page.getByRole('menuitem', { name: /在线用户$/ }).click();
  await expect(page).toHaveURL(/\/log\/online$/);
  const search = page.getByRole('search');
  await search.getByLabel('登录账号', { exact: true }).fill(account);
  await search.getByRole('button', { name: /搜\s*索/ }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('在线');

  await rows(page).first().getByRole('checkbox').check();
  await page
    .getByTestId('toolbar')
    .getByRole('button', { name: /强制下线/ })
    .click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('确定让所选会话下线?');
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(toast(page, '已强制下线')).toBeVisible();
  await expect(rows(page).first()).toContainText('已下线');

  // Their token no longer works: the next screen they open sends them to the login page.
  await userPage.goto('/system/param');
  await expect(userPage).toHaveURL(/\/login/);
  await theirs.close();
});
