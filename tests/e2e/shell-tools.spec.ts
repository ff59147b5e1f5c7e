/** Issue 3, lock screen, error log and profile avatar rules (spec §2, §5, §8). */
import { expect, test } from '@playwright/test';
import { loginAsAdmin } from './helpers';

test('lock: the password is required, then /lock; a wrong one is refused, the right one unlocks', async ({ page }) => {
  await loginAsAdmin(page);
  await page.getByTestId('lock').click();
  const d = page.locator('.ant-modal').filter({ hasText: '设置锁屏密码' });
  // Wait until the dialog's form is there (its opening animation can swallow an early click).
  await expect(d.getByRole('textbox', { name: '锁屏密码' })).toBeVisible();
  await d.getByRole('button', { name: /确\s*定/ }).click();
  await expect(d.getByText('锁屏密码不能为空')).toBeVisible();
  await d.getByRole('textbox', { name: '锁屏密码' }).fill('1234');
  await d.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/\/lock$/);
  await page.goto('/system/param');
  await expect(page).toHaveURL(/\/lock$/);
  await page.getByLabel('锁屏密码').fill('9999');
  await page.getByRole('button', { name: /解\s*锁/ }).click();
  await expect(page.getByRole('alert')).toHaveText('锁屏密码错误');
  await page.getByLabel('锁屏密码').fill('1234');
  await page.getByRole('button', { name: /解\s*锁/ }).click();
  await expect(page).toHaveURL(/\/wel\/index$/);
});

test('log out from the lock screen', async ({ page }) => {
  await loginAsAdmin(page);
  await page.getByTestId('lock').click();
  await page.getByRole('textbox', { name: '锁屏密码' }).fill('1234');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/lock$/);
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('error log: an uncaught error is captured, counted, shown, uploaded and cleared after confirmation', async ({
  page,
}) => {
  await loginAsAdmin(page);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e boom');
    });
    void Promise.reject(new Error('e2e rejected'));
  });
  const badge = page.getByTestId('error-log-badge').locator('xpath=..').locator('.ant-badge-count');
  await expect(badge).toHaveText(/2/);
  await page.getByTestId('error-log-badge').click();
  await expect(page).toHaveURL(/\/error-log$/);
  const table = page.locator('.ant-table');
  for (const h of ['类型', '地址', '内容', '错误堆栈', '时间']) await expect(table.locator('thead')).toContainText(h);
  await expect(table).toContainText('e2e boom');
  await expect(table).toContainText('unhandledrejection');
  await table.locator('.ant-table-row-expand-icon').first().click();
  await expect(page.locator('.ant-table-expanded-row').first()).toContainText('Error');

  const upload = page.waitForRequest(
    (r) => r.url().includes('/api/blade-log/error/save-client') && r.method() === 'POST',
  );
  await page.getByRole('button', { name: /上传服务器/ }).click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  const body = (await upload).postDataJSON() as { logs: Array<{ message: string; url: string; type: string }> };
  expect(body.logs.map((l) => l.message)).toEqual(expect.arrayContaining(['e2e boom', 'e2e rejected']));
  await expect(page.locator('.ant-message').getByText('发送成功')).toBeVisible();
  await expect(badge).toHaveCount(0);

  // Clear after confirmation.
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('another');
    }),
  );
  await expect(table).toContainText('another');
  await page.getByRole('button', { name: /清空本地日志/ }).click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.locator('.ant-message').getByText('清空成功')).toBeVisible();
  await expect(table).not.toContainText('another');
});

test('profile: the avatar must be jpg/png and at most 500 kB; a good one uploads', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/info/index');
  const input = page.locator('input[type=file]');
  await input.setInputFiles({ name: 'a.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.locator('.ant-message').getByText('头像只能是 JPG 或 PNG 格式')).toBeVisible();
  await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(501 * 1024, 1) });
  await expect(page.locator('.ant-message').getByText('头像大小不能超过 500KB')).toBeVisible();
  // 1x1 PNG.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const uploaded = page.waitForResponse((r) => r.url().includes('/oss/endpoint/put-file'));
  await input.setInputFiles({ name: 'ok.png', mimeType: 'image/png', buffer: png });
  const { data } = (await (await uploaded).json()) as { data: { link: string } };
  await expect(page.getByTestId('avatar-preview')).toHaveAttribute('src', data.link);
  await expect
    .poll(() => page.getByTestId('avatar-preview').evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBe(1);
  const served = await page.request.get(data.link);
  expect(served.status()).toBe(200);
  // Phone messages of spec §5 and the password mismatch.
  await page.getByLabel('手机号').fill('123');
  await page
    .getByRole('button', { name: /提\s*交/ })
    .first()
    .click();
  await expect(page.getByText('手机号码长度不为11位')).toBeVisible();
  await page.getByRole('tab', { name: '修改密码' }).click();
  await page.getByLabel('新密码').fill('abc123');
  await page.getByLabel('确认密码').fill('abc124');
  await page.getByLabel('确认密码').blur();
  await expect(page.getByText('两次输入密码不一致!')).toBeVisible();
});
