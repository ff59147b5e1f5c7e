/**
 * Each order action in the console (issue 15): a form with validation under its confirmation, the server's
 * answer shown, the row's new state — refunds (beyond the refundable amount refused with a clear message),
 * billing-error and constraint refunds, Pay-Score finish and cancel, force end, sync, modify money, and the
 * retry of a refund the channel refused. Screenshots in zh and en go to /tmp/wt-rentals-shots/.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { clickRowOp, dialog, login, loginAsAdmin, rowOpNames, rows, toast } from './helpers';
import { button, openRentalScreen, orders, rentals, searchBy, shot } from './rentals-support';
import { inEnglish } from './shell-helpers';
import { apiAs } from './support/api';

// Long journeys on a loaded 2-core machine.
test.describe.configure({ timeout: 150_000 });
// Lists and charts take a while on a 2-core machine shared with other test runs.
const expect = baseExpect.configure({ timeout: 20_000 });

const openOrders = (page: Parameters<typeof openRentalScreen>[0], en = false) =>
  openRentalScreen(page, en ? /(^|\s)Orders$/ : /订单列表$/, /\/rental\/order$/, en);
/** The confirm button of a money dialog: it names the action and the amount typed (issue 35). */
const confirmMoney = (page: Page) => dialog(page).locator('.ant-modal-footer .ant-btn-primary');

/** A kind of the refund dialog's chooser (the three refunds are one action). */
const kind = (page: Page, name: string) => dialog(page).locator('.crud-transition-kind label', { hasText: name });

const openRents = (page: Parameters<typeof openRentalScreen>[0], en = false) =>
  openRentalScreen(page, en ? /Rent records$/ : /租赁记录$/, /\/rental\/rentrecord$/, en);

test('refund: beyond the refundable amount refused with the amounts, then a partial refund applied', async ({
  page,
  request,
}) => {
  const admin = await apiAs(request);
  const [order] = await orders(admin, { orderStatus: 2 });
  const paid = Number(order.paidAmount);
  await loginAsAdmin(page);
  await openOrders(page);
  await searchBy(page, '订单编号', order.orderNumber);
  const row = rows(page).first();
  await expect(row).toContainText('已支付');
  await button(row, '退款').click();
  await expect(dialog(page)).toContainText('退款将原路退回会员的支付账户');
  // The dialog says what it acts on (issue 35): the order, what was paid and what can still go back.
  const context = dialog(page).getByTestId('action-context');
  await expect(context).toContainText(order.orderNumber);
  await expect(context).toContainText('可退金额');
  // antd spaces a two-character Chinese button (退 款).
  await expect(confirmMoney(page)).toHaveText(/^退\s?款$/);
  // Empty: both fields named.
  await confirmMoney(page).click();
  await expect(dialog(page)).toContainText('请输入退款金额');
  await expect(dialog(page)).toContainText('请输入退款原因');
  await dialog(page)
    .getByLabel('退款金额(元)')
    .fill((paid + 1).toFixed(2));
  await dialog(page).getByLabel('退款原因').fill('会员投诉车辆故障');
  await shot(page, 'refund-form-zh');
  await confirmMoney(page).click();
  await expect(toast(page, /超过可退金额/)).toBeVisible();
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByLabel('退款金额(元)').fill('1.00');
  await expect(confirmMoney(page)).toHaveText('退款 ¥1.00');
  await confirmMoney(page).click();
  await expect(toast(page, '退款已提交')).toBeVisible();
  await expect(row).toContainText(paid === 1 ? '已退款' : '部分退款');
  // The refunded amount waits in the column chooser below 1440 (issue 35): the server says it.
  const refunded = async () =>
    (await admin.get<{ records: Array<{ refundedAmount: unknown }> }>('/api/share-biz/order/page', {
      orderNumber: order.orderNumber,
    })).records.map((o) => Number(o.refundedAmount));
  await expect.poll(refunded).toEqual([1]);
  await shot(page, 'refund-done-zh');

  // The refund in the refund list, soon succeeded through the simulated channel.
  await openRentalScreen(page, /退款记录$/, /\/rental\/refundorder$/);
  await searchBy(page, '订单编号', order.orderNumber);
  // The reason is not a key column of the refund list (issue 35): at 1280 it waits in the column chooser.
  await expect(rows(page).first()).toContainText(order.orderNumber);
  await expect(async () => {
    await page.getByRole('button', { name: '刷新', exact: true }).click();
    await expect(rows(page).first()).toContainText('退款成功', { timeout: 2000 });
  }).toPass();
});

