/**
 * The workflow plugin (spec §1 "workflow", §2 leave routes, §4, §7; BladeX's blade-flow and the leave
 * process of blade-desk): process models drawn in a BPMN 2.0 designer, deployments per tenant that can be
 * suspended, process instances run by a BPMN engine on the server, the user's task lists (to claim, to do,
 * sent, done), the history of an instance on its diagram, and the leave request's three pages.
 *
 * The models, the deployed definitions, the instances and the leave requests are schema screens
 * (schemas/flow, schemas/desk/leave.ts); the pages below are what a schema cannot say. The leave routes
 * carry the flow's ids, so they have no menu entry: any signed-in user may open them, the server checks
 * the task and the instance behind them.
 */
import { declarePlugin } from '../../engine/schema/define';

export default declarePlugin({
  name: 'workflow',
  title: { zh: '工作流', en: 'Workflow' },
  valueTypes: { bpmn: { db: 'text', wire: 'string' } },
  actions: ['design', 'deploy', 'removeDeployment', 'diagram', 'history', 'leaveDetail'],
  effects: ['closeInstance'],
  menus: [
    { code: 'work', title: { zh: '我的事务', en: 'My work' }, path: '/work', sort: 81, icon: 'file' },
    { code: 'flow', title: { zh: '流程管理', en: 'Processes' }, path: '/flow', sort: 86, icon: 'tree' },
  ],
  dicts: [
    {
      code: 'flow_category',
      title: { zh: '流程分类', en: 'Process category' },
      items: [
        { key: 'leave', label: { zh: '请假流程', en: 'Leave' }, remark: 'leave' },
        { key: 'expense', label: { zh: '报销流程', en: 'Expense claims' } },
        { key: 'general', label: { zh: '通用流程', en: 'General' } },
      ],
    },
    {
      code: 'flow_suspension',
      title: { zh: '流程状态', en: 'Definition state' },
      items: [
        { key: 1, label: { zh: '激活', en: 'Active' }, tone: 'success' },
        { key: 2, label: { zh: '挂起', en: 'Suspended' }, tone: 'warning' },
      ],
    },
    {
      code: 'flow_instance_status',
      title: { zh: '实例状态', en: 'Instance state' },
      items: [
        { key: 1, label: { zh: '审批中', en: 'In progress' }, tone: 'processing' },
        { key: 2, label: { zh: '已办结', en: 'Finished' }, tone: 'success' },
        { key: 3, label: { zh: '已终止', en: 'Terminated' }, tone: 'default' },
      ],
    },
  ],
  pages: [
    {
      key: 'designer',
      route: '/flow/model/design/:modelId',
      title: { zh: '流程设计', en: 'Process designer' },
      // Opened from the models' list (设计 on a row): whoever may open that list.
      within: 'flow.model',
    },
    {
      key: 'deploy',
      route: '/flow/deploy',
      title: { zh: '部署管理', en: 'Deployments' },
      menu: { parent: 'flow', sort: 2, icon: 'cloud' },
      buttons: [{ code: 'flow_deploy_upload', title: { zh: '上传部署', en: 'Upload and deploy' } }],
    },
    {
      key: 'start',
      route: '/work/start',
      title: { zh: '发起事务', en: 'Start a request' },
      menu: { parent: 'work', sort: 1, icon: 'file' },
      access: 'signed-in',
    },
    {
      key: 'claim',
      route: '/work/claim',
      title: { zh: '待签事务', en: 'To claim' },
      menu: { parent: 'work', sort: 2, icon: 'bell' },
      access: 'signed-in',
    },
    {
      key: 'todo',
      route: '/work/todo',
      title: { zh: '待办事务', en: 'To do' },
      menu: { parent: 'work', sort: 3, icon: 'notice' },
      access: 'signed-in',
    },
    {
      key: 'send',
      route: '/work/send',
      title: { zh: '已发事务', en: 'Sent' },
      menu: { parent: 'work', sort: 4, icon: 'message' },
      access: 'signed-in',
    },
    {
      key: 'done',
      route: '/work/done',
      title: { zh: '办结事务', en: 'Done' },
      menu: { parent: 'work', sort: 5, icon: 'book' },
      access: 'signed-in',
    },
    {
      key: 'leaveForm',
      route: '/work/process/leave/form/:processDefinitionId',
      title: { zh: '请假申请', en: 'Leave request' },
      access: 'signed-in',
    },
    {
      key: 'leaveHandle',
      route: '/work/process/leave/handle/:taskId/:processInstanceId/:businessId',
      title: { zh: '请假审批', en: 'Leave approval' },
      access: 'signed-in',
    },
    {
      key: 'leaveDetail',
      route: '/work/process/leave/detail/:processInstanceId/:businessId',
      title: { zh: '请假详情', en: 'Leave details' },
      access: 'signed-in',
    },
  ],
});

/**
 * The BPMN extension attributes a user task's assignment is written in — Flowable's namespace, so a .bpmn
 * file drawn for BladeX's Flowable engine deploys here unchanged. A moddle descriptor, read by the designer
 * (bpmn-js) and by the server's parser (bpmn-moddle) alike:
 * - `assignee`: one user id, or an expression over the start variables such as `${taskUser}`;
 * - `candidateUsers`: user ids, comma-separated;
 * - `candidateGroups`: roles (ids or aliases), comma-separated — their users may claim the task.
 */
export const FLOWABLE_MODDLE = {
  name: 'Flowable',
  uri: 'http://flowable.org/bpmn',
  prefix: 'flowable',
  xml: { tagAlias: 'lowerCase' },
  associations: [],
  types: [
    {
      name: 'Assignable',
      extends: ['bpmn:UserTask'],
      isAbstract: true,
      properties: [
        { name: 'assignee', isAttr: true, type: 'String' },
        { name: 'candidateUsers', isAttr: true, type: 'String' },
        { name: 'candidateGroups', isAttr: true, type: 'String' },
      ],
    },
  ],
};
