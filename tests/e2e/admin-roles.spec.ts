/**
 * The grant dialogs of roles (/authority/role: menus, data scopes, API scopes) and top menus
 * (/system/topmenu: menus) as an operator uses them: tick, save, reopen — the ticks are kept.
 */
import { expect, test, type Page } from '@playwright/test';
import { dialog, loginAsAdmin, rows } from './helpers';
import { apiAs } from './support/api';
import { expand, expectHalfTicked, expectTicked, grantNode, openGrant, saveGrant, tick } from './support/grant';

async function openScreen(page: Page, group: string, screen: string, route: RegExp) {
  await loginAsAdmin(page);
  await page.getByRole('menuitem', { name: new RegExp(`${group}$`) }).click();
  await page.getByRole('menuitem', { name: new RegExp(`${screen}$`) }).click();
  await expect(page).toHaveURL(route);
}

async function searchBy(page: Page, label: string, value: string) {
  const search = page.getByRole('search');
  await search.getByLabel(label, { exact: true }).fill(value);
  await search.getByRole('button', { name: /搜\s*索/ }).click();
  await expect(rows(page)).toHaveCount(1);
}

test('role grant: three tabs; 参数管理 > 查看 ticked for a new role stays ticked when reopened', async ({
  page,
  request,
}) => {
  const api = await apiAs(request);
  const alias = `gr${Date.now().toString(36)}`;
  const roleName = `${alias}角色`;
  await api.post('/api/blade-system/role/submit', { roleName, roleAlias: alias, sort: 60, parentId: 0 });

  await openScreen(page, '权限管理', '角色管理', /\/authority\/role$/);
  await searchBy(page, '角色名称', roleName);
  await openGrant(page, rows(page).first(), /权限设置/);
  const d = dialog(page);
  await expect(d).toContainText(`权限设置 · ${roleName}`);
  const tabs = d.getByRole('tab');
  await expect(tabs).toHaveText(['菜单权限', '数据权限', '接口权限']);

  const menus = d.getByRole('tabpanel', { name: '菜单权限' });
  // The search box opens the way to a node.
  await d.getByPlaceholder('搜索名称').first().fill('参数管理');
  const param = grantNode(menus, '参数管理');
  await expect(param).toBeVisible();
  await expand(param);
  // Every screen has a 查看 button: ours is the first one after 参数管理 in the (flat) list of nodes.
  const children = param.locator('xpath=following-sibling::div[contains(@class,"ant-tree-treenode")]');
  const paramView = children.filter({ hasText: /^查看$/ }).first();
  await expect(paramView).toBeVisible();
  await tick(paramView);
  await expectTicked(paramView);
  await expectHalfTicked(param);
  // The other tabs show their trees.
  await tabs.nth(1).click();
  await expect(d.getByRole('tabpanel', { name: '数据权限' })).toBeVisible();
  await tabs.nth(2).click();
  await expect(d.getByRole('tabpanel', { name: '接口权限' })).toBeVisible();
  await saveGrant(page);

  // Reopen: the button stays ticked, its screen half-ticked.
  await openGrant(page, rows(page).first(), /权限设置/);
  await d.getByPlaceholder('搜索名称').first().fill('参数管理');
  const again = grantNode(d.getByRole('tabpanel', { name: '菜单权限' }), '参数管理');
  await expand(again);
  await expectHalfTicked(again);
  const againView = again
    .locator('xpath=following-sibling::div[contains(@class,"ant-tree-treenode")]')
    .filter({ hasText: /^查看$/ })
    .first();
  await expectTicked(againView);
  // The server holds the button plus its screen and group (saved as half-ticked parents).
  const role = (await api.get<{ records: Array<{ id: string }> }>('/api/blade-system/role/page', { roleName }))
    .records[0];
  const keys = await api.get<{ menu: string[] }>('/api/blade-system/menu/role-tree-keys', { roleIds: role.id });
  expect(keys.menu.length).toBe(3);
});

test('top menu grant: ticked menus are kept', async ({ page, request }) => {
  const api = await apiAs(request);
  const code = `tm${Date.now().toString(36)}`;
  await api.post('/api/blade-system/topmenu/submit', { code, name: `${code}顶部`, sort: 9 });

  await openScreen(page, '系统管理', '顶部菜单', /\/system\/topmenu$/);
  await searchBy(page, '菜单编号', code);
  await openGrant(page, rows(page).first(), /菜单配置/);
  const d = dialog(page);
  const param = grantNode(d, '参数管理');
  await expand(grantNode(d, '系统管理'));
  await tick(param);
  await expectTicked(param);
  await saveGrant(page);

  await openGrant(page, rows(page).first(), /菜单配置/);
  await expand(grantNode(d, '系统管理'));
  await expectTicked(grantNode(d, '参数管理'));
  await expectHalfTicked(grantNode(d, '系统管理'));

  // Leave no extra top menu behind for the other specs' header.
  const row = (await api.get<{ records: Array<{ id: string }> }>('/api/blade-system/topmenu/page', { code }))
    .records[0];
  await api.post('/api/blade-system/topmenu/remove', {}, { ids: row.id });
});
