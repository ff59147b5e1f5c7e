/**
 * The device list (设备管理 › 设备列表) as a person uses it, on the seeded fleet: search by number and
 * type, disable and enable a device (the state machine, its confirmation and the guard's refusal), the
 * location check of a selection, attaching a scooter to a cabinet and detaching it; slots of a cabinet;
 * e-scooters. zh and en; screenshots in /tmp/devices-shots/.
 */
import { expect, test } from '@playwright/test';
import { dialog, escapeDialog, login, loginAsAdmin, rowOpNames, rows, toast } from './helpers';
import { button, clickOp, confirm, okDialog, openScreen, rowWith, search, shot } from './devices-shared';

// The operators' width (1440): the columns and row operations these journeys read are in view there
// (column priority keeps only the key columns at Playwright's default 1280).
test.use({ viewport: { width: 1440, height: 900 } });
import { inEnglish } from './shell-helpers';

// Journeys of many steps on a 2-core machine shared with other work.
test.describe.configure({ timeout: 240_000 });

test('devices: search, disable and enable, the guard, location check, attach and detach (zh)', async ({ page }) => {
  await loginAsAdmin(page);
  await openScreen(page, '设备管理', '设备列表', /\/device\/device$/);
  await search(page, { 设备编号: 'CAB00001' });
  await expect(rows(page)).toHaveCount(10);
  await shot(page, 'device-list-zh');

  // Disable CAB000011, then enable it again: each state offers only its own change.
  await search(page, { 设备编号: 'CAB000011' });
  const row = rowWith(page, 'CAB000011');
  await expect(row).toContainText('启用');
  await expect(button(row, '启用')).toHaveCount(0);
  await clickOp(row, '停用');
  await expect(page.locator('.ant-modal-confirm')).toContainText('停用后设备不能租车');
  await confirm(page);
  await expect(toast(page, '已停用')).toBeVisible();
  // The toggle names what it does (inline or in the row's More menu).
  await expect.poll(() => rowOpNames(row)).toContain('启用');
  await clickOp(row, '启用');
  await confirm(page);
  await expect(toast(page, '已启用')).toBeVisible();
  await expect.poll(() => rowOpNames(row)).toContain('停用');

  // The guard: a cabinet whose car is out on a rental stays enabled, saying why.
  await search(page, { 设备编号: 'CAB000012' });
  await clickOp(rowWith(page, 'CAB000012'), '停用');
  await confirm(page);
  await expect(toast(page, /正在租用中，请待其归还后再停用/)).toBeVisible();

  // Location check of a selection (batch, with its form).
  await search(page, { 设备编号: 'CAB00002' });
  await rows(page).nth(0).getByRole('checkbox').check();
  await rows(page).nth(1).getByRole('checkbox').check();
  await page
    .getByTestId('toolbar')
    .getByRole('button', { name: /位置校验/ })
    .click();
  await okDialog(page);
  await expect(dialog(page)).toContainText('请选择是否校验位置');
  await dialog(page).getByLabel('不校验').check();
  await shot(page, 'device-location-check-zh');
  await okDialog(page);
  await expect(toast(page, '位置校验已更新')).toBeVisible();
  await expect(rows(page).nth(0)).toBeVisible();

  // Attach a scooter to a cabinet by its number, see it in the view, detach it.
  await search(page, { 设备编号: 'ESC000003' });
  const scooter = rowWith(page, 'ESC000003');
  await expect(button(scooter, '解除上级')).toHaveCount(0);
  await clickOp(scooter, '挂到上级');
  await dialog(page).getByLabel('上级设备编号').fill('CAB000003');
  await shot(page, 'device-attach-zh');
  await okDialog(page);
  await expect(toast(page, '已挂到上级设备')).toBeVisible();
  await clickOp(scooter, '查看');
  await expect(dialog(page)).toContainText('CAB000003');
  await escapeDialog(page);
  await clickOp(scooter, '解除上级');
  await confirm(page);
  await expect(toast(page, '已解除')).toBeVisible();
  await expect(button(scooter, '解除上级')).toHaveCount(0);
});

