/**
 * The designer's parts without a browser canvas: the properties panel writes a user task's assignment in
 * Flowable's attributes (and removes an emptied one), a flow's condition as a formal expression; the
 * palette keeps to what the engine runs; the editor's texts follow the language; a drawing is summed up
 * for the model's form.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '../../../../engine/i18n';
import { flowTools, translateModule } from './bpmn-tools';
import { summarize } from './bpmn-value';
import { PropertiesPanel, type ModelerLike } from './PropertiesPanel';
import { DESIGN_NS } from './locale';

vi.mock('./calls', () => ({
  roleOptions: async () => [
    { id: '7', roleName: '人事专员', roleAlias: 'hr' },
    { id: '8', roleName: '部门经理', roleAlias: 'manager' },
  ],
  searchUsers: async () => [{ id: '42', realName: '张伟', account: 'zhangwei' }],
}));

/** A bpmn-js element whose business object reads and writes plain attributes, as moddle's get() does. */
function element(type: string, attrs: Record<string, unknown> = {}) {
  const bo: Record<string, unknown> = { $type: type, id: 'Task_1', name: '经理审批', ...attrs };
  bo.get = (key: string) => bo[key];
  return { id: bo.id, businessObject: bo };
}

function fakeModeler(selected: ReturnType<typeof element>) {
  const listeners = new Map<string, Array<(e: unknown) => void>>();
  const updateProperties = vi.fn((el: { businessObject: Record<string, unknown> }, props: Record<string, unknown>) => {
    Object.assign(el.businessObject, props);
    listeners.get('elements.changed')?.forEach((fn) => fn({}));
  });
  const create = vi.fn((type: string, props: Record<string, unknown>) => ({ $type: type, ...props }));
  const services: Record<string, unknown> = {
    canvas: { getRootElement: () => selected },
    elementRegistry: { get: (id: string) => ({ id, businessObject: { id } }) },
    modeling: { updateProperties, updateLabel: vi.fn() },
    moddle: { create },
  };
  const modeler: ModelerLike = {
    get: (name) => services[name],
    on: (event, fn) => listeners.set(event, [...(listeners.get(event) ?? []), fn]),
    off: (event, fn) => listeners.set(event, (listeners.get(event) ?? []).filter((f) => f !== fn)),
  };
  return { modeler, updateProperties, create };
}

describe('the properties panel', () => {
  it("writes a user task's assignee and candidate roles as Flowable attributes", async () => {
    const task = element('bpmn:UserTask');
    const { modeler, updateProperties } = fakeModeler(task);
    render(<PropertiesPanel modeler={modeler} />);
    expect(screen.getByText('请指定处理人或候选人，否则不能部署')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: '处理人' }), { target: { value: '${taskUser}' } });
    expect(updateProperties).toHaveBeenLastCalledWith(task, { 'flowable:assignee': '${taskUser}' });
    await waitFor(() => expect(screen.queryByText('请指定处理人或候选人，否则不能部署')).toBeNull());

    // Emptied, the attribute is removed rather than written as "".
    fireEvent.change(screen.getByRole('combobox', { name: '处理人' }), { target: { value: '  ' } });
    expect(updateProperties).toHaveBeenLastCalledWith(task, { 'flowable:assignee': undefined });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '候选角色' }));
    fireEvent.click(await screen.findByText('人事专员 (hr)'));
    expect(updateProperties).toHaveBeenLastCalledWith(task, { 'flowable:candidateGroups': 'hr' });
    expect(task.businessObject['flowable:candidateGroups']).toBe('hr');
  });

  it("writes a flow's condition as a formal expression, and clears it", () => {
    const gateway = { $type: 'bpmn:ExclusiveGateway', id: 'gw' };
    const flow = element('bpmn:SequenceFlow', { id: 'toHr', sourceRef: gateway });
    const { modeler, updateProperties, create } = fakeModeler(flow);
    render(<PropertiesPanel modeler={modeler} />);
    expect(screen.getByText(/排他网关的每条出口都要有条件/)).toBeTruthy();

    fireEvent.click(screen.getByText('驳回'));
    expect(create).toHaveBeenLastCalledWith('bpmn:FormalExpression', { body: '${!pass}' });
    expect(updateProperties).toHaveBeenLastCalledWith(flow, { conditionExpression: { $type: 'bpmn:FormalExpression', body: '${!pass}' } });

    fireEvent.change(screen.getByRole('textbox', { name: '流转条件' }), { target: { value: '' } });
    expect(updateProperties).toHaveBeenLastCalledWith(flow, { conditionExpression: undefined });

    // Or it is the gateway's default flow: written on the gateway.
    fireEvent.click(screen.getByRole('checkbox', { name: /默认流/ }));
    expect(updateProperties).toHaveBeenLastCalledWith({ id: 'gw', businessObject: expect.objectContaining({ id: 'gw' }) }, { default: flow.businessObject });
  });
});

describe('the editor', () => {
  it('offers only what the engine runs, with user tasks and parallel gateways added', () => {
    const providers: Array<{ getPaletteEntries: () => (e: Record<string, unknown>) => Record<string, unknown> }> = [];
    const [, Palette] = flowTools.flowPalette as [string, new (...args: unknown[]) => unknown];
    new Palette({ registerProvider: (_: number, p: (typeof providers)[number]) => providers.push(p) }, {}, {}, (s: string) => s);
    const entries = providers[0].getPaletteEntries()({
      'hand-tool': {},
      'create.task': {},
      'create.subprocess-expanded': {},
      'create.participant-expanded': {},
      'create.data-store': {},
      'create.exclusive-gateway': {},
    });
    expect(Object.keys(entries).sort()).toEqual(['create.exclusive-gateway', 'create.parallel-gateway', 'create.user-task', 'hand-tool']);
  });

  it("speaks the console's language, read when a text is drawn", () => {
    let lang: 'zh' | 'en' = 'zh';
    const [, translate] = translateModule(() => lang).translate as [string, (t: string, r?: Record<string, string>) => string];
    expect(translate('Append user task')).toBe('追加用户任务');
    lang = 'en';
    expect(translate('Append user task')).toBe('Append user task');
    expect(translate('Remove {element}', { element: 'x' })).toBe('Remove x');
  });

  it("sums up a drawing for the model's form", () => {
    const t = (key: string, o?: Record<string, unknown>) => i18n.t(key, { ns: DESIGN_NS, lng: 'en', ...o });
    const xml =
      '<bpmn:process id="P"><bpmn:userTask id="a"/><bpmn:userTask id="b"></bpmn:userTask><bpmn:exclusiveGateway id="g"/>' +
      '<bpmn:sequenceFlow id="f1"/><bpmn:sequenceFlow id="f2"/><bpmn:sequenceFlow id="f3"/></bpmn:process>';
    expect(summarize(xml, t)).toBe('2 user task(s) · 1 gateway(s) · 3 flow(s).');
    expect(summarize('', t)).toMatch(/^New model/);
  });
});
