/**
 * The screens of issue 29's remaining families and of the system-made records, as the platform
 * administrator: each new list opens with its demo rows; the WeChat Pay settings never show a key back;
 * a read-only list offers no add / edit / delete, and one the business edits by hand (slots) offers edit
 * only. The generic add → edit → delete journey of each new screen is screen-journeys.spec.ts's.
 */
import { expect, test } from '@playwright/test';
import { currentPaneShown, dialog, escapeDialog, loginAsAdmin, rows } from './helpers';

test.beforeEach(async ({ page }) => loginAsAdmin(page));

for (const [path, title] of [
  ['/desk/notify', '消息通知'],
  ['/desk/websocket-message', '站内消息'],
  ['/rental/payment-config-wechat', '微信支付配置'],
  ['/tool/report', '报表管理'],
  ['/iot/iot-car', '物联网车辆'],
  ['/iot/control', '遥控器'],
  ['/factory/account', ''],
  ['/sharing/shareratiochangerecord', ''],
]) {
  test(`${path} opens with demo rows ${title}`, async ({ page }) => {
    await page.goto(path);
    await currentPaneShown(page);
    await expect(rows(page).first()).toBeVisible();
  });
}

test('WeChat Pay settings: the keys are masked in the view', async ({ page }) => {
  await page.goto('/rental/payment-config-wechat');
  await currentPaneShown(page);
  await rows(page)
    .first()
    .getByRole('button', { name: /查\s*看/ })
    .click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).not.toContainText('BEGIN PRIVATE KEY');
  await escapeDialog(page);
});

test('system-made records: rent records offer no add, edit or delete; slots offer edit only', async ({ page }) => {
  await page.goto('/rental/rentrecord');
  await currentPaneShown(page);
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByTestId('toolbar').getByRole('button', { name: /新\s*增/ })).toHaveCount(0);
  await expect(
    rows(page)
      .first()
      .getByRole('button', { name: /编\s*辑/ }),
  ).toHaveCount(0);
  await expect(
    rows(page)
      .first()
      .getByRole('button', { name: /删\s*除/ }),
  ).toHaveCount(0);

  await page.goto('/device/slot');
  await currentPaneShown(page);
  await expect(page.getByTestId('toolbar').getByRole('button', { name: /新\s*增/ })).toHaveCount(0);
  await rows(page)
    .first()
    .getByRole('button', { name: /编\s*辑/ })
    .click();
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByLabel('备注', { exact: true }).fill('门锁已更换（e2e）');
  await dialog(page)
    .getByRole('button', { name: /确\s*定|保\s*存/ })
    .click();
  await expect(page.locator('.ant-message').getByText('更新成功').last()).toBeVisible();
});