test('billing-error and constraint refunds (the member named by the row)', async ({ page, request }) => {
  const admin = await apiAs(request);
  const [a, b] = (await orders(admin, { orderStatus: 2 })).slice(2);
  await loginAsAdmin(page);
  await openOrders(page);
  await searchBy(page, '订单编号', a.orderNumber);
  // One 退款 action (issue 35): the kind is chosen inside its dialog.
  await button(rows(page).first(), '退款').click();
  await expect(kind(page, '普通退款')).toHaveClass(/checked/);
  await kind(page, '计费错误退款').click();
  await expect(dialog(page)).toContainText('按计费错误退回多收的金额');
  await dialog(page).getByLabel('退款金额(元)').fill('0.80');
  await confirmMoney(page).click();
  await expect(toast(page, '退款已提交')).toBeVisible();
  // The refunded amount is not a key column of the list (it waits in the column chooser): the state says it.
  await expect(rows(page).first()).toContainText('部分退款');
  const refunded = async () =>
    (await admin.get<{ records: Array<{ refundedAmount: unknown }> }>('/api/share-biz/order/page', {
      orderNumber: a.orderNumber,
    })).records.map((o) => Number(o.refundedAmount));
  await expect.poll(refunded).toEqual([0.8]);

  await searchBy(page, '订单编号', b.orderNumber);
  await button(rows(page).first(), '退款').click();
  await kind(page, '强制退款').click();
  // The call names the member (the contract's memberId): sent from the row, no id in the form.
  await expect(dialog(page)).not.toContainText('会员ID');
  const sent = page.waitForRequest((r) => r.url().includes('/constraintRefund'));
  await dialog(page).getByLabel('退款金额(元)').fill(String(b.paidAmount));
  await dialog(page).getByLabel('强制退款说明').fill('客诉升级，全额退款');
  await shot(page, 'constraint-refund-zh');
  await confirmMoney(page).click();
  const req = await sent;
  expect(`${req.url()} ${req.postData() ?? ''}`).toMatch(new RegExp(`memberId"?[=:]"?${String(b.memberId)}\\b`));
  await expect(toast(page, '退款已提交')).toBeVisible();
  await expect(rows(page).first()).toContainText('已退款');
  // Nothing left to refund: the refund buttons are gone.
  expect((await rowOpNames(rows(page).first())).filter((n) => n.endsWith('退款'))).toEqual([]);
});

test('Pay-Score: finish a returned rental’s order with an amount, cancel another', async ({ page, request }) => {
  const admin = await apiAs(request);
  const returned = await rentals(admin, { status: 1, payStatus: 1 });
  test.skip(returned.length < 2, 'the demo has fewer than two returned rentals with an open Pay-Score order');
  await loginAsAdmin(page);
  await openOrders(page);
  await searchBy(page, '订单编号', String(returned[0].orderNumber));
  await button(rows(page).first(), '完结支付分').click();
  await expect(dialog(page)).toContainText('按完结金额向会员扣款并完成订单');
  await dialog(page).getByLabel('完结金额(元)').fill('16');
  await confirmMoney(page).click();
  await expect(toast(page, '支付分订单已完结')).toBeVisible();
  await expect(rows(page).first()).toContainText('已支付');
  await expect(rows(page).first()).toContainText('¥16.00');

  await searchBy(page, '订单编号', String(returned[1].orderNumber));
  await clickRowOp(rows(page).first(), /^取消支付分$/);
  await expect(page.locator('.ant-modal-confirm')).toContainText('取消后不向会员扣款');
  await button(page.locator('.ant-modal-confirm'), '确定').click();
  await expect(toast(page, '支付分订单已取消')).toBeVisible();
  await expect(rows(page).first()).toContainText('已取消');
});

