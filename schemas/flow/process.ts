import { defineEntity } from '../../engine/schema';

const readOnly = { form: false } as const;

/**
 * Deployed process definitions (spec §1 "workflow", §4 "change deployment state"; BladeX blade-flow
 * `manager`): what a model or an uploaded .bpmn file became once deployed to a tenant — one row per
 * tenant and deployment, the version counted per tenant and process key. Written by the server only
 * (`model/deploy`, `manager/deploy-upload`); the drawing itself is kept beside the row by the workflow
 * plugin and served by `process/resource-view?processDefinitionId=`.
 *
 * suspensionState (dict `flow_suspension`) is a state machine: 挂起 (1 → 2) stops new instances from
 * starting, 激活 (2 → 1) allows them again; running instances go on either way. Both share BladeX's path
 * `POST blade-flow/manager/change-state` (also with its own parameters `processId` and `state` =
 * active | suspend). Row actions of the workflow plugin: the diagram, and 删除 — BladeX's
 * `remove-deployment?deploymentIds=`, refused while an instance of the definition is running.
 */
export default defineEntity({
  name: 'flow.process',
  title: { zh: '流程管理', en: 'Deployed processes' },
  route: '/flow/manager',
  menu: { parent: 'flow', sort: 3, icon: 'tree' },
  permission: 'flow_manager',
  api: { service: 'blade-flow', entity: 'manager' },
  storage: {
    table: 'blade_flow_process',
    tenant: true,
    audit: true,
    softDelete: true,
    indexes: [['tenantId', 'processKey']],
  },
  readOnly: true,
  table: { index: true, viewButton: true, defaultSort: { prop: 'deployTime', order: 'desc' } },
  columns: [
    { prop: 'processKey', label: { zh: '流程标识', en: 'Process key' }, search: true, maxLength: 64, ...readOnly },
    { prop: 'name', label: { zh: '流程名称', en: 'Name' }, search: true, maxLength: 64, ...readOnly },
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
      prop: 'version',
      label: { zh: '版本', en: 'Version' },
      type: 'number',
      db: { type: 'int' },
      table: { width: 80 },
      ...readOnly,
    },
    {
      prop: 'suspensionState',
      label: { zh: '状态', en: 'State' },
      type: 'select',
      dict: 'flow_suspension',
      db: { type: 'int' },
      default: 1,
      search: { mode: 'exact' },
      table: { width: 90 },
      ...readOnly,
    },
    {
      prop: 'deploymentId',
      label: { zh: '部署ID', en: 'Deployment ID' },
      maxLength: 40,
      search: { mode: 'exact' },
      table: { hide: true },
      ...readOnly,
    },
    {
      prop: 'resourceName',
      label: { zh: '资源文件', en: 'Resource' },
      maxLength: 200,
      table: { hide: true },
      ...readOnly,
    },
    {
      prop: 'deployTime',
      label: { zh: '部署时间', en: 'Deployed at' },
      type: 'datetime',
      search: { mode: 'range' },
      table: { width: 170, sortable: true },
      ...readOnly,
    },
  ],
  stateMachine: {
    field: 'suspensionState',
    transitions: [
      {
        key: 'suspend',
        label: { zh: '挂起', en: 'Suspend' },
        from: [1],
        to: 2,
        endpoint: 'change-state',
        params: 'id',
        confirm: {
          zh: '挂起后不能再发起此流程，运行中的实例不受影响。确定挂起？',
          en: 'Once suspended, no new instance of this process can start; running ones go on. Suspend?',
        },
        success: { zh: '已挂起', en: 'Suspended' },
      },
      {
        key: 'activate',
        label: { zh: '激活', en: 'Activate' },
        from: [2],
        to: 1,
        endpoint: 'change-state',
        params: 'id',
        success: { zh: '已激活', en: 'Activated' },
      },
    ],
  },
  actions: [
    {
      key: 'diagram',
      label: { zh: '流程图', en: 'Diagram' },
      scope: 'row',
      plugin: 'workflow',
      permission: 'flow_manager_view',
      icon: 'eye',
    },
    {
      key: 'removeDeployment',
      label: { zh: '删除', en: 'Delete' },
      scope: 'row',
      plugin: 'workflow',
      endpoint: 'remove-deployment',
      method: 'POST',
      permission: 'flow_manager_remove',
      danger: true,
      icon: 'delete',
      confirm: {
        zh: '删除后此部署不能再发起，已办结实例的记录保留。确定删除？',
        en: 'Once deleted, this deployment cannot start again; finished instances keep their records. Delete?',
      },
      success: { zh: '删除成功', en: 'Deleted' },
    },
  ],
});
