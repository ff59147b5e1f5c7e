/**
 * IoT commands in the browser (issue 14, items 3 and 4): the device console and the command drawer send
 * `setSpeakerVolume` through the gateway's simulator, the device's state changes and the read the panel
 * makes after the answer shows it; the form checks the volume range before sending (zh and en); an offline
 * device gives a clear failure and the command log records it as offline, never as done; the drawer opens
 * from a device list row and from a row of the command log. Screenshots in zh and en go to SHOTS_DIR (default /tmp/wt-iot-shots).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { loginAsAdmin, rows } from './helpers';
import { inEnglish } from './shell-helpers';
import { apiAs } from './support/api';
import { deviceKind } from '../../plugins/iot/plugin';
import { profileOf } from '../../plugins/iot/server/device-state';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/wt-iot-shots';
mkdirSync(SHOTS, { recursive: true });

type Condition = 'online' | 'offline';
const fits = (no: string, c: Condition) => {
  const p = profileOf(no);
  return c === 'offline' ? !p.online : p.online && p.responsive;
};

/**
 * A cabinet's number in the condition: a seeded device of the devices area when its list answers, else
 * a number the simulator alone knows (the console addresses it directly).
 */
async function cabinetNumber(request: APIRequestContext, condition: Condition, skip = 0): Promise<string> {
  const api = await apiAs(request);
  const list = await api.raw('GET', `/api/share-iot/device/page?deviceType=${deviceKind.cabinet}&current=1&size=500`);
  const numbers =
    list.status === 200
      ? ((list.body.data as { records: Array<{ deviceCode: string }> }).records ?? []).map((r) => r.deviceCode)
      : Array.from({ length: 4000 }, (_, i) => `GZ-${String(i + 1).padStart(5, '0')}`).filter(
          (n) => profileOf(n).kind === deviceKind.cabinet,
        );
  const found = numbers.filter((n) => fits(n, condition))[skip];
  expect(found, `a ${condition} cabinet`).toBeTruthy();
  return found;
}

async function openConsole(page: Page, deviceNo: string) {
  await page.goto('/iot/console');
  const input = page.getByTestId('iot-device-input').locator('input');
  await input.fill(deviceNo);
  await input.press('Enter');
}

/** The value cell of a state item, by its label. */
const stateValue = (scope: Page | Locator, label: string) =>
  scope
    .getByTestId('iot-state')
    .locator('th.ant-descriptions-item-label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::td[1]');

async function openCommand(scope: Locator, label: string) {
  await scope
    .locator('.ant-collapse-header')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .click();
}

async function shot(target: Page | Locator, name: string) {
  await target.screenshot({ path: join(SHOTS, `${name}.png`) });
}

test('the console sends setSpeakerVolume: the range is checked, the device answers, the read shows it', async ({
  page,
  request,
}) => {
  const deviceNo = await cabinetNumber(request, 'online');
  await loginAsAdmin(page);
  await openConsole(page, deviceNo);
  await expect(stateValue(page, '在线状态')).toHaveText('在线');
  await shot(page, 'console-state-zh');
  const before = Number(await stateValue(page, '音量').textContent());
  const volume = before === 12 ? 13 : 12;

  await openCommand(page.locator('.ant-collapse'), '设置音量');
  const form = page.getByTestId('iot-cmd-setSpeakerVolume');
  const field = form.locator('input').first();
  await field.fill('31');
  await form.getByRole('button', { name: /发\s*送/ }).click();
  await expect(form).toContainText('音量必须是 0 到 30 之间的整数');
  await expect(form.getByTestId('iot-answer')).toHaveCount(0);

  await field.fill(String(volume));
  await form.getByRole('button', { name: /发\s*送/ }).click();
  await expect(form.getByTestId('iot-answer')).toContainText('设备已应答');
  await expect(form.getByTestId('iot-answer')).toContainText(String(volume));
  await expect(stateValue(page, '音量')).toHaveText(String(volume));
  await shot(page, 'console-volume-zh');

  // The log lists it as done, with who sent it.
  await page.goto('/iot/command-log');
  const search = page.getByRole('search');
  await search.getByLabel('设备编号', { exact: true }).fill(deviceNo);
  await search.getByRole('button', { name: /搜\s*索/ }).click();
  const volumeRow = rows(page).filter({ hasText: '设置音量' });
  await expect(volumeRow).toHaveCount(1);
  await expect(volumeRow).toContainText('成功');
  await expect(volumeRow).toContainText(`"volume":${volume}`);
});

