import { defineEntity, keyColumn } from '../../engine/schema';
import { createTimeColumn, idColumn, merchantColumns, moneyColumn, server, storeColumns, timeColumn } from './_columns';
import { fundingColumn, fundingInput } from './_funding';

/**
 * Profit-sharing requests (unified-merchant/profitsharingbiz): one per split order, asking the payment
 * channel to move the receivers' shares (their lines: sharing.detail). A request is pending → sent →
 * succeeded or failed; the server moves it (a background job per request, plugins/profit-sharing), each
 * call to the channel being a row of sharing.send. The request number is the channel's idempotency key, so
 * a request sent again after a lost answer moves the money once.
 *
 * Operators act on exceptions: `exceptionRequestSharing?ids=&fundingType=` sends failed requests again
 * (back to pending, a new job), `exceptionRequestSharingBack?ids=&fundingType=` asks the channel to return
 * the shares of succeeded ones (returning → returned). Every change is in the state log.
 */
export default defineEntity({
  name: 'sharing.biz',
  title: { zh: '分账请求', en: 'Sharing requests' },
  route: '/sharing/biz',
  menu: { parent: 'sharing', sort: 6, icon: 'bank' },
  readOnly: true,
  systemMade: {
    reason: {
      zh: '分账请求由分账任务生成，不能手工新增、修改或删除',
      en: 'Sharing requests are made by the sharing run and cannot be added, changed or removed by hand',
    },
    instead: { zh: '请在分账请求上用重试等操作', en: "Use the request's actions such as retry" },
  },
  permission: 'profitsharingbiz',
  api: { service: 'unified-merchant', entity: 'profitsharingbiz' },
  storage: {
    table: 'um_profit_sharing_biz',
    tenant: true,
    audit: true,
    indexes: [['sharingStatus'], ['orderId'], ['merchantId', 'finishTime']],
  },
  table: {
    index: true,
    selection: true,
    viewButton: true,
    defaultSort: { prop: 'createTime', order: 'desc' },
  },
  columns: [
    {
      prop: 'bizNo',
      label: { zh: '分账单号', en: 'Request number' },
      maxLength: 32,
      search: { mode: 'exact' },
      table: { key: true, width: 180, fixed: 'left' },
      ...server,
    },
    idColumn('orderId', '订单ID', 'Order ID'),
    {
      prop: 'orderNumber',
      label: { zh: '订单编号', en: 'Order number' },
      maxLength: 32,
      search: { mode: 'exact' },
      table: { width: 190 },
      ...server,
    },
    {
      prop: 'transactionId',
      label: { zh: '渠道交易号', en: 'Transaction' },
      maxLength: 64,
      table: { hide: true },
      ...server,
    },
    ...merchantColumns,
    ...storeColumns,
    {
      prop: 'profitsharingType',
      label: { zh: '分账方式', en: 'Sharing type' },
      type: 'select',
      dict: 'profitsharing_type',
      db: { type: 'int' },
      default: 1,
      search: { mode: 'exact' },
      table: { hide: true },
      ...server,
    },
    { ...fundingColumn, search: { mode: 'exact' }, table: { width: 100 }, ...server },
    keyColumn(moneyColumn('amount', '分账金额', 'Amount')),
    {
      prop: 'sharingStatus',
      label: { zh: '分账状态', en: 'Status' },
      type: 'select',
      dict: 'sharing_status',
      db: { type: 'int' },
      default: 0,
      search: { mode: 'exact' },
      table: { key: true, width: 100 },
      ...server,
    },
    { prop: 'attempts', label: { zh: '请求次数', en: 'Calls' }, type: 'number', table: { width: 80 }, ...server },
    {
      prop: 'failReason',
      label: { zh: '失败原因', en: 'Failure' },
      maxLength: 255,
      table: { width: 200, ellipsis: true },
      ...server,
    },
    timeColumn('finishTime', '完成时间', 'Finished'),
    timeColumn('returnTime', '回退时间', 'Returned'),
    keyColumn(createTimeColumn()),
  ],
  summary: { sums: ['amount'] },
  // The amount is the sum of the receivers' lines (sharing.detail), docs/integrity.md.
  totals: [{ prop: 'amount', lines: 'sharing.detail', key: 'bizId', sum: 'amount' }],
  stateMachine: {
    field: 'sharingStatus',
    transitions: [
      {
        key: 'retry',
        label: { zh: '重新分账', en: 'Share again' },
        from: [3],
        to: 0,
        endpoint: 'exceptionRequestSharing',
        batch: true,
        inputs: [fundingInput],
        copy: ['fundingType'],
        effect: 'profit-sharing.requestAgain',
        confirm: {
          zh: '按所选资金类型重新向支付渠道发起分账（同一分账单号，渠道只分一次）。确定重新分账？',
          en: 'The request is sent to the payment channel again from the chosen funds (same request number: the channel moves the money once). Share again?',
        },
        success: { zh: '已重新发起分账', en: 'Sent again' },
      },
      {
        key: 'giveBack',
        label: { zh: '分账回退', en: 'Return shares' },
        from: [2],
        to: 4,
        endpoint: 'exceptionRequestSharingBack',
        batch: true,
        danger: true,
        inputs: [fundingInput],
        copy: ['fundingType'],
        effect: 'profit-sharing.requestReturn',
        confirm: {
          zh: '向支付渠道申请把已分给接收方的金额退回商户。确定回退？',
          en: 'The payment channel is asked to take the shares back from the receivers to the merchant. Return them?',
        },
        success: { zh: '已申请回退', en: 'Return requested' },
      },
    ],
  },
});
