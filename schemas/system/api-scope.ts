import { defineEntity, required } from '../../engine/schema';
import * as scope from './_scope-columns';

/**
 * API scopes (BladeX blade_scope_api): restrictions on endpoints, granted to roles through the role grant
 * dialog. While at least one scope matches a request (path pattern and method), a caller other than an
 * administrator (`administrator` / `admin` roles) may make it only when one of their roles is granted one of
 * the matching scopes; otherwise 403. Requests no scope matches are not restricted (button codes still are).
 *
 * - `scopePath`: a path pattern, `*` one segment, `**` any rest, e.g. `/api/blade-system/param/**`
 *   (a pattern without the `/api` prefix gets it).
 * - `scopeType` (dict api_scope_type): 1 every method, 2 reads (GET), 3 writes (POST, PUT, DELETE).
 * - `menuId`: the menu the scope hangs under in the grant tree; `resourceCode`: informational.
 * Scopes are shared by every tenant: only the platform administrator manages them (plugins/system/server/global-records.ts).
 */
export default defineEntity({
  name: 'system.apiScope',
  title: { zh: '接口权限', en: 'API scopes' },
  route: '/authority/api-scope',
  menu: { parent: 'authority', sort: 30, icon: 'api' },
  platformOnly: true,
  permission: 'api_scope',
  api: { service: 'blade-system', entity: 'api-scope' },
  storage: { table: 'blade_scope_api', audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true },
  columns: [
    scope.menuId,
    { prop: 'resourceCode', label: { zh: '资源编号', en: 'Resource code' }, search: true, maxLength: 255 },
    {
      prop: 'scopeName',
      label: { zh: '接口名称', en: 'Name' },
      search: true,
      maxLength: 255,
      rules: [required('请输入接口名称', 'Please enter the name')],
    },
    {
      prop: 'scopePath',
      label: { zh: '接口路径', en: 'Path pattern' },
      search: true,
      maxLength: 500,
      help: { zh: '如 /api/blade-system/param/**', en: 'e.g. /api/blade-system/param/**' },
      rules: [
        required('请输入接口路径', 'Please enter the path pattern'),
        {
          pattern: '^/[a-zA-Z0-9/_*.-]*$',
          message: {
            zh: '路径以 / 开头，只能包含字母、数字、/ _ - . 和 *',
            en: 'The path starts with / and uses letters, digits, / _ - . and * only',
          },
        },
      ],
    },
    {
      prop: 'scopeType',
      label: { zh: '接口类型', en: 'Type' },
      type: 'select',
      dict: 'api_scope_type',
      db: { type: 'int' },
      default: 1,
      search: true,
      rules: [required('请选择接口类型', 'Please choose the type')],
    },
    scope.remark,
  ],
});
