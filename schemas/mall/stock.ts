import { defineEntity } from '../../engine/schema';
import { quantityColumn, repositoryColumn, server, spuColumn } from './_columns';

/**
 * Stock (`dispacher-mall/stock`): how many of a goods a warehouse holds, and how many of those are reserved
 * by audited pick orders. Written only by the in, pick and refund-in flows (plugins/mall/server/stock.ts),
 * each change with a movement row in the same transaction; `quantity` never goes below zero.
 */
export default defineEntity({
  name: 'mall.stock',
  title: { zh: '库存', en: 'Stock' },
  route: '/mall/stock',
  menu: { parent: 'mall', sort: 21, icon: 'database' },
  readOnly: true,
  permission: 'mall_stock',
  api: { service: 'dispacher-mall', entity: 'stock' },
  storage: { table: 'dm_stock', tenant: true, indexes: [['tenantId', 'repositoryId', 'spuId']] },
  table: { index: true, viewButton: true },
  columns: [
    repositoryColumn(server),
    spuColumn(server),
    quantityColumn('quantity', '库存数量', 'In stock', server),
    quantityColumn('reserved', '已预留', 'Reserved', server),
    { prop: 'updateTime', label: { zh: '更新时间', en: 'Updated' }, type: 'datetime', table: { width: 170 }, ...server },
  ],
  summary: { sums: ['quantity', 'reserved'] },
});
