import { defineEntity, required } from '../../engine/schema';

/**
 * Materials (`dispacher-mall/material`): uploaded pictures kept in a group, reused for goods and machine
 * screens. The file goes to the configured storage through the upload route (type and size checked).
 */
export default defineEntity({
  name: 'mall.material',
  title: { zh: '素材管理', en: 'Materials' },
  route: '/mall/material',
  menu: { parent: 'mall', sort: 15, icon: 'gift' },
  permission: 'mall_material',
  api: { service: 'dispacher-mall', entity: 'material' },
  storage: { table: 'dm_material', tenant: true, audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true },
  columns: [
    {
      prop: 'materialName',
      label: { zh: '素材名称', en: 'Name' },
      maxLength: 60,
      search: true,
      rules: [required('请输入素材名称', 'Please enter the name')],
    },
    {
      prop: 'groupId',
      label: { zh: '素材分组', en: 'Group' },
      type: 'select',
      ref: { schema: 'mall.materialGroup', label: 'groupName' },
      db: { type: 'bigint', index: true },
      search: { mode: 'exact' },
    },
    {
      prop: 'url',
      label: { zh: '图片', en: 'Picture' },
      type: 'image',
      maxLength: 500,
    },
  ],
});
