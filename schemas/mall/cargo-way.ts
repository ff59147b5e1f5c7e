import { defineEntity } from '../../engine/schema';
import { dispatcherColumn, quantityColumn, server, spuColumn } from './_columns';

/**
 * Cargo lanes (`dispacher-mall/cargoway`): lane `wayNo` of a machine holds `count` of one goods, at most its
 * `capacity`. Written by the lane calls of plugins/mall (saveWaysGoods, setGoods, changeGoodsPC,
 * offShelvesPC, saveSingleWayNum, reLoadData) and shown as a grid on the machine's lane page.
 */
export default defineEntity({
  name: 'mall.cargoWay',
  title: { zh: '货道', en: 'Cargo lanes' },
  route: '/mall/cargoway',
  menu: { parent: 'mall', sort: 31, icon: 'control' },
  readOnly: true,
  permission: 'mall_cargoway',
  api: { service: 'dispacher-mall', entity: 'cargoway' },
  storage: { table: 'dm_cargo_way', tenant: true, indexes: [['tenantId', 'dispacherId', 'wayNo']] },
  table: { index: false, viewButton: true, defaultSort: { prop: 'wayNo', order: 'asc' } },
  columns: [
    dispatcherColumn(server),
    { prop: 'wayNo', label: { zh: '货道号', en: 'Lane' }, type: 'number', db: { type: 'int' }, table: { width: 80 }, ...server },
    spuColumn(server),
    quantityColumn('count', '库存', 'Count', server),
    quantityColumn('capacity', '容量', 'Capacity', server),
  ],
  summary: { sums: ['count', 'capacity'] },
});
