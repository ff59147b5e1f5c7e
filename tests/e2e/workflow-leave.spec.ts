/**
 * The leave process through the work pages, with the demo's deployed leave process and people (tenant
 * 100001: 王芳 staff, 张伟 manager, 刘洋 HR): 王芳 starts a five-day leave from 发起事务 (an empty submit
 * names every field first), 张伟 approves it from 待办 with a comment, 刘洋 claims it in 待签事务 (with its
 * confirmation) and approves it, and 王芳 finds it finished in 已发事务 with its history on the detail
 * page. In English, 刘洋 rejects the demo's waiting request of 陈静 from its handle page, which asks him to
 * claim it first and will not reject without a comment. One sign-in per person.
 *
 * With WORKFLOW_SHOTS=<dir>, each page is also saved as a picture there (zh and en), to be looked at.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { login, rows, toast, uniq } from './helpers';
import { inEnglish } from './shell-helpers';

const TENANT = '100001';
const SHOTS = process.env.WORKFLOW_SHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function signIn(browser: Browser, username: string, english = false): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  if (english) await inEnglish(page);
  await login(page, { tenantId: TENANT, username, password: 'admin' });
  await expect(page).toHaveURL(/\/wel\/index$/);
  return page;
}

/** The row of a visible work list holding `text`. */
const rowWith = (page: Page, text: string | RegExp) => rows(page).filter({ hasText: text });

/** A button's name as antd writes two Chinese characters ("发 起"). */
const zh = (text: string) => new RegExp(`^${[...text].join('\\s*')}$`);

test('a leave: started, approved by the manager, claimed and approved by HR, seen finished by the applicant', async ({
  browser,
}) => {
  const reason = uniq('回老家办理房产过户');

  // The three sign in side by side (each waits on the server more than on the machine).
  const [staff, manager, hr] = await Promise.all(['wangfang', 'zhangwei', 'liuyang'].map((u) => signIn(browser, u)));

  // 王芳 starts it from 发起事务.
  await staff.getByRole('menuitem', { name: /我的事务$/ }).click();
  await staff.getByRole('menuitem', { name: /发起事务$/ }).click();
  await expect(staff).toHaveURL(/\/work\/start$/);
  const leaveCard = staff.getByTestId('start-Leave');
  await expect(leaveCard).toContainText('请假流程');
  await shot(staff, 'start-zh');
  await leaveCard.getByRole('button', { name: zh('发起') }).click();
  await expect(staff).toHaveURL(/\/work\/process\/leave\/form\/\d+$/);
  const form = staff.getByTestId('leave-form');
  await form.getByRole('button', { name: '提交申请' }).click();
  for (const text of ['请选择开始时间', '请选择结束时间', '请输入请假理由', '请选择审批人'])
    await expect(form.getByText(text)).toBeVisible();
  await shot(staff, 'form-errors-zh');
  await form.getByLabel('开始时间').fill('2027-01-08 09:00');
  await form.getByLabel('开始时间').press('Enter');
  await form.getByLabel('结束时间').fill('2027-01-04 18:00');
  await form.getByLabel('结束时间').press('Enter');
  await expect(form.getByText('结束时间须晚于开始时间')).toBeVisible();
  await form.getByLabel('开始时间').fill('2027-01-04 09:00');
  await form.getByLabel('开始时间').press('Enter');
  await form.getByLabel('结束时间').fill('2027-01-08 18:00');
  await form.getByLabel('结束时间').press('Enter');
  await expect(form.getByText('结束时间须晚于开始时间')).toHaveCount(0);
  await form.getByLabel('请假理由').fill(reason);
  await form.getByLabel('审批人').fill('张');
  await staff.locator('.ant-select-item-option[title="张伟 (zhangwei)"]').click();
  await shot(staff, 'form-zh');
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(toast(staff, '请假申请已提交')).toBeVisible();
  await expect(staff).toHaveURL(/\/work\/send$/);
  await expect(rowWith(staff, '直属领导审批').first()).toContainText('审批中');

  // 张伟 approves it from 待办 with a comment.
  await manager.goto('/work/todo');
  const mine = rowWith(manager, '王芳').filter({ hasText: '直属领导审批' }).first();
  await expect(mine).toBeVisible();
  await shot(manager, 'todo-zh');
  await mine.getByRole('button', { name: zh('办理') }).click();
  await expect(manager).toHaveURL(/\/work\/process\/leave\/handle\/\d+\/\d+\/\d+$/);
  const summary = manager.getByTestId('leave-summary');
  await expect(summary).toContainText(reason);
  await expect(summary).toContainText('5 天');
  await manager.getByTestId('leave-decision').getByLabel('审批意见').fill('同意，注意交接');
  await shot(manager, 'handle-zh');
  await manager
    .getByTestId('leave-decision')
    .getByRole('button', { name: zh('同意') })
    .click();
  await expect(toast(manager, '已同意')).toBeVisible();
  await expect(manager).toHaveURL(/\/work\/done$/);
  await expect(rowWith(manager, '同意，注意交接')).toHaveCount(1);
  await shot(manager, 'done-zh');

  // 刘洋 claims it in 待签事务, then approves it from 待办.
  await hr.goto('/work/claim');
  const waiting = rowWith(hr, '王芳').filter({ hasText: '人事审批' });
  await expect(waiting).toHaveCount(1);
  await shot(hr, 'claim-zh');
  await waiting.getByRole('button', { name: zh('签收') }).click();
  await hr
    .getByRole('tooltip')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(toast(hr, '已签收，可在待办事务中办理')).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await hr.goto('/work/todo');
  await rowWith(hr, '王芳')
    .filter({ hasText: '人事审批' })
    .getByRole('button', { name: zh('办理') })
    .click();
  await expect(hr.getByTestId('leave-summary')).toContainText(reason);
  await hr
    .getByTestId('leave-decision')
    .getByRole('button', { name: zh('同意') })
    .click();
  await expect(toast(hr, '已同意')).toBeVisible();

  // 王芳 sees it finished in 已发事务, and its history on the detail page.
  await staff.reload();
  const sent = rowWith(staff, '已办结').first();
  await expect(sent).toContainText('已批准');
  await shot(staff, 'send-zh');
  await sent.getByRole('button', { name: zh('详情') }).click();
  await expect(staff).toHaveURL(/\/work\/process\/leave\/detail\/\d+\/\d+$/);
  await expect(staff.getByTestId('leave-summary')).toContainText(reason);
  const steps = staff.getByTestId('history-step');
  await expect(steps).toHaveText([
    /提交申请/,
    /直属领导审批.*同意.*张伟.*同意，注意交接/,
    /领导意见/,
    /人事审批.*同意.*刘洋/,
    /人事意见/,
    /已批准/,
  ]);
  // The diagram marks the steps done.
  await expect(staff.locator('[data-element-id="hrApproval"].flow-done')).toBeVisible();
  await expect(staff.locator('[data-element-id="approved"].flow-done')).toBeVisible();
  await shot(staff, 'detail-zh');
});

