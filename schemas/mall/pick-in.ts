import { defineEntity } from '../../engine/schema';
import { createTime, dispatcherColumn, remarkColumn, server } from './_columns';
import { auditInput, auditRemark, lineColumns, orderNoColumn } from './_orders';

/**
 * Pick orders (`dispacher-mall/pickin`): goods taken from a warehouse to fill a machine. `auditPickIn`
 * reserves them (effect `mall.pickReserve`: refused when the free stock is short, naming the goods and the
 * shortfall); `saveDeliveryPickIn` takes them out of stock (effect `mall.pickDeliver`); `rejectPickIn`
 * refuses a pending one. `pickInDetail` (pickInId) answers one with its movements.
 */
export default defineEntity({
  name: 'mall.pickIn',
  title: { zh: '领货单', en: 'Pick orders' },
  route: '/mall/pickin',
  menu: { parent: 'mall', sort: 24, icon: 'shop' },
  permission: 'mall_pickin',
  owner: { prop: 'repositoryId', schema: 'mall.repository' },
  api: { service: 'dispacher-mall', entity: 'pickin' },
  storage: { table: 'dm_pick_in', tenant: true, audit: true, softDelete: true, indexes: [['tenantId', 'pickStatus']] },
  table: { index: true, selection: true, viewButton: true, editButton: false, defaultSort: { prop: 'createTime', order: 'desc' } },
  columns: [
    orderNoColumn('领货单号', 'Pick order'),
    ...lineColumns,
    dispatcherColumn(),
    { prop: 'pickStatus', label: { zh: '状态', en: 'Status' }, type: 'select', dict: 'mall_pick_status', db: { type: 'int' }, default: 0, search: { mode: 'exact' }, table: { width: 110 }, ...server },
    auditRemark,
    remarkColumn,
    createTime(),
  ],
  summary: { sums: ['quantity'] },
  stateMachine: {
    field: 'pickStatus',
    transitions: [
      {
        key: 'audit',
        label: { zh: '审核', en: 'Approve' },
        from: [0],
        to: 1,
        endpoint: 'auditPickIn',
        effect: 'mall.pickReserve',
        inputs: [auditInput],
        copy: ['auditRemark'],
        confirm: { zh: '审核通过后预留仓库库存。确定审核？', en: 'Approving reserves the goods in the warehouse. Approve?' },
      },
      {
        key: 'deliver',
        label: { zh: '确认出库', en: 'Deliver' },
        from: [1],
        to: 2,
        endpoint: 'saveDeliveryPickIn',
        effect: 'mall.pickDeliver',
        confirm: { zh: '确认商品已出库？库存将扣减。', en: 'Have the goods left the warehouse? Stock goes down.' },
      },
      { key: 'reject', label: { zh: '驳回', en: 'Reject' }, from: [0], to: 3, endpoint: 'rejectPickIn', danger: true, inputs: [auditInput], copy: ['auditRemark'] },
    ],
  },
});
