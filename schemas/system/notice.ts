import { defineEntity, required } from '../../engine/schema';

/**
 * Notices (spec §7 "Notice"; BladeX blade-desk blade_notice): announcements of a tenant.
 * Fields: title, category (dict `notice`: 1 release, 2 bulletin, 3 announcement, 4 conference, 5 other),
 * releaseTime (a date), content (long text), publishStatus (dict `notice_status`).
 *
 * Publishing is a state machine: a notice starts as a draft (0), is published (1) — only with content
 * (guard `desk.noticeComplete`), its release date becoming the day it is published (effect
 * `desk.stampRelease`) — and may be withdrawn (2) with a reason, then published again. Each change is a
 * row button (publish also above the table for the selected rows), `POST blade-desk/notice/publish?ids=`
 * and `POST blade-desk/notice/withdraw?ids=&reason=`, and a row of the change log (plugins/desk).
 */
export default defineEntity({
  name: 'desk.notice',
  title: { zh: '通知公告', en: 'Notices' },
  route: '/desk/notice',
  menu: { parent: 'desk', sort: 1, icon: 'notice' },
  permission: 'notice',
  api: { service: 'blade-desk', entity: 'notice' },
  storage: { table: 'blade_notice', tenant: true, audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true, defaultSort: { prop: 'releaseTime', order: 'desc' } },
  dialog: { width: 880 },
  columns: [
    {
      prop: 'title',
      label: { zh: '通知标题', en: 'Title' },
      search: true,
      maxLength: 255,
      rules: [required('请输入通知标题', 'Please enter the title')],
    },
    {
      prop: 'category',
      label: { zh: '通知类型', en: 'Category' },
      type: 'select',
      dict: 'notice',
      search: { mode: 'exact' },
      db: { type: 'int' },
      rules: [required('请选择通知类型', 'Please choose the category')],
    },
    {
      prop: 'releaseTime',
      label: { zh: '通知日期', en: 'Release date' },
      type: 'date',
      search: { mode: 'range' },
      rules: [required('请选择通知日期', 'Please choose the release date')],
    },
    {
      prop: 'publishStatus',
      label: { zh: '发布状态', en: 'Status' },
      type: 'select',
      dict: 'notice_status',
      db: { type: 'int' },
      default: 0,
      form: false,
      search: { mode: 'exact' },
      table: { width: 100 },
    },
    {
      prop: 'content',
      label: { zh: '通知内容', en: 'Content' },
      type: 'textarea',
      maxLength: 20000,
      form: { span: 24 },
      table: { hide: true },
    },
  ],
  stateMachine: {
    field: 'publishStatus',
    transitions: [
      {
        key: 'publish',
        label: { zh: '发布', en: 'Publish' },
        from: [0, 2],
        to: 1,
        batch: true,
        guard: 'desk.noticeComplete',
        effect: 'desk.stampRelease',
        confirm: {
          zh: '发布后本租户的用户都能看到通知，通知日期记为今天。确定发布？',
          en: "Once published, the tenant's users see the notice, dated today. Publish?",
        },
        success: { zh: '已发布', en: 'Published' },
      },
      {
        key: 'withdraw',
        label: { zh: '撤回', en: 'Withdraw' },
        from: [1],
        to: 2,
        danger: true,
        inputs: [
          {
            prop: 'reason',
            label: { zh: '撤回原因', en: 'Reason' },
            type: 'textarea',
            maxLength: 200,
            form: { span: 24 },
            rules: [required('请输入撤回原因', 'Please enter the reason')],
          },
        ],
        success: { zh: '已撤回', en: 'Withdrawn' },
      },
    ],
  },
});
