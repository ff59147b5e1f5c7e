/**
 * The goods mall as an operator of tenant 100001 uses it (docs/areas/mall.md): goods added with a picture
 * upload; an in order audited and the warehouse's stock seen rising; a machine's empty lanes filled from a
 * template on the lane grid; the sales statistics page with its chart drawn from data. Screenshots in
 * docs/screenshots/mall/.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { dialog, login, rows, toast, uniq } from './helpers';
import { inEnglish } from './shell-helpers';
import { apiAs } from './support/api';

test.describe.configure({ timeout: 240_000 });
const SHOTS = 'docs/screenshots/mall';
mkdirSync(SHOTS, { recursive: true });
const shot = async (page: Page, name: string) => {
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 15000 });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};
// A 1×1 PNG: the upload route checks the type by the file's bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function signIn(page: Page) {
  await login(page, { tenantId: '100001', username: 'admin', password: 'admin' });
  await expect(page).toHaveURL(/\/wel\/index$/);
}
const pick = async (page: Page, scope: ReturnType<Page['locator']>, label: string, option: string) => {
  await scope.locator('.ant-formily-item', { hasText: label }).locator('.ant-select').first().click();
  await page.locator('.ant-select-dropdown:visible').getByText(option, { exact: true }).first().click();
};

test('goods with a picture upload (zh)', async ({ page }) => {
  await signIn(page);
  await page.goto('/mall/spu');
  await expect(rows(page).first()).toBeVisible();
  await shot(page, 'goods-zh');
  await page.getByTestId('toolbar').getByRole('button', { name: /新\s*增/ }).click();
  const d = dialog(page);
  const name = uniq('果味气泡水');
  await d.getByLabel('商品名称', { exact: true }).fill(name);
  await d.getByLabel('商品编码', { exact: true }).fill(uniq('SODA').slice(0, 30));
  await pick(page, d, '商品分类', '饮料');
  await d.getByLabel('售价', { exact: true }).fill('4.50');
  await d.locator('input[type=file]').first().setInputFiles({ name: 'soda.png', mimeType: 'image/png', buffer: PNG });
  await expect(d.locator('img').first()).toBeVisible();
  await d.getByRole('button', { name: /确\s*定/ }).click();
  await expect(toast(page, /成功/)).toBeVisible();
  const row = rows(page).filter({ hasText: name });
  await page.getByRole('search').getByLabel('商品名称', { exact: true }).fill(name);
  await page.getByRole('search').getByRole('button', { name: /搜\s*索/ }).click();
  await expect(row).toHaveCount(1);
  await expect(row.locator('img')).toHaveAttribute('src', /.+/);
});

test('an in order audited: the warehouse stock rises (zh)', async ({ page, request }) => {
  const api = await apiAs(request, { tenantId: '100001' });
  const spu = (await api.get<{ records: Array<{ id: string }> }>('/api/dispacher-mall/spu/page', { spuCode: 'WATER500' })).records[0];
  const repo = (await api.get<Array<{ id: string }>>('/api/dispacher-mall/repository/selectList'))[0];
  const stockOf = async () =>
    (await api.get<{ records: Array<{ repositoryId: string; quantity: number }> }>('/api/dispacher-mall/repository/pageDetail', { goodsId: spu.id })).records.find(
      (r) => r.repositoryId === String(repo.id),
    )?.quantity ?? 0;
  await api.post('/api/dispacher-mall/orderin/submitOrderIn', { repositoryId: repo.id, spuId: spu.id, quantity: 7, supplier: 'e2e 供应商' });
  const order = (await api.get<{ records: Array<{ orderNo: string }> }>('/api/dispacher-mall/orderin/list', { inStatus: 0, supplier: 'e2e 供应商' })).records[0];
  const before = await stockOf();

  await signIn(page);
  await page.goto('/mall/stock');
  await expect(rows(page).first()).toBeVisible();
  await page.goto('/mall/orderin');
  await page.getByRole('search').getByLabel('入库单号', { exact: true }).fill(order.orderNo);
  await page.getByRole('search').getByRole('button', { name: /搜\s*索/ }).click();
  const row = rows(page).filter({ hasText: order.orderNo });
  await expect(row).toContainText('待审核');
  await row.getByRole('button', { name: '审核入库' }).click();
  await page.locator('.ant-modal:visible').last().getByRole('button', { name: /确\s*定/ }).click();
  const box = page.locator('.ant-modal-confirm:visible');
  if (await box.isVisible().catch(() => false)) await box.getByRole('button', { name: /确\s*定/ }).click();
  await expect(row).toContainText('已入库');
  await shot(page, 'in-order-audited-zh');
  expect(await stockOf()).toBe(before + 7);
  await page.goto('/mall/stockmovement');
  await page.getByRole('search').getByLabel('来源单号', { exact: true }).fill(order.orderNo);
  await page.getByRole('search').getByRole('button', { name: /搜\s*索/ }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(String(before + 7));
});

test('the lane grid filled from a template (zh, en)', async ({ page }) => {
  await signIn(page);
  await page.goto('/mall/lanes');
  const grid = page.getByTestId('mall-lanes');
  await grid.locator('.ant-select').nth(0).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '西湖银泰售货机' }).click();
  await expect(grid.getByTestId('lane-1')).toContainText('空货道');
  await grid.locator('.ant-select').nth(1).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '饮料机标准款' }).click();
  await grid.getByRole('button', { name: '按模板补货' }).click();
  await expect(toast(page, '操作成功')).toBeVisible();
  await expect(grid.getByTestId('lane-1')).toContainText('鲜榨橙汁 250ml');
  await expect(grid.getByTestId('lane-1')).toContainText('8/10');
  await expect(grid.getByTestId('lane-8')).toContainText('草莓牛奶 250ml');
  await shot(page, 'lanes-zh');
  await inEnglish(page);
  await page.goto('/mall/lanes');
  await expect(page.getByTestId('mall-lanes').getByRole('button', { name: 'Fill from template' })).toBeVisible();
  await shot(page, 'lanes-en');
});

test('the sales statistics page draws its chart from data', async ({ page }) => {
  await signIn(page);
  await page.goto('/mall/statistics');
  const stats = page.getByTestId('mall-statistics');
  await expect(stats.locator('.ant-statistic').first()).not.toContainText('-');
  const canvas = page.locator('.chart-widget[data-chart="sales"] canvas').first();
  await expect(canvas).toBeVisible();
  await expect
    .poll(() =>
      canvas.evaluate((c: HTMLCanvasElement) => {
        const { data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
        let n = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i] > 0) n++;
        return n;
      }),
    )
    .toBeGreaterThan(500);
  await expect(stats.locator('.ant-table-row').first()).toBeVisible();
  await shot(page, 'statistics-zh');
});
