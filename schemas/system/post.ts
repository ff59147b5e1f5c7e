import { defineEntity, required } from '../../engine/schema';

/**
 * Posts (spec §3, §7 "Post"; BladeX blade_post): the job positions of a tenant, chosen on a user.
 * Fields: category (dict `post_category`: 1 senior management, 2 middle management, 3 basic staff,
 * 4 other), postCode (unique within the tenant), postName, sort, remark. Generic CRUD only.
 */
export default defineEntity({
  name: 'system.post',
  title: { zh: '岗位管理', en: 'Posts' },
  route: '/system/post',
  menu: { parent: 'system', sort: 5, icon: 'team' },
  permission: 'post',
  excel: { export: true, import: true },
  api: { service: 'blade-system', entity: 'post' },
  storage: { table: 'blade_post', tenant: true, audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true },
  columns: [
    {
      prop: 'category',
      label: { zh: '岗位类型', en: 'Category' },
      type: 'select',
      dict: 'post_category',
      search: { mode: 'exact' },
      db: { type: 'int' },
      rules: [required('请选择岗位类型', 'Please choose the post category')],
    },
    {
      prop: 'postCode',
      label: { zh: '岗位编号', en: 'Code' },
      search: true,
      unique: true,
      maxLength: 12,
      rules: [required('请输入岗位编号', 'Please enter the post code')],
    },
    {
      prop: 'postName',
      label: { zh: '岗位名称', en: 'Name' },
      search: true,
      maxLength: 64,
      rules: [required('请输入岗位名称', 'Please enter the post name')],
    },
    {
      prop: 'sort',
      label: { zh: '岗位排序', en: 'Sort' },
      type: 'number',
      min: 0,
      max: 99999,
      default: 1,
      rules: [required('请输入岗位排序', 'Please enter the sort order')],
    },
    {
      prop: 'remark',
      label: { zh: '岗位描述', en: 'Description' },
      type: 'textarea',
      maxLength: 255,
      form: { span: 24 },
      table: { hide: true },
    },
  ],
});
