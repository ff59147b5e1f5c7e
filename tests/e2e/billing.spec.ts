/**
 * The monthly bill's workflow in the browser (issue 16), zh and en, on the bills the server generated for
 * the month just closed (the daily generation job runs at start): an adjustment line added in the bill's
 * drawer (the bill sums again), confirmed, a second confirmation refused with the bill's state named,
 * invoicing opened, the invoice uploaded and viewed, accepted on the invoice details screen, remitted, the
 * bill log; in English a dispute and its resolution, then a batch confirmation of two bills
 * (newConfirmBillBatch) after which the lines are locked. Screenshots go to /tmp/wt-billing-shots/.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { clickRowOp, currentPaneShown, dialog, loginAsAdmin, rows, toast } from './helpers';
import { inEnglish } from './shell-helpers';
import { apiAs, type Row } from './support/api';

// Each test walks several screens with one sign-in; a loaded machine (CI with others) needs the room.
test.describe.configure({ timeout: 120_000 });

const SHOTS = '/tmp/wt-billing-shots';
mkdirSync(SHOTS, { recursive: true });
const B = '/api/unified-merchant/monthbill';

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

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
  // The tab just left is hidden once the new one shows: one search form and one table in sight.
  await expect(page.locator('[role=search]:visible')).toHaveCount(1);
  await expect(page.locator('.ant-table:visible')).toHaveCount(1);
}

/** The search form of the screen shown (the screens of other open tabs stay in the page, hidden). */
const searchForm = (page: Page) => page.locator('[role=search]:visible');

/**
 * A field of the shown search form by its label. Not getByLabel: the label's `for` points at an id that
 * the same field of a hidden tab's search form may also carry.
 */
const searchField = (page: Page, label: string) =>
  searchForm(page)
    .locator('.crud-search-item')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('input');

