import { defineEntity, required } from '../../engine/schema';

/**
 * Spec values (`dispacher-mall/specvalue`, restful): the values a goods spec may take (容量: 250ml, 500ml).
 */
export default defineEntity({
  name: 'mall.specValue',
  title: { zh: '规格值', en: 'Spec values' },
  route: '/mall/specvalue',
  menu: { parent: 'mall', sort: 13, icon: 'file' },
  permission: 'mall_specvalue',
  owner: { prop: 'specId', schema: 'mall.goodsSpec' },
  api: { service: 'dispacher-mall', entity: 'specvalue', style: 'restful', list: 'page' },
  storage: { table: 'dm_spec_value', tenant: true, audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true },
  columns: [
    {
      prop: 'specId',
      label: { zh: '规格', en: 'Spec' },
      type: 'select',
      ref: { schema: 'mall.goodsSpec', label: 'specName' },
      db: { type: 'bigint', index: true },
      search: { mode: 'exact' },
      rules: [required('请选择规格', 'Please choose the spec', 'change')],
    },
    {
      prop: 'specValue',
      label: { zh: '规格值', en: 'Value' },
      maxLength: 40,
      search: true,
      rules: [required('请输入规格值', 'Please enter the value')],
    },
    { prop: 'sort', label: { zh: '排序', en: 'Order' }, type: 'number', min: 0, max: 99999, db: { type: 'int' }, default: 0 },
  ],
});