test('an offline device: a clear failure, recorded as offline and never as done', async ({ page, request }) => {
  const deviceNo = await cabinetNumber(request, 'offline');
  await loginAsAdmin(page);
  await openConsole(page, deviceNo);
  await expect(page.getByTestId('iot-read-failure')).toContainText(`设备 ${deviceNo} 离线，命令未送达`);
  await openCommand(page.locator('.ant-collapse'), '设置音量');
  const form = page.getByTestId('iot-cmd-setSpeakerVolume');
  await form.locator('input').first().fill('8');
  await form.getByRole('button', { name: /发\s*送/ }).click();
  await expect(form.getByTestId('iot-failure')).toContainText('命令未完成');
  await expect(form.getByTestId('iot-failure')).toContainText('离线，命令未送达');
  await shot(page, 'console-offline-zh');

  await page.goto('/iot/command-log');
  const search = page.getByRole('search');
  await search.getByLabel('设备编号', { exact: true }).fill(deviceNo);
  await search.getByRole('button', { name: /搜\s*索/ }).click();
  await expect(rows(page)).toHaveCount(2); // the panel's read and the volume
  await expect(rows(page).filter({ hasText: '设备离线' })).toHaveCount(2);
  await expect(rows(page).filter({ hasText: '成功' })).toHaveCount(0);
  await shot(page, 'command-log-zh');
});

test('in English: the drawer opens from the device list row and from a command log row, checks the range and sets the volume', async ({
  page,
  request,
}) => {
  const deviceNo = await cabinetNumber(request, 'online', 1);
  await loginAsAdmin(page);
  await inEnglish(page);

  // From the device's row of the device list.
  await page.goto('/device/device');
  let search = page.getByRole('search');
  await search.getByLabel('Device number', { exact: true }).fill(deviceNo);
  await search.getByRole('button', { name: /Search/ }).click();
  await expect(rows(page)).toHaveCount(1);
  await shot(page, 'device-list-en');
  await rows(page).first().getByRole('button', { name: 'Control' }).click();

  let drawer = page.locator('.ant-drawer-content:visible');
  await expect(drawer).toContainText(`Device control · ${deviceNo}`);
  await expect(stateValue(drawer, 'Connection')).toHaveText('Online');
  await openCommand(drawer.locator('.ant-collapse'), 'Set speaker volume');
  let form = drawer.getByTestId('iot-cmd-setSpeakerVolume');
  // The form opens at the device's current volume, with its range in the label.
  await expect(form).toContainText('Volume (0–30)');
  await expect(form.locator('input').first()).not.toHaveValue('');
  await form.locator('input').first().fill('');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form).toContainText('Please enter the volume');
  await form.locator('input').first().fill('-1');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form).toContainText('Volume must be a whole number from 0 to 30');
  await form.locator('input').first().fill('5');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByTestId('iot-answer')).toContainText('The device answered');
  await expect(stateValue(drawer, 'Volume')).toHaveText('5');
  await shot(page, 'drawer-device-list-en');
  await drawer.locator('.ant-drawer-close').click();
  await expect(drawer).toHaveCount(0);

  // From the command just logged: the same device, its state as the list's drawer left it.
  await page.goto('/iot/command-log');
  search = page.getByRole('search');
  await search.getByLabel('Device number', { exact: true }).fill(deviceNo);
  await search.getByRole('button', { name: /Search/ }).click();
  const volumeRow = rows(page).filter({ hasText: 'Set speaker volume' });
  await expect(volumeRow).toHaveCount(1);
  await volumeRow.getByRole('button', { name: 'Control' }).click();
  drawer = page.locator('.ant-drawer-content:visible');
  await expect(drawer).toContainText(`Device control · ${deviceNo}`);
  await expect(stateValue(drawer, 'Volume')).toHaveText('5');
  await openCommand(drawer.locator('.ant-collapse'), 'Set speaker volume');
  form = drawer.getByTestId('iot-cmd-setSpeakerVolume');
  await form.locator('input').first().fill('7');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByTestId('iot-answer')).toContainText('The device answered');
  await expect(stateValue(drawer, 'Volume')).toHaveText('7');
  await shot(page, 'drawer-volume-en');
});
