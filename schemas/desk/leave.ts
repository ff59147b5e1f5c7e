import { defineEntity } from '../../engine/schema';

const readOnly = { form: false } as const;

/**
 * Leave requests (spec §2 leave routes, §7 "POST blade-desk leave start-process; GET leave detail";
 * BladeX blade-desk blade_process_leave): the business rows of the leave process. Written only by
 * `POST blade-desk/process/leave/start-process` (plugins/workflow), which starts the request's process
 * instance in the same transaction; `GET blade-desk/process/leave/detail?businessId=` answers the row with
 * its flow — to the applicant, whoever handles or handled one of its tasks, and holders of leave_view.
 *
 * Fields: the definition and instance it runs in, startTime / endTime, reason, taskUser (the approver the
 * applicant chose; the process assigns a step to `${taskUser}`), its name, applyTime, and flowStatus /
 * outcome mirrored from the instance (dict `flow_instance_status`; 已批准 / 已驳回 …, the end reached).
 */
export default defineEntity({
  name: 'desk.leave',
  title: { zh: '请假记录', en: 'Leave requests' },
  route: '/work/leave',
  menu: { parent: 'work', sort: 6, icon: 'log' },
  permission: 'leave',
  api: { service: 'blade-desk', entity: 'process/leave' },
  storage: { table: 'blade_process_leave', tenant: true, audit: true, indexes: [['tenantId', 'processInstanceId']] },
  readOnly: true,
  table: { index: true, viewButton: true, defaultSort: { prop: 'applyTime', order: 'desc' } },
  columns: [
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
      prop: 'processInstanceId',
      label: { zh: '流程实例ID', en: 'Instance ID' },
      type: 'number',
      db: { type: 'bigint' },
      table: { hide: true },
      ...readOnly,
      view: false,
    },
    { prop: 'applicantName', label: { zh: '申请人', en: 'Applicant' }, search: true, maxLength: 64, ...readOnly },
    {
      prop: 'startTime',
      label: { zh: '开始时间', en: 'From' },
      type: 'datetime',
      search: { mode: 'range' },
      table: { width: 170 },
      ...readOnly,
    },
    { prop: 'endTime', label: { zh: '结束时间', en: 'To' }, type: 'datetime', table: { width: 170 }, ...readOnly },
    {
      prop: 'reason',
      label: { zh: '请假理由', en: 'Reason' },
      type: 'textarea',
      maxLength: 255,
      table: { ellipsis: true },
      ...readOnly,
    },
    {
      prop: 'taskUser',
      label: { zh: '审批人ID', en: 'Approver ID' },
      type: 'number',
      db: { type: 'bigint' },
      table: { hide: true },
      ...readOnly,
    },
    { prop: 'taskUserName', label: { zh: '审批人', en: 'Approver' }, maxLength: 64, table: { width: 100 }, ...readOnly },
    {
      prop: 'flowStatus',
      label: { zh: '审批状态', en: 'State' },
      type: 'select',
      dict: 'flow_instance_status',
      db: { type: 'int' },
      default: 1,
      search: { mode: 'exact' },
      table: { width: 90 },
      ...readOnly,
    },
    { prop: 'outcome', label: { zh: '结果', en: 'Outcome' }, maxLength: 64, table: { width: 90 }, ...readOnly },
    {
      prop: 'applyTime',
      label: { zh: '申请时间', en: 'Applied at' },
      type: 'datetime',
      table: { width: 170, sortable: true },
      ...readOnly,
    },
  ],
  actions: [
    {
      key: 'leaveDetail',
      label: { zh: '详情', en: 'Details' },
      scope: 'row',
      plugin: 'workflow',
      permission: 'leave_view',
      icon: 'eye',
    },
  ],
});
