/**
 * The console against a BladeX-shaped gateway (tests/e2e/support/bladex-stub.ts) instead of the reference
 * server (issue 19): sign in, the shell, and the system screens whose contract differed — paged lists read
 * from `list` with the platform administrator's tenant column and filter, whole trees read from `list`
 * (BladeX's `tree` has picker nodes only), bodies bound like Jackson, tenant ids made by the gateway.
 * At the end, the console must not have asked for anything BladeX lacks, beyond the optional extras it
 * falls back from (the dictionary batch, the public tenant list of the login page).
 */
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { dialog, login, rows, toast, uniq } from './helpers';
import { startBladexStub, type BladexStub } from './support/bladex-stub';

const PORT = Number(process.env.E2E_STUB_PORT ?? 8097);
let stub: BladexStub;

test.use({ baseURL: `http://127.0.0.1:${PORT}` });

test.beforeAll(async () => {
  // The console the reference server's start built (playwright.config.ts webServer: --build-if-needed).
  stub = await startBladexStub({ port: PORT, distDir: resolve('dist') });
});
test.afterAll(async () => stub?.close());

async function open(page: Page, group: RegExp, screen: string, route: RegExp) {
  await login(page);
  await expect(page).toHaveURL(/\/wel\/index$/);
  await page.getByRole('menuitem', { name: group }).click();
  await page.getByRole('menuitem', { name: screen }).click();
  await expect(page).toHaveURL(route);
  await expect(rows(page).first()).toBeVisible();
}

const lastCall = (path: string) => [...stub.calls].reverse().find((c) => c.path === path);

test('parameters: paged from list, the tenant column and filter, add, edit and delete', async ({ page }) => {
  await open(page, /系统管理/, '参数管理', /\/system\/param$/);
  expect(lastCall('/api/blade-system/param/list')?.query).toMatchObject({ current: '1', size: '10' });
  // The same seeded parameter of two tenants, told apart by the tenant's name.
  await expect(page.locator('.ant-table-thead')).toContainText('所属租户');
  await expect(rows(page).filter({ hasText: 'account.initPassword' })).toHaveCount(2);
  await expect(rows(page).filter({ hasText: 'account.initPassword' }).filter({ hasText: '管理组' })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: 'account.initPassword' }).filter({ hasText: '童趣出行' })).toHaveCount(1);

  // The tenant filter narrows the list to one tenant through the `tenantId` list parameter.
  const search = page.getByRole('search');
  await search.getByLabel('所属租户').first().click();
  await page.locator('.ant-select-item-option').filter({ hasText: '童趣出行' }).click();
  await search.getByRole('button', { name: /搜\s*索/ }).click();
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).filter({ hasText: '管理组' })).toHaveCount(0);
  expect(lastCall('/api/blade-system/param/list')?.query.tenantId).toBe('100001');
  await search.getByRole('button', { name: /清\s*空/ }).click();
  await expect(rows(page)).toHaveCount(4);

  // Add: the gateway binds the fields it knows and makes the id.
  const key = uniq('stub.key.');
  await page
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  await expect(dialog(page).getByLabel('参数名称')).toBeEditable();
  await dialog(page).getByLabel('参数名称').fill('桩参数');
  await dialog(page).getByLabel('参数键名').fill(key);
  await dialog(page).getByLabel('参数键值').fill('1');
  await dialog(page)
    .getByRole('button', { name: /确\s*定|保\s*存/ })
    .click();
  await expect(toast(page, '新增成功')).toBeVisible();
  const mine = rows(page).filter({ hasText: key });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('管理组');
  const stored = stub.rows('/api/blade-system/param').find((r) => r.paramKey === key)!;
  expect(stored.id).toMatch(/^\d{19}$/);

  // Edit: the row goes back as the form holds it; the gateway keeps what it knows.
  await mine.getByRole('button', { name: /编\s*辑/ }).click();
  await dialog(page).getByLabel('参数键值').fill('2');
  await dialog(page)
    .getByRole('button', { name: /确\s*定|保\s*存/ })
    .click();
  await expect(toast(page, '更新成功')).toBeVisible();
  await expect(mine).toContainText('2');
  expect(stub.rows('/api/blade-system/param').find((r) => r.paramKey === key)?.paramValue).toBe('2');

  await mine.getByRole('button', { name: /删\s*除/ }).click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(toast(page, '删除成功')).toBeVisible();
  await expect(mine).toHaveCount(0);
  expect(lastCall('/api/blade-system/param/remove')?.query.ids).toBe(stored.id);
});

