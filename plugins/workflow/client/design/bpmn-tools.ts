/**
 * What the designer adds to bpmn-js, kept to what the server's engine runs (plugins/workflow/server
 * bpmn.ts): a palette of start / end events, user tasks and exclusive / parallel gateways only (no
 * sub-processes, pools, data objects or intermediate events, which a deploy would refuse); "append user
 * task" and "append parallel gateway" in the context pad; and the editor's texts in Chinese. Part of the
 * designer's lazy chunk, with bpmn-js itself.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- bpmn-js services are untyped injector modules */

type Entries = Record<string, any>;

/** Palette and context-pad entries the engine cannot run, hidden. */
const UNSUPPORTED = [
  'create.intermediate-event',
  'create.data-object',
  'create.data-store',
  'create.subprocess-expanded',
  'create.participant-expanded',
  'append.receive-task',
  'append.message-intermediate-event',
  'append.timer-intermediate-event',
  'append.condition-intermediate-event',
  'append.signal-intermediate-event',
  'append.compensation-activity',
  'append.intermediate-event',
];

function FlowPalette(this: any, palette: any, create: any, elementFactory: any, translate: any) {
  const action = (type: string, group: string, className: string, title: string) => {
    const start = (event: Event) => create.start(event, elementFactory.createShape({ type }));
    return { group, className, title: translate(title), action: { dragstart: start, click: start } };
  };
  this.getPaletteEntries = () => (entries: Entries) => {
    for (const key of UNSUPPORTED) delete entries[key];
    delete entries['create.task'];
    return {
      ...entries,
      'create.user-task': action('bpmn:UserTask', 'activity', 'bpmn-icon-user-task', 'Create user task'),
      'create.parallel-gateway': action('bpmn:ParallelGateway', 'gateway', 'bpmn-icon-gateway-parallel', 'Create parallel gateway'),
    };
  };
  palette.registerProvider(500, this);
}
FlowPalette.$inject = ['palette', 'create', 'elementFactory', 'translate'];

function FlowContextPad(this: any, contextPad: any, autoPlace: any, create: any, elementFactory: any, translate: any) {
  const append = (type: string, className: string, title: string) => ({
    group: 'model',
    className,
    title: translate(title),
    action: {
      click: (_: Event, element: any) => autoPlace.append(element, elementFactory.createShape({ type })),
      dragstart: (event: Event, element: any) => create.start(event, elementFactory.createShape({ type }), { source: element }),
    },
  });
  this.getContextPadEntries = () => (entries: Entries) => {
    if (!entries['append.append-task']) return entries;
    for (const key of UNSUPPORTED) delete entries[key];
    delete entries['append.append-task'];
    return {
      ...entries,
      'append.user-task': append('bpmn:UserTask', 'bpmn-icon-user-task', 'Append user task'),
      'append.parallel-gateway': append('bpmn:ParallelGateway', 'bpmn-icon-gateway-parallel', 'Append parallel gateway'),
    };
  };
  contextPad.registerProvider(500, this);
}
FlowContextPad.$inject = ['contextPad', 'autoPlace', 'create', 'elementFactory', 'translate'];

export const flowTools = {
  __init__: ['flowPalette', 'flowContextPad'],
  flowPalette: ['type', FlowPalette],
  flowContextPad: ['type', FlowContextPad],
};

const ZH: Record<string, string> = {
  'Activate hand tool': '手型工具（拖动画布）',
  'Activate lasso tool': '套索工具（框选）',
  'Activate create/remove space tool': '空间工具（插入或移除空白）',
  'Activate global connect tool': '连线工具',
  'Create start event': '开始事件',
  'Create end event': '结束事件',
  'Create gateway': '排他网关',
  'Create parallel gateway': '并行网关',
  'Create user task': '用户任务',
  'Create group': '分组',
  'Append end event': '追加结束事件',
  'Append gateway': '追加排他网关',
  'Append parallel gateway': '追加并行网关',
  'Append user task': '追加用户任务',
  'Add text annotation': '添加注释',
  'Change element': '更改类型',
  'Connect to other element': '连线到其他元素',
  'Connect using association': '用关联连线',
  Delete: '删除',
  'Search in diagram': '在流程图中搜索',
  'Exclusive gateway': '排他网关',
  'Parallel gateway': '并行网关',
  'User task': '用户任务',
  Task: '任务',
  'Manual task': '人工任务',
  'Start event': '开始事件',
  'End event': '结束事件',
  'Sequence flow': '顺序流',
  'Default flow': '默认流',
  'Conditional flow': '条件流',
};

/** bpmn-js's translate service, in the console's language (read when a text is drawn). */
export function translateModule(lang: () => 'zh' | 'en') {
  const translate = (template: string, replacements: Record<string, string> = {}) =>
    (lang() === 'zh' ? (ZH[template] ?? template) : template).replace(/{([^}]+)}/g, (_, k: string) => replacements[k] ?? `{${k}}`);
  return { translate: ['value', translate] };
}
