import { defineEntity, required } from '../../engine/schema';

/**
 * Material groups (`dispacher-mall/materialgroup`, restful): folders of pictures and videos (goods photos,
 * machine screen ads).
 */
export default defineEntity({
  name: 'mall.materialGroup',
  title: { zh: '素材分组', en: 'Material groups' },
  route: '/mall/materialgroup',
  menu: { parent: 'mall', sort: 16, icon: 'database' },
  permission: 'mall_materialgroup',
  api: { service: 'dispacher-mall', entity: 'materialgroup', style: 'restful', list: 'page' },
  storage: { table: 'dm_material_group', tenant: true, audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true },
  columns: [
    {
      prop: 'groupName',
      label: { zh: '分组名称', en: 'Group' },
      maxLength: 40,
      search: true,
      unique: true,
      rules: [required('请输入分组名称', 'Please enter the group name')],
    },
    { prop: 'sort', label: { zh: '排序', en: 'Order' }, type: 'number', min: 0, max: 99999, db: { type: 'int' }, default: 0 },
  ],
});
