import { defineEntity, keyColumn, required } from '../../engine/schema';
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
 * Rent records (share-biz/rentrecord, spec §7 "Rentals, orders, billing"): one row per rental — a member
 * takes a car out of a cabinet slot (`renting`), returns it (`returned`, priced by the charge rule), and the
 * rental is settled (`completed`) when its order is paid, or an operator force-ends it with a price
 * (`force_ended`). The money of the rental (price, paid, refunded) and its order's state (`payStatus`) are
 * kept on the row by the server in the same transaction as the order (plugins/rentals), so the list, its
 * totals and its export read one table.
 *
 * Operator actions: force end (a form: price and reason), sync the order with the payment channel,
 * modify the price of an unpaid rental, refund (on the order screen). Each writes a change record
 * (rentals.rentRecordChange). Export: `POST share-biz/rentrecord/pageList` with the filter in the body
 * answers the .xlsx of every matching row, streamed.
 */
export default defineEntity({
  name: 'rentals.rentRecord',
  title: { zh: '租赁记录', en: 'Rent records' },
  route: '/rental/rentrecord',
  menu: { parent: 'rental', sort: 1, icon: 'car' },
  readOnly: true,
  systemMade: {
    reason: {
      zh: '租赁记录由租车流程（扫码开仓、还车、结算）生成，不能手工新增、修改或删除',
      en: 'Rent records are written by the rental itself (scan to open, return, settle) and cannot be added, changed or removed by hand',
    },
    instead: {
      zh: '要改变一笔租赁，请在行上用强制结束、修改金额等操作',
      en: 'To change a rental use its row actions such as force end or modify amount',
    },
  },
  permission: 'rentrecord',
  api: { service: 'share-biz', entity: 'rentrecord' },
  storage: {
    table: 'biz_rent_record',
    tenant: true,
    // The platform administrator's lists span the tenants: newest first by start time alone.
    indexes: [
      ['startTime'],
      ['tenantId', 'startTime'],
      ['tenantId', 'storeId', 'startTime'],
      ['tenantId', 'status', 'startTime'],
      ['orderNumber'],
      ['memberPhone'],
    ],
  },
  table: {
    index: true,
    viewButton: true,
    // Force end and the change log are used most; modify amount and sync order wait in 更多.
    inlineOps: ['view', 'forceEnd', 'changes'],
    defaultSort: { prop: 'startTime', order: 'desc' },
  },
  excel: { export: { path: 'pageList', direct: true } },
  columns: [
    {
      prop: 'orderNumber',
      label: { zh: '订单编号', en: 'Order number' },
      maxLength: 32,
      search: { mode: 'exact', order: 1 },
      table: { key: true, width: 190, fixed: 'left' },
      ...server,
    },
    ...memberColumns,
    ...storeColumns,
    ...siteColumns,
    ...deviceColumns,
    {
      prop: 'startTime',
      label: { zh: '开始时间', en: 'Started' },
      type: 'datetime',
      search: { mode: 'range', order: 0 },
      table: { key: true, width: 170, sortable: true },
      ...server,
    },
    {
      prop: 'endTime',
      label: { zh: '结束时间', en: 'Ended' },
      type: 'datetime',
      table: { width: 170 },
      ...server,
    },
    {
      prop: 'duration',
      label: { zh: '时长(分钟)', en: 'Minutes' },
      type: 'number',
      table: { key: true, width: 90, align: 'right' },
      ...server,
    },
    {
      prop: 'chargeRuleName',
      label: { zh: '计费规则', en: 'Charge rule' },
      maxLength: 64,
      table: { hide: true },
      ...server,
    },
    {
      prop: 'payType',
      label: { zh: '支付方式', en: 'Payment' },
      type: 'select',
      dict: 'pay_type',
      db: { type: 'int' },
      search: { mode: 'exact' },
      table: { width: 110 },
      ...server,
    },
    keyColumn(moneyColumn('rentAmount', '订单金额', 'Amount')),
    moneyColumn('paidAmount', '实付金额', 'Paid'),
    moneyColumn('refundedAmount', '已退金额', 'Refunded'),
    {
      prop: 'payStatus',
      label: { zh: '订单状态', en: 'Order status' },
      type: 'select',
      dict: 'order_status',
      db: { type: 'int' },
      search: { mode: 'exact' },
      table: { width: 110 },
      ...server,
    },
    {
      prop: 'status',
      label: { zh: '租赁状态', en: 'Rental status' },
      type: 'select',
      dict: 'rent_status',
      db: { type: 'int' },
      default: 0,
      search: { mode: 'exact' },
      table: { key: true, width: 110 },
      ...server,
    },
    {
      prop: 'orderId',
      label: { zh: '订单ID', en: 'Order ID' },
      type: 'number',
      db: { type: 'bigint', index: true },
      table: { hide: true },
      ...server,
      view: false,
    },
    { prop: 'remark', label: { zh: '备注', en: 'Remark' }, maxLength: 255, table: { hide: true }, ...server },
    createTimeColumn('创建时间', 'Created', false),
  ],
  summary: { sums: ['rentAmount', 'paidAmount', 'refundedAmount'] },
  // Shown by the dashboard (plugins/rentals), not above the list: the list stays quick at a million rows.
  charts: [
    {
      key: 'perDay',
      title: { zh: '近30天租赁与收入', en: 'Rentals and revenue, last 30 days' },
      type: 'line',
      x: { prop: 'startTime', label: { zh: '日期', en: 'Day' } },
      measures: [
        { kind: 'count', label: { zh: '租赁笔数', en: 'Rentals' } },
        { kind: 'sum', prop: 'paidAmount', label: { zh: '实付金额', en: 'Paid' } },
      ],
      range: { days: 30 },
      show: 'none',
      height: 300,
    },
    {
      key: 'topStores',
      title: { zh: '门店排行（近30天实付）', en: 'Top stores (paid, last 30 days)' },
      type: 'pie',
      x: { prop: 'storeName', limit: 10 },
      measures: [{ kind: 'sum', prop: 'paidAmount', label: { zh: '实付金额', en: 'Paid' } }],
      range: { prop: 'startTime', days: 30 },
      show: 'none',
      height: 300,
    },
  ],
  actions: [
    {
      key: 'modifyMoney',
      label: { zh: '修改金额', en: 'Modify amount' },
      scope: 'row',
      endpoint: 'rentRecordModifyMoney',
      params: 'body',
      icon: 'money',
      visible: { prop: 'status', in: [1, 3] },
      // What it does to the row; plugins/rentals serves the path and also re-prices the order, writes the
      // change record and recognises a repeated request.
      effect: { from: { payStatus: [0, 1], status: [1, 3] }, copy: ['rentAmount'] },
      confirm: {
        zh: '修改后会员按新金额支付，原金额记入变更记录。确定修改？',
        en: 'The member will pay the new amount; the old one is kept in the change records. Modify?',
      },
      form: [
        {
          prop: 'rentAmount',
          label: { zh: '新金额(元)', en: 'New amount (yuan)' },
          type: 'money',
          min: 0,
          max: 100000,
          rules: [required('请输入新金额', 'Please enter the new amount')],
        },
        {
          prop: 'remarks',
          label: { zh: '修改原因', en: 'Reason' },
          type: 'textarea',
          maxLength: 200,
          form: { span: 24 },
          rules: [required('请输入修改原因', 'Please enter the reason')],
        },
      ],
      success: { zh: '金额已修改', en: 'Amount modified' },
    },
    {
      key: 'changes',
      label: { zh: '变更记录', en: 'Changes' },
      scope: 'row',
      plugin: 'rentals',
      icon: 'log',
    },
  ],
  stateMachine: {
    field: 'status',
    transitions: [
      {
        key: 'forceEnd',
        label: { zh: '强制结束', en: 'Force end' },
        from: [0, 1],
        to: 3,
        danger: true,
        inputs: [
          {
            prop: 'orderAmount',
            label: { zh: '结算金额(元)', en: 'Amount charged (yuan)' },
            type: 'money',
            min: 0,
            max: 100000,
            rules: [required('请输入结算金额', 'Please enter the amount to charge')],
          },
          {
            prop: 'remarks',
            label: { zh: '结束原因', en: 'Reason' },
            type: 'textarea',
            maxLength: 200,
            form: { span: 24 },
            rules: [required('请输入结束原因', 'Please enter the reason')],
          },
        ],
        confirm: {
          zh: '强制结束后按结算金额收费（支付分订单立即完结），车辆视为已归还。确定强制结束？',
          en: 'The rental ends now and the amount is charged (a Pay-Score order is finished at once). Force end?',
        },
        success: { zh: '已强制结束', en: 'Force-ended' },
      },
      {
        key: 'syncOrder',
        label: { zh: '同步订单', en: 'Sync order' },
        from: [1],
        to: 2,
        endpoint: 'rentRecordSyncOrder',
        icon: 'pay',
        confirm: {
          zh: '向支付渠道查询该订单的支付结果，已支付则完成租赁。确定同步？',
          en: 'Ask the payment channel whether the order was paid; if so the rental is completed. Sync?',
        },
        success: { zh: '订单已同步', en: 'Order synced' },
      },
    ],
  },
});
