import { defineEntity, required } from '../../engine/schema';
import {
  createTimeColumn,
  deviceColumns,
  memberColumns,
  moneyColumn,
  server,
  siteColumns,
  storeColumns,
} from './_columns';

/**
 * Book orders (share-biz/bookorder): a member reserves a car in a cabinet slot for a time window, paying a
 * booking fee. A booking is `booked`, then `used` (the rental started in the window), `expired` (the
 * window passed), or `cancelled` by an operator with a reason — then its fee goes back to the member
 * through the payment channel and the partner is told (plugins/rentals: effect `bookCancelled`, an outbox
 * job, so both happen once and only if the cancellation commits).
 */
export default defineEntity({
  name: 'rentals.bookOrder',
  title: { zh: '预约订单', en: 'Bookings' },
  route: '/rental/bookorder',
  menu: { parent: 'rental', sort: 7, icon: 'book' },
  readOnly: true,
  systemMade: {
    reason: {
      zh: '预约订单由会员在小程序预约生成，不能手工新增、修改或删除',
      en: 'Bookings are made by members in the mini-program and cannot be added, changed or removed by hand',
    },
    instead: { zh: '请在预约行上用取消等操作', en: "Use the booking's row actions such as cancel" },
  },
  permission: 'bookorder',
  api: { service: 'share-biz', entity: 'bookorder' },
  storage: {
    table: 'biz_book_order',
    tenant: true,
    indexes: [
      ['tenantId', 'bookStart'],
      ['tenantId', 'bookStatus'],
    ],
  },
  table: { index: true, viewButton: true, defaultSort: { prop: 'bookStart', order: 'desc' } },
  columns: [
    {
      prop: 'bookNo',
      label: { zh: '预约单号', en: 'Booking number' },
      maxLength: 32,
      search: { mode: 'exact' },
      table: { width: 190 },
      ...server,
    },
    ...memberColumns,
    ...storeColumns,
    ...siteColumns,
    ...deviceColumns,
    {
      prop: 'bookStart',
      label: { zh: '预约开始', en: 'From' },
      type: 'datetime',
      search: { mode: 'range' },
      table: { width: 170, sortable: true },
      ...server,
    },
    { prop: 'bookEnd', label: { zh: '预约结束', en: 'Until' }, type: 'datetime', table: { width: 170 }, ...server },
    moneyColumn('bookAmount', '预约费', 'Fee'),
    moneyColumn('refundedAmount', '已退金额', 'Refunded'),
    {
      prop: 'bookStatus',
      label: { zh: '预约状态', en: 'Status' },
      type: 'select',
      dict: 'book_status',
      db: { type: 'int' },
      default: 0,
      search: { mode: 'exact' },
      table: { width: 100 },
      ...server,
    },
    {
      prop: 'cancelReason',
      label: { zh: '取消原因', en: 'Cancel reason' },
      maxLength: 200,
      table: { hide: true },
      ...server,
    },
    createTimeColumn('下单时间', 'Booked at'),
  ],
  summary: { sums: ['bookAmount', 'refundedAmount'] },
  stateMachine: {
    field: 'bookStatus',
    transitions: [
      {
        key: 'cancel',
        label: { zh: '取消预约', en: 'Cancel' },
        from: [0],
        to: 2,
        danger: true,
        effect: 'rentals.bookCancelled',
        inputs: [
          {
            prop: 'cancelReason',
            label: { zh: '取消原因', en: 'Reason' },
            type: 'textarea',
            maxLength: 200,
            form: { span: 24 },
            rules: [required('请输入取消原因', 'Please enter the reason')],
          },
        ],
        copy: ['cancelReason'],
        confirm: {
          zh: '取消后预约费原路退回会员。确定取消预约？',
          en: 'The booking fee goes back to the member. Cancel the booking?',
        },
        success: { zh: '预约已取消', en: 'Booking cancelled' },
      },
    ],
  },
});
