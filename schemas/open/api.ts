import { defineEntity, required } from '../../engine/schema';
import { createTime, status } from './_columns';

/**
 * Open APIs (开放接口): the catalogue of what apps may be allowed to call, kept by the platform (one list
 * for every tenant). Each has a code (`device.status`…) the gateway call names; the OpenAPI document of
 * the open platform lists them (plugins/open-platform/server/openapi.ts).
 */
export default defineEntity({
  name: 'open.api',
  title: { zh: '开放接口', en: 'Open APIs' },
  route: '/open/api',
  menu: { parent: 'open', sort: 3, icon: 'api' },
  permission: 'openapi',
  api: { service: 'share-open', entity: 'api' },
  storage: { table: 'op_api', audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true },
  columns: [
    {
      prop: 'apiName',
      label: { zh: '接口名称', en: 'API' },
      search: true,
      maxLength: 60,
      table: { width: 180 },
      rules: [required('请输入接口名称', 'Please enter the API name')],
    },
    {
      prop: 'apiCode',
      label: { zh: '接口编码', en: 'Code' },
      search: true,
      unique: true,
      maxLength: 60,
      table: { width: 160 },
      rules: [
        required('请输入接口编码', 'Please enter the code'),
        { pattern: '^[a-z][a-zA-Z0-9]*(\\.[a-z][a-zA-Z0-9]*)*$', message: { zh: '编码由字母、数字和点组成，形如 device.status', en: 'Letters, digits and dots, like device.status' } },
      ],
    },
    {
      prop: 'apiGroup',
      label: { zh: '分组', en: 'Group' },
      type: 'select',
      dict: 'open_api_group',
      search: { mode: 'exact' },
      table: { width: 100 },
      rules: [required('请选择分组', 'Please choose the group', 'change')],
    },
    { prop: 'method', label: { zh: '请求方式', en: 'Method' }, type: 'select', dict: 'open_api_method', default: 'POST', table: { width: 90 } },
    { prop: 'deviceScoped', label: { zh: '按设备授权', en: 'Per device' }, type: 'radio', dict: 'yes_no', db: { type: 'int' }, default: 0, table: { width: 100 } },
    { prop: 'description', label: { zh: '说明', en: 'Description' }, type: 'textarea', maxLength: 300, table: { ellipsis: true } },
    status,
    createTime,
  ],
});
