import { defineEntity, required } from '../../engine/schema';

const readOnly = { form: false } as const;

/**
 * Process instances (spec §1 "workflow"; BladeX blade-flow `follow`, 流程跟踪): every request started from
 * a deployed definition, written by the workflow plugin's engine only — who started it, the business row
 * it belongs to (e.g. a leave request: businessTable `blade_process_leave`, businessId), the steps it waits
 * in now (currentStep) and its state flowStatus (dict `flow_instance_status`: 1 in progress, 2 finished,
 * 3 terminated). The engine's own state is kept beside the row by the plugin.
 *
 * 终止 is a state machine transition (1 → 3) at BladeX's path `POST blade-flow/follow/delete-process-instance`
 * (`?id=` or its own `processInstanceId`, with the reason `deleteReason`): its effect
 * `workflow.closeInstance` cancels the open tasks and records the end in the history. Row action 流程历史
 * shows the history drawn on the diagram and as a timeline.
 */
export default defineEntity({
  name: 'flow.instance',
  title: { zh: '流程跟踪', en: 'Process instances' },
  route: '/flow/follow',
  menu: { parent: 'flow', sort: 4, icon: 'log' },
  permission: 'flow_follow',
  api: { service: 'blade-flow', entity: 'follow' },
  storage: {
    table: 'blade_flow_instance',
    tenant: true,
    audit: true,
    indexes: [['tenantId', 'flowStatus'], ['businessTable', 'businessId']],
  },
  readOnly: true,
  table: { index: true, viewButton: true, defaultSort: { prop: 'startTime', order: 'desc' } },
  columns: [
    { prop: 'processName', label: { zh: '流程名称', en: 'Process' }, search: true, maxLength: 64, ...readOnly },
    {
      prop: 'processKey',
      label: { zh: '流程标识', en: 'Process key' },
      search: { mode: 'exact' },
      maxLength: 64,
      table: { hide: true },
      ...readOnly,
    },
    {
      prop: 'category',
      label: { zh: '流程分类', en: 'Category' },
      type: 'select',
      dict: 'flow_category',
      search: { mode: 'exact' },
      maxLength: 32,
      ...readOnly,
    },
    {
      prop: 'processDefinitionId',
      label: { zh: '流程定义ID', en: 'Definition ID' },
      type: 'number',
      db: { type: 'bigint' },
      table: { hide: true },
      ...readOnly,
      view: false,
    },
    {
      prop: 'businessTable',
      label: { zh: '业务表', en: 'Business table' },
      maxLength: 64,
      table: { hide: true },
      ...readOnly,
    },
    {
      prop: 'businessId',
      label: { zh: '业务ID', en: 'Business ID' },
      type: 'number',
      db: { type: 'bigint' },
      table: { hide: true },
      ...readOnly,
      view: false,
    },
    {
      prop: 'startUser',
      label: { zh: '发起人ID', en: 'Starter ID' },
      type: 'number',
      db: { type: 'bigint' },
      search: { mode: 'exact' },
      table: { hide: true },
      ...readOnly,
    },
    {
      prop: 'startUserName',
      label: { zh: '发起人', en: 'Started by' },
      search: true,
      maxLength: 64,
      table: { width: 100 },
      ...readOnly,
    },
    { prop: 'currentStep', label: { zh: '当前环节', en: 'Current step' }, maxLength: 255, ...readOnly },
    {
      prop: 'flowStatus',
      label: { zh: '实例状态', en: 'State' },
      type: 'select',
      dict: 'flow_instance_status',
      db: { type: 'int' },
      default: 1,
      search: { mode: 'exact' },
      table: { width: 90 },
      ...readOnly,
    },
    {
      prop: 'outcome',
      label: { zh: '结果', en: 'Outcome' },
      maxLength: 64,
      table: { width: 90 },
      ...readOnly,
    },
    {
      prop: 'startTime',
      label: { zh: '发起时间', en: 'Started at' },
      type: 'datetime',
      search: { mode: 'range' },
      table: { width: 170, sortable: true },
      ...readOnly,
    },
    {
      prop: 'endTime',
      label: { zh: '结束时间', en: 'Ended at' },
      type: 'datetime',
      table: { width: 170 },
      ...readOnly,
    },
    {
      prop: 'deleteReason',
      label: { zh: '终止原因', en: 'Termination reason' },
      maxLength: 255,
      table: { hide: true },
      ...readOnly,
    },
  ],
  stateMachine: {
    field: 'flowStatus',
    transitions: [
      {
        key: 'terminate',
        label: { zh: '终止', en: 'Terminate' },
        from: [1],
        to: 3,
        endpoint: 'delete-process-instance',
        params: 'id',
        danger: true,
        inputs: [
          {
            prop: 'deleteReason',
            label: { zh: '终止原因', en: 'Reason' },
            type: 'textarea',
            maxLength: 255,
            form: { span: 24 },
            rules: [required('请输入终止原因', 'Please enter the reason')],
          },
        ],
        copy: ['deleteReason'],
        effect: 'workflow.closeInstance',
        success: { zh: '已终止', en: 'Terminated' },
      },
    ],
  },
  actions: [
    {
      key: 'history',
      label: { zh: '流程历史', en: 'History' },
      scope: 'row',
      plugin: 'workflow',
      permission: 'flow_follow_view',
      icon: 'history',
    },
  ],
});
