import { expect, test } from '@playwright/test';
import { login, loginAsAdmin } from './helpers';

test('a wrong password shows the server message and stays on /login', async ({ page }) => {
  await login(page, { password: 'not-the-password' });
  await expect(page.getByTestId('login-error')).toContainText('用户名或密码错误');
  await expect(page).toHaveURL(/\/login$/);
});

test('an unauthenticated visit to a screen goes to /login; the admin logs in and reaches the home tab', async ({ page }) => {
  await page.goto('/system/param');
  await expect(page).toHaveURL(/\/login/);
  await loginAsAdmin(page);
  await expect(page.getByRole('menuitem', { name: /系统管理/ })).toBeVisible();
});

test('the login page does not load the CRUD engine', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (r) => r.request().resourceType() === 'script' && scripts.push(r.url()));
  await page.goto('/login');
  await expect(page.getByLabel(/^(账号|Account)$/)).toBeVisible();
  const engineChunk = scripts.filter((u) => /crud|formily|engine-screen/i.test(u));
  expect(engineChunk).toEqual([]);
});
