/**
 * The factory and merchant role sets (issue 4 items 8 and 9): a factory account's password reset shows the
 * new password; factory and merchant roles get menus through the grant dialog (ticks kept on reopening);
 * a merchant role is switched off and on with its isAble toggle. Rows are made through the API.
 */
import { expect, test, type Page } from '@playwright/test';
import { clickRowOp, dialog, loginAsAdmin, rows, toast, uniq } from './helpers';
import { apiAs, createRow, roleIdByAlias } from './support/api';
import { expand, expectTicked, grantNode, openGrant, saveGrant, tick } from './support/grant';

async function openScreen(page: Page, group: string, screen: string) {
  await loginAsAdmin(page);
  await page.getByRole('menuitem', { name: new RegExp(`${group}$`) }).click();
  await page.getByRole('menuitem', { name: new RegExp(`${screen}$`) }).click();
  await expect(page.locator('.ant-table-thead')).toBeVisible();
}

async function searchBy(page: Page, label: string, value: string) {
  const search = page.getByRole('search');
  await search.getByLabel(label, { exact: true }).fill(value);
  await search.getByRole('button', { name: /搜\s*索/ }).click();
  await expect(rows(page)).toHaveCount(1);
}

test('factory account: reset password shows the new password', async ({ page, request }) => {
  const api = await apiAs(request);
  const seed = uniq('fa');
  const role = await createRow(
    api,
    '/api/share-factory/factoryrole',
    { roleName: `${seed}角色`, roleAlias: seed, sort: 1 },
    'roleName',
  );
  await api.post('/api/share-factory/factoryaccount/submit', {
    account: seed,
    password: 'first-pass',
    name: seed,
    roleId: role.id,
  });

  await openScreen(page, '工厂管理', '工厂账号');
  await searchBy(page, '登录账号', seed);
  await rows(page)
    .first()
    .getByRole('button', { name: /重置密码/ })
    .click();
  await expect(dialog(page)).toContainText(`确定将「${seed}」的密码重置为初始密码？`);
  await dialog(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(dialog(page)).toContainText('密码已重置');
  await expect(dialog(page)).toContainText(/新密码：\S+/);
  await dialog(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(dialog(page)).toHaveCount(0);
});

test('factory role: grant menus, ticks kept on reopening', async ({ page, request }) => {
  const api = await apiAs(request);
  const seed = uniq('fr');
  await api.post('/api/share-factory/factoryrole/submit', { roleName: `${seed}角色`, roleAlias: seed, sort: 1 });

  await openScreen(page, '工厂管理', '工厂角色');
  await searchBy(page, '角色名称', `${seed}角色`);
  await openGrant(page, rows(page).first(), /权限设置/);
  const d = dialog(page);
  await expand(grantNode(d, '质量检测'));
  await tick(grantNode(d, '检测记录'));
  await saveGrant(page);

  await openGrant(page, rows(page).first(), /权限设置/);
  await expand(grantNode(d, '质量检测'));
  await expectTicked(grantNode(d, '检测记录'));
  // 检测记录 is 质量检测's only child: the parent is fully ticked too.
  await expectTicked(grantNode(d, '质量检测'));
  await expect(grantNode(d, '生产管理').locator('.ant-tree-checkbox')).not.toHaveClass(/checked|indeterminate/);
});

test('merchant role: isAble toggle and grant menus', async ({ page, request }) => {
  const api = await apiAs(request);
  const seed = uniq('mr');
  await api.post('/api/toycar-merchant/merchantrole/submit', { roleName: `${seed}角色`, roleAlias: seed, sort: 1 });

  await openScreen(page, '商户权限', '商户角色');
  await searchBy(page, '角色名称', `${seed}角色`);
  const headers = await page.locator('.ant-table-thead:visible th').allInnerTexts();
  const isAble = rows(page)
    .first()
    .locator('td')
    .nth(headers.findIndex((h) => h.trim() === '是否启用'));
  await expect(isAble).toHaveText('是');
  // The toggle names what it does to the row: 停用 on an enabled one, 启用 on a disabled one.
  const toggle = async (to: string) => {
    await rows(page)
      .first()
      .getByRole('button', { name: to === '否' ? /^停\s*用$/ : /^启\s*用$/ })
      .click();
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm).toContainText('确定切换该角色的启用状态？');
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await expect(toast(page, '操作成功')).toBeVisible();
    await expect(isAble).toHaveText(to);
  };
  await toggle('否');
  await toggle('是');

  await openGrant(page, rows(page).first(), /权限设置/);
  const d = dialog(page);
  await tick(grantNode(d, '月度账单'));
  await saveGrant(page);
  await openGrant(page, rows(page).first(), /权限设置/);
  await expectTicked(grantNode(d, '月度账单'));
  await expect(grantNode(d, '门店管理').locator('.ant-tree-checkbox')).not.toHaveClass(/checked|indeterminate/);
});

/**
 * User stores by role (/merchant/user-store) has no generic add: a (user, merchant role) pair is assigned
 * stores through the toolbar action "分配门店", and its stores changed with the row action "设置门店" — so
 * the generic journey only reads this screen, and this is its full journey.
 */
test('user stores by role: assign stores to a user in a merchant role, change them, delete the pair', async ({
  page,
  request,
}) => {
  const api = await apiAs(request);
  const seed = uniq('us');
  const roleName = `${seed}角色`;
  await api.post('/api/toycar-merchant/merchantrole/submit', { roleName, roleAlias: seed, sort: 1 });
  const realName = `${seed}店长`.slice(0, 20);
  await api.post('/api/blade-user/submit', {
    account: seed,
    password: 'e2ePass123',
    name: seed.slice(0, 20),
    realName,
    roleId: await roleIdByAlias(api, 'operator'),
  });

  await openScreen(page, '商户权限', '用户门店授权');
  await page
    .getByTestId('toolbar')
    .getByRole('button', { name: /分配门店/ })
    .click();
  const d = dialog(page);
  const choose = async (label: string, option: string) => {
    await d.locator('.ant-formily-item', { hasText: label }).locator('.ant-select').click();
    await page.keyboard.type(option);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).click();
  };
  await choose('用户', realName);
  await choose('商户角色', roleName);
  // Stores are chosen by name (issue 35: no ids typed by hand); the list shows their names.
  const stores = (
    await api.get<{ records: Array<{ id: string; storeName: string }> }>('/api/toycar-merchant/merchantstore/list', {
      current: 1,
      size: 3,
    })
  ).records;
  const [a, b, c] = stores.map((x) => x.storeName);
  // A multiple select stays open after a choice: type and pick each store, then close it.
  const chooseStores = async (...names: string[]) => {
    await d.locator('.ant-formily-item', { hasText: '门店' }).locator('.ant-select').click();
    for (const name of names) {
      await page.keyboard.type(name);
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: name }).click();
    }
    await d.locator('.ant-modal-title').click();
  };
  await chooseStores(a, b);
  await d.getByRole('button', { name: /确\s*定/ }).click();
  await expect(toast(page, '操作成功')).toBeVisible();

  const row = rows(page).filter({ hasText: roleName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(realName);
  await expect(row).toContainText(a);
  await expect(row).toContainText(b);
  await expect(row).not.toContainText(stores[0].id);

  await row.getByRole('button', { name: /设置门店/ }).click();
  const field = d.locator('.ant-formily-item', { hasText: '门店' });
  await expect(field.locator('.ant-select-selection-item')).toHaveText([a, b]);
  // Take both away, choose the third.
  await field.locator('.ant-select-selection-item-remove').first().click();
  await field.locator('.ant-select-selection-item-remove').first().click();
  await chooseStores(c);
  await d.getByRole('button', { name: /确\s*定/ }).click();
  await expect(toast(page, '操作成功')).toBeVisible();
  await expect(row).toContainText(c);
  await expect(row).not.toContainText(a);

  await clickRowOp(row, /^删\s*除$/);
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(toast(page, '删除成功')).toBeVisible();
  await expect(row).toHaveCount(0);
});