/** Search the open screen by bill number: exactly one row. */
async function searchBill(page: Page, label: string, billNo: string, button: RegExp) {
  const search = searchForm(page);
  await searchField(page, label).fill(billNo);
  await search.getByRole('button', { name: button }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(billNo);
  return rows(page).first();
}

/** Bills waiting for confirmation (the generation job of the closed month runs once the server is up). */
async function billsToConfirm(request: APIRequestContext, n: number): Promise<Row[]> {
  const api = await apiAs(request);
  let found: Row[] = [];
  await expect
    .poll(
      async () => {
        found = (await api.get<{ records: Row[] }>(`${B}/page`, { billStatus: 0, current: 1, size: 10, ascs: 'id' }))
          .records;
        return found.length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(n);
  return found.slice(0, n);
}

const yuan = (v: unknown) => Number(v).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test('a bill adjusted in its drawer, confirmed (not twice), invoicing opened, the invoice uploaded and viewed (zh)', async ({
  page,
  request,
}) => {
  const [bill] = await billsToConfirm(request, 1);
  const billNo = String(bill.billNo);
  await page.setViewportSize({ width: 1600, height: 900 });
  await loginAsAdmin(page);
  await open(page, '账单管理', '商户月账单', /\/billing\/monthbill$/);
  const row = await searchBill(page, '账单编号', billNo, /搜\s*索/);
  await expect(row).toContainText('待确认');

  // The lines, adjustable while the bill is to confirm: an income line of 12.34 yuan.
  await row.getByRole('button', { name: '明细' }).click();
  const drawer = page.locator('.ant-drawer:visible');
  await expect(drawer.getByTestId('bill-summary')).toContainText(yuan(bill.billAmount));
  await expect(drawer.getByText('账单待确认或有异议时可添加调整明细')).toBeVisible();
  await drawer.getByRole('button', { name: '添加调整明细' }).click();
  await dialog(page).getByLabel('明细名称', { exact: true }).fill('设备维修补贴');
  await dialog(page).getByLabel('金额(元)', { exact: true }).fill('12.34');
  await dialog(page).getByLabel('备注', { exact: true }).fill('更换电池');
  await dialog(page)
    .getByRole('button', { name: /确\s*定|保\s*存/ })
    .click();
  await expect(toast(page, '新增成功')).toBeVisible();
  const drawerSearch = drawer.locator('[role=search]');
  await drawerSearch.getByRole('textbox', { name: '明细名称' }).fill('设备维修补贴');
  await drawerSearch.getByRole('button', { name: /搜\s*索/ }).click();
  await expect(drawer.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
  await expect(drawer.locator('.ant-table-tbody tr.ant-table-row').first()).toContainText('人工调整');
  await shot(page, 'billing-lines-zh');
  await drawer.getByRole('tab', { name: '账单日志' }).click();
  await expect(drawer.locator('.ant-table-tbody tr.ant-table-row:visible').filter({ hasText: '新增明细' })).toHaveCount(
    1,
  );
  await drawer.locator('.ant-drawer-close').click();
  const adjusted = (Math.round(Number(bill.billAmount) * 100) + 1234) / 100;
  await expect(row).toContainText(yuan(adjusted));

  // Confirmed; a second confirmation (the toolbar's batch) is refused, naming the bill and its state.
  await row.getByRole('button', { name: '确认' }).click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(toast(page, '账单已确认')).toBeVisible();
  await expect(row).toContainText('已确认');
  await row.getByRole('checkbox').check();
  await page
    .getByTestId('toolbar')
    .getByRole('button', { name: /^确\s*认$/ })
    .click();
  await expect(toast(page, `「${billNo}」当前为「已确认」，不能执行「确认」`)).toBeVisible();
  await row.getByRole('checkbox').uncheck();

  // Invoicing opened; the invoice uploaded for exactly the bill's amount (prefilled).
  await row.getByRole('button', { name: '开放开票' }).click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(toast(page, '已开放开票')).toBeVisible();
  await expect(row).toContainText('待开票');
  await row.getByRole('button', { name: '上传发票' }).click();
  const invoiceNo = String(44000000 + (Date.now() % 1000000));
  await dialog(page).getByLabel('发票号码', { exact: true }).fill(invoiceNo);
  await dialog(page)
    .locator('input[type=file]')
    .setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 invoice') });
  await expect(dialog(page).getByText('已上传：invoice.pdf')).toBeVisible();
  await shot(page, 'billing-invoice-upload-zh');
  await dialog(page).getByRole('button', { name: '提交发票' }).click();
  await expect(toast(page, '发票已提交，等待审核')).toBeVisible();
  await expect(row).toContainText('已开票');
  await row.getByRole('button', { name: '查看发票' }).click();
  await expect(dialog(page).getByTestId('invoice-list')).toContainText(invoiceNo);
  await expect(dialog(page).getByTestId('invoice-list')).toContainText('待审核');
  await shot(page, 'billing-invoice-view-zh');
});

test('an invoice accepted on the invoice details screen, the bill remitted, every step in the bill log (zh)', async ({
  page,
  request,
}) => {
  // A bill taken to "invoiced" through the wire, as the merchant's side would.
  const [bill] = await billsToConfirm(request, 1);
  const billNo = String(bill.billNo);
  const api = await apiAs(request);
  await api.post(`${B}/newConfirmBillBatch`, undefined, { ids: String(bill.id) });
  await api.post(`${B}/openInvoiceStatus`, undefined, { ids: String(bill.id) });
  const invoiceNo = String(45000000 + (Date.now() % 1000000));
  await api.post('/api/unified-merchant/invoice/uploadSubmit', {
    monthlyBillId: String(bill.id),
    invoiceNo,
    invoiceType: 1,
    invoiceAmount: bill.billAmount,
    invoiceDate: '2026-01-05',
    invoiceFile: '/upload/invoice/e2e.pdf',
  });
  await page.setViewportSize({ width: 1600, height: 900 });
  await loginAsAdmin(page);

  // Not remitted while its invoice waits for review: the server says why.
  await open(page, '账单管理', '商户月账单', /\/billing\/monthbill$/);
  const row = await searchBill(page, '账单编号', billNo, /搜\s*索/);
  await expect(row).toContainText('已开票');
  await row.getByRole('button', { name: '打款' }).click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(toast(page, /发票尚未审核通过/)).toBeVisible();
  await expect(row).toContainText('已开票');

  // Accepted on the invoice details screen (upDateStatus), then remitted.
  await open(page, '账单管理', '发票明细', /\/billing\/invoicedetail$/);
  // The newest invoice detail is on top of the first page (on a loaded machine, typing into the search
  // form of a second tab sometimes waits forever: see the report).
  const detail = rows(page).filter({ hasText: billNo });
  await expect(detail).toHaveCount(1);
  await expect(detail).toContainText('待审核');
  await detail.getByRole('button', { name: '通过' }).click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(toast(page, '发票已通过')).toBeVisible();
  await expect(detail).toContainText('已通过');
  await shot(page, 'billing-invoice-details-zh');
  await page.locator('[data-testid=tab][data-path="/billing/monthbill"]').click();
  await expect(page).toHaveURL(/\/billing\/monthbill$/);
  await row.getByRole('button', { name: '打款' }).click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(toast(page, '已打款')).toBeVisible();
  await expect(row).toContainText('已打款');
  await shot(page, 'billing-bills-zh');

  // The bill log (monthbilllog/logList): every step, who and when.
  await open(page, '账单管理', '账单日志', /\/billing\/monthbilllog$/);
  // Newest first: this bill's steps of this test are on the first page.
  const steps = rows(page).filter({ hasText: billNo });
  for (const action of ['确认账单', '开放开票', '上传发票', '发票通过', '打款'])
    await expect(steps.filter({ hasText: action })).toHaveCount(1);
  await shot(page, 'billing-log-zh');
});

test('a bill disputed and resolved, then two confirmed at once; confirmed lines are locked (en)', async ({
  page,
  request,
}) => {
  const [first, second] = await billsToConfirm(request, 2);
  await page.setViewportSize({ width: 1600, height: 900 });
  await inEnglish(page);
  await loginAsAdmin(page);
  await open(page, 'Billing', 'Monthly bills', /\/billing\/monthbill$/);
  const row = await searchBill(page, 'Bill number', String(first.billNo), /Search/);

  // A dispute needs its reason (it waits in the row's More menu: the bill's next step is its button).
  await clickRowOp(row, /^Dispute$/);
  await dialog(page)
    .getByRole('button', { name: /OK|Save|Submit/ })
    .click();
  await expect(dialog(page).getByText('Please enter the reason')).toBeVisible();
  await dialog(page).getByLabel('Reason', { exact: true }).fill('Refunds differ from the store records');
  await dialog(page)
    .getByRole('button', { name: /OK|Save|Submit/ })
    .click();
  await expect(toast(page, 'Disputed')).toBeVisible();
  await expect(row).toContainText('Disputed');
  await shot(page, 'billing-disputed-en');
  await row.getByRole('button', { name: 'Resolve' }).click();
  await dialog(page).getByLabel('Resolution', { exact: true }).fill('Checked: the system amounts stand');
  await dialog(page)
    .getByRole('button', { name: /OK|Save|Submit/ })
    .click();
  await expect(toast(page, 'Resolved: the bill is to confirm again')).toBeVisible();
  await expect(row).toContainText('To confirm');

  // Both bills selected and confirmed in one call.
  const search = searchForm(page);
  await searchField(page, 'Bill number').fill('');
  await search.getByRole('combobox', { name: 'Status' }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('To confirm', { exact: true }).click();
  await search.getByRole('button', { name: /Search/ }).click();
  for (const b of [first, second])
    await rows(page)
      .filter({ hasText: String(b.billNo) })
      .getByRole('checkbox')
      .check();
  const batch = page.waitForRequest((r) => r.url().includes('/monthbill/newConfirmBillBatch'));
  await page
    .getByTestId('toolbar')
    .getByRole('button', { name: /^Confirm$/ })
    .click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: /OK/ }).click();
  expect(new URL((await batch).url()).searchParams.get('ids')?.split(',').sort()).toEqual(
    [String(first.id), String(second.id)].sort(),
  );
  await expect(toast(page, 'Bill confirmed')).toBeVisible();
  await expect(rows(page).filter({ hasText: String(first.billNo) })).toHaveCount(0);
  await expect(rows(page).filter({ hasText: String(second.billNo) })).toHaveCount(0);

  // A confirmed bill's lines no longer change.
  await searchField(page, 'Bill number').fill(String(second.billNo));
  await search.locator('.ant-select-clear').first().click({ force: true });
  await search.getByRole('button', { name: /Search/ }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Confirmed');
  await rows(page).first().getByRole('button', { name: 'Lines' }).click();
  const drawer = page.locator('.ant-drawer:visible');
  await expect(drawer.getByText('The bill is confirmed')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Add an adjustment' })).toHaveCount(0);
  await expect(drawer.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  await expect(drawer.getByRole('button', { name: /^(Edit|Delete)$/ })).toHaveCount(0);
  await shot(page, 'billing-lines-locked-en');
});
