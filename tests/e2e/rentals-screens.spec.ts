/**
 * Every rentals screen in the console (issue 15), zh and en: rent records with their rich search, totals,
 * changes and the .xlsx export of every matching row; orders with their detail; the order lookup; partner
 * pay orders with their deal details; payments, refunds, changes; bookings (cancel with a reason);
 * members (freeze, unfreeze); push history (send a failed push again). Screenshots in
 * /tmp/wt-rentals-shots/.
 */
import ExcelJS from 'exceljs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { dialog, login, loginAsAdmin, rows, toast } from './helpers';
import { button, openRentalScreen, searchBy, shot } from './rentals-support';
import { inEnglish } from './shell-helpers';
import { apiAs } from './support/api';

test.describe.configure({ timeout: 150_000 });
// Lists and charts take a while on a 2-core machine shared with other test runs.
const expect = baseExpect.configure({ timeout: 20_000 });

interface Listed {
  records: Array<Record<string, string>>;
  total: number;
}

/** The total the pagination shows. */
const totalShown = (page: Page) => page.locator('.ant-pagination-total-text:visible');

test('rent records: rich search, totals, the export of every matching row', async ({ page, request }) => {
  const admin = await apiAs(request);
  const sample = (await admin.get<Listed>('/api/share-biz/rentrecord/page', { status: 2, size: 1 })).records[0];
  const store = sample.storeName;
  const expected = await admin.get<Listed>('/api/share-biz/rentrecord/page', { status: 2, storeId: sample.storeId, size: 1 });
  await loginAsAdmin(page);
  await openRentalScreen(page, /租赁记录$/, /\/rental\/rentrecord$/);
  const search = page.locator('[role="search"]:visible');
  for (const label of ['开始时间', '订单编号', '会员手机号', '门店', '场地', '设备编号', '车辆编号', '租赁状态'])
    await expect(search).toContainText(label);
  // The store is picked from the stores by name (a reference is searched with a picker, issue 35).
  const storePicker = search.getByRole('combobox', { name: '门店', exact: true });
  await storePicker.click();
  await storePicker.fill(store);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: store }).first().click();
  await search.getByRole('combobox', { name: '租赁状态' }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('已完成', { exact: true }).click();
  await button(search, '搜索').click();
  await expect(totalShown(page)).toContainText(`共 ${expected.total} 条`);
  await expect(rows(page).first()).toContainText(store);
  // The totals row: the database's sum for the same filter.
  const sums = await admin.get<Record<string, string>>('/api/share-biz/rentrecord/sum', {
    status: 2,
    storeId: sample.storeId,
  });
  await expect(page.locator('.ant-table-summary:visible')).toContainText(
    `¥${Number(sums.paidAmount).toLocaleString('en', { minimumFractionDigits: 2 })}`,
  );
  await shot(page, 'rent-records-zh');

  // Export: the .xlsx of every matching row (pageList with the filter in the body).
  const downloading = page.waitForEvent('download');
  await button(page.getByTestId('toolbar'), '导出').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0];
  expect(sheet.getRow(1).values).toContain('订单编号');
  expect(sheet.rowCount - 1).toBe(expected.total);

  // The view dialog of a rental.
  await button(rows(page).first(), '查看').click();
  await expect(dialog(page)).toContainText('计费规则');
  await shot(page, 'rent-record-view-zh');
});

test('orders: the order detail, and the order lookup by number', async ({ page, request }) => {
  const admin = await apiAs(request);
  const refunds = await admin.get<Listed>('/api/share-pay/refundorder/page', { refundStatus: 2, size: 1 });
  const number = refunds.records[0].orderNumber;
  await loginAsAdmin(page);
  await openRentalScreen(page, /订单列表$/, /\/rental\/order$/);
  await searchBy(page, '订单编号', number);
  await button(rows(page).first(), '订单详情').click();
  const detail = page.getByTestId('order-detail');
  await expect(detail).toContainText(number);
  await expect(detail.getByTestId('detail-payments').locator('.ant-table-row')).not.toHaveCount(0);
  await expect(detail.getByTestId('detail-refunds')).toContainText('退款成功');
  await shot(page, 'order-detail-zh');
  await page.keyboard.press('Escape');

  await openRentalScreen(page, /订单查询$/, /\/rental\/order-query$/);
  await page.getByTestId('order-query').locator('input').fill(number);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('order-detail')).toContainText(number);
  await shot(page, 'order-query-zh');
  await page.getByTestId('order-query').locator('input').fill('R000');
  await page.keyboard.press('Enter');
  await expect(page.getByText('没有找到该订单')).toBeVisible();
});

test('partner pay orders: the deal details with their totals', async ({ page }) => {
  await loginAsAdmin(page);
  await openRentalScreen(page, /开放平台支付订单$/, /\/rental\/payorder$/);
  await expect(rows(page).first()).toContainText('TC 合作平台小程序');
  await button(rows(page).first(), '交易明细').click();
  await expect(page.getByTestId('deals')).toBeVisible();
  await expect(dialog(page)).toContainText('净收入');
  await shot(page, 'deal-details-zh');
});

