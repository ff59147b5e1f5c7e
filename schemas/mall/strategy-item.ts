import { defineEntity, required } from '../../engine/schema';
import { spuColumn } from './_columns';

/** Strategy items (`dispacher-mall/strategyitem`): the goods of a shelf strategy, in shelf order. */
export default defineEntity({
  name: 'mall.strategyItem',
  title: { zh: '策略商品', en: 'Strategy goods' },
  route: '/mall/strategyitem',
  menu: { parent: 'mall', sort: 34, icon: 'file' },
  permission: 'mall_strategyitem',
  api: { service: 'dispacher-mall', entity: 'strategyitem' },
  owner: { prop: 'strategyId', schema: 'mall.strategy' },
  storage: { table: 'dm_strategy_item', tenant: true, audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true },
  columns: [
    {
      prop: 'strategyId',
      label: { zh: '货架策略', en: 'Strategy' },
      type: 'select',
      ref: { schema: 'mall.strategy', label: 'strategyName' },
      db: { type: 'bigint', index: true },
      search: { mode: 'exact' },
      rules: [required('请选择货架策略', 'Please choose the strategy', 'change')],
    },
    spuColumn({ rules: [required('请选择商品', 'Please choose the goods', 'change')] }),
    { prop: 'sort', label: { zh: '排序', en: 'Order' }, type: 'number', min: 0, max: 99999, db: { type: 'int' }, default: 0 },
  ],
});
