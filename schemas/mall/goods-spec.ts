import { defineEntity, required } from '../../engine/schema';

/**
 * Goods specs (`dispacher-mall/goodsspec`, restful): the kinds of variation goods have (容量, 口味).
 */
export default defineEntity({
  name: 'mall.goodsSpec',
  title: { zh: '商品规格', en: 'Goods specs' },
  route: '/mall/goodsspec',
  menu: { parent: 'mall', sort: 12, icon: 'file' },
  permission: 'mall_goodsspec',
  api: { service: 'dispacher-mall', entity: 'goodsspec', style: 'restful', list: 'page' },
  storage: { table: 'dm_goods_spec', tenant: true, audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true },
  columns: [
    {
      prop: 'specName',
      label: { zh: '规格名称', en: 'Spec' },
      maxLength: 40,
      search: true,
      unique: true,
      rules: [required('请输入规格名称', 'Please enter the spec name')],
    },
    { prop: 'sort', label: { zh: '排序', en: 'Order' }, type: 'number', min: 0, max: 99999, db: { type: 'int' }, default: 0 },
  ],
});
