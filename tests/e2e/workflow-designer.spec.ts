/**
 * The process designer and the deployments, as the acceptance journey (tenant 100001 of the demo:
 * its administrator designs, 王芳 applies, 张伟 and 刘洋 of HR approve):
 * - the administrator adds a model and draws a two-step approval in the designer from the context pad —
 *   a user task for the approver the applicant chooses (`${taskUser}`), then one for the HR role — with
 *   the properties panel, saves it (version counted up) and deploys it;
 * - the deployments page lists it; suspended (confirmed), the applicant's open form is refused with the
 *   reason and the start page no longer offers it; activated again, the leave starts;
 * - 张伟 approves, 刘洋 claims and approves; the instance's history shows both tasks done on the diagram
 *   and in the timeline;
 * - in English: the designer's panel and the deployments page, the upload refusing a file that is not a
 *   process.
 *
 * With WORKFLOW_SHOTS=<dir>, each screen is also saved as a picture there (zh and en), to be looked at.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { clickRowOp, dialog, login, rows, toast, uniq } from './helpers';
import { inEnglish } from './shell-helpers';

const TENANT = '100001';
const SHOTS = process.env.WORKFLOW_SHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function signIn(browser: Browser, username: string, english = false): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  if (english) await inEnglish(page);
  await login(page, { tenantId: TENANT, username, password: 'admin' });
  await expect(page).toHaveURL(/\/wel\/index$/);
  return page;
}

/** A button's name as antd writes two Chinese characters ("保 存"), after its icon's name if it has one. */
const zh = (text: string) => new RegExp(`(^|\\s)${[...text].join('\\s*')}$`);
/** Choose an option of the open select. */
const pick = (page: Page, option: string) =>
  page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).click();
const rowWith = (page: Page, text: string | RegExp) => rows(page).filter({ hasText: text });

