/**
 * Field linkage declared in schema files, as a person meets it in Chromium: the region cascade province →
 * city → district on a store (the cities of the chosen province only, a stale city cleared when the
 * province changes, the names stored from the chosen regions).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { dialog, loginAsAdmin, rows, toast, uniq } from './helpers';

// At 1440 the store list shows its city beside the key columns (column priority hides it at 1280).
test.use({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });

/** The options of the open select dropdown. */
const options = (page: Page) => page.locator('.ant-select-dropdown:visible .ant-select-item-option');

/** Open a select of the dialog by its label and pick an option by its exact title. */
const combo = (d: Locator, label: string) => d.getByRole('combobox', { name: label, exact: true });

async function pick(page: Page, d: Locator, label: string, option: string) {
  await combo(d, label).click({ force: true }); // the chosen value lies over the input
  // The lists are long (31 provinces) and virtual: type to bring the option into view, as a person does.
  await combo(d, label).fill(option);
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

test('the region cascade on a store: cities of the chosen province, a stale choice cleared', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/merchants/store');
  await page
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  const d = dialog(page);
  const name = uniq('级联门店');
  await d.getByLabel('门店名称', { exact: true }).fill(name);
  await combo(d, '所属商户').click();
  await options(page).first().click();

  // No province yet: nothing to choose as a city.
  await combo(d, '城市').click();
  await expect(options(page)).toHaveCount(0);
  await page.keyboard.press('Escape');

  await pick(page, d, '省份', '浙江省');
  await combo(d, '城市').click();
  await expect(page.locator('.ant-select-dropdown:visible').getByTitle('杭州市', { exact: true })).toBeVisible();
  await expect(page.locator('.ant-select-dropdown:visible').getByTitle('南京市', { exact: true })).toHaveCount(0);
  await page.locator('.ant-select-dropdown:visible').getByTitle('杭州市', { exact: true }).click();
  await pick(page, d, '区县', '西湖区');

  // Another province: the city and the district it allowed are cleared.
  await pick(page, d, '省份', '江苏省');
  await expect(d.locator('.ant-select-selection-item[title="杭州市"]')).toHaveCount(0);
  await expect(d.locator('.ant-select-selection-item[title="西湖区"]')).toHaveCount(0);
  await pick(page, d, '城市', '南京市');
  await pick(page, d, '区县', '玄武区');
  await d
    .getByRole('button', { name: /确\s*定|提\s*交|保\s*存/ })
    .last()
    .click();
  await expect(toast(page, /成功/)).toBeVisible();

  const search = page.getByRole('search');
  await search.getByLabel('门店名称', { exact: true }).fill(name);
  await search.getByRole('button', { name: /搜\s*索/ }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('南京市');
});

test("a device's type switches its fields: slots for a cabinet, no place for an e-scooter, no SIM for a beacon", async ({
  page,
}) => {
  await loginAsAdmin(page);
  await page.goto('/device/device');
  await page
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  const d = dialog(page);
  const field = (label: string) => d.getByLabel(label, { exact: true });

  await pick(page, d, '设备类型', '柜机');
  await expect(field('仓位数')).toBeVisible();
  await expect(field('安装地址')).toBeVisible();
  await expect(field('物联网卡号')).toBeVisible();

  await pick(page, d, '设备类型', '电动滑板车');
  await expect(field('仓位数')).toHaveCount(0);
  await expect(field('安装地址')).toHaveCount(0);
  await expect(field('物联网卡号')).toBeVisible();

  await pick(page, d, '设备类型', '信标');
  await expect(field('物联网卡号')).toHaveCount(0);

  // Back to a cabinet: the slot count is required again, with its own message.
  await pick(page, d, '设备类型', '柜机');
  await field('设备编号').fill(uniq('LNK'));
  await field('设备名称').fill('联动柜机');
  await field('仓位数').fill('');
  await d
    .getByRole('button', { name: /确\s*定|提\s*交|保\s*存/ })
    .last()
    .click();
  await expect(d.getByText('请输入柜机的仓位数')).toBeVisible();
});
