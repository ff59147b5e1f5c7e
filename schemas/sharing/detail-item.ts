import { defineEntity } from '../../engine/schema';
import { createTimeColumn, idColumn, moneyColumn, server } from './_columns';

/**
 * Items of a sharing detail (unified-merchant/profitsharingdetailitem): which share ratio produced the
 * receiver's amount, from which base — so a detail can be traced to the ratio in force when the order was
 * split, even after the ratio changed. Written with the request (plugins/profit-sharing).
 */
export default defineEntity({
  name: 'sharing.detailItem',
  title: { zh: '分账明细项', en: 'Detail items' },
  route: '/sharing/detailitem',
  menu: { parent: 'sharing', sort: 10, icon: 'file' },
  readOnly: true,
  systemMade: {
    reason: {
      zh: '分账明细项由分账任务生成，不能手工新增、修改或删除',
      en: 'Detail items are made by the sharing run and cannot be added, changed or removed by hand',
    },
    instead: { zh: '请在分账请求上操作', en: 'Act on the sharing request' },
  },
  permission: 'profitsharingdetailitem',
  api: { service: 'unified-merchant', entity: 'profitsharingdetailitem' },
  storage: { table: 'um_profit_sharing_item', tenant: true, indexes: [['detailId'], ['bizId']] },
  table: { index: true, viewButton: true, defaultSort: { prop: 'createTime', order: 'desc' } },
  columns: [
    idColumn('detailId', '分账明细ID', 'Detail ID', { table: { width: 100 } }),
    idColumn('bizId', '分账请求ID', 'Request ID'),
    idColumn('shareRatioId', '比例ID', 'Ratio ID', { table: { width: 90 } }),
    {
      prop: 'ratio',
      label: { zh: '比例(%)', en: 'Ratio (%)' },
      type: 'decimal',
      db: { type: 'decimal' },
      precision: 2,
      table: { width: 90, align: 'right' },
      ...server,
    },
    moneyColumn('baseAmount', '计算基数', 'Base'),
    moneyColumn('amount', '金额', 'Amount'),
    createTimeColumn(),
  ],
});