/** A process one may upload: a start, one task for the HR role, an end. */
const uploadXml = (key: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" id="D" targetNamespace="http://www.flowable.org/processdef">
  <bpmn:process id="${key}" name="${key}" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:userTask id="check" name="Check" flowable:candidateGroups="hr" />
    <bpmn:endEvent id="end" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="check" />
    <bpmn:sequenceFlow id="f2" sourceRef="check" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;

/** Select an element of the drawing: a click on an empty spot first (it ends any typing and clears the
 * selection: a click on the element selected would unselect it). Top right is empty, the palette top left. */
async function select(page: Page, element: ReturnType<Page['locator']>) {
  const canvas = page.getByTestId('bpmn-canvas');
  const box = (await canvas.boundingBox())!;
  await canvas.click({ position: { x: box.width - 40, y: 30 } });
  await element.click();
  await expect(element).toHaveClass(/selected/);
}

/** Append a user task to the selected element from its context pad, name it, and select it. */
async function appendUserTask(page: Page, from: ReturnType<Page['locator']>, name: string) {
  await select(page, from);
  await page.locator('.djs-context-pad [data-action="append.user-task"]').click();
  // bpmn-js opens the new task's label for typing.
  await expect(page.locator('.djs-direct-editing-parent')).toBeVisible();
  await page.keyboard.type(name);
  const task = page.locator('.djs-element.djs-shape').filter({ hasText: name });
  await select(page, task);
  await expect(page.getByTestId('bpmn-properties').getByLabel(/^(名称|Name)$/)).toHaveValue(name);
  return task;
}

test('a two-step approval: designed, deployed, suspended and activated, run through and seen on its diagram', async ({ browser }) => {
  test.setTimeout(Number(process.env.WF_TIMEOUT ?? 150_000));
  const key = uniq('Approve');
  const name = `两级审批${key.slice(-5)}`;
  const reason = uniq('设计器流程请假');

  // The administrator adds the model and opens the designer from its row.
  const admin = await signIn(browser, 'admin');
  await admin.goto('/flow/model');
  await admin.getByRole('button', { name: zh('新增') }).click();
  const add = dialog(admin);
  await add.getByLabel('模型标识').fill(key);
  await add.getByLabel('模型名称').fill(name);
  await add.getByRole('combobox', { name: '流程分类' }).click();
  await pick(admin, '请假流程');
  await expect(add.getByTestId('bpmn-summary')).toContainText('新模型');
  await shot(admin, 'model-add-zh');
  await add.getByRole('button', { name: zh('确定') }).click();
  await expect(add).toHaveCount(0);
  await rowWith(admin, key).getByRole('button', { name: zh('设计') }).click();
  await expect(admin).toHaveURL(/\/flow\/model\/design\/\d+$/);
  const designer = admin.getByTestId('flow-designer');
  await expect(designer).toContainText(name);
  await expect(designer).toContainText('v1');

  // Only what the engine runs is offered.
  const palette = admin.locator('.djs-palette');
  await expect(palette.locator('[data-action="create.user-task"]')).toHaveAttribute('aria-label', '用户任务');
  await expect(palette.locator('[data-action="create.subprocess-expanded"]')).toHaveCount(0);
  // Nothing selected: the panel shows the process, its id the model key.
  const panel = admin.getByTestId('bpmn-properties');
  await expect(panel).toContainText(key);

  // Step 1: the approver the applicant chooses.
  const leader = await appendUserTask(admin, admin.locator('[data-element-id="start"]'), '经理审批');
  await panel.getByRole('combobox', { name: '处理人' }).fill('${taskUser}');
  await expect(panel.getByText('请指定处理人或候选人')).toHaveCount(0);
  // Step 2: any user of the HR role claims it.
  const hrTask = await appendUserTask(admin, leader, '人事复核');
  await expect(panel.getByText('请指定处理人或候选人，否则不能部署')).toBeVisible();
  await panel.getByRole('combobox', { name: '候选角色' }).click();
  await pick(admin, '人事专员 (hr)');
  await admin.keyboard.press('Escape');
  await expect(panel.getByText('请指定处理人或候选人')).toHaveCount(0);
  await select(admin, hrTask);
  await admin.locator('.djs-context-pad [data-action="append.end-event"]').click();
  await admin.keyboard.type('审批通过');
  await select(admin, hrTask);
  await expect(designer).toContainText('未保存');
  await shot(admin, 'designer-zh');

  await designer.getByRole('button', { name: zh('保存') }).click();
  await expect(toast(admin, '流程图已保存')).toBeVisible();
  await expect(designer).toContainText('v2');
  await expect(designer).not.toContainText('未保存');
  await designer.getByRole('button', { name: zh('部署') }).click();
  const deploy = admin.getByTestId('flow-deploy-dialog');
  await expect(deploy).toContainText('请假流程');
  await dialog(admin).getByRole('button', { name: zh('部署') }).click();
  await expect(toast(admin, '部署成功（1 个流程定义）')).toBeVisible();

  // The deployments page lists it, active.
  await admin.goto('/flow/deploy');
  const deployed = rowWith(admin, name);
  await expect(deployed).toContainText('激活');
  await expect(deployed).toContainText('请假流程');
  await shot(admin, 'deploy-zh');
  await deployed.getByRole('button', { name: '流程图' }).click();
  await expect(dialog(admin).getByTestId('bpmn-diagram')).toHaveAttribute('data-state', 'ready');
  await expect(dialog(admin).locator('.djs-element.djs-shape').filter({ hasText: '人事复核' })).toHaveCount(1);
  await dialog(admin).getByRole('button', { name: 'Close' }).click();

  // 王芳 opens the form of the new process from 发起事务.
  const staff = await signIn(browser, 'wangfang');
  await staff.goto('/work/start');
  await staff.getByTestId(`start-${key}`).getByRole('button', { name: zh('发起') }).click();
  await expect(staff).toHaveURL(/\/work\/process\/leave\/form\/\d+$/);
  const form = staff.getByTestId('leave-form');
  await form.getByLabel('开始时间').fill('2027-02-01 09:00');
  await form.getByLabel('开始时间').press('Enter');
  await form.getByLabel('结束时间').fill('2027-02-02 18:00');
  await form.getByLabel('结束时间').press('Enter');
  await form.getByLabel('请假理由').fill(reason);
  await form.getByLabel('审批人').fill('张');
  await pick(staff, '张伟 (zhangwei)');

  // Meanwhile the administrator suspends it (confirmed): the form is refused, the start page hides it.
  await deployed.getByRole('button', { name: zh('挂起') }).click();
  await expect(dialog(admin)).toContainText('挂起后不能再发起此流程');
  await dialog(admin).getByRole('button', { name: /确\s*定/ }).click();
  await expect(toast(admin, '已挂起')).toBeVisible();
  await expect(deployed).toContainText('挂起');
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(toast(staff, `流程「${name}」已挂起，不能发起`)).toBeVisible();
  const startPage = await staff.context().newPage();
  await startPage.goto('/work/start');
  await expect(startPage.getByTestId('start-Leave')).toBeVisible();
  await expect(startPage.getByTestId(`start-${key}`)).toHaveCount(0);
  await startPage.close();

  // Activated again (confirmed), the same form goes through.
  await deployed.getByRole('button', { name: zh('激活') }).click();
  await dialog(admin).getByRole('button', { name: /确\s*定/ }).click();
  await expect(toast(admin, '已激活')).toBeVisible();
  await expect(deployed).toContainText('激活');
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(toast(staff, '请假申请已提交')).toBeVisible();

  // 张伟 (the approver chosen) approves the first step.
  const manager = await signIn(browser, 'zhangwei');
  await manager.goto('/work/todo');
  await rowWith(manager, '经理审批').filter({ hasText: '王芳' }).getByRole('button', { name: zh('办理') }).click();
  await expect(manager.getByTestId('leave-summary')).toContainText(reason);
  await manager.getByTestId('leave-decision').getByLabel('审批意见').fill('同意');
  await manager.getByTestId('leave-decision').getByRole('button', { name: zh('同意') }).click();
  await expect(toast(manager, '已同意')).toBeVisible();

  // 刘洋 of HR claims the second and approves it.
  const hr = await signIn(browser, 'liuyang');
  await hr.goto('/work/claim');
  const waiting = rowWith(hr, '人事复核').filter({ hasText: '王芳' });
  await waiting.getByRole('button', { name: zh('签收') }).click();
  await hr.getByRole('tooltip').getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(toast(hr, '已签收，可在待办事务中办理')).toBeVisible();
  await hr.goto('/work/todo');
  await rowWith(hr, '人事复核').filter({ hasText: '王芳' }).getByRole('button', { name: zh('办理') }).click();
  await hr.getByTestId('leave-decision').getByRole('button', { name: zh('同意') }).click();
  await expect(toast(hr, '已同意')).toBeVisible();

  // The administrator sees the history: both tasks done on the diagram, and the timeline.
  await admin.goto('/flow/follow');
  await rowWith(admin, name).first().getByRole('button', { name: '流程历史' }).click();
  const history = admin.getByTestId('flow-history');
  await expect(history.getByTestId('bpmn-diagram')).toHaveAttribute('data-state', 'ready');
  for (const step of ['经理审批', '人事复核'])
    await expect(history.locator('.djs-element.flow-done').filter({ hasText: step })).toHaveCount(1);
  await expect(history.locator('.flow-active')).toHaveCount(0);
  await expect(history.getByTestId('flow-history-timeline')).toContainText(/经理审批.*张伟.*同意.*人事复核.*刘洋.*同意/);
  await shot(admin, 'history-zh');
});

// Known defect (issue 17 stays open): in the integrated tree the uploaded process is not found in the
// deployments list after "Deployed" (both attempts, on one worker too); it passed on the workflow branch.
test('in English: the designer panel, the deployments page and an upload that is not a process', async ({ browser }) => {
  test.setTimeout(Number(process.env.WF_TIMEOUT ?? 120_000));
  const key = uniq('EnFlow');
  const admin = await signIn(browser, 'admin', true);
  await admin.goto('/flow/model');
  await admin.getByRole('button', { name: 'Add' }).click();
  const add = dialog(admin);
  await add.getByLabel('Model key').fill(key);
  await add.getByLabel('Name', { exact: true }).fill('Purchase approval');
  await add.getByRole('combobox', { name: 'Category' }).click();
  await pick(admin, 'General');
  await add.getByRole('button', { name: 'OK' }).click();
  await expect(add).toHaveCount(0);
  await rowWith(admin, key).getByRole('button', { name: 'Design' }).click();
  const designer = admin.getByTestId('flow-designer');
  await expect(designer.getByRole('button', { name: 'Save' })).toBeVisible();
  await expect(admin.locator('.djs-palette [data-action="create.user-task"]')).toHaveAttribute('aria-label', 'Create user task');
  const panel = admin.getByTestId('bpmn-properties');
  await expect(panel).toContainText('Process key (the model key)');
  await appendUserTask(admin, admin.locator('[data-element-id="start"]'), 'Buyer review');
  await expect(panel).toContainText('User task');
  await expect(panel.getByText('Set an assignee or candidates, or it cannot be deployed')).toBeVisible();
  await panel.getByRole('combobox', { name: 'Candidate users' }).fill('张');
  await pick(admin, '张伟 (zhangwei)');
  await admin.keyboard.press('Escape');
  await expect(panel.getByText('Set an assignee or candidates')).toHaveCount(0);
  await shot(admin, 'designer-en');
  // A deploy of a drawing the engine cannot run names the reason (no end event yet).
  await designer.getByRole('button', { name: 'Deploy' }).click();
  await expect(toast(admin, 'Diagram saved')).toBeVisible();
  await dialog(admin).getByRole('button', { name: 'Deploy' }).click();
  await expect(toast(admin, 'The process needs at least one end event')).toBeVisible();
  await expect(admin.getByTestId('flow-deploy-dialog')).toBeVisible();
  // The same from the model's row: its category chosen already.
  await admin.goto('/flow/model');
  await clickRowOp(rowWith(admin, key), /^Deploy$/);
  await expect(admin.getByTestId('flow-deploy-dialog')).toContainText('General');
  await dialog(admin).getByRole('button', { name: 'Deploy' }).click();
  await expect(toast(admin, 'The process needs at least one end event')).toBeVisible();
  await dialog(admin).getByRole('button', { name: 'Cancel' }).click();

  await admin.goto('/flow/deploy');
  const page = admin.getByTestId('flow-deploy-page');
  await expect(rowWith(admin, '请假流程')).toContainText('Active');
  await page.getByRole('button', { name: 'Upload and deploy' }).click();
  await expect(page.getByText('Please choose the process files to deploy')).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(toast(admin, 'notes.txt is not a process file')).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({ name: 'broken.bpmn', mimeType: 'application/xml', buffer: Buffer.from('<bpmn:definitions') });
  await admin.getByTestId('flow-deploy-upload').getByRole('combobox', { name: 'Category' }).click();
  await pick(admin, 'General');
  await page.getByRole('button', { name: 'Upload and deploy' }).click();
  await expect(toast(admin, /broken.bpmn|The diagram is not a valid BPMN 2.0 file/)).toBeVisible();
  await shot(admin, 'deploy-en');
  // A sound file deploys and is listed; deleted (confirmed), it is gone. The leave process, with requests
  // still running, is not deleted and says why.
  await page.locator('.ant-upload-list-item').filter({ hasText: 'broken.bpmn' }).getByRole('button').click();
  await page.locator('input[type=file]').setInputFiles({ name: `${key}.bpmn`, mimeType: 'application/xml', buffer: Buffer.from(uploadXml(key)) });
  await page.getByRole('button', { name: 'Upload and deploy' }).click();
  await expect(toast(admin, 'Deployed (1 process definition(s))')).toBeVisible();
  const uploaded = rowWith(admin, key);
  await expect(uploaded).toContainText('General');
  await clickRowOp(uploaded, /^Delete$/);
  await expect(dialog(admin)).toContainText('Once deleted, this deployment cannot start again');
  await dialog(admin).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(admin, 'Deleted')).toBeVisible();
  await expect(uploaded).toHaveCount(0);
  await clickRowOp(rowWith(admin, '请假流程'), /^Delete$/);
  await expect(dialog(admin)).toContainText('Delete deployment: 请假流程 v1');
  await dialog(admin).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(admin, /still has \d+ running instance\(s\)/)).toBeVisible();
  await expect(dialog(admin)).toBeVisible();
  await dialog(admin).getByRole('button', { name: 'Cancel' }).click();

  // A request still waiting: the step it waits in is marked apart from the steps done.
  await admin.goto('/flow/follow');
  await rowWith(admin, 'In progress').filter({ hasText: '直属领导审批' }).first().getByRole('button', { name: 'History' }).click();
  const history = admin.getByTestId('flow-history');
  await expect(history.getByTestId('bpmn-diagram')).toHaveAttribute('data-state', 'ready');
  await expect(history.locator('.djs-element.flow-active')).toHaveText(/直属领导审批/);
  await expect(history.locator('.djs-element.flow-done')).toHaveCount(2);
  for (const done of ['start', 'toLeader']) await expect(history.locator(`[data-element-id="${done}"]`)).toHaveClass(/flow-done/);
  await expect(history.getByTestId('flow-history-timeline')).toContainText('In progress');
  await shot(admin, 'history-en');
});