test('rent records: force end a car still out, sync a returned one, modify an unpaid amount; the changes drawer', async ({
  page,
  request,
}) => {
  const admin = await apiAs(request);
  const [out] = await rentals(admin, { status: 0 });
  const unpaid = (await rentals(admin, { status: 1, payStatus: 0 })).filter(
    (r) => !String(r.orderNumber).endsWith('0'),
  );
  await loginAsAdmin(page);
  await openRents(page);
  await searchBy(page, '订单编号', String(out.orderNumber));
  await button(rows(page).first(), '强制结束').click();
  await dialog(page).getByLabel('结算金额(元)').fill('9.5');
  await dialog(page).getByLabel('结束原因').fill('会员离开未还车');
  await shot(page, 'force-end-zh');
  await confirmMoney(page).click();
  await expect(toast(page, '已强制结束')).toBeVisible();
  await expect(rows(page).first()).toContainText('已强制结束');
  await button(rows(page).first(), '变更记录').click();
  const drawer = page.getByTestId('rent-changes');
  await expect(drawer.locator('.ant-table-row')).toHaveCount(1);
  await expect(drawer).toContainText('强制结束');
  // The remark waits in the drawer's column chooser (issue 35: the drawer's width goes to the key columns).
  await expect(drawer.locator('.ant-table-row')).toContainText('¥');
  await shot(page, 'changes-drawer-zh');
  await page.keyboard.press('Escape');

  test.skip(!unpaid.length, 'no returned, unpaid rental in the demo');
  await searchBy(page, '订单编号', String(unpaid[0].orderNumber));
  await clickRowOp(rows(page).first(), /^修改金额$/);
  await button(page.locator('.ant-modal-confirm'), '确定').click();
  await dialog(page).getByLabel('新金额(元)').fill('7.7');
  await dialog(page).getByLabel('修改原因').fill('计时多算一档');
  await confirmMoney(page).click();
  await expect(toast(page, '金额已修改')).toBeVisible();
  await expect(rows(page).first()).toContainText('¥7.70');
  await clickRowOp(rows(page).first(), /^同步订单$/);
  await button(page.locator('.ant-modal-confirm'), '确定').click();
  await expect(toast(page, '订单已同步')).toBeVisible();
  await expect(rows(page).first()).toContainText('已完成');
});

test('a refund the channel refused is retried from the refund list', async ({ page, request }) => {
  const admin = await apiAs(request);
  const failed = (
    await admin.get<{ records: Array<{ refundNo: string }> }>('/api/share-pay/refundorder/page', {
      refundStatus: 3,
      size: 20,
    })
  ).records;
  test.skip(!failed.length, 'no failed refund in the demo');
  await loginAsAdmin(page);
  await openRentalScreen(page, /退款记录$/, /\/rental\/refundorder$/);
  await searchBy(page, '退款单号', failed[0].refundNo);
  await button(rows(page).first(), '重新退款').click();
  await button(page.locator('.ant-modal-confirm'), '确定').click();
  // Either sent again, or refused with the order's reason (another refund took the amount since).
  await expect(toast(page, /已重新发起退款|超过可退金额|不能退款/)).toBeVisible();
});

test('in English: a refund beyond the refundable amount is refused with the amounts', async ({ page, request }) => {
  const admin = await apiAs(request);
  const [order] = (await orders(admin, { orderStatus: 2 })).slice(6);
  await inEnglish(page);
  await login(page);
  await expect(page).toHaveURL(/\/wel\/index$/);
  await openOrders(page, true);
  await searchBy(page, 'Order number', order.orderNumber);
  await expect(rows(page).first()).toContainText('Paid');
  await button(rows(page).first(), 'Refund').click();
  await dialog(page)
    .getByLabel('Refund amount (yuan)')
    .fill((Number(order.paidAmount) + 5).toFixed(2));
  await dialog(page).getByLabel('Reason').fill('Car broke down');
  await expect(dialog(page).getByTestId('action-context')).toContainText('Refundable');
  await expect(confirmMoney(page)).toHaveText(`Refund ¥${(Number(order.paidAmount) + 5).toFixed(2)}`);
  await shot(page, 'refund-form-en');
  await confirmMoney(page).click();
  await expect(toast(page, /is more than the ¥[\d.,]+ that may still be refunded/)).toBeVisible();
  await shot(page, 'refund-refused-en');
});
