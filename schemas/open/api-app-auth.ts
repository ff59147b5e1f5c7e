import { defineEntity } from '../../engine/schema';
import { apiRef, appRef, createTime, developerRef } from './_columns';

const ro = { form: false } as const;

/**
 * API authorisations (接口授权): one row per API an app may call. Written only by `bindAppAndApi` and
 * removed by `removeAppAndApi` (appId, apiIds, developerId: plugins/open-platform/server/auth-routes.ts),
 * on the app's access screen; the list here is for reading. The devices an authorisation covers are
 * open.apiBindDevice rows (`updateApiBindDevices`).
 */
export default defineEntity({
  name: 'open.apiAppAuth',
  title: { zh: '接口授权', en: 'API grants' },
  route: '/open/apiappauth',
  menu: { parent: 'open', sort: 4, icon: 'safety' },
  readOnly: true,
  permission: 'apiappauth',
  api: { service: 'share-open', entity: 'apiappauth' },
  storage: { table: 'op_api_app_auth', tenant: true, indexes: [['appId', 'apiId']] },
  owner: { prop: 'appId', schema: 'open.app' },
  table: { index: true, viewButton: true },
  columns: [
    { ...appRef, ...ro },
    { ...apiRef, ...ro },
    { ...developerRef, ...ro },
    { prop: 'deviceCount', label: { zh: '授权设备数', en: 'Devices' }, type: 'number', table: { width: 100 }, ...ro },
    createTime,
  ],
});
