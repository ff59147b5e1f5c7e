import { defineEntity, required } from '../../engine/schema';

/**
 * Departments (spec §3, §7 "Dept"; BladeX blade_dept): a tree per tenant.
 *
 * Fields, named as BladeX's Dept entity: deptName, fullName, parentId (0 = a root), sort, remark, and
 * `ancestors` (the ids above the dept from the top: `0,12,15`), made by the server on every insert and
 * move (plugins/system/server/dept-ancestors.ts), never typed. Extra: deptCategory (dict `dept_category`:
 * 1 company, 2 department, 3 group), as in BladeX's commercial edition.
 *
 * Endpoints beyond the generic ones (plugins/system/server/dept-routes.ts): `tree` (whole tree; every node is both
 * a row and a picker node with title/key/value, and the platform administrator may pass `tenantId`),
 * `lazy-tree?parentId` (one level of picker nodes). `lazy-list?parentId` is the generic one-level list.
 * A department that still has child departments cannot be removed.
 */
export default defineEntity({
  name: 'system.dept',
  title: { zh: '机构管理', en: 'Departments' },
  route: '/system/dept',
  menu: { parent: 'system', sort: 4, icon: 'dept' },
  permission: 'dept',
  api: { service: 'blade-system', entity: 'dept' },
  storage: { table: 'blade_dept', tenant: true, audit: true, softDelete: true },
  tree: { parentProp: 'parentId', labelProp: 'deptName' },
  table: { index: true, selection: true, viewButton: true },
  columns: [
    {
      prop: 'deptName',
      label: { zh: '机构名称', en: 'Name' },
      search: true,
      maxLength: 45,
      rules: [required('请输入机构名称', 'Please enter the department name')],
    },
    {
      prop: 'fullName',
      label: { zh: '机构全称', en: 'Full name' },
      search: true,
      maxLength: 45,
      rules: [required('请输入机构全称', 'Please enter the full name')],
    },
    {
      prop: 'parentId',
      label: { zh: '上级机构', en: 'Parent' },
      type: 'tree-select',
      dict: { url: '/api/blade-system/dept/tree', label: 'title', value: 'id', tree: true },
      default: 0,
      db: { type: 'bigint', index: true },
      table: false,
    },
    {
      prop: 'deptCategory',
      label: { zh: '机构类型', en: 'Type' },
      type: 'select',
      dict: 'dept_category',
      search: { mode: 'exact' },
      db: { type: 'int' },
      // An extra BladeX's open-source Dept lacks: a client that does not send it gets a department.
      default: 2,
      rules: [required('请选择机构类型', 'Please choose the department type')],
    },
    {
      prop: 'sort',
      label: { zh: '排序', en: 'Sort' },
      type: 'number',
      min: 0,
      max: 99999,
      default: 1,
      rules: [required('请输入排序', 'Please enter the sort order')],
    },
    {
      prop: 'remark',
      label: { zh: '备注', en: 'Remark' },
      type: 'textarea',
      maxLength: 255,
      form: { span: 24 },
      table: { hide: true },
    },
    {
      prop: 'ancestors',
      label: { zh: '祖级列表', en: 'Ancestors' },
      maxLength: 2000,
      form: false,
      table: false,
      view: false,
    },
  ],
});