test('payments, refunds, changes: lists with totals equal to the database sums', async ({ page, request }) => {
  const admin = await apiAs(request);
  await loginAsAdmin(page);
  // The server tests prove /sum is the database's SUM over the list's filter (plugins/rentals reads.test.ts).
  for (const [item, url, api, prop] of [
    [/支付单$/, /\/rental\/paymentorder$/, '/api/share-pay/paymentorder/sum', 'amount'],
    [/退款记录$/, /\/rental\/refundorder$/, '/api/share-pay/refundorder/sum', 'amount'],
    [/租赁变更记录$/, /\/rental\/rentrecordchange$/, '/api/share-biz/rentrecordchange/sum', 'changeAmount'],
  ] as const) {
    await openRentalScreen(page, item, url);
    await expect(rows(page).first()).toBeVisible();
    const summary = page.locator('.ant-table-summary:visible');
    await expect(summary).toContainText('合计');
    // Specs on the other worker add payments and refunds: when the database's sum moved after the screen
    // loaded its totals, the screen is loaded again until both agree (they must once no write falls between).
    await expect(async () => {
      const sums = await admin.get<Record<string, string>>(api);
      const money = `¥${Number(sums[prop]).toLocaleString('en', { minimumFractionDigits: 2 })}`;
      if (!(await summary.innerText()).includes(money)) {
        await page.reload();
        await expect(summary).toContainText('合计');
      }
      await expect(summary).toContainText(money, { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
  }
  await shot(page, 'changes-zh');
});

test('bookings: cancel one with a reason; members: freeze and unfreeze', async ({ page, request }) => {
  const admin = await apiAs(request);
  const booked = await admin.get<Listed>('/api/share-biz/bookorder/page', { bookStatus: 0, size: 1 });
  const member = (await admin.get<Listed>('/api/toycar-member-user/member/page', { memberStatus: 1, size: 1 }))
    .records[0];
  await loginAsAdmin(page);
  test.skip(!booked.records.length, 'no booking ahead in the demo');
  await openRentalScreen(page, /预约订单$/, /\/rental\/bookorder$/);
  await searchBy(page, '预约单号', booked.records[0].bookNo);
  await button(rows(page).first(), '取消预约').click();
  await dialog(page).getByLabel('取消原因').fill('会员临时有事');
  await shot(page, 'booking-cancel-zh');
  await button(dialog(page), '确定').click();
  await expect(toast(page, '预约已取消')).toBeVisible();
  await expect(rows(page).first()).toContainText('已取消');

  await openRentalScreen(page, /会员管理$/, /\/rental\/member$/);
  await searchBy(page, '手机号', member.phone);
  await button(rows(page).first(), '冻结').click();
  await dialog(page).getByLabel('冻结原因').fill('多次恶意占用车辆');
  await button(dialog(page), '确定').click();
  await expect(toast(page, '会员已冻结')).toBeVisible();
  await expect(rows(page).first()).toContainText('已冻结');
  await button(rows(page).first(), '解冻').click();
  await button(page.locator('.ant-modal-confirm'), '确定').click();
  await expect(rows(page).first()).toContainText('正常');
  await shot(page, 'members-zh');
});

test('push history: a failed push is sent again and delivered', async ({ page, request }) => {
  const admin = await apiAs(request);
  const failed = await admin.get<Listed>('/api/share-operation/adminpushlog/page', { pushStatus: 3, size: 1 });
  test.skip(!failed.records.length, 'no failed push in the demo');
  await loginAsAdmin(page);
  await openRentalScreen(page, /推送记录$/, /\/rental\/pushlog$/);
  const bizNo = failed.records[0].bizNo;
  const same = await admin.get<Listed>('/api/share-operation/adminpushlog/page', { bizNo_equal: bizNo, size: 1 });
  await searchBy(page, '业务单号', bizNo, same.total);
  const row = rows(page).filter({ hasText: '推送失败' }).first();
  await expect(row).toContainText('合作方推送接口拒绝');
  await shot(page, 'push-failed-zh');
  await button(row, '重新推送').click();
  await button(page.locator('.ant-modal-confirm'), '确定').click();
  await expect(toast(page, '已重新排队推送')).toBeVisible();
  await expect(async () => {
    await page.getByRole('button', { name: '刷新', exact: true }).click();
    await expect(rows(page).filter({ hasText: '推送失败' })).toHaveCount(0, { timeout: 2000 });
  }).toPass();
  await expect(rows(page).first()).toContainText('推送成功');
});

test('in English: the rent records, the order detail and the push history', async ({ page }) => {
  await inEnglish(page);
  await login(page);
  await expect(page).toHaveURL(/\/wel\/index$/);
  await openRentalScreen(page, /Rent records$/, /\/rental\/rentrecord$/, true);
  await expect(page.locator('.ant-table-thead:visible')).toContainText('Order number');
  await expect(rows(page).first()).toContainText(/Renting|Returned|Completed|Force-ended/);
  await expect(page.locator('.ant-table-summary:visible')).toContainText('Total');
  await shot(page, 'rent-records-en');
  await openRentalScreen(page, /(^|\s)Orders$/, /\/rental\/order$/, true);
  await button(rows(page).first(), 'Details').click();
  await expect(page.getByTestId('order-detail')).toContainText('Payments');
  await shot(page, 'order-detail-en');
  await page.keyboard.press('Escape');
  await openRentalScreen(page, /Push history$/, /\/rental\/pushlog$/, true);
  await expect(rows(page).first()).toContainText(/Delivered|Failed|Pending|Retrying/);
  await shot(page, 'push-history-en');
});
