import { defineEntity, required } from '../../engine/schema';
import { remarkColumn } from './_columns';

/**
 * Shelf categories (`dispacher-mall/shelfcategory`): how goods are grouped on a machine's shelves (drinks
 * row, toys row). `POST isAbleDelete` (plugins/mall) tells whether one may go; removing one that goods still
 * use is refused (400 naming how many goods).
 */
export default defineEntity({
  name: 'mall.shelfCategory',
  title: { zh: '货架分类', en: 'Shelf categories' },
  route: '/mall/shelfcategory',
  menu: { parent: 'mall', sort: 11, icon: 'appstore' },
  permission: 'mall_shelfcategory',
  api: { service: 'dispacher-mall', entity: 'shelfcategory' },
  storage: { table: 'dm_shelf_category', tenant: true, audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true },
  columns: [
    {
      prop: 'shelfCategoryName',
      label: { zh: '货架分类名称', en: 'Shelf category' },
      maxLength: 40,
      search: true,
      unique: true,
      rules: [required('请输入货架分类名称', 'Please enter the shelf category name')],
    },
    { prop: 'sort', label: { zh: '排序', en: 'Order' }, type: 'number', min: 0, max: 99999, db: { type: 'int' }, default: 0 },
    remarkColumn,
  ],
});
