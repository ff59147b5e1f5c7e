/**
 * Domain toolkit, money and charts, in the real console: the chart above the API-log list renders (its
 * canvas drawn, its title and legend in the page's language), its range filter changes the statistics
 * request, and echarts loads only with the chart — never with the login page or the shell; the usual-log
 * pie in English on the dark theme; the attachment list's summary row totals the current search, the same
 * figure the server's `sum` endpoint answers.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { loginAsAdmin, rows, uniq } from './helpers';
import { inEnglish } from './shell-helpers';
import { apiAs } from './support/api';

const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** How many pixels of the chart's canvas are painted (not transparent). */
const paintedPixels = (page: Page, chart: string) =>
  page.locator(`.chart-widget[data-chart="${chart}"] canvas`).first().evaluate((c: HTMLCanvasElement) => {
    const { data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
    let n = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) n++;
    return n;
  });

const chartQuery = (r: Request) => new URL(r.url()).searchParams;

test('API logs: the daily chart renders, its range filter changes the request, echarts loads with it only', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await loginAsAdmin(page);
  // The login page and the shell: no echarts, no chart widget.
  expect(scripts.filter((u) => /echarts|ChartWidget/.test(u))).toEqual([]);

  const first = page.waitForRequest((r) => r.url().includes('/api/blade-log/api/chart/perDay'));
  await page.getByRole('menuitem', { name: /日志管理$/ }).click();
  await page.getByRole('menuitem', { name: /接口日志$/ }).click();
  await expect(page).toHaveURL(/\/log\/api$/);
  // The declared default: the last 7 days, ending today.
  const q = chartQuery(await first);
  expect([q.get('from'), q.get('to')]).toEqual([day(-6), day(0)]);

  const chart = page.locator('.chart-widget[data-chart="perDay"]');
  await expect(chart.locator('.ant-card-head-title')).toHaveText('每日接口调用');
  await expect(chart.locator('.chart-plot')).toHaveAttribute('data-state', 'ready');
  // echarts' own description of what it drew: the chart type and the legend's series name.
  await expect(chart.locator('.chart-plot')).toHaveAttribute('aria-label', /折线图.*调用次数/);
  await expect.poll(() => paintedPixels(page, 'perDay')).toBeGreaterThan(500);
  expect(scripts.some((u) => /echarts/.test(u))).toBe(true);

  // Another range: a new request, and the chart drawn again for it.
  const again = page.waitForRequest(
    (r) => r.url().includes('/chart/perDay') && chartQuery(r).get('from') === day(-29),
  );
  await chart.getByText('近30天').click();
  expect(chartQuery(await again).get('to')).toBe(day(0));
  await expect(chart.locator('.chart-plot')).toHaveAttribute('aria-label', new RegExp(day(-29).slice(5)));

  // The list's search narrows the chart too.
  const searched = page.waitForRequest(
    (r) => r.url().includes('/chart/perDay') && chartQuery(r).get('serviceId') === 'blade-auth',
  );
  const search = page.getByRole('search');
  await search.getByLabel('服务ID', { exact: true }).fill('blade-auth');
  await search.getByRole('button', { name: /搜\s*索/ }).click();
  await searched;
  await expect(chart.locator('.chart-plot')).toHaveAttribute('data-state', 'ready');
});

test('usual logs: the events pie in English on the dark theme', async ({ page }) => {
  await inEnglish(page);
  await page.evaluate(() =>
    localStorage.setItem('toycar-themeName', JSON.stringify({ type: 'local', content: 'dark', timestamp: Date.now() })),
  );
  await loginAsAdmin(page);
  await page.getByRole('menuitem', { name: /Logs$/ }).first().click();
  await page.getByRole('menuitem', { name: /General logs$/ }).click();
  const chart = page.locator('.chart-widget[data-chart="byEvent"]');
  await expect(chart.locator('.ant-card-head-title')).toHaveText('Events by kind');
  await expect(chart.getByText('Last 30 days')).toBeVisible();
  // The log-ins of this very test are events: the pie has at least the `login` slice.
  await expect(chart.locator('.chart-plot')).toHaveAttribute('aria-label', /Pie chart.*Events.*login/);
  await expect.poll(() => paintedPixels(page, 'byEvent')).toBeGreaterThan(500);
});

test('attachments: the summary row totals the current search, as the sum endpoint does', async ({ page, request }) => {
  const api = await apiAs(request);
  const tag = uniq('sum');
  for (const [name, bytes] of [
    [`${tag}-a.txt`, 1234],
    [`${tag}-b.txt`, 56789],
  ] as const) {
    const res = await request.post('/api/blade-resource/oss/endpoint/put-file', {
      headers: api.headers,
      multipart: { file: { name, mimeType: 'text/plain', buffer: Buffer.alloc(bytes, 'x') } },
    });
    expect(res.status()).toBe(200);
  }
  await loginAsAdmin(page);
  await page.getByRole('menuitem', { name: /资源管理$/ }).click();
  await page.getByRole('menuitem', { name: /附件管理$/ }).click();
  const summary = page.locator('.crud-summary:visible');
  await expect(summary).toContainText('合计');
  const all = await api.get<{ attachSize: number }>('/api/blade-resource/attach/sum');
  await expect(summary.locator('[data-prop="attachSize"]')).toHaveText(all.attachSize.toLocaleString('en'));

  const search = page.getByRole('search');
  await search.getByLabel('附件原名', { exact: true }).fill(tag);
  await search.getByRole('button', { name: /搜\s*索/ }).click();
  await expect(rows(page)).toHaveCount(2);
  await expect(summary.locator('[data-prop="attachSize"]')).toHaveText((1234 + 56789).toLocaleString('en'));
  const narrowed = await api.get<{ attachSize: number }>('/api/blade-resource/attach/sum', { originalName: tag });
  expect(narrowed.attachSize).toBe(1234 + 56789);
});
