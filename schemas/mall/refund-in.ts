import { defineEntity } from '../../engine/schema';
import { createTime, dispatcherColumn, remarkColumn, server } from './_columns';
import { auditInput, auditRemark, lineColumns, orderNoColumn } from './_orders';

/**
 * Refund-in orders (`dispacher-mall/refundin`): goods coming back from a machine to a warehouse (expired,
 * damaged packaging, a lane emptied). `auditRefundIn` returns them to stock (effect `mall.refundReturn`,
 * with a movement row); `rejectRefundIn` refuses one. `refundInDetail` (refundInId) answers one.
 */
export default defineEntity({
  name: 'mall.refundIn',
  title: { zh: '退货入库单', en: 'Return orders' },
  route: '/mall/refundin',
  menu: { parent: 'mall', sort: 25, icon: 'money' },
  permission: 'mall_refundin',
  owner: { prop: 'repositoryId', schema: 'mall.repository' },
  api: { service: 'dispacher-mall', entity: 'refundin' },
  storage: { table: 'dm_refund_in', tenant: true, audit: true, softDelete: true, indexes: [['tenantId', 'refundInStatus']] },
  table: { index: true, selection: true, viewButton: true, editButton: false, defaultSort: { prop: 'createTime', order: 'desc' } },
  columns: [
    orderNoColumn('退货单号', 'Return number'),
    ...lineColumns,
    dispatcherColumn({ search: false }),
    { prop: 'reason', label: { zh: '退货原因', en: 'Reason' }, maxLength: 100, table: { width: 140 } },
    { prop: 'refundInStatus', label: { zh: '状态', en: 'Status' }, type: 'select', dict: 'mall_refund_in_status', db: { type: 'int' }, default: 0, search: { mode: 'exact' }, table: { width: 110 }, ...server },
    auditRemark,
    remarkColumn,
    createTime(),
  ],
  stateMachine: {
    field: 'refundInStatus',
    transitions: [
      {
        key: 'audit',
        label: { zh: '审核入库', en: 'Approve and restock' },
        from: [0],
        to: 1,
        endpoint: 'auditRefundIn',
        effect: 'mall.refundReturn',
        inputs: [auditInput],
        copy: ['auditRemark'],
        confirm: { zh: '审核通过后商品退回仓库库存。确定审核？', en: 'Approving puts the goods back into stock. Approve?' },
      },
      { key: 'reject', label: { zh: '驳回', en: 'Reject' }, from: [0], to: 2, endpoint: 'rejectRefundIn', danger: true, inputs: [auditInput], copy: ['auditRemark'] },
    ],
  },
});
