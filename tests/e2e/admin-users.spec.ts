/**
 * Users screen (/system/user), its special actions as an operator uses them (issue 4 item 1): the dept
 * tree filter, grant roles, reset password (then the user signs in with it), platform settings, export,
 * import with a refused row, and approving a self-registered (pending) account. Rows the subject does not
 * need to create through the screen are made through the API first.
 */
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { dialog, login, loginAsAdmin, rows, toast, uniq } from './helpers';
import { apiAs, createRow, findRow, md5, passwordGrant, roleIdByAlias, type Api, type Row } from './support/api';

const USERS = '/api/blade-user';
const DEPTS = '/api/blade-system/dept';
const ROLES = '/api/blade-system/role';

async function openUsers(page: Page) {
  await loginAsAdmin(page);
  await page.getByRole('menuitem', { name: /系统管理/ }).click();
  await page.getByRole('menuitem', { name: /用户管理$/ }).click();
  await expect(page).toHaveURL(/\/system\/user$/);
  await expect(rows(page).first()).toBeVisible();
}

async function searchAccount(page: Page, account: string) {
  const search = page.getByRole('search');
  await search.getByLabel('登录账号', { exact: true }).fill(account);
  await search.getByRole('button', { name: /搜\s*索/ }).click();
}

async function createUser(api: Api, account: string, extra: Record<string, unknown> = {}): Promise<Row> {
  return createRow(
    api,
    USERS,
    {
      account,
      password: 'e2ePass123',
      name: account.slice(0, 20),
      realName: account.slice(0, 20),
      roleId: await roleIdByAlias(api, 'operator'),
      ...extra,
    },
    'account',
  );
}

/** Log in as someone else in a fresh browser context (own storage), landing on the welcome page. */
async function signsIn(browser: Browser, account: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, { username: account, password });
  await expect(page).toHaveURL(/\/wel\/index$/);
  await context.close();
}

test('the dept tree narrows the list to a dept and the depts below it', async ({ page, request }) => {
  const api = await apiAs(request);
  const seed = uniq('dt');
  const parent = await createRow(
    api,
    DEPTS,
    { deptName: `${seed}总部`, fullName: `${seed}总部`, deptCategory: 1, sort: 1 },
    'deptName',
  );
  const child = await createRow(
    api,
    DEPTS,
    { deptName: `${seed}分部`, fullName: `${seed}分部`, deptCategory: 1, sort: 1, parentId: parent.id },
    'deptName',
  );
  await createUser(api, `${seed}a`, { deptId: String(parent.id) });
  await createUser(api, `${seed}b`, { deptId: String(child.id) });
  await createUser(api, `${seed}c`);

  await openUsers(page);
  await searchAccount(page, seed);
  await expect(rows(page)).toHaveCount(3);
  const tree = page.getByTestId('tree-filter');
  await tree.getByText(`${seed}总部`, { exact: true }).click();
  await expect(rows(page)).toHaveCount(2);
  await expect(page.locator('.ant-table-tbody')).not.toContainText(`${seed}c`);
  // The child is under the parent: open the parent's node if the tree keeps it closed.
  const childNode = tree.getByText(`${seed}分部`, { exact: true });
  if (!(await childNode.isVisible()))
    await tree
      .locator('.ant-tree-treenode', { hasText: `${seed}总部` })
      .locator('.ant-tree-switcher')
      .click();
  await childNode.click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(`${seed}b`);
});

