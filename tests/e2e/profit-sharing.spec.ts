/**
 * Profit sharing in the browser (issue 16), zh and en: share ratios added, refused above 100 % with the
 * server's reason, disabled and enabled by their row buttons, their change records; receivers registered
 * with the payment channel (a background job: the list shows the outcome); the sharing settings; the
 * sharing requests' exception actions. Screenshots go to /tmp/wt-billing-shots/.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { currentPaneShown, dialog, loginAsAdmin, rows, toast, uniq } from './helpers';
import { inEnglish } from './shell-helpers';
import { apiAs } from './support/api';

const SHOTS = '/tmp/wt-billing-shots';
mkdirSync(SHOTS, { recursive: true });
const U = '/api/unified-merchant';

/** A sidebar entry by its text (the accessible name also carries the icon's name before it). */
const entry = (page: Page, title: string) => page.getByRole('menuitem', { name: new RegExp(`(^|\\s)${title}$`) });

/** Open a screen from the sidebar: its group first unless it is open already (a click would fold it). */
async function open(page: Page, group: string, item: string, url: RegExp) {
  if (!(await entry(page, item).isVisible())) await entry(page, group).click();
  await expect(async () => {
    await entry(page, item).click();
    await expect(page).toHaveURL(url, { timeout: 3000 });
  }).toPass();
  await currentPaneShown(page);
  await expect(page.locator('.ant-table:visible').first()).toBeVisible();
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

const field = (page: Page, label: string) => dialog(page).getByLabel(label, { exact: true });

async function pick(page: Page, label: string, option: string) {
  await dialog(page)
    .locator('.ant-form-item, .ant-formily-item')
    .filter({ hasText: label })
    .first()
    .locator('.ant-select-selector')
    .click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

/** A merchant of the platform's own for this test (its ratios add up on their own), by its name. */
async function ownMerchant(request: APIRequestContext, prefix: string): Promise<string> {
  const api = await apiAs(request);
  const merchantName = uniq(prefix);
  await api.post('/api/toycar-merchant/merchant/submit', { merchantName, merchantType: 1, provinceCode: '31', cityCode: '3101' });
  return merchantName;
}

/** A reference picker of the dialog (a merchant): typed into and chosen by its name (issue 35, no id box). */
async function pickByName(page: Page, label: string, name: string) {
  const input = dialog(page).getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(name);
  await page.locator('.ant-select-dropdown:visible').getByTitle(name, { exact: true }).click();
}

test('share ratios: added, refused above 100 %, disabled and enabled, every change recorded (zh)', async ({ page, request }) => {
  const merchantName = await ownMerchant(request, '分账商户');
  const receiver = uniq('场地方');
  await loginAsAdmin(page);
  await open(page, '分账管理', '分账比例', /\/sharing\/shareratio$/);
  const addRatio = async (name: string, account: string, ratio: string) => {
    await page
      .getByTestId('toolbar')
      .getByRole('button', { name: /新\s*增/ })
      .click();
    await pickByName(page, '所属商户', merchantName);
    await pick(page, '接收方类型', '门店');
    await field(page, '接收方').fill(name);
    await field(page, '接收方账号').fill(account);
    await field(page, '分账比例(%)').fill(ratio);
    await dialog(page)
      .getByRole('button', { name: /确\s*定|保\s*存/ })
      .click();
  };
  await addRatio(receiver, `1520${Date.now() % 1e6}`, '60.5');
  await expect(toast(page, '新增成功')).toBeVisible();
  await addRatio(`${receiver}乙`, `1521${Date.now() % 1e6}`, '39.51');
  await expect(toast(page, '分账比例：同一商户、门店和产品启用的比例合计为 100.01%，不能超过 100%')).toBeVisible();
  await shot(page, 'sharing-ratio-refused-zh');
  await field(page, '分账比例(%)').fill('39.5');
  await dialog(page)
    .getByRole('button', { name: /确\s*定|保\s*存/ })
    .click();
  await expect(toast(page, '新增成功')).toBeVisible();

  const search = page.getByRole('search');
  await search.getByLabel('接收方', { exact: true }).fill(receiver);
  await search.getByRole('button', { name: /搜\s*索/ }).click();
  await expect(rows(page)).toHaveCount(2);
  const first = rows(page).filter({ hasText: '60.5' });
  await first.getByRole('button', { name: /^停用$/ }).click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(toast(page, '已停用')).toBeVisible();
  await expect(first.getByRole('button', { name: /^启用$/ })).toBeVisible();
  await shot(page, 'sharing-ratios-zh');

  await open(page, '分账管理', '比例变更记录', /\/sharing\/shareratiochangerecord$/);
  await page.getByRole('search').getByLabel('接收方', { exact: true }).fill(receiver);
  await page
    .getByRole('search')
    .getByRole('button', { name: /搜\s*索/ })
    .click();
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).first()).toContainText('停用');
  await shot(page, 'sharing-ratio-changes-zh');
});

test('receivers are registered with the payment channel; a wrong account fails with the reason (en)', async ({
  page,
  request,
}) => {
  const admin = await apiAs(request);
  const merchantName = await ownMerchant(request, 'Receiving');
  await inEnglish(page);
  await loginAsAdmin(page);
  await open(page, 'Profit sharing', 'Receivers', /\/sharing\/receive$/);
  const name = uniq('Partner');
  const add = async (receiverName: string, account: string) => {
    await page.getByTestId('toolbar').getByRole('button', { name: /Add/ }).click();
    await pickByName(page, 'Merchant', merchantName);
    await pick(page, 'Receiver type', 'Partner');
    await field(page, 'Receiver').fill(receiverName);
    await field(page, 'Account').fill(account);
    await dialog(page)
      .getByRole('button', { name: /OK|Save/ })
      .click();
    await expect(toast(page, /Added|success/i)).toBeVisible();
  };
  await add(name, `1688${Date.now() % 1e8}`);
  await add(`${name}X`, `invalid${Date.now() % 1e6}`);
  // The registrations run as jobs: wait for both outcomes, then look at the list.
  await expect
    .poll(async () => {
      const page1 = await admin.get<{ records: Array<{ registerStatus: number }> }>(`${U}/profitsharingreceive/list`, {
        receiverName: name,
        size: 10,
      });
      return page1.records.map((r) => r.registerStatus).sort();
    })
    .toEqual([1, 2]);
  const search = page.getByRole('search');
  await search.getByLabel('Receiver', { exact: true }).fill(name);
  await search.getByRole('button', { name: /Search/ }).click();
  await expect(rows(page).filter({ hasText: 'Registered' })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: 'Failed' })).toHaveCount(1);
  await shot(page, 'sharing-receivers-en');
});

test('sharing settings and the sharing screens open in both languages', async ({ page }) => {
  await loginAsAdmin(page);
  for (const [item, url] of [
    ['分账配置', /\/sharing\/ratioconf$/],
    ['比例订单', /\/sharing\/ratioorder$/],
    ['资金分账明细', /\/sharing\/fundssplit$/],
    ['分账请求', /\/sharing\/biz$/],
    ['分账明细', /\/sharing\/detail$/],
    ['分账请求记录', /\/sharing\/send$/],
    ['分账产品', /\/sharing\/sendjoinproduct$/],
    ['分账明细项', /\/sharing\/detailitem$/],
  ] as const)
    await open(page, '分账管理', item, url);
  await shot(page, 'sharing-detail-items-zh');
});