test('roles: the whole tree from list, every column shown, children under their parent', async ({ page }) => {
  await open(page, /权限管理/, '角色管理', /\/authority\/role$/);
  expect(lastCall('/api/blade-system/role/list')).toBeTruthy();
  const top = rows(page).filter({ hasText: '超级管理员' });
  // Columns only the full rows of `list` carry (BladeX's role/tree nodes have a title only).
  await expect(top).toContainText('administrator');
  await expect(top).toContainText('管理组');
  await expect(rows(page).filter({ hasText: '管理员' }).filter({ hasText: '童趣出行' })).toContainText('admin');
  await top.locator('.ant-table-row-expand-icon').click();
  await expect(rows(page).filter({ hasText: '运营主管' })).toContainText('ops_lead');
});

test('depts: the whole tree from list; a child added under a parent gets its ancestors from the gateway', async ({
  page,
}) => {
  await open(page, /系统管理/, '机构管理', /\/system\/dept$/);
  expect(lastCall('/api/blade-system/dept/list')).toBeTruthy();
  const top = rows(page).filter({ hasText: '玩具车平台' });
  await expect(top).toContainText('玩具车共享平台');
  const name = uniq('桩部门');
  await top
    .getByRole('button', { name: /新增子项|添加子项|新\s*增/ })
    .first()
    .click();
  await expect(dialog(page).getByLabel('机构名称')).toBeEditable();
  await dialog(page).getByLabel('机构名称').fill(name);
  await dialog(page).getByLabel('机构全称').fill(name);
  // Our extra field comes with its default (部门), labelled from the gateway's dictionary.
  await expect(dialog(page).locator('.ant-select-selection-item[title="部门"]')).toBeVisible();
  await dialog(page)
    .getByRole('button', { name: /确\s*定|保\s*存/ })
    .click();
  await expect(toast(page, '新增成功')).toBeVisible();
  const stored = stub.rows('/api/blade-system/dept').find((r) => r.deptName === name)!;
  expect(stored.ancestors).toBe(`0,${String(stored.parentId)}`);
  // deptCategory is an extra of ours: a BladeX gateway ignores it.
  expect(stored).not.toHaveProperty('deptCategory');
});

test('tenants: added with no id, the gateway makes a six-digit one', async ({ page }) => {
  await open(page, /系统管理/, '租户管理', /\/system\/tenant$/);
  const name = uniq('桩租户');
  await page
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  await expect(dialog(page).getByLabel('租户名称')).toBeEditable();
  await dialog(page).getByLabel('租户名称').fill(name);
  await dialog(page).getByLabel('联系人').fill('王五');
  await dialog(page)
    .getByRole('button', { name: /确\s*定|保\s*存/ })
    .click();
  await expect(toast(page, '新增成功')).toBeVisible();
  const body = lastCall('/api/blade-system/tenant/submit')?.body as Record<string, unknown>;
  expect(body).toMatchObject({ tenantName: name, linkman: '王五' });
  expect(body.tenantId ?? '').toBe('');
  const row = rows(page).filter({ hasText: name });
  await expect(row).toHaveCount(1);
  const id = stub.rows('/api/blade-system/tenant').find((r) => r.tenantName === name)!.tenantId as string;
  expect(id).toMatch(/^\d{6}$/);
  await expect(row).toContainText(id);
});

test('the console asked for nothing a BladeX gateway lacks, beyond the extras it falls back from', () => {
  const optional = ['GET /api/blade-system/dict/dictionary-batch', 'GET /api/publics/client/tenant-list'];
  expect([...new Set(stub.misses)].filter((m) => !optional.includes(m))).toEqual([]);
  // Dictionaries came one code at a time after the batch's 404.
  expect(stub.calls.some((c) => c.path === '/api/blade-system/dict/dictionary')).toBe(true);
  expect(stub.calls.some((c) => c.path.endsWith('/page'))).toBe(false);
});
