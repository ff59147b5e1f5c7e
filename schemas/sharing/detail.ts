import { defineEntity } from '../../engine/schema';
import { createTimeColumn, idColumn, moneyColumn, timeColumn, merchantRef } from './_columns';
import { bizNoColumn, receiverColumns } from './_receiver';

/**
 * Profit-sharing details (unified-merchant/profitsharingdetail): the receivers of a sharing request, one
 * line each with the amount it moves. Their state follows the request's outcome (pending, succeeded,
 * failed, returned); the monthly bills deduct the succeeded ones (less those returned) from the merchant's
 * month, by the time the money moved. Written by the server (plugins/profit-sharing).
 */
export default defineEntity({
  name: 'sharing.detail',
  title: { zh: '分账明细', en: 'Sharing details' },
  route: '/sharing/detail',
  menu: { parent: 'sharing', sort: 7, icon: 'file' },
  readOnly: true,
  systemMade: {
    reason: {
      zh: '分账明细由分账任务生成，不能手工新增、修改或删除',
      en: 'Sharing details are made by the sharing run and cannot be added, changed or removed by hand',
    },
    instead: { zh: '请在分账请求上操作', en: 'Act on the sharing request' },
  },
  permission: 'profitsharingdetail',
  api: { service: 'unified-merchant', entity: 'profitsharingdetail' },
  storage: {
    table: 'um_profit_sharing_detail',
    tenant: true,
    indexes: [['bizId'], ['merchantId', 'finishTime'], ['merchantId', 'returnTime']],
  },
  table: { index: true, viewButton: true, defaultSort: { prop: 'createTime', order: 'desc' } },
  // A receiver's line lives in its request's tenant; the request's amount is their sum (docs/integrity.md).
  owner: { prop: 'bizId', schema: 'sharing.biz' },
  columns: [
    idColumn('bizId', '分账请求ID', 'Request ID'),
    bizNoColumn,
    idColumn('merchantId', '商户ID', 'Merchant ID', { ref: merchantRef }),
    ...receiverColumns,
    idColumn('subMerchantId', '子商户ID', 'Sub-merchant ID'),
    moneyColumn('amount', '分账金额', 'Amount'),
    {
      prop: 'detailStatus',
      label: { zh: '状态', en: 'Status' },
      type: 'select',
      dict: 'sharing_status',
      db: { type: 'int' },
      default: 0,
      search: { mode: 'exact' },
      table: { width: 100 },
      form: false,
    },
    timeColumn('finishTime', '到账时间', 'Credited at'),
    timeColumn('returnTime', '回退时间', 'Returned at'),
    createTimeColumn(),
  ],
  summary: { sums: ['amount'] },
});
