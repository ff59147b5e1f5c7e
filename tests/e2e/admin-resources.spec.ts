/**
 * Resource screens' special actions (issue 4 item 6): OSS and SMS configurations — enabling one disables
 * the others, SMS "send a test" goes through the enabled config and lands in SMS history — and attachments:
 * upload through the toolbar, download under the original name, delete. Each test leaves the seeded
 * configs enabled again, as it found them (uploads go through the enabled OSS config). Enabling is per
 * tenant: the administrator's (000000) rows change, the demo tenant's stay as they are.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { dialog, loginAsAdmin, rows, toast, uniq } from './helpers';
import { apiAs } from './support/api';

async function openScreen(page: Page, screen: string, route: RegExp) {
  await loginAsAdmin(page);
  await page.getByRole('menuitem', { name: /资源管理$/ }).click();
  await page.getByRole('menuitem', { name: new RegExp(`${screen}$`) }).click();
  await expect(page).toHaveURL(route);
  await expect(page.locator('.ant-table-thead')).toBeVisible();
}

/**
 * A row of tenant 000000 (管理组) by its code: the platform administrator also lists the other tenants'
 * rows, and the tenant column tells them apart by name.
 */
const rowOf = (page: Page, code: string) => rows(page).filter({ hasText: code }).filter({ hasText: '管理组' });
/**
 * The status cell (column 是否启用), read by its header's position. The headers are read once the row is
 * listed: the tenant column joins them only when the loaded rows span several tenants, so headers read
 * before the rows arrive point one column short.
 */
async function statusOf(page: Page, row: Locator) {
  await expect(row).toBeVisible();
  const headers = await page.locator('.ant-table-thead:visible th').allInnerTexts();
  return row.locator('td').nth(headers.findIndex((h) => h.trim() === '是否启用'));
}

async function enable(page: Page, code: string) {
  await rowOf(page, code)
    .getByRole('button', { name: /^启\s*用$/ })
    .click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('确定启用这条配置吗？其他配置将被停用');
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(toast(page, '已启用')).toBeVisible();
}

test('OSS: enabling one configuration disables the other', async ({ page, request }) => {
  const api = await apiAs(request);
  const code = uniq('oss');
  await api.post('/api/blade-resource/oss/submit', {
    category: 1,
    ossCode: code,
    endpoint: '/api/blade-resource/oss/file',
  });

  await openScreen(page, '对象存储', /\/resource\/oss$/);
  await expect(await statusOf(page, rowOf(page, code))).toHaveText('停用');
  await expect(await statusOf(page, rowOf(page, 'local'))).toHaveText('启用');
  await enable(page, code);
  await expect(await statusOf(page, rowOf(page, code))).toHaveText('启用');
  await expect(await statusOf(page, rowOf(page, 'local'))).toHaveText('停用');
  // The enabled row offers no "enable"; back to the seeded one.
  await expect(rowOf(page, code).getByRole('button', { name: /^启\s*用$/ })).toHaveCount(0);
  await enable(page, 'local');
  await expect(await statusOf(page, rowOf(page, code))).toHaveText('停用');
});

test('SMS: enable a configuration, send a test through it, the message shows in SMS history', async ({
  page,
  request,
}) => {
  const api = await apiAs(request);
  const code = uniq('sms');
  const phone = `139${String(Date.now()).slice(-8)}`;
  await api.post('/api/blade-resource/sms/submit', {
    category: 1,
    smsCode: code,
    templateId: 'E2E_TEMPLATE',
    signName: '玩具车',
  });

  await openScreen(page, '短信配置', /\/resource\/sms$/);
  await enable(page, code);
  await expect(await statusOf(page, rowOf(page, code))).toHaveText('启用');
  await expect(await statusOf(page, rowOf(page, 'console'))).toHaveText('停用');

  await rowOf(page, code)
    .getByRole('button', { name: /发送测试/ })
    .click();
  const d = dialog(page);
  await d.getByLabel('手机号', { exact: true }).fill(phone);
  await d.getByLabel('模版参数', { exact: true }).fill('{"code":"2468"}');
  await d.getByRole('button', { name: /确\s*定/ }).click();
  await expect(toast(page, '已发送')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  await enable(page, 'console');

  await page.getByRole('menuitem', { name: /短信记录$/ }).click();
  await expect(page).toHaveURL(/\/resource\/sms-history$/);
  const search = page.getByRole('search');
  await search.getByLabel('手机号', { exact: true }).fill(phone);
  // Sent through the configuration enabled above: its code (资源编号, not a key column) found by the search.
  await search.getByLabel('资源编号', { exact: true }).fill(code);
  await search.getByRole('button', { name: /搜\s*索/ }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('E2E_TEMPLATE');
});

test('attachments: upload through the toolbar, download under the original name, delete', async ({ page }) => {
  const name = `${uniq('附件')}.txt`;
  const content = 'toycar attachment e2e\n';
  await openScreen(page, '附件管理', /\/resource\/attach$/);
  await page
    .getByTestId('toolbar')
    .getByRole('button', { name: /上\s*传/ })
    .click();
  const d = dialog(page);
  await d.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(content) });
  // Uploaded at once (put-file): the field then holds the stored file's link.
  await expect(d.getByLabel('附件', { exact: true })).toHaveValue(/\/api\/blade-resource\/oss\/file\//);
  await d.getByRole('button', { name: /确\s*定/ }).click();
  await expect(toast(page, '上传成功')).toBeVisible();

  const search = page.getByRole('search');
  await search.getByLabel('附件原名', { exact: true }).fill(name);
  await search.getByRole('button', { name: /搜\s*索/ }).click();
  await expect(rows(page)).toHaveCount(1);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    rows(page)
      .first()
      .getByRole('button', { name: /下\s*载/ })
      .click(),
  ]);
  expect(download.suggestedFilename()).toBe(name);
  expect(readFileSync(await download.path(), 'utf8')).toBe(content);

  await rows(page)
    .first()
    .getByRole('button', { name: /删\s*除/ })
    .click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(toast(page, '删除成功')).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
});
