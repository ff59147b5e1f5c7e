import { defineEntity, required } from '../../engine/schema';

/**
 * Goods categories (`dispacher-mall/category`, restful, spec §7 "Common patterns"): a tree (drinks → juice),
 * read whole at `GET tree`; goods name their category.
 */
export default defineEntity({
  name: 'mall.category',
  title: { zh: '商品分类', en: 'Goods categories' },
  route: '/mall/category',
  menu: { parent: 'mall', sort: 10, icon: 'tree' },
  permission: 'mall_category',
  api: { service: 'dispacher-mall', entity: 'category', style: 'restful', list: 'tree' },
  storage: { table: 'dm_category', tenant: true, audit: true, softDelete: true },
  tree: { labelProp: 'categoryName' },
  table: { index: false, viewButton: true },
  columns: [
    {
      prop: 'categoryName',
      label: { zh: '分类名称', en: 'Category' },
      maxLength: 40,
      search: true,
      rules: [required('请输入分类名称', 'Please enter the category name')],
    },
    { prop: 'parentId', label: { zh: '上级分类', en: 'Parent' }, type: 'tree-select', dict: { url: '/api/dispacher-mall/category/tree', label: 'categoryName', value: 'id', tree: true }, db: { type: 'bigint', index: true }, default: 0, table: false },
    { prop: 'sort', label: { zh: '排序', en: 'Order' }, type: 'number', db: { type: 'int' }, default: 0, table: { width: 80 } },
  ],
});
