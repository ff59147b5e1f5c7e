/**
 * Helpers of the rentals e2e journeys (rentals-*.spec.ts, dashboard.spec.ts): opening a screen from the
 * sidebar, finding a row by its order number, row buttons, demo fixtures through the API, screenshots.
 */
import { mkdirSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { currentPaneShown, rows } from './helpers';
import type { Api } from './support/api';

export const SHOTS = '/tmp/wt-rentals-shots';
mkdirSync(SHOTS, { recursive: true });

/** A screenshot once the toasts have faded. */
export async function shot(page: Page, name: string) {
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 15000 });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/**
 * A button by its label (after its icon's name, if it has an icon); antd may put a space between two
 * Chinese characters.
 */
export const button = (scope: Locator | Page, name: string) =>
  scope.getByRole('button', { name: new RegExp(`(^|\\s)${[...name].join('\\s*')}$`) });

/** Open 订单管理 > <item> (Rentals & orders > <item>) from the sidebar. */
export async function openRentalScreen(page: Page, item: string | RegExp, url: RegExp, en = false) {
  const group = page.getByRole('menuitem', { name: en ? /Rentals & orders$/ : /订单管理$/ });
  const entry = page.getByRole('menuitem', { name: item });
  if (!(await entry.isVisible())) await group.click();
  await expect(async () => {
    await entry.click();
    await expect(page).toHaveURL(url, { timeout: 3000 });
  }).toPass();
  await currentPaneShown(page);
}

/** Search the current list by one text field and wait for exactly `count` rows. */
export async function searchBy(page: Page, label: string, value: string, count = 1) {
  const search = page.locator('[role="search"]:visible');
  await search.getByLabel(label, { exact: true }).fill(value);
  await button(search, label.match(/[a-z]/i) ? 'Search' : '搜索').click();
  await expect(rows(page)).toHaveCount(count);
}

export interface Order {
  id: string;
  orderNumber: string;
  rentRecordId: string;
  memberId: number;
  orderStatus: number;
  payType: number;
  paidAmount: number;
  refundedAmount: number;
}

interface Page_<T> {
  records: T[];
  total: number;
}

/** Demo orders in a state, newest first, that nothing happened to yet (no refund). */
export async function orders(api: Api, params: Record<string, string | number>, size = 50): Promise<Order[]> {
  const page = await api.get<Page_<Order>>('/api/share-biz/order/page', { size, ...params });
  return page.records.filter((o) => Number(o.refundedAmount) === 0);
}

/** Demo rent records in a state, newest first. */
export async function rentals(api: Api, params: Record<string, string | number>, size = 50) {
  return (await api.get<Page_<Record<string, string | number>>>('/api/share-biz/rentrecord/page', { size, ...params }))
    .records;
}
