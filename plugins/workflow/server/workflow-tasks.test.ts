/**
 * The work lists, claiming and completing, on the demo's leave process (real database, real engine): a
 * leave waits for the approver chosen, a long one then for HR to claim it; claiming by someone who may not
 * is refused, completing moves the instance on and ends it, the history lists every step, and the lists,
 * the history and the leave detail show only what the caller may see.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/server/helpers';
import { definitionId, FLOW, LEAVE, people, startLeave, steps, userId, type People } from './test-kit';

let s: TestServer;
let p: People;
let leaveId: string;
let zhangwei: string;

beforeAll(async () => {
  s = await startTestServer();
  p = await people(s.app);
  leaveId = await definitionId(p.wangfang);
  zhangwei = await userId(p.admin, 'zhangwei');
}, 180_000);
afterAll(() => s?.close());

const records = async (c: People[keyof People], list: string) => {
  const r = await c.get(`${FLOW}/work/${list}`);
  expect(r.status).toBe(200);
  return r.body.data.records as Array<Record<string, string>>;
};

describe('the demo data', () => {
  it('has a leave waiting for 张伟, one waiting for HR to claim, one approved and one rejected', async () => {
    expect((await records(p.zhangwei, 'todo-list')).map((t) => [t.taskName, t.startUser])).toEqual([['直属领导审批', '王芳']]);
    expect((await records(p.liuyang, 'claim-list')).map((t) => [t.taskName, t.startUser])).toEqual([['人事审批', '陈静']]);
    const sent = await records(p.chenjing, 'send-list');
    expect(sent.map((i) => i.outcome).sort()).toEqual(['', '已驳回']);
    const done = await records(p.zhangwei, 'done-list');
    expect(done.map((t) => t.comment)).toHaveLength(3);
    const leaves = await p.admin.get(`${LEAVE}/list`, { size: 10 });
    expect(leaves.body.data.total).toBe(4);
  });
});

describe('claim', () => {
  it('refuses a user who is not a candidate, then lets HR claim it once', async () => {
    const [task] = await records(p.liuyang, 'claim-list');
    const notHr = await p.zhangwei.post(`${FLOW}/work/claim-task`, undefined, { taskId: task.taskId });
    expect(notHr.status).toBe(403);
    expect(notHr.body.msg).toBe('您不是此任务的候选人，不能签收');
    // Staff may claim tasks (work_claim), but not one for HR.
    expect((await p.wangfang.post(`${FLOW}/work/claim-task`, undefined, { taskId: task.taskId })).status).toBe(403);
    expect((await p.liuyang.post(`${FLOW}/work/claim-task`, undefined, { taskId: task.taskId })).body.success).toBe(true);
    expect(await records(p.liuyang, 'claim-list')).toEqual([]);
    expect((await records(p.liuyang, 'todo-list')).map((t) => t.taskId)).toEqual([task.taskId]);
    const again = await p.liuyang.post(`${FLOW}/work/claim-task`, undefined, { taskId: task.taskId });
    expect([again.status, again.body.msg]).toEqual([400, '您已签收此任务']);
  });

  it('names a missing or malformed taskId and hides another tenant\'s task', async () => {
    expect((await p.liuyang.post(`${FLOW}/work/claim-task`)).body.msg).toBe('缺少参数 taskId');
    expect((await p.liuyang.post(`${FLOW}/work/claim-task`, undefined, { taskId: 'x1' })).status).toBe(400);
    const [task] = await records(p.zhangwei, 'todo-list');
    expect((await p.platform.post(`${FLOW}/work/claim-task`, undefined, { taskId: task.taskId })).status).toBe(404);
  });
});

describe('complete', () => {
  it('refuses someone else\'s task and a reject without comment', async () => {
    const [task] = await records(p.zhangwei, 'todo-list');
    const other = await p.liuyang.post(`${FLOW}/work/complete-task`, { taskId: task.taskId, flag: 'ok', comment: '同意' });
    expect([other.status, other.body.msg]).toEqual([403, '这不是您的待办任务']);
    const bare = await p.zhangwei.post(`${FLOW}/work/complete-task`, { taskId: task.taskId });
    expect([bare.status, bare.body.msg]).toEqual([400, '驳回时请填写审批意见']);
  });

  it('moves the instance on, ends it at 已批准 and mirrors that onto the leave', async () => {
    const [hr] = await records(p.liuyang, 'todo-list');
    const r = await p.liuyang.post(`${FLOW}/work/complete-task`, {
      taskId: hr.taskId,
      processInstanceId: hr.processInstanceId,
      flag: 'ok',
      comment: '已备案',
    });
    expect(r.body.success).toBe(true);
    expect(await records(p.liuyang, 'todo-list')).toEqual([]);
    const detail = await p.chenjing.get(`${LEAVE}/detail`, { businessId: hr.businessId });
    expect(detail.body.data).toMatchObject({ flowStatus: 2, outcome: '已批准', reason: '回老家（江西九江）办理户口迁移' });
    expect(detail.body.data.flow).toMatchObject({ processIsFinished: 'finished', currentStep: '' });
    expect(await steps(p.chenjing, hr.processInstanceId)).toEqual([
      '提交申请',
      '直属领导审批',
      '领导意见',
      '人事审批',
      '人事意见',
      '已批准',
    ]);
    const again = await p.liuyang.post(`${FLOW}/work/complete-task`, { taskId: hr.taskId, flag: 'ok' });
    expect([again.status, again.body.msg]).toEqual([400, '任务已办结，不能再处理']);
    expect((await records(p.liuyang, 'done-list')).map((t) => [t.taskName, t.pass])).toEqual([['人事审批', true]]);
  });

  it('routes by the variables: a short leave is approved by the approver alone, a rejection ends it', async () => {
    const started = await startLeave(p.wangfang, { processDefinitionId: leaveId, taskUser: zhangwei, days: 2 });
    expect(started.body.success).toBe(true);
    const { processInstanceId, businessId } = started.body.data;
    const task = (await records(p.zhangwei, 'todo-list')).find((t) => t.processInstanceId === processInstanceId)!;
    expect(task).toMatchObject({ taskName: '直属领导审批', businessId, status: 'todo' });
    await p.zhangwei.post(`${FLOW}/work/complete-task`, { taskId: task.taskId, flag: 'ok', comment: '同意' });
    expect(await steps(p.wangfang, processInstanceId)).toEqual(['提交申请', '直属领导审批', '领导意见', '已批准']);

    const refused = await startLeave(p.wangfang, { processDefinitionId: leaveId, taskUser: zhangwei, days: 9 });
    const t2 = (await records(p.zhangwei, 'todo-list')).find((t) => t.processInstanceId === refused.body.data.processInstanceId)!;
    await p.zhangwei.post(`${FLOW}/work/complete-task`, { taskId: t2.taskId, comment: '人手不足' });
    const history = (await p.wangfang.get(`${FLOW}/process/history-flow-list`, { processInstanceId: t2.processInstanceId })).body.data;
    expect(history.map((h: { historyActivityName: string }) => h.historyActivityName)).toEqual([
      '提交申请',
      '直属领导审批',
      '领导意见',
      '已驳回',
    ]);
    expect(history[1]).toMatchObject({ assigneeName: '张伟', pass: false, comment: '人手不足', historyActivityType: 'userTask' });
    expect((await p.wangfang.get(`${LEAVE}/detail`, { businessId: refused.body.data.businessId })).body.data.outcome).toBe('已驳回');
  });
});

describe('who sees what', () => {
  it('keeps the history and the leave to those taking part, watchers and leave viewers', async () => {
    const [task] = await records(p.zhangwei, 'todo-list');
    const id = task.processInstanceId;
    const notMine = await p.chenjing.get(`${FLOW}/process/history-flow-list`, { processInstanceId: id });
    expect([notMine.status, notMine.body.msg]).toEqual([403, '您没有参与此流程，不能查看']);
    expect((await p.chenjing.get(`${LEAVE}/detail`, { businessId: task.businessId })).status).toBe(403);
    expect((await p.operator.get(`${FLOW}/process/history-flow-list`, { processInstanceId: id })).status).toBe(200);
    expect((await p.platform.get(`${FLOW}/process/history-flow-list`, { processInstanceId: id })).status).toBe(404);
    const diagram = await p.wangfang.get(`${FLOW}/process/instance-diagram`, { processInstanceId: id });
    expect(diagram.body.data).toMatchObject({ active: ['leaderApproval'], finished: ['start'], flows: ['toLeader'] });
    expect(diagram.body.data.xml).toContain('<bpmn:process id="Leave"');
  });

  it('the lists are every signed-in user\'s own: a staff member cannot take another\'s task', async () => {
    const [task] = await records(p.zhangwei, 'todo-list');
    // Staff may claim open tasks, but are no candidate of a named task.
    const r = await p.wangfang.post(`${FLOW}/work/claim-task`, undefined, { taskId: task.taskId });
    expect([r.status, r.body.msg]).toEqual([400, '任务已被他人签收']);
    // The view-only operator has the lists too, whatever their role — and sees only their own tasks.
    const theirs = await p.operator.get(`${FLOW}/work/todo-list`);
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.records).toEqual([]);
  });
});

describe('in English', () => {
  it('says why in the caller\'s language', async () => {
    const en = await people(s.app, 'en');
    const [task] = await records(en.zhangwei, 'todo-list');
    const r = await en.liuyang.post(`${FLOW}/work/complete-task`, { taskId: task.taskId, flag: 'ok' });
    expect(r.body.msg).toBe('This task is not assigned to you');
    const hist = await en.wangfang.get(`${FLOW}/process/history-flow-list`, { processInstanceId: task.processInstanceId });
    expect(hist.body.data[0].historyActivityDurationTime).toBe('0 s');
  });
});
