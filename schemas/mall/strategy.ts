import { defineEntity, required } from '../../engine/schema';
import { remarkColumn } from './_columns';

/**
 * Shelf strategies (`dispacher-mall/strategy`): a named shelf plan (summer drinks) of items (goods in order),
 * bound to machines (`bindDeviceDispacher`). `getBackList` answers the machines bound to one, `getTowList`
 * its items, `getTowListBylr` the items of several (plugins/mall).
 */
export default defineEntity({
  name: 'mall.strategy',
  title: { zh: '货架策略', en: 'Shelf strategies' },
  route: '/mall/strategy',
  menu: { parent: 'mall', sort: 33, icon: 'tree' },
  permission: 'mall_strategy',
  api: { service: 'dispacher-mall', entity: 'strategy' },
  storage: { table: 'dm_strategy', tenant: true, audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true },
  columns: [
    {
      prop: 'strategyName',
      label: { zh: '策略名称', en: 'Strategy' },
      maxLength: 40,
      search: true,
      unique: true,
      rules: [required('请输入策略名称', 'Please enter the strategy name')],
    },
    {
      prop: 'shelfCategoryId',
      label: { zh: '货架分类', en: 'Shelf category' },
      type: 'select',
      ref: { schema: 'mall.shelfCategory', label: 'shelfCategoryName' },
      db: { type: 'bigint', index: true },
    },
    { prop: 'dispacherIds', label: { zh: '绑定售货机', en: 'Bound machines' }, maxLength: 500, table: { hide: true }, form: false },
    remarkColumn,
  ],
});