test('grant roles shows the role in the row; reset password lets the user sign in with it', async ({
  page,
  request,
  browser,
}) => {
  const api = await apiAs(request);
  const seed = uniq('gr');
  const roleName = `${seed}角色`;
  await api.post(`${ROLES}/submit`, { roleName, roleAlias: seed, sort: 9, parentId: 0 });
  await createUser(api, seed);

  await openUsers(page);
  await searchAccount(page, seed);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).not.toContainText(roleName);

  await rows(page).first().getByRole('checkbox').check();
  await page
    .getByTestId('toolbar')
    .getByRole('button', { name: /角色配置/ })
    .click();
  const tree = dialog(page).getByTestId('grant-role-tree');
  await expect(tree).toContainText('运营人员');
  await tree.locator('.ant-tree-treenode', { hasText: roleName }).locator('.ant-tree-checkbox').click();
  await dialog(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(toast(page, '角色配置成功')).toBeVisible();
  await expect(rows(page).first()).toContainText(roleName);
  await expect(rows(page).first()).toContainText('运营人员');

  // Reset: the dialog says the initial password; the user signs in with it.
  await rows(page).first().getByRole('checkbox').check();
  await page
    .getByTestId('toolbar')
    .getByRole('button', { name: /密码重置/ })
    .click();
  await expect(dialog(page)).toContainText('确定将所选 1 个账号的密码重置为初始密码？');
  await dialog(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(dialog(page)).toContainText('密码已重置');
  const shown = await dialog(page)
    .getByText(/初始密码：/)
    .innerText();
  const password = shown.replace(/^.*初始密码：\s*/, '').trim();
  expect(password.length).toBeGreaterThan(0);
  await dialog(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(dialog(page)).toHaveCount(0);
  await signsIn(browser, seed, password);
});

test('platform settings save the platform and its attributes', async ({ page, request }) => {
  const api = await apiAs(request);
  const seed = uniq('pf');
  const user = await createUser(api, seed);

  await openUsers(page);
  await searchAccount(page, seed);
  await rows(page)
    .first()
    .getByRole('button', { name: /平台配置/ })
    .click();
  const d = dialog(page);
  await expect(d).toContainText(`平台配置 · ${seed}`);
  await d.locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').nth(1).click();
  const chosen = (await d.locator('.ant-select-selection-item').innerText()).trim();
  const ext = d.getByLabel('平台扩展信息（JSON）');
  await ext.fill('not json');
  await d.getByRole('button', { name: /确\s*定/ }).click();
  await expect(d.getByText('请输入 JSON 对象文本')).toBeVisible();
  await ext.fill('{"shopId": "A1"}');
  await d.getByRole('button', { name: /确\s*定/ }).click();
  await expect(toast(page, '保存成功')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);

  const detail = await api.get<{ userType: unknown; userExt: string }>(`${USERS}/platform-detail`, {
    id: String(user.id),
  });
  expect(JSON.parse(detail.userExt)).toEqual({ shopId: 'A1' });
  // Reopening shows what was saved.
  await rows(page)
    .first()
    .getByRole('button', { name: /平台配置/ })
    .click();
  await expect(dialog(page).getByLabel('平台扩展信息（JSON）')).toHaveValue(detail.userExt);
  await expect(dialog(page).locator('.ant-select-selection-item')).toHaveText(chosen);
});

test('export downloads an .xlsx of the listed users', async ({ page }) => {
  await openUsers(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByTestId('toolbar')
      .getByRole('button', { name: /导\s*出/ })
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const file = await download.path();
  const bytes = readFileSync(file);
  expect(bytes.length).toBeGreaterThan(0);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).map(String);
  expect(header).toContain('登录账号');
  const accounts = sheet.getColumn(header.indexOf('登录账号')).values.map(String);
  expect(accounts).toContain('admin');
});

test('import adds the good rows and reports a refused row with its row number', async ({ page }) => {
  const seed = uniq('im');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('users');
  sheet.addRow(['登录账号', '用户昵称', '用户姓名', '所属角色']);
  sheet.addRow([`${seed}ok`, '导入用户', '导入用户', '运营人员']);
  sheet.addRow([`${seed}bad`, '导入用户', '导入用户', '没有这个角色']);
  const buffer = Buffer.from(await book.xlsx.writeBuffer());

  await openUsers(page);
  await page
    .getByTestId('toolbar')
    .getByRole('button', { name: /导\s*入/ })
    .click();
  const d = dialog(page);
  await d.locator('input[type=file]').setInputFiles({
    name: 'users.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  await d.getByRole('button', { name: /确\s*定/ }).click();
  await expect(d).toContainText('新增 1 条，更新 0 条，拒绝 1 条');
  const refused = d.locator('.ant-table-tbody tr.ant-table-row');
  await expect(refused).toHaveCount(1);
  await expect(refused.first().locator('td').first()).toHaveText('3');
  await expect(refused.first()).toContainText('没有这个角色');
  await d.getByRole('button', { name: /关\s*闭/ }).click();

  await searchAccount(page, seed);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(`${seed}ok`);
});

test('a self-registered account is approved by granting roles and enabling it, then signs in', async ({
  page,
  request,
  browser,
}) => {
  const api = await apiAs(request);
  const account = uniq('rg');
  await api.post(`${USERS}/register-guest`, {
    tenantId: '000000',
    account,
    name: account.slice(0, 20),
    password: md5('guestPass1'),
  });
  // Pending: the log-in is refused until approval.
  const pending = await findRow(api, USERS, { account });
  expect(String(pending.roleId)).toBe('-1');
  expect((await passwordGrant(request, { username: account, password: 'guestPass1' })).access_token).toBeUndefined();

  await openUsers(page);
  await searchAccount(page, account);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('停用');

  await rows(page).first().getByRole('checkbox').check();
  await page
    .getByTestId('toolbar')
    .getByRole('button', { name: /角色配置/ })
    .click();
  await dialog(page).locator('.ant-tree-treenode', { hasText: '运营人员' }).locator('.ant-tree-checkbox').click();
  await dialog(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(toast(page, '角色配置成功')).toBeVisible();
  await expect(rows(page).first()).toContainText('运营人员');

  await rows(page)
    .first()
    .getByRole('button', { name: /编\s*辑/ })
    .click();
  const edit = dialog(page);
  await edit.locator('.ant-formily-item', { hasText: '账号状态' }).locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '启用' }).click();
  await edit.getByRole('button', { name: /确\s*定/ }).click();
  await expect(toast(page, '更新成功')).toBeVisible();
  await expect(rows(page).first()).toContainText('启用');

  await signsIn(browser, account, 'guestPass1');
});
