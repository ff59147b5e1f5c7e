import { defineEntity } from '../../engine/schema';
import { createTime, remarkColumn, server } from './_columns';
import { auditInput, auditRemark, lineColumns, orderNoColumn } from './_orders';

/**
 * In orders (`dispacher-mall/orderin`): goods bought in. `submitOrderIn` adds one (pending); `auditOrderIn`
 * stocks it (effect `mall.stockIn`: the warehouse's stock rises by the quantity, with a movement row, in
 * the audit's transaction); `rejectOrderIn` refuses it. `orderInDetail` answers one with its movements.
 */
export default defineEntity({
  name: 'mall.orderIn',
  title: { zh: '入库单', en: 'Stock-in orders' },
  route: '/mall/orderin',
  menu: { parent: 'mall', sort: 23, icon: 'database' },
  permission: 'mall_orderin',
  owner: { prop: 'repositoryId', schema: 'mall.repository' },
  api: { service: 'dispacher-mall', entity: 'orderin', ops: { submit: 'submitOrderIn' } },
  storage: { table: 'dm_order_in', tenant: true, audit: true, softDelete: true, indexes: [['tenantId', 'inStatus']] },
  table: { index: true, selection: true, viewButton: true, editButton: false, defaultSort: { prop: 'createTime', order: 'desc' } },
  columns: [
    orderNoColumn('入库单号', 'Stock-in number'),
    ...lineColumns,
    { prop: 'supplier', label: { zh: '供应商', en: 'Supplier' }, maxLength: 60, table: { width: 140 } },
    { prop: 'inStatus', label: { zh: '状态', en: 'Status' }, type: 'select', dict: 'mall_in_status', db: { type: 'int' }, default: 0, search: { mode: 'exact' }, table: { width: 90 }, ...server },
    auditRemark,
    remarkColumn,
    createTime(),
  ],
  summary: { sums: ['quantity'] },
  stateMachine: {
    field: 'inStatus',
    transitions: [
      {
        key: 'audit',
        label: { zh: '审核入库', en: 'Approve and stock in' },
        from: [0],
        to: 1,
        endpoint: 'auditOrderIn',
        effect: 'mall.stockIn',
        inputs: [auditInput],
        copy: ['auditRemark'],
        confirm: { zh: '审核通过后商品计入仓库库存。确定入库？', en: 'The goods are added to the warehouse stock. Stock them?' },
        success: { zh: '已入库', en: 'Stocked' },
      },
      { key: 'reject', label: { zh: '驳回', en: 'Reject' }, from: [0], to: 2, endpoint: 'rejectOrderIn', danger: true, inputs: [auditInput], copy: ['auditRemark'] },
    ],
  },
});
