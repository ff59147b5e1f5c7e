/**
 * Tenants (/system/tenant) special actions (issue 4 item 4): "授权配置" copies an account quota and an
 * expiry onto every selected tenant; "数据源" binds a data source to one tenant. The tenants and the data
 * source are made through the API; the actions through the screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { dialog, loginAsAdmin, rows, toast } from './helpers';
import { apiAs, createRow, findRow } from './support/api';

const TENANTS = '/api/blade-system/tenant';

/** Opens the list searched by name (tenantId as a list parameter is the administrator's tenant choice). */
async function openTenants(page: Page, prefix: string) {
  await loginAsAdmin(page);
  await page.getByRole('menuitem', { name: /系统管理$/ }).click();
  await page.getByRole('menuitem', { name: /租户管理$/ }).click();
  await expect(page).toHaveURL(/\/system\/tenant$/);
  const search = page.getByRole('search');
  await search.getByLabel('租户名称', { exact: true }).fill(prefix);
  await search.getByRole('button', { name: /搜\s*索/ }).click();
}

/** A fresh tenant id prefix: 1-12 letters or digits, shared by the tenants of one test. */
const prefix = () => `T${Date.now().toString(36).slice(-7)}`.toUpperCase();

test('setting: account quota and expiry land on every selected tenant', async ({ page, request }) => {
  const api = await apiAs(request);
  const p = prefix();
  for (const n of [1, 2]) await api.post(`${TENANTS}/submit`, { tenantId: `${p}${n}`, tenantName: `${p}租户${n}` });

  await openTenants(page, p);
  await expect(rows(page)).toHaveCount(2);
  await page.locator('.ant-table-thead').getByRole('checkbox').check();
  await page
    .getByTestId('toolbar')
    .getByRole('button', { name: /授权配置/ })
    .click();
  const d = dialog(page);
  await d.getByLabel('账号额度', { exact: true }).fill('7');
  const expiry = d.getByLabel('过期时间', { exact: true });
  await expiry.click();
  await expiry.fill('2030-06-30 18:00:00');
  await expiry.press('Enter');
  await d.getByRole('button', { name: /确\s*定/ }).click();
  await expect(toast(page, '配置成功')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);

  for (const n of [1, 2]) {
    const row = rows(page).filter({ hasText: `${p}${n}` });
    await expect(row).toContainText('7');
    await expect(row).toContainText('2030-06-30 18:00:00');
    const stored = await findRow(api, TENANTS, { tenantId: `${p}${n}` });
    expect(Number(stored.accountNumber)).toBe(7);
    expect(String(stored.expireTime)).toContain('2030-06-30 18:00:00');
  }
});

test('data source: bind one to a tenant', async ({ page, request }) => {
  const api = await apiAs(request);
  const p = prefix();
  const name = `${p}库`;
  const source = await createRow(
    api,
    '/api/blade-develop/datasource',
    {
      name,
      driverClass: 'org.postgresql.Driver',
      url: 'jdbc:postgresql://db:5432/toycar',
      username: 'toycar',
      password: 'secret1',
    },
    'name',
  );
  await api.post(`${TENANTS}/submit`, { tenantId: `${p}1`, tenantName: `${p}租户` });

  await openTenants(page, p);
  await expect(rows(page)).toHaveCount(1);
  await rows(page)
    .first()
    .getByRole('button', { name: /数据源/ })
    .click();
  const d = dialog(page);
  await d.locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: name }).click();
  await d.getByRole('button', { name: /确\s*定/ }).click();
  await expect(toast(page, '绑定成功')).toBeVisible();
  const stored = await findRow(api, TENANTS, { tenantId: `${p}1` });
  expect(String(stored.datasourceId)).toBe(String(source.id));
  // The view dialog names the bound source.
  await rows(page)
    .first()
    .getByRole('button', { name: /查\s*看/ })
    .click();
  await expect(dialog(page)).toContainText(name);
});
