/**
 * Starting a leave (every field checked, with the reason named), terminating an instance through BladeX's
 * delete-process-instance (the instances' state machine: tasks cancelled, the leave mirrored, the change
 * logged), a gateway no exit of which matches (nothing of the step kept), and two people racing for one
 * task (exactly one wins).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestServer, type TestServer } from '../../../tests/server/helpers';
import { definitionId, deployUpload, FLOW, LEAVE, people, steps, twoStepXml, userId, type People } from './test-kit';

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

const start = (body: Record<string, unknown>, c = p.wangfang) =>
  c.post(`${LEAVE}/start-process`, {
    processDefinitionId: leaveId,
    startTime: '2026-12-01 09:00:00',
    endTime: '2026-12-02 18:00:00',
    reason: '看牙医',
    taskUser: zhangwei,
    ...body,
  });

describe('start-process', () => {
  it('names what is wrong with the request', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ processDefinitionId: undefined }, '缺少参数 processDefinitionId'],
      [{ startTime: '' }, '请选择开始时间'],
      [{ startTime: '2026-02-30 09:00:00' }, '开始时间不是有效的时间（YYYY-MM-DD HH:mm:ss）：2026-02-30 09:00:00'],
      [{ endTime: '2026-11-30 18:00:00' }, '结束时间须晚于开始时间'],
      [{ reason: '   ' }, '请输入请假理由'],
      [{ reason: '长'.repeat(256) }, '请假理由不能超过 255 个字符'],
      [{ taskUser: '' }, '请选择审批人'],
      [{ taskUser: '999999' }, '审批人不是本租户的用户'],
    ];
    for (const [body, message] of cases) {
      const r = await start(body);
      expect([r.status, r.body.msg], JSON.stringify(body)).toEqual([400, message]);
    }
    const self = await start({ taskUser: await userId(p.admin, 'wangfang') });
    expect(self.body.msg).toBe('审批人不能是申请人本人');
    const en = await s.app.inject({
      method: 'POST',
      url: `${LEAVE}/start-process`,
      headers: { 'blade-auth': `bearer ${await login(s.app, { tenantId: '100001', username: 'wangfang' })}`, 'accept-language': 'en' },
      payload: { processDefinitionId: leaveId, startTime: '2026-12-01', endTime: '2026-12-01', reason: 'x', taskUser: zhangwei },
    });
    expect(en.json().msg).toBe('The end time (endTime) must be after the start time');
    const platformLeave = (await p.platform.get(`${FLOW}/work/start-list`)).body.data.records[0].id;
    expect((await start({ processDefinitionId: platformLeave })).status).toBe(404);
    expect(await s.database.db.selectFrom('blade_process_leave').select('id').where('reason', '=', '看牙医').execute()).toEqual([]);
  });

  it('accepts BladeX\'s taskUser_<id> and a date without time, from anyone signed in', async () => {
    const r = await start({ taskUser: `taskUser_${zhangwei}`, startTime: '2026-12-03', endTime: '2026-12-04' });
    expect(r.body.success).toBe(true);
    const detail = (await p.wangfang.get(`${LEAVE}/detail`, { businessId: r.body.data.businessId })).body.data;
    expect(detail).toMatchObject({ startTime: '2026-12-03 00:00:00', taskUserName: '张伟', applicantName: '王芳', flowStatus: 1 });
    expect(detail.flow.currentStep).toBe('直属领导审批');
    // 我的事务 is every signed-in user's own, whatever their role: the view-only operator may ask for leave too.
    expect((await start({ taskUser: zhangwei }, p.operator)).body.success).toBe(true);
  });
});

describe('approvers', () => {
  it('lists the tenant\'s users but oneself, by name or account, to anyone signed in', async () => {
    const all = (await p.wangfang.get(`${LEAVE}/approvers`)).body.data as Array<{ id: string; realName: string; account: string }>;
    const accounts = all.map((u) => u.account);
    expect(accounts).toEqual(expect.arrayContaining(['zhangwei', 'liuyang', 'chenjing']));
    expect(accounts).not.toContain('wangfang');
    const found = (await p.wangfang.get(`${LEAVE}/approvers`, { name: '张' })).body.data;
    expect(found).toEqual([{ id: zhangwei, realName: '张伟', account: 'zhangwei' }]);
    expect((await p.wangfang.get(`${LEAVE}/approvers`, { name: 'x'.repeat(65) })).status).toBe(400);
    expect((await p.operator.get(`${LEAVE}/approvers`)).body.data.map((u: { account: string }) => u.account)).toContain('wangfang');
  });
});

describe('terminate (delete-process-instance)', () => {
  it('cancels the open tasks, mirrors 已终止 onto the leave and logs the change', async () => {
    const started = await start({ reason: '要终止的申请' });
    const id = started.body.data.processInstanceId;
    const noReason = await p.admin.post(`${FLOW}/follow/delete-process-instance`, undefined, { processInstanceId: id });
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toMatch(/终止原因/);
    const r = await p.admin.post(`${FLOW}/follow/delete-process-instance`, undefined, { processInstanceId: id, deleteReason: '重复提交' });
    expect(r.body.success).toBe(true);
    expect((await p.zhangwei.get(`${FLOW}/work/todo-list`)).body.data.records.map((t: { processInstanceId: string }) => t.processInstanceId)).not.toContain(id);
    const detail = (await p.wangfang.get(`${LEAVE}/detail`, { businessId: started.body.data.businessId })).body.data;
    expect(detail).toMatchObject({ flowStatus: 3 });
    const history = (await p.wangfang.get(`${FLOW}/process/history-flow-list`, { processInstanceId: id })).body.data;
    expect(history.at(-1)).toMatchObject({ historyActivityType: 'terminate', comment: '重复提交', assigneeName: '童趣管理员' });
    expect(history[1]).toMatchObject({ historyActivityName: '直属领导审批', comment: '重复提交' });
    const instance = (await p.admin.get(`${FLOW}/follow/list`, { processKey: 'Leave', flowStatus: 3 })).body.data.records;
    expect(instance.map((i: { id: string; deleteReason: string }) => [i.id, i.deleteReason])).toEqual([[id, '重复提交']]);
    const twice = await p.admin.post(`${FLOW}/follow/delete-process-instance`, undefined, { processInstanceId: id, deleteReason: '再来' });
    expect(twice.status).toBe(400);
    expect((await p.admin.get(`${FLOW}/follow/state-history`, { id })).body.data).toHaveLength(1);
    expect((await p.wangfang.post(`${FLOW}/follow/delete-process-instance`, undefined, { processInstanceId: id, deleteReason: 'x' })).status).toBe(403);
  });
});

describe('a step that cannot be taken', () => {
  it('keeps nothing of it and says which gateway has no way out', async () => {
    const xml = twoStepXml('NoExit').replace('${!pass}', '${pass && days > 100}');
    const up = await deployUpload(s.app, await login(s.app, { tenantId: '100001' }), [{ name: 'no-exit.bpmn', text: xml }], { category: 'leave' });
    expect(up.body.success).toBe(true);
    const started = await start({ processDefinitionId: await definitionId(p.wangfang, 'NoExit') });
    const [task] = (await p.zhangwei.get(`${FLOW}/work/claim-list`)).body.data.records.filter(
      (t: { processInstanceId: string }) => t.processInstanceId === started.body.data.processInstanceId,
    );
    await p.zhangwei.post(`${FLOW}/work/claim-task`, undefined, { taskId: task.taskId });
    const r = await p.zhangwei.post(`${FLOW}/work/complete-task`, { taskId: task.taskId, comment: '不同意' });
    expect([r.status, r.body.msg]).toEqual([400, '流程无法继续：网关「经理意见」没有满足条件的出口']);
    // Still the claimed task, waiting: the completion rolled back whole.
    expect((await p.zhangwei.get(`${FLOW}/work/todo-list`)).body.data.records.map((t: { taskId: string }) => t.taskId)).toContain(task.taskId);
    expect(await steps(p.wangfang, started.body.data.processInstanceId)).toEqual(['start', '经理审批']);
    const ok = await p.zhangwei.post(`${FLOW}/work/complete-task`, { taskId: task.taskId, flag: 'ok', comment: '同意' });
    expect(ok.body.success).toBe(true);
  });
});

describe('racing', () => {
  it('lets exactly one of two claims, and one of two completions, win', async () => {
    const xml = twoStepXml('Race', 'manager,hr');
    await deployUpload(s.app, await login(s.app, { tenantId: '100001' }), [{ name: 'race.bpmn', text: xml }], { category: 'leave' });
    const started = await start({ processDefinitionId: await definitionId(p.wangfang, 'Race') });
    const task = (await p.liuyang.get(`${FLOW}/work/claim-list`)).body.data.records.find(
      (t: { processInstanceId: string }) => t.processInstanceId === started.body.data.processInstanceId,
    );
    const claims = await Promise.all([
      p.liuyang.post(`${FLOW}/work/claim-task`, undefined, { taskId: task.taskId }),
      p.zhangwei.post(`${FLOW}/work/claim-task`, undefined, { taskId: task.taskId }),
    ]);
    expect(claims.filter((c) => c.body.success)).toHaveLength(1);
    const winner = claims[0].body.success ? p.liuyang : p.zhangwei;
    const completions = await Promise.all([1, 2].map(() => winner.post(`${FLOW}/work/complete-task`, { taskId: task.taskId, flag: 'ok', comment: '同意' })));
    expect(completions.filter((c) => c.body.success)).toHaveLength(1);
    expect(completions.find((c) => !c.body.success)!.status).toBeLessThan(500);
    expect(await steps(p.wangfang, started.body.data.processInstanceId)).toEqual(['start', '经理审批', '经理意见', '审批人确认']);
  });
});
