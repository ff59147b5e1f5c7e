import { defineEntity, required } from '../../engine/schema';
import { createTimeColumn, moneyColumn, server } from './_columns';

/**
 * Members (toycar-member-user/member): the parents who rent cars through the mini-program. Registered by
 * the mini-program (here: the demo data); operators may freeze a member (no new rentals) and unfreeze one.
 * `rentCount` (rentals started) and `totalPaid` (collected from the member) are kept on the row by the
 * server with each rental and each payment (plugins/rentals), so the list sorts and totals them; a test
 * checks they equal the sums of the member's rentals and payments.
 */
export default defineEntity({
  name: 'rentals.member',
  title: { zh: '会员管理', en: 'Members' },
  route: '/rental/member',
  menu: { parent: 'rental', sort: 8, icon: 'user' },
  readOnly: true,
  systemMade: {
    reason: {
      zh: '会员由小程序注册生成，不能手工新增或删除；租赁次数、实付和状态由系统维护',
      en: 'Members register through the mini-program and cannot be added or removed by hand; rentals, paid totals and status are kept by the system',
    },
    instead: {
      zh: '昵称、手机号、城市可手工修改；冻结或解冻请用行上的操作',
      en: 'Nickname, phone and city may be edited; freeze or unfreeze with the row actions',
    },
    edit: true,
  },
  permission: 'member',
  api: { service: 'toycar-member-user', entity: 'member' },
  storage: { table: 'tc_member', tenant: true, indexes: [['tenantId', 'createTime'], ['phone']] },
  table: { index: true, viewButton: true, defaultSort: { prop: 'createTime', order: 'desc' } },
  columns: [
    { prop: 'nickName', label: { zh: '昵称', en: 'Nickname' }, maxLength: 64, search: true, table: { width: 120 } },
    {
      prop: 'phone',
      label: { zh: '手机号', en: 'Phone' },
      maxLength: 20,
      mask: 'phone',
      search: true,
      table: { width: 130 },
    },
    { prop: 'openId', label: { zh: 'OpenID', en: 'OpenID' }, maxLength: 64, table: { hide: true }, ...server },
    { prop: 'city', label: { zh: '城市', en: 'City' }, maxLength: 32, search: true, table: { width: 90 } },
    {
      prop: 'rentCount',
      label: { zh: '租赁次数', en: 'Rentals' },
      type: 'number',
      table: { width: 90, align: 'right' },
      ...server,
    },
    moneyColumn('totalPaid', '累计实付', 'Paid in total'),
    {
      prop: 'memberStatus',
      label: { zh: '状态', en: 'Status' },
      type: 'select',
      dict: 'member_status',
      db: { type: 'int' },
      default: 1,
      search: { mode: 'exact' },
      table: { width: 90 },
      ...server,
    },
    {
      prop: 'freezeReason',
      label: { zh: '冻结原因', en: 'Freeze reason' },
      maxLength: 200,
      table: { hide: true },
      ...server,
    },
    createTimeColumn('注册时间', 'Registered'),
  ],
  stateMachine: {
    field: 'memberStatus',
    transitions: [
      {
        key: 'freeze',
        label: { zh: '冻结', en: 'Freeze' },
        from: [1],
        to: 0,
        danger: true,
        inputs: [
          {
            prop: 'freezeReason',
            label: { zh: '冻结原因', en: 'Reason' },
            type: 'textarea',
            maxLength: 200,
            form: { span: 24 },
            rules: [required('请输入冻结原因', 'Please enter the reason')],
          },
        ],
        copy: ['freezeReason'],
        success: { zh: '会员已冻结', en: 'Member frozen' },
      },
      {
        key: 'unfreeze',
        label: { zh: '解冻', en: 'Unfreeze' },
        from: [0],
        to: 1,
        success: { zh: '会员已解冻', en: 'Member unfrozen' },
      },
    ],
  },
});
