/**
 * Pages inside the shell that no menu lists (issue 11): a console path nothing owns shows the 404 page
 * inside the shell — sidebar, top bar and tabs still there and usable, the URL kept — while a direct visit
 * to /404 stays the standalone page; the leave routes are the workflow plugin's pages, drawn inside the
 * shell and titled from its declaration (plugins/workflow/plugin.ts), in both languages.
 */
import { expect, test } from '@playwright/test';
import { login, loginAsAdmin } from './helpers';
import { inEnglish } from './shell-helpers';

const tab = (page: import('@playwright/test').Page, path: string) => page.locator(`[data-testid="tab"][data-path="${path}"]`);

test('an unknown console path shows 404 inside the shell, URL kept, tabs usable; /404 itself stays standalone', async ({
  page,
}) => {
  await loginAsAdmin(page);
  await page.goto('/info/index');
  await expect(tab(page, '/info/index')).toBeVisible();

  await page.goto('/no/such/page');
  const notFound = page.getByTestId('shell-error-404');
  await expect(notFound).toBeVisible();
  await expect(notFound).toContainText('抱歉，您访问的页面不存在');
  await expect(page).toHaveURL(/\/no\/such\/page$/);
  await expect(page).toHaveTitle('404 - 玩具车共享运营平台');
  // The shell is all there: sidebar, top bar, tabs (a path nothing owns opens no tab of its own).
  await expect(page.getByTestId('shell')).toContainText('系统管理');
  await expect(page.getByTestId('menu-search')).toBeVisible();
  await expect(tab(page, '/no/such/page')).toHaveCount(0);
  // A tab still takes the user back.
  await tab(page, '/info/index').click();
  await expect(page).toHaveURL(/\/info\/index$/);
  await expect(notFound).toBeHidden();
  // The sidebar too: from a 404 to a screen.
  await page.goto('/system/nothing-here');
  await expect(page.getByTestId('shell-error-404')).toBeVisible();
  await page.getByRole('menuitem', { name: '系统管理' }).click();
  await page.getByRole('menuitem', { name: '参数管理' }).click();
  await expect(page).toHaveURL(/\/system\/param$/);
  await expect(page.getByTestId('shell-error-404')).toBeHidden();

  // Typed directly, /404 is still the page of its own, outside the shell.
  await page.goto('/404');
  await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
  await expect(page.getByTestId('shell')).toHaveCount(0);
});

test('the leave routes render the workflow plugin page inside the shell, titled from its declaration', async ({
  page,
}) => {
  await loginAsAdmin(page);
  await page.goto('/work/process/leave/form/leave:1:1');
  const workflow = page.getByTestId('leave-form');
  await expect(workflow).toBeVisible();
  await expect(workflow).toContainText('请假申请');
  await expect(workflow).toContainText('审批人');
  await expect(page.getByTestId('shell')).toContainText('系统管理');
  await expect(page).toHaveTitle('请假申请 - 玩具车共享运营平台');
  await expect(tab(page, '/work/process/leave/form/leave:1:1')).toHaveText('请假申请');

  await page.goto('/work/process/leave/handle/t1/p1/b1');
  await expect(page.getByTestId('leave-handle')).toBeVisible();
  await expect(page).toHaveTitle('请假审批 - 玩具车共享运营平台');
});

test('the workflow page and the 404 inside the shell in English', async ({ page }) => {
  await inEnglish(page);
  await login(page);
  await expect(page).toHaveURL(/\/wel\/index$/);
  await page.goto('/work/process/leave/detail/p1/b1');
  // Ids that name nothing: the page says so, in English.
  await expect(page.getByTestId('leave-detail')).toContainText('This leave request cannot be found');
  await expect(page).toHaveTitle('Leave details - Toy Car Sharing Console');
  await expect(tab(page, '/work/process/leave/detail/p1/b1')).toHaveText('Leave details');
  await page.goto('/no/such/page');
  await expect(page.getByTestId('shell-error-404')).toContainText('Sorry, the page you visited does not exist');
  await expect(page).toHaveTitle('404 - Toy Car Sharing Console');
});
