import { defineEntity } from '../../engine/schema';
import { createTime, quantityColumn, repositoryColumn, server, spuColumn } from './_columns';

/**
 * Stock movements (`dispacher-mall/stockmovement`, our decision): one row per change of a stock row — who,
 * when, why (the order that caused it), how many — written in the same transaction as the change.
 */
export default defineEntity({
  name: 'mall.stockMovement',
  title: { zh: '库存流水', en: 'Stock movements' },
  route: '/mall/stockmovement',
  menu: { parent: 'mall', sort: 22, icon: 'log' },
  readOnly: true,
  permission: 'mall_stockmovement',
  api: { service: 'dispacher-mall', entity: 'stockmovement' },
  storage: { table: 'dm_stock_movement', tenant: true, indexes: [['tenantId', 'spuId']] },
  table: { index: true, viewButton: true, defaultSort: { prop: 'createTime', order: 'desc' } },
  columns: [
    repositoryColumn(server),
    spuColumn(server),
    { prop: 'movementType', label: { zh: '变动类型', en: 'Movement' }, type: 'select', dict: 'mall_movement_type', db: { type: 'int' }, search: { mode: 'exact' }, table: { width: 110 }, ...server },
    { prop: 'quantityChange', label: { zh: '库存变动', en: 'Stock change' }, type: 'number', db: { type: 'int' }, table: { width: 100, align: 'right' }, ...server },
    { prop: 'reservedChange', label: { zh: '预留变动', en: 'Reserved change' }, type: 'number', db: { type: 'int' }, table: { width: 100, align: 'right' }, ...server },
    quantityColumn('quantityAfter', '变动后库存', 'Stock after', server),
    { prop: 'sourceNo', label: { zh: '来源单号', en: 'Source order' }, maxLength: 32, search: { mode: 'exact' }, table: { width: 170 }, ...server },
    { prop: 'operatorName', actor: true, label: { zh: '操作人', en: 'By' }, maxLength: 40, table: { width: 100 }, ...server },
    createTime('变动时间', 'When'),
  ],
});
