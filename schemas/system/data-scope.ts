import { defineEntity, required } from '../../engine/schema';
import * as scope from './_scope-columns';

/**
 * Data scopes (BladeX blade_scope_data): row filters granted to roles through the role grant dialog.
 *
 * - `menuId`: the menu the scope hangs under in the grant tree.
 * - `resourceCode`: which entity the scope filters: an entity schema's `permission` (e.g. `param`) or its
 *   name (`system.param`); when empty, the entity whose menu row is `menuId`.
 * - `scopeType` (dict data_scope_type): 1 all rows, 2 own rows (`scopeColumn` = the caller's user id,
 *   default `createUser`; a prop, or BladeX's column name such as `create_user`), 3 own department (`scopeColumn` in the caller's depts, default `createDept`),
 *   4 own department and every department below it (blade_dept tree), 5 custom: `scopeColumn` (default
 *   `createDept`) is one of the ids listed in `scopeValue` (comma-separated ids: dept ids, or user ids
 *   when the column is `createUser`). No SQL is ever stored: the column must be a prop of the entity.
 * - `scopeField`, `scopeClass`: BladeX's informational fields (which fields are visible, the mapper class).
 * A role granted several scopes for one entity sees the union; an entity with no scope granted is unfiltered.
 * Scopes are shared by every tenant: only the platform administrator manages them (plugins/system/server/global-records.ts).
 */
export default defineEntity({
  name: 'system.dataScope',
  title: { zh: '数据权限', en: 'Data scopes' },
  route: '/authority/data-scope',
  menu: { parent: 'authority', sort: 20, icon: 'database' },
  platformOnly: true,
  permission: 'data_scope',
  api: { service: 'blade-system', entity: 'data-scope' },
  storage: { table: 'blade_scope_data', audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true },
  columns: [
    scope.menuId,
    {
      prop: 'resourceCode',
      label: { zh: '资源编号', en: 'Resource code' },
      search: true,
      maxLength: 255,
      help: {
        zh: '实体的权限前缀（如 param）或名称（如 system.param）',
        en: "The entity's permission prefix (e.g. param) or name (e.g. system.param)",
      },
      rules: [
        {
          pattern: '^([a-zA-Z][a-zA-Z0-9_.]*)?$',
          message: { zh: '资源编号只能包含字母、数字、下划线和点', en: 'Use letters, digits, _ and . only' },
        },
      ],
    },
    {
      prop: 'scopeName',
      label: { zh: '权限名称', en: 'Name' },
      search: true,
      maxLength: 255,
      rules: [required('请输入权限名称', 'Please enter the name')],
    },
    { prop: 'scopeField', label: { zh: '可见字段', en: 'Visible fields' }, maxLength: 255, table: { hide: true } },
    { prop: 'scopeClass', label: { zh: '权限类名', en: 'Class' }, maxLength: 500, table: { hide: true } },
    {
      prop: 'scopeColumn',
      label: { zh: '权限字段', en: 'Filtered column' },
      maxLength: 255,
      help: {
        zh: '按此字段过滤（实体字段名如 createDept，或 BladeX 的列名如 create_dept）；留空或 - 按类型默认',
        en: "The entity prop to filter on (e.g. createDept, or BladeX's column name create_dept); empty or - = the default of the type",
      },
      rules: [
        {
          // `-` is SpringBlade's "no column" (Saber's form fills it in for 全部可见): the type's default.
          pattern: '^(-|[a-zA-Z][a-zA-Z0-9_]*)?$',
          message: {
            zh: '请输入实体字段名或列名（字母、数字和下划线）',
            en: 'Enter an entity prop or column name (letters, digits and _)',
          },
        },
      ],
    },
    {
      prop: 'scopeType',
      label: { zh: '规则类型', en: 'Type' },
      type: 'select',
      dict: 'data_scope_type',
      db: { type: 'int' },
      default: 1,
      search: true,
      rules: [required('请选择规则类型', 'Please choose the type')],
    },
    {
      prop: 'scopeValue',
      label: { zh: '规则值', en: 'Value' },
      maxLength: 2000,
      help: {
        zh: '自定义类型：以逗号分隔的机构编号（或字段为 createUser 时的用户编号）',
        en: 'Custom type: comma-separated dept ids (user ids when the column is createUser)',
      },
      rules: [
        {
          pattern: '^(\\d{1,16}(,\\d{1,16})*)?$',
          message: { zh: '请输入以逗号分隔的编号', en: 'Enter ids separated by commas' },
        },
      ],
    },
    scope.remark,
  ],
});
