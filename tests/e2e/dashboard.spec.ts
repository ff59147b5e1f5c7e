/**
 * The home page and the dashboard (issue 15): live business figures from the database on /wel/index,
 * the tiles and the charts on /wel/dashboard; each tile opens its list filtered the same way, whose total
 * is the tile's figure; the figures refresh without reloading the page; zh and en. Screenshots in
 * /tmp/wt-rentals-shots/.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { login, loginAsAdmin } from './helpers';
import { button, shot } from './rentals-support';
import { inEnglish } from './shell-helpers';
import { apiAs } from './support/api';

test.describe.configure({ timeout: 150_000 });
// Lists and charts take a while on a 2-core machine shared with other test runs.
const expect = baseExpect.configure({ timeout: 20_000 });

interface Figures {
  day: string;
  devices: { online: number; offline: number; faulty: number } | null;
  rentalsToday: number;
  rentingNow: number;
  revenueToday: string;
  refundsInProgress: number;
}

const tile = (page: Page, key: string) => page.getByTestId(`tile-${key}`).filter({ visible: true }).first();

test('the home page shows today’s figures; a tile opens its list filtered, with the same total', async ({ page, request }) => {
  const admin = await apiAs(request);
  const figures = await admin.get<Figures>('/api/share-biz/rentrecord/dashboard');
  await loginAsAdmin(page);
  await expect(tile(page, 'rentalsToday').getByTestId('tile-value')).toHaveText(String(figures.rentalsToday));
  await expect(tile(page, 'rentingNow').getByTestId('tile-value')).toHaveText(String(figures.rentingNow));
  await expect(tile(page, 'revenueToday')).toContainText(Number(figures.revenueToday).toFixed(2));
  await expect(tile(page, 'devicesOnline').getByTestId('tile-value')).toHaveText(String(figures.devices!.online));
  await expect(tile(page, 'devicesFaulty').getByTestId('tile-value')).toHaveText(String(figures.devices!.faulty));
  await shot(page, 'home-zh');

  await tile(page, 'rentingNow').click();
  await expect(page).toHaveURL(/\/rental\/rentrecord\?status=0$/);
  await expect(page.locator('[role="search"]:visible').getByText('租用中')).toBeVisible();
  await expect(page.locator('.ant-pagination-total-text:visible')).toHaveText(`共 ${figures.rentingNow} 条`);
  await shot(page, 'tile-to-list-zh');
});

test('the dashboard draws its 30-day chart; today’s rentals tile opens today’s rent records', async ({ page, request }) => {
  const admin = await apiAs(request);
  const figures = await admin.get<Figures>('/api/share-biz/rentrecord/dashboard');
  await loginAsAdmin(page);
  await page.goto('/wel/dashboard');
  const chart = page.locator('.chart-widget[data-chart="perDay"]');
  await expect(chart.locator('.chart-plot')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await expect(chart.locator('.ant-card-head-title')).toHaveText('近30天租赁与收入');
  await expect(page.locator('.chart-widget[data-chart="topStores"] .chart-plot')).toHaveAttribute('data-state', 'ready');
  await shot(page, 'dashboard-zh');
  await tile(page, 'rentalsToday').click();
  await expect(page).toHaveURL(new RegExp(`/rental/rentrecord\\?startTime=${figures.day}%2C${figures.day}$`));
  // Before the demo's day starts (9:00) no rental has started today: the list is empty, without a total.
  if (figures.rentalsToday) await expect(page.locator('.ant-pagination-total-text:visible')).toHaveText(`共 ${figures.rentalsToday} 条`);
  else await expect(page.locator('.ant-table-placeholder:visible')).toContainText('暂无数据');
});

test('the figures refresh without reloading the page', async ({ page, request }) => {
  const admin = await apiAs(request);
  await loginAsAdmin(page);
  const value = tile(page, 'rentingNow').getByTestId('tile-value');
  await expect(value).not.toHaveText('…');
  const before = Number(await value.textContent());
  await page.evaluate(() => ((window as unknown as { __stay: boolean }).__stay = true));
  // A car comes back meanwhile (force-ended through the API).
  const out = await admin.get<{ records: Array<{ id: string }> }>('/api/share-biz/rentrecord/page', { status: 0, size: 1 });
  await admin.post('/api/share-biz/rentrecord/forceEnd', undefined, { ids: out.records[0].id, orderAmount: 5, remarks: '刷新测试' });
  await button(page.getByTestId('rental-figures'), '刷新').click();
  await expect(value).toHaveText(String(before - 1));
  expect(await page.evaluate(() => (window as unknown as { __stay?: boolean }).__stay)).toBe(true);
});

test('in English: the dashboard’s tiles and chart', async ({ page }) => {
  await inEnglish(page);
  await login(page);
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect(tile(page, 'rentalsToday')).toContainText('Rentals today');
  await page.goto('/wel/dashboard');
  const chart = page.locator('.chart-widget[data-chart="perDay"]');
  await expect(chart.locator('.ant-card-head-title')).toHaveText('Rentals and revenue, last 30 days');
  await expect(chart.locator('.chart-plot')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await expect(tile(page, 'refundsInProgress')).toContainText('Refunds in progress');
  await shot(page, 'dashboard-en');
  // The device tiles open the device list filtered by the online state, with the tile's figure as total.
  const offline = tile(page, 'devicesOffline');
  await expect(offline).toContainText('Devices offline');
  const count = (await offline.getByTestId('tile-value').textContent())!;
  expect(Number(count)).toBeGreaterThan(0);
  await offline.click();
  await expect(page).toHaveURL(/\/device\/device\?onlineStatus=0$/);
  await expect(page.locator('.ant-pagination-total-text:visible')).toContainText(count);
});
