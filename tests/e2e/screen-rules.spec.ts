/**
 * The engine's screen rules of issue 35, on the landed screens in zh and en: searches never ask for an id
 * (sharing and billing lists search their merchant with a picker, and by numbers), views show names not ids, an empty cell shows
 * "-", a member's phone is masked for a clerk without the reveal grant, a toggle names what it does, and
 * the refund dialog says which order it refunds and how much may still go back.
 */
import { expect, test, type Page } from '@playwright/test';
import { dialog, login, loginAsAdmin, rows } from './helpers';
import { inEnglish } from './shell-helpers';
import { apiAs, createRow, type Api } from './support/api';

/** A label asking for an id (商户ID, Merchant ID); a business number (订单编号, Order number) is fine. */
const ID_LABEL = /id$/i;

/** The labels of the open screen's search form. */
async function searchLabels(page: Page): Promise<string[]> {
  const search = page.getByRole('search');
  await expect(search).toBeVisible();
  return (await search.locator('.crud-search-label').allInnerTexts()).map((t) => t.replace(/[:：\s]/g, ''));
}

const SCREENS = ['/sharing/detail', '/sharing/biz', '/billing/monthbill', '/billing/monthbilldetail', '/billing/storedaybill'];

for (const lang of ['zh', 'en'] as const) {
  test(`no id boxes in searches, "-" in empty cells (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    if (lang === 'en') await inEnglish(page);
    await loginAsAdmin(page);
    for (const route of SCREENS) {
      const found = await page.goto(route).then(() => page.url());
      if (!found.endsWith(route)) continue;
      await expect(rows(page).first()).toBeVisible();
      const labels = await searchLabels(page);
      expect(labels.filter((l) => ID_LABEL.test(l)), `${route}: ${labels.join(', ')}`).toEqual([]);
      // No cell is left blank: an empty value reads "-".
      const cells = await rows(page).first().locator('td').allInnerTexts();
      expect(cells.filter((c) => c.trim() === '').length, `${route}: ${cells.join(' | ')}`).toBeLessThanOrEqual(1);
    }
    // The merchant a bill belongs to is searched with a picker of merchants, not a typed name or id.
    await page.goto('/billing/monthbill');
    await expect(rows(page).first()).toBeVisible();
    const merchant = page.getByRole('search').getByLabel(lang === 'zh' ? '商户' : 'Merchant', { exact: true });
    await expect(merchant.and(page.getByRole('combobox'))).toHaveCount(1);
    await expect(merchant.and(page.getByRole('textbox'))).toHaveCount(0);
    // Who generated a bill overnight reads in the reader's language (schema `actor`): 系统 / System.
    await page.goto('/billing/monthbilllog?action=generate');
    await expect(rows(page).first()).toBeVisible();
    const by = page.locator('.ant-table-tbody');
    if (lang === 'en') {
      await expect(by).toContainText('System');
      await expect(by).not.toContainText('系统');
    } else await expect(by).toContainText('系统');
    await page.goto('/billing/monthbilldetail');
    await expect(rows(page).first()).toBeVisible();
    await page.screenshot({ path: `docs/screenshots/screen-rules-bill-lines-${lang}.png` });
    // Generated line names and remarks read in the reader's language (issue 35 item 5).
    if (lang === 'en') await expect(page.locator('.ant-table-tbody')).not.toContainText(/订单收入|分账回退|退款·|笔订单/);
    else await expect(page.locator('.ant-table-tbody')).toContainText(/订单收入|分账|退款/);
    // A deduction line's amount reads negative, in the error colour (schema `sign`).
    await page.goto('/billing/monthbilldetail?categoryType=2');
    await expect(rows(page).first().locator('.money-minus')).toContainText('−¥');
    await page.goto('/billing/monthbilldetail?categoryType=1');
    await expect(rows(page).first()).toBeVisible();
    await expect(rows(page).first().locator('.money-minus')).toHaveCount(0);
  });

  test(`the refund dialog names its order and what may still go back (${lang})`, async ({ page, request }) => {
    const admin = await apiAs(request);
    const { records } = await admin.get<{ records: Array<Record<string, string>> }>('/api/share-biz/order/page', {
      orderStatus: 2,
      size: 1,
    });
    const order = records[0];
    await page.setViewportSize({ width: 1440, height: 900 });
    if (lang === 'en') await inEnglish(page);
    await loginAsAdmin(page);
    await page.goto(`/rental/order?orderNumber=${order.orderNumber}`);
    const row = rows(page).filter({ hasText: order.orderNumber }).first();
    // One details view per order: the order details, no flat 查看 beside it.
    await expect(row.getByRole('button', { name: lang === 'zh' ? /^查\s*看$/ : /^View$/ })).toHaveCount(0);
    await row.getByRole('button', { name: lang === 'zh' ? /^退\s*款$/ : /^Refund$/ }).click();
    const context = dialog(page).getByTestId('action-context');
    await expect(context).toContainText(order.orderNumber);
    await expect(context).toContainText(lang === 'zh' ? '可退金额' : 'Refundable');
    await expect(context).toContainText(lang === 'zh' ? '实付金额' : 'Paid');
    const confirm = dialog(page).locator('.ant-modal-footer .ant-btn-primary');
    // antd spaces a two-character Chinese button (退 款).
    await expect(confirm).toHaveText(lang === 'zh' ? /^退\s?款$/ : 'Refund');
    await dialog(page).getByLabel(lang === 'zh' ? '退款金额(元)' : 'Refund amount (yuan)').fill('0.50');
    await expect(confirm).toHaveText(lang === 'zh' ? '退款 ¥0.50' : 'Refund ¥0.50');
    await page.screenshot({ path: `docs/screenshots/screen-rules-refund-${lang}.png` });
  });
}

/** Grant-tree ids of a screen, its folders and the named buttons. */
async function screenIds(api: Api, screen: string, buttons: string[]): Promise<string[]> {
  type Node = { id: string; title: string; children?: Node[] };
  const { menu } = await api.get<{ menu: Node[] }>('/api/blade-system/menu/grant-tree');
  const path = (nodes: Node[], trail: Node[]): Node[] | undefined => {
    for (const n of nodes) {
      if (n.title === screen) return [...trail, n];
      const deeper = path(n.children ?? [], [...trail, n]);
      if (deeper) return deeper;
    }
    return undefined;
  };
  const found = path(menu, []);
  expect(found, `grant tree holds ${screen}`).toBeTruthy();
  const leaf = found![found!.length - 1];
  const chosen = buttons.map((b) => leaf.children?.find((n) => n.title === b));
  expect(chosen.every(Boolean), `${screen} has ${buttons.join(', ')}`).toBe(true);
  return [...found!, ...chosen.map((n) => n!)].map((n) => String(n.id));
}

test('a clerk without the reveal grant reads members’ phones masked', async ({ page, request }) => {
  const admin = await apiAs(request);
  const brand = await apiAs(request, { tenantId: '100001' });
  const seed = `mk${Date.now().toString(36)}`;
  const role = await createRow(brand, '/api/blade-system/role', { roleName: `${seed}会员查看`, roleAlias: seed, sort: 60, parentId: 0 }, 'roleName');
  await admin.post('/api/blade-system/role/grant', {
    roleIds: String(role.id),
    menuIds: (await screenIds(admin, '会员管理', ['查看'])).join(','),
    dataScopeIds: '',
    apiScopeIds: '',
  });
  await brand.post('/api/blade-user/submit', { account: seed, password: 'maskOnly123', name: seed, realName: seed, roleId: String(role.id) });
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, { tenantId: '100001', username: seed, password: 'maskOnly123' });
  await expect(page).toHaveURL(/\/wel\/index$/);
  await page.goto('/rental/member');
  await expect(rows(page).first()).toBeVisible();
  await expect(rows(page).first()).toContainText(/1\d{2}\*{4}\d{4}/);
  await page.screenshot({ path: 'docs/screenshots/screen-rules-members-masked-zh.png' });
});
