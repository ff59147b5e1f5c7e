import { defineEntity } from '../../engine/schema';
import { createTime } from './_columns';

const ro = { form: false } as const;

/**
 * Devices of an API authorisation (接口绑定设备): for an API that acts on devices, the devices the app
 * may act on. Replaced as a whole by `GET updateApiBindDevices?authId=&deviceIds=` (the access screen's
 * device transfer); read-only here.
 */
export default defineEntity({
  name: 'open.apiBindDevice',
  title: { zh: '接口绑定设备', en: 'Granted devices' },
  route: '/open/apibinddevice',
  menu: { parent: 'open', sort: 5, icon: 'cluster' },
  readOnly: true,
  permission: 'apibinddevice',
  api: { service: 'share-open', entity: 'apibinddevice' },
  storage: { table: 'op_api_bind_device', tenant: true, indexes: [['authId', 'deviceId']] },
  owner: { prop: 'authId', schema: 'open.apiAppAuth' },
  table: { index: true, viewButton: true },
  columns: [
    { prop: 'authId', label: { zh: '授权编号', en: 'Grant ID' }, type: 'number', db: { type: 'bigint' }, table: { width: 120 }, view: false, ...ro },
    {
      prop: 'appId',
      label: { zh: '应用', en: 'App' },
      type: 'select',
      ref: { schema: 'open.app', label: 'appName' },
      db: { type: 'bigint' },
      search: { mode: 'exact' },
      ...ro,
    },
    {
      prop: 'apiId',
      label: { zh: '接口', en: 'API' },
      type: 'select',
      ref: { schema: 'open.api', label: 'apiName' },
      db: { type: 'bigint' },
      ...ro,
    },
    {
      prop: 'deviceId',
      label: { zh: '设备', en: 'Device' },
      type: 'select',
      ref: { schema: 'device.device', label: 'deviceCode' },
      db: { type: 'bigint' },
      search: { mode: 'exact' },
      ...ro,
    },
    createTime,
  ],
});
