/**
 * Permission acceptance (issue 4): a role granted only "参数管理: 查看" signs in to a console that offers
 * exactly that — the sidebar holds 系统管理 > 参数管理 and nothing else, the parameter screen has no add,
 * edit or delete buttons — and the server refuses a direct submit from that user with 403. Same for a
 * data scope "own dept": such a user lists only the parameters made in their dept. Roles, grants, scopes
 * and users are set up through the API (the grant dialog has its own spec: admin-roles).
 */
import { expect, test } from '@playwright/test';
import { login, rows } from './helpers';
import { apiAs, createRow, type Api } from './support/api';

interface GrantNode {
  id: string;
  title: string;
  children?: GrantNode[];
}

/** Ids of 系统管理, 参数管理 and the named buttons of 参数管理 in the grant tree. */
async function paramIds(api: Api, buttons: string[] = ['查看']): Promise<string[]> {
  const { menu } = await api.get<{ menu: GrantNode[] }>('/api/blade-system/menu/grant-tree');
  const system = menu.find((n) => n.title === '系统管理');
  const param = system?.children?.find((n) => n.title === '参数管理');
  const chosen = buttons.map((b) => param?.children?.find((n) => n.title === b));
  expect(chosen.every(Boolean), `grant tree holds 系统管理 > 参数管理 > ${buttons.join(', ')}`).toBe(true);
  return [system!.id, param!.id, ...chosen.map((n) => n!.id)].map(String);
}

test('a role granted only "parameters: view" sees only that screen, read-only, and the server refuses a submit', async ({
  page,
  request,
}) => {
  const admin = await apiAs(request);
  const seed = `pv${Date.now().toString(36)}`;
  const role = await createRow(
    admin,
    '/api/blade-system/role',
    { roleName: `${seed}只读参数`, roleAlias: seed, sort: 50, parentId: 0 },
    'roleName',
  );
  await admin.post('/api/blade-system/role/grant', {
    roleIds: String(role.id),
    menuIds: (await paramIds(admin)).join(','),
    dataScopeIds: '',
    apiScopeIds: '',
  });
  await admin.post('/api/blade-user/submit', {
    account: seed,
    password: 'viewOnly123',
    name: seed,
    realName: seed,
    roleId: String(role.id),
  });

  await login(page, { username: seed, password: 'viewOnly123' });
  await expect(page).toHaveURL(/\/wel\/index$/);
  const sidebar = page.getByRole('complementary').getByRole('menu').first();
  // Closed groups render no children: two entries (我的事务 is every signed-in user's, issue 33), then
  // three once 系统管理 is open.
  const items = sidebar.getByRole('menuitem');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('我的事务');
  await expect(items.nth(1)).toContainText('系统管理');
  await items.nth(1).click();
  await expect(items).toHaveCount(3);
  await expect(items.nth(2)).toContainText('参数管理');
  await items.nth(2).click();
  await expect(page).toHaveURL(/\/system\/param$/);

  // The list and the view button are there; add, edit and delete are not.
  await expect(rows(page).first()).toBeVisible();
  await expect(
    rows(page)
      .first()
      .getByRole('button', { name: /查\s*看/ }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /新\s*增/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /编\s*辑/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /删\s*除/ })).toHaveCount(0);

  // The server does not rely on the screen: a direct submit with this user's token is refused.
  const viewer = await apiAs(request, { username: seed, password: 'viewOnly123' });
  const answer = await viewer.raw('POST', '/api/blade-system/param/submit', {
    paramName: 'forged',
    paramKey: `${seed}.forged`,
    paramValue: '1',
  });
  expect(answer.status).toBe(403);
  expect(answer.body.success).toBe(false);
  // Reading is what the role holds.
  const list = await viewer.raw('GET', '/api/blade-system/param/page?current=1&size=1');
  expect(list.status).toBe(200);
});

test('a data scope "own dept" on parameters: the user lists only rows made in their dept', async ({
  page,
  request,
}) => {
  const admin = await apiAs(request);
  const seed = `ds${Date.now().toString(36)}`;
  const dept = await createRow(
    admin,
    '/api/blade-system/dept',
    { deptName: `${seed}门店`, fullName: `${seed}门店`, deptCategory: 2, sort: 1 },
    'deptName',
  );
  const ids = await paramIds(admin, ['新增', '查看']);
  const scope = await createRow(
    admin,
    '/api/blade-system/data-scope',
    { menuId: ids[1], resourceCode: 'param', scopeName: `${seed}本机构`, scopeType: 3 },
    'scopeName',
  );
  const role = await createRow(
    admin,
    '/api/blade-system/role',
    { roleName: `${seed}本机构参数`, roleAlias: seed, sort: 51, parentId: 0 },
    'roleName',
  );
  await admin.post('/api/blade-system/role/grant', {
    roleIds: String(role.id),
    menuIds: ids.join(','),
    dataScopeIds: String(scope.id),
    apiScopeIds: '',
  });
  await admin.post('/api/blade-user/submit', {
    account: seed,
    password: 'ownDept123',
    name: seed,
    realName: seed,
    roleId: String(role.id),
    deptId: String(dept.id),
  });
  // A parameter made by the administrator (another dept): the user must not see it.
  const foreignKey = `${seed}.admin`;
  await admin.post('/api/blade-system/param/submit', {
    paramName: '管理员参数',
    paramKey: foreignKey,
    paramValue: '1',
  });

  await login(page, { username: seed, password: 'ownDept123' });
  await expect(page).toHaveURL(/\/wel\/index$/);
  await page.getByRole('menuitem', { name: /系统管理$/ }).click();
  await page.getByRole('menuitem', { name: /参数管理$/ }).click();
  await expect(page).toHaveURL(/\/system\/param$/);
  await expect(page.locator('.ant-table-tbody:visible')).toContainText(/暂无数据|No data/);

  // What the user adds is in their dept: it is listed; the administrator's row still is not.
  const ownKey = `${seed}.own`;
  await page
    .getByTestId('toolbar')
    .getByRole('button', { name: /新\s*增/ })
    .click();
  const d = page.locator('.ant-modal:visible').last();
  await d.getByLabel('参数名称').fill('本机构参数');
  await d.getByLabel('参数键名').fill(ownKey);
  await d.getByLabel('参数键值').fill('2');
  await d.getByRole('button', { name: /确\s*定/ }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(ownKey);
  await expect(page.locator('.ant-table-tbody:visible')).not.toContainText(foreignKey);
  // The administrator sees both.
  const all = await admin.get<{ records: Array<{ paramKey: string }> }>('/api/blade-system/param/page', {
    paramKey: seed,
    size: 10,
  });
  expect(all.records.map((r) => r.paramKey).sort()).toEqual([foreignKey, ownKey].sort());
});
