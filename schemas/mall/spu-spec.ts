import { defineEntity, required } from '../../engine/schema';
import { spuColumn } from './_columns';

/**
 * Spu specs (`dispacher-mall/spuspec`, restful): which spec value a goods has (橙汁 → 容量 250ml).
 */
export default defineEntity({
  name: 'mall.spuSpec',
  title: { zh: '商品规格绑定', en: 'Goods spec values' },
  route: '/mall/spuspec',
  menu: { parent: 'mall', sort: 14, icon: 'file' },
  permission: 'mall_spuspec',
  owner: { prop: 'spuId', schema: 'mall.spu' },
  api: { service: 'dispacher-mall', entity: 'spuspec', style: 'restful', list: 'page' },
  storage: { table: 'dm_spu_spec', tenant: true, audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true },
  columns: [
    spuColumn({ rules: [required('请选择商品', 'Please choose the goods', 'change')] }),
    {
      prop: 'specValueId',
      label: { zh: '规格值', en: 'Spec value' },
      type: 'select',
      ref: { schema: 'mall.specValue', label: 'specValue' },
      db: { type: 'bigint', index: true },
      rules: [required('请选择规格值', 'Please choose the spec value', 'change')],
    },
  ],
});
