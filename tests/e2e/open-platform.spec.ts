/**
 * The open platform (开放平台) as an operator uses it: every screen opens with the demo's rows (zh, en);
 * an app's secret is shown once and never again; on the app's access screen, moving an API across the
 * transfer grants it and moving it back withdraws it (the grant list follows), the devices of a per-device
 * grant are chosen in a second transfer, and the OpenAPI document is linked. Screenshots in
 * docs/screenshots/open-platform/.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { clickRowOp, dialog, loginAsAdmin, rows, toast } from './helpers';
import { openScreen } from './devices-shared';
import { inEnglish } from './shell-helpers';

test.describe.configure({ timeout: 240_000 });

const SHOTS = 'docs/screenshots/open-platform';
mkdirSync(SHOTS, { recursive: true });

const SCREENS: Array<[zh: string, en: string, route: RegExp]> = [
  ['开发者信息', 'Developers', /\/open\/developerinfo$/],
  ['应用管理', 'Apps', /\/open\/app$/],
  ['开放接口', 'Open APIs', /\/open\/api$/],
  ['接口授权', 'API grants', /\/open\/apiappauth$/],
  ['接口绑定设备', 'Granted devices', /\/open\/apibinddevice$/],
  ['应用推送地址', 'Push addresses', /\/open\/apppushurl$/],
];

async function shot(page: Page, name: string) {
  await expect(page.locator('.ant-table .ant-spin-spinning')).toHaveCount(0);
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 15000 });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}
const fileOf = (route: RegExp) => route.source.replace(/[^a-z]/g, '').replace(/^open/, '');

test('open platform: every screen opens with its demo rows (zh)', async ({ page }) => {
  await loginAsAdmin(page);
  for (const [zh, , route] of SCREENS) {
    await openScreen(page, '开放平台', zh, route);
    await expect(rows(page).first()).toBeVisible();
    await shot(page, `${fileOf(route)}-zh`);
  }
});

test('open platform: every screen opens with its demo rows (en)', async ({ page }) => {
  await inEnglish(page);
  await loginAsAdmin(page);
  for (const [, en, route] of SCREENS) {
    await openScreen(page, 'Open platform', en, route);
    await expect(rows(page).first()).toBeVisible();
    await shot(page, `${fileOf(route)}-en`);
  }
  await openScreen(page, 'Open platform', 'App API access', /\/open\/app-access/);
  await expect(page.getByTestId('open-access').locator('.ant-transfer')).toBeVisible();
  await shot(page, 'app-access-en');
});

test('open platform: a secret shown once; granting and withdrawing APIs; the devices of a grant', async ({ page, request }) => {
  await loginAsAdmin(page);
  await openScreen(page, '开放平台', '应用管理', /\/open\/app$/);
  const row = rows(page).filter({ hasText: '悦行运维助手' });
  await row.getByRole('button', { name: '生成密钥' }).click();
  await expect(dialog(page)).toContainText('密钥只显示这一次');
  await dialog(page).getByRole('button', { name: '生成新密钥' }).click();
  const secret = (await dialog(page).getByTestId('app-secret').innerText()).trim();
  expect(secret.length).toBeGreaterThanOrEqual(40);
  await shot(page, 'app-secret-once-zh');
  await dialog(page).getByRole('button', { name: '我已保存' }).click();
  // Never again: the list, the view and a second opening of the dialog do not show it.
  await expect(page.getByText(secret)).toHaveCount(0);
  await row.getByRole('button', { name: /查\s*看/ }).click();
  await expect(dialog(page)).not.toContainText(secret);
  await page.keyboard.press('Escape');
  await row.getByRole('button', { name: '生成密钥' }).click();
  await expect(dialog(page).getByTestId('app-secret')).toHaveCount(0);
  await dialog(page).getByRole('button', { name: /取\s*消|Close/ }).or(dialog(page).locator('.ant-modal-close')).first().click();

  // The app's access screen.
  await clickRowOp(row, /^接口授权$/);
  await expect(page).toHaveURL(/\/open\/app-access\?appId=\d+/);
  const access = page.getByTestId('open-access');
  const [left, right] = [access.locator('.ant-transfer-list').nth(0), access.locator('.ant-transfer-list').nth(1)];
  await expect(right).toContainText('查询设备状态');
  await expect(left).toContainText('查询订单');
  await left.locator('.ant-transfer-list-content-item', { hasText: '查询订单' }).click();
  await access.locator('.ant-transfer-operation button').first().click();
  await expect(toast(page, '已授权 1 个接口')).toBeVisible();
  await expect(right).toContainText('查询订单');
  await shot(page, 'app-access-zh');
  await right.locator('.ant-transfer-list-content-item', { hasText: '查询订单' }).click();
  await access.locator('.ant-transfer-operation button').last().click();
  await expect(toast(page, '已取消 1 个接口的授权')).toBeVisible();
  await expect(left).toContainText('查询订单');

  // The devices of the per-device grant: withdraw one, save, and the count follows.
  const devices = access.getByRole('button', { name: /授权设备\(\d+\)/ }).first();
  const before = Number((await devices.innerText()).match(/\d+/)![0]);
  await devices.click();
  const d = dialog(page);
  const chosen = d.locator('.ant-transfer-list').nth(1);
  await chosen.locator('.ant-transfer-list-content-item').first().click();
  await d.locator('.ant-transfer-operation button').last().click();
  await shot(page, 'app-devices-zh');
  await d.getByRole('button', { name: /保\s*存/ }).click();
  await expect(toast(page, '已保存')).toBeVisible();
  await expect(access.getByRole('button', { name: `授权设备(${before - 1})` })).toBeVisible();

  // The OpenAPI document, linked from the screen.
  const link = access.getByRole('link', { name: 'OpenAPI 文档' });
  await expect(link).toHaveAttribute('href', '/api/share-open/openapi.json');
  const doc = await (await request.get('/api/share-open/openapi.json')).json();
  expect(doc.openapi).toBe('3.1.0');
});