test('in English, HR claims a waiting leave from its handle page and rejects it with a comment', async ({
  browser,
}) => {
  const hr = await signIn(browser, 'liuyang', true);
  await hr.getByRole('menuitem', { name: /My work$/ }).click();
  await hr.getByRole('menuitem', { name: /To claim$/ }).click();
  const waiting = rowWith(hr, '陈静');
  await expect(waiting).toHaveCount(1);
  await expect(hr.locator('.ant-table-thead:visible')).toContainText('Started by');
  await shot(hr, 'claim-en');
  await waiting.getByRole('button', { name: 'Handle' }).click();
  const decision = hr.getByTestId('leave-decision');
  await expect(decision).toContainText('claim it first');
  await expect(hr.getByTestId('leave-summary')).toContainText('回老家（江西九江）办理户口迁移');
  await shot(hr, 'handle-claim-en');
  await decision.getByRole('button', { name: 'Claim' }).click();
  await expect(toast(hr, 'Claimed')).toBeVisible();
  await decision.getByRole('button', { name: 'Reject' }).click();
  await expect(decision.getByText('Please give a comment when rejecting')).toBeVisible();
  await decision.getByLabel('Comment').fill('Please move it to January');
  await expect(decision.getByText('Please give a comment when rejecting')).toHaveCount(0);
  await shot(hr, 'handle-en');
  await decision.getByRole('button', { name: 'Reject' }).click();
  await hr.getByRole('tooltip').getByRole('button', { name: 'OK' }).click();
  await expect(toast(hr, 'Rejected')).toBeVisible();
  await expect(hr).toHaveURL(/\/work\/done$/);
  const done = rowWith(hr, 'Please move it to January');
  await expect(done).toContainText('Rejected');
  await shot(hr, 'done-en');
  await done.getByRole('button', { name: 'Details' }).click();
  const detail = hr.getByTestId('leave-detail');
  await expect(detail.getByTestId('leave-state')).toContainText('Finished');
  await expect(detail.getByTestId('history-step').filter({ hasText: '人事审批' })).toContainText(
    /Rejected.*By 刘洋.*Please move it to January/,
  );
  await shot(hr, 'detail-en');
  await hr.goto('/work/send');
  await expect(hr.getByTestId('work-send')).toContainText('Nothing here');
  await shot(hr, 'send-en');
  await hr.goto('/work/start');
  await expect(hr.getByTestId('start-Leave')).toContainText('Version 1');
  await shot(hr, 'start-en');
  await hr.goto('/work/start');
  await hr.getByTestId('start-Leave').getByRole('button', { name: 'Start' }).click();
  await hr.getByRole('button', { name: 'Submit' }).click();
  for (const text of [
    'Please choose the start time',
    'Please choose the end time',
    'Please enter the reason',
    'Please choose the approver',
  ])
    await expect(hr.getByText(text)).toBeVisible();
  await shot(hr, 'form-errors-en');
});

test("the leave list opens a request's detail route from its 详情 row action", async ({ browser }) => {
  const admin = await signIn(browser, 'admin');
  await admin.goto('/work/leave');
  const row = admin.getByRole('row', { name: /参加驾照科目三考试/ });
  await expect(row).toHaveCount(1);
  await shot(admin, 'leave-list-zh');
  await row.getByRole('button', { name: zh('详情') }).click();
  await expect(admin).toHaveURL(/\/work\/process\/leave\/detail\/\d+\/\d+$/);
  const detail = admin.getByTestId('leave-detail');
  await expect(detail.getByTestId('leave-summary')).toContainText('参加驾照科目三考试');
  await expect(detail.getByTestId('history-step').filter({ hasText: '直属领导审批' })).toContainText(
    '同意，祝考试顺利',
  );
});