test('slots of a cabinet and e-scooters (zh)', async ({ page }) => {
  await loginAsAdmin(page);
  await openScreen(page, '设备管理', '仓位管理', /\/device\/slot$/);
  await search(page, { 柜机: 'CAB000002' });
  await expect(rows(page)).toHaveCount(8);
  const empty = rows(page).filter({ hasText: '空仓' }).first();
  await clickOp(empty, '停用仓位');
  await confirm(page);
  await expect(toast(page, '仓位已停用')).toBeVisible();
  const outOfService = rows(page).filter({ has: page.getByRole('button', { name: /^恢复仓位$/ }) });
  await expect(outOfService).toHaveCount(1);
  await clickOp(outOfService, '恢复仓位');
  await confirm(page);
  await expect(toast(page, '仓位已恢复')).toBeVisible();
  await shot(page, 'slots-zh');

  await openScreen(page, '设备管理', '电动滑板车', /\/device\/escooter$/);
  await search(page, { 车辆编号: 'ESC000007' });
  await expect(rowWith(page, 'ESC000007')).toContainText('离线');
  await shot(page, 'escooters-zh');
});

test('devices in English: the list, disable with its confirmation, the location-check refusal', async ({ page }) => {
  await inEnglish(page);
  await login(page);
  await expect(page).toHaveURL(/\/wel\/index$/);
  await openScreen(page, 'Devices', 'Device list', /\/device\/device$/);
  await search(page, { 'Device number': 'DSP00001' }, true);
  await expect(rows(page)).toHaveCount(10);
  await expect(rowWith(page, 'DSP000014')).toContainText('Offline');
  await shot(page, 'device-list-en');
  const row = rowWith(page, 'DSP000013');
  await clickOp(row, 'Disable');
  await expect(page.locator('.ant-modal-confirm')).toContainText('A disabled device rents no car');
  await confirm(page, true);
  await expect(toast(page, 'Disabled')).toBeVisible();
  await clickOp(row, 'Enable');
  await confirm(page, true);
  await expect(toast(page, 'Enabled')).toBeVisible();
  await clickOp(row, 'Attach to parent');
  await dialog(page).getByLabel('Parent device number').fill('NOSUCH01');
  await okDialog(page, true);
  await expect(toast(page, 'There is no parent device NOSUCH01')).toBeVisible();
  await shot(page, 'device-attach-refused-en');
});

test('device overview: the figures, the map of sites, a site’s place and devices (zh, then en)', async ({ page }) => {
  await loginAsAdmin(page);
  await openScreen(page, '设备管理', '设备概览', /\/device\/dashboard$/);
  const board = page.getByTestId('device-dashboard');
  // The demo fleet stands on the merchants' sites: every site with devices is a marker.
  const markers = page.getByTestId('site-map').locator('g[role="button"]');
  await expect(markers.first()).toBeVisible({ timeout: 30_000 });
  expect(await markers.count()).toBeGreaterThan(10);
  await expect(board).toContainText('已放到场地');
  // Sites of one city lie close together on the country-wide plot: choose one from the keyboard.
  await markers.first().focus();
  await page.keyboard.press('Enter');
  const drawer = page.locator('.ant-drawer-content:visible');
  await expect(drawer.getByTestId('site-location')).toContainText('商户');
  await expect(drawer.getByTestId('site-location')).toContainText(/共 \d+ 台/);
  await expect(drawer.locator('.ant-table-row').first()).toBeVisible();
  await shot(page, 'device-overview-site-zh');
  await drawer.locator('.ant-drawer-close').click();
  await shot(page, 'device-overview-zh');

  await inEnglish(page);
  await page.goto('/device/dashboard');
  await expect(markers.first()).toBeVisible({ timeout: 30_000 });
  await expect(board).toContainText('On a site');
  await markers.nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(drawer.getByTestId('site-location')).toContainText('Merchant');
  await expect(drawer.getByTestId('site-location')).toContainText(/\d+ in all/);
  await shot(page, 'device-overview-site-en');
});
