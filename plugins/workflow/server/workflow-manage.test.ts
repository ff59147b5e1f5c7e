/**
 * Models, deployments and definitions: a model's drawing is checked on save, deployed (to the caller's
 * tenant, or by the platform administrator to others), uploaded as .bpmn files (all or none), suspended and
 * activated through BladeX's change-state (new starts refused meanwhile, the change logged), removed only
 * when nothing runs, served back as XML — and a drawing the engine must not run is refused with the reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestServer, type TestServer } from '../../../tests/server/helpers';
import { BRAND, definitionId, deployUpload, FLOW, people, startLeave, twoStepXml, userId, type People } from './test-kit';

let s: TestServer;
let p: People;
let zhangwei: string;

beforeAll(async () => {
  s = await startTestServer();
  p = await people(s.app);
  zhangwei = await userId(p.admin, 'zhangwei');
}, 180_000);
afterAll(() => s?.close());

describe('models', () => {
  it('get a blank drawing, are checked on save and count their version up', async () => {
    const add = await p.admin.post(`${FLOW}/model/submit`, { modelKey: 'Purchase', name: '采购审批', category: 'general' });
    expect(add.body.success).toBe(true);
    const list = await p.admin.get(`${FLOW}/model/list`, { modelKey: 'Purchase' });
    const model = list.body.data.records[0];
    expect(model).toMatchObject({ name: '采购审批', version: 1 });
    expect(model.xml).toContain('<bpmn:process id="Purchase" name="采购审批"');

    const broken = await p.admin.post(`${FLOW}/model/submit`, { ...model, xml: '<bpmn:definitions' });
    expect(broken.status).toBe(400);
    expect(broken.body.msg).toMatch(/^流程图不是有效的 BPMN 2.0 文件/);
    const otherKey = await p.admin.post(`${FLOW}/model/submit`, { ...model, xml: twoStepXml('Other') });
    expect(otherKey.body.msg).toBe('流程图中的流程标识「Other」与模型标识「Purchase」不一致');
    const saved = await p.admin.post(`${FLOW}/model/submit`, { ...model, xml: twoStepXml('Purchase') });
    expect(saved.body.success).toBe(true);
    expect((await p.admin.get(`${FLOW}/model/detail`, { id: model.id })).body.data.version).toBe(2);
  });

  it('deploy to the own tenant; other tenants only by the platform administrator', async () => {
    const model = (await p.admin.get(`${FLOW}/model/list`, { modelKey: 'Purchase' })).body.data.records[0];
    const other = await p.admin.post(`${FLOW}/model/deploy`, undefined, { modelId: model.id, tenantIds: '000000' });
    expect([other.status, other.body.msg]).toEqual([403, '只有平台管理员可以部署到其他租户']);
    const mine = await p.admin.post(`${FLOW}/model/deploy`, undefined, { modelId: model.id, category: 'general' });
    expect(mine.body.data.processDefinitionIds).toHaveLength(1);
    const again = await p.admin.post(`${FLOW}/model/deploy`, undefined, { modelId: model.id });
    expect(again.body.success).toBe(true);
    const defs = (await p.admin.get(`${FLOW}/manager/list`, { processKey: 'Purchase' })).body.data.records;
    expect(defs.map((d: { version: number }) => d.version).sort()).toEqual([1, 2]);
    // The platform administrator's model goes to the tenants named; an unknown one is refused.
    const platformModel = await p.platform.post(`${FLOW}/model/submit`, { modelKey: 'Purchase', name: '采购', category: 'general', xml: twoStepXml('Purchase') });
    expect(platformModel.body.success).toBe(true);
    const pm = (await p.platform.get(`${FLOW}/model/list`, { modelKey: 'Purchase', tenantId: '000000' })).body.data.records[0];
    const unknown = await p.platform.post(`${FLOW}/model/deploy`, undefined, { modelId: pm.id, tenantIds: '000000,999999' });
    expect(unknown.body.msg).toBe('租户 999999 不存在');
    const both = await p.platform.post(`${FLOW}/model/deploy`, undefined, { modelId: pm.id, tenantIds: `000000,${BRAND}` });
    expect(both.body.data.processDefinitionIds).toHaveLength(2);
    const brandDefs = (await p.admin.get(`${FLOW}/manager/list`, { processKey: 'Purchase' })).body.data.records;
    expect(brandDefs.map((d: { version: number }) => d.version).sort()).toEqual([1, 2, 3]);
  });

  it('refuses a drawing the engine cannot run, naming the element', async () => {
    const scripted = twoStepXml('Scripted').replace(
      '<bpmn:endEvent id="approved" name="已批准" />',
      '<bpmn:scriptTask id="run" name="跑脚本" scriptFormat="javascript"><bpmn:script>process.exit()</bpmn:script></bpmn:scriptTask><bpmn:endEvent id="approved" name="已批准" />',
    );
    const up = await deployUpload(s.app, await login(s.app, { tenantId: BRAND }), [{ name: 'scripted.bpmn', text: scripted }], { category: 'general' });
    expect(up.status).toBe(400);
    expect(up.body.msg).toMatch(/^不支持的流程元素 跑脚本（run）（ScriptTask）/);
    const noOne = twoStepXml('NoOne').replace(' flowable:candidateGroups="manager"', '');
    const token = await login(s.app, { tenantId: BRAND });
    const r = await deployUpload(s.app, token, [{ name: 'n.bpmn', text: noOne }], { category: 'general' }, 'en');
    expect(r.body.msg).toBe('User task "经理审批" (first) names no assignee and no candidates');
    const badCondition = twoStepXml('BadCond').replace('${pass}', '${pass >}');
    const c = await deployUpload(s.app, await login(s.app, { tenantId: BRAND }), [{ name: 'c.bpmn', text: badCondition }], { category: 'general' });
    expect(c.body.msg).toMatch(/^连线 ok 的条件「\$\{pass >\}」无法识别/);
  });
});

describe('deploy-upload', () => {
  it('deploys every file or none, with category and tenant', async () => {
    const token = await login(s.app, { tenantId: BRAND });
    const good = { name: 'two-step.bpmn20.xml', text: twoStepXml() };
    const partly = await deployUpload(s.app, token, [good, { name: 'bad.bpmn', text: 'nope' }], { category: 'leave' });
    expect(partly.status).toBe(400);
    expect(partly.body.msg).toMatch(/^bad\.bpmn：流程图不是有效的 BPMN 2.0 文件/);
    expect((await p.admin.get(`${FLOW}/manager/list`, { processKey: 'TwoStep' })).body.data.total).toBe(0);
    const noCategory = await deployUpload(s.app, token, [good], {});
    expect(noCategory.body.msg).toBe('请选择流程分类');
    const wrongType = await deployUpload(s.app, token, [{ name: 'x.exe', text: 'MZ' }], { category: 'leave' });
    expect(wrongType.body.msg).toBe('x.exe 不是流程文件，只接受 .bpmn、.bpmn20.xml 或 .xml');
    const ok = await deployUpload(s.app, token, [good], { category: 'leave', tenantIds: BRAND });
    expect(ok.body.success).toBe(true);
    const row = (await p.admin.get(`${FLOW}/manager/list`, { processKey: 'TwoStep' })).body.data.records[0];
    expect(row).toMatchObject({ name: '两级审批', category: 'leave', version: 1, suspensionState: 1, resourceName: 'two-step.bpmn20.xml' });
    const xml = await p.admin.get(`${FLOW}/process/resource-view`, { processDefinitionId: row.id });
    expect(xml.body).toContain('<bpmn:process id="TwoStep"');
    expect((await p.platform.get(`${FLOW}/process/resource-view`, { processDefinitionId: row.id })).status).toBe(200);
    expect((await p.wangfang.get(`${FLOW}/process/resource-view`, { processDefinitionId: '999999' })).status).toBe(404);
  });

  it('a malformed multipart body is a 400 naming the field, never a 500', async () => {
    const token = await login(s.app, { tenantId: BRAND });
    for (const [contentType, payload] of [
      ['multipart/form-data', 'no boundary'],
      ['multipart/form-data; boundary=XYZ', '--XYZ\r\nContent-Disposition: form-data; name="files"; filename="a.bpmn"\r\n\r\ncut short'],
    ]) {
      const r = await s.app.inject({
        method: 'POST',
        url: `${FLOW}/manager/deploy-upload`,
        headers: { 'blade-auth': `bearer ${token}`, 'content-type': contentType },
        payload,
      });
      expect(r.statusCode, contentType).toBe(400);
      expect(r.json().msg).toBe('请选择要部署的流程文件（.bpmn）');
    }
  });

  it('needs the upload permission', async () => {
    const r = await deployUpload(s.app, await login(s.app, { tenantId: BRAND, username: 'wangfang' }), [{ name: 'a.bpmn', text: twoStepXml() }], { category: 'leave' });
    expect(r.status).toBe(403);
  });
});

describe('suspend and activate (change-state)', () => {
  it('refuses new starts while suspended, keeps running instances, logs each change', async () => {
    const id = await definitionId(p.wangfang, 'TwoStep');
    const running = await startLeave(p.wangfang, { processDefinitionId: id, taskUser: zhangwei });
    expect(running.body.success).toBe(true);
    const suspend = await p.admin.post(`${FLOW}/manager/change-state`, undefined, { processId: id, state: 'suspend' });
    expect(suspend.body.success).toBe(true);
    const refused = await startLeave(p.wangfang, { processDefinitionId: id, taskUser: zhangwei });
    expect([refused.status, refused.body.msg]).toEqual([400, '流程「两级审批」已挂起，不能发起']);
    expect((await p.wangfang.get(`${FLOW}/work/start-list`, { size: 100 })).body.data.records.map((d: { key: string }) => d.key)).not.toContain('TwoStep');
    const twice = await p.admin.post(`${FLOW}/manager/change-state`, undefined, { processId: id, state: 'suspend' });
    expect(twice.status).toBe(400);
    const bad = await p.admin.post(`${FLOW}/manager/change-state`, undefined, { processId: id, state: 'sleep' });
    expect(bad.body.msg).toBe('state 须为 active（激活）或 suspend（挂起）');
    // The generic transition path the console uses, too.
    expect((await p.admin.post(`${FLOW}/manager/change-state`, undefined, { id, suspensionState: 1 })).body.success).toBe(true);
    expect((await startLeave(p.wangfang, { processDefinitionId: id, taskUser: zhangwei })).body.success).toBe(true);
    const log = await p.admin.get(`${FLOW}/manager/state-history`, { id });
    expect(log.body.data.map((h: { transition: string }) => h.transition)).toEqual(['suspend', 'activate']);
    expect((await p.wangfang.post(`${FLOW}/manager/change-state`, undefined, { processId: id, state: 'suspend' })).status).toBe(403);
  });
});

describe('remove-deployment', () => {
  it('is refused while an instance runs, then soft-deletes the definition', async () => {
    const row = (await p.admin.get(`${FLOW}/manager/list`, { processKey: 'TwoStep' })).body.data.records[0];
    const refused = await p.admin.post(`${FLOW}/manager/remove-deployment`, undefined, { deploymentIds: row.deploymentId });
    expect(refused.body.msg).toBe('「两级审批」还有 2 个运行中的流程实例，不能删除（可先终止或挂起）');
    const purchase = (await p.admin.get(`${FLOW}/manager/list`, { processKey: 'Purchase' })).body.data.records[0];
    const removed = await p.admin.post(`${FLOW}/manager/remove-deployment`, undefined, { deploymentIds: purchase.deploymentId });
    expect(removed.body.success).toBe(true);
    expect((await p.admin.get(`${FLOW}/manager/list`, { processKey: 'Purchase' })).body.data.total).toBe(2);
    expect((await p.admin.post(`${FLOW}/manager/remove-deployment`)).body.msg).toBe('请选择要删除的部署');
    const foreign = (await p.platform.get(`${FLOW}/manager/list`, { processKey: 'Leave', tenantId: '000000' })).body.data.records[0];
    expect((await p.admin.post(`${FLOW}/manager/remove-deployment`, undefined, { deploymentIds: foreign.deploymentId })).status).toBe(404);
  });
});
