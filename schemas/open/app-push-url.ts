import { defineEntity, keyColumn, required } from '../../engine/schema';
import { apiRef, appRef, createTime, developerRef, status } from './_columns';

/**
 * Push addresses (应用推送地址): where the platform pushes an API's results for an app (order and device
 * events). http or https only (spec §5). One per app and API; `GET detail?appId=&developerId=&apiId=`
 * finds it by the three (plugins/open-platform), `detail?id=` as any detail.
 */
export default defineEntity({
  name: 'open.appPushUrl',
  title: { zh: '应用推送地址', en: 'Push addresses' },
  route: '/open/apppushurl',
  menu: { parent: 'open', sort: 6, icon: 'link' },
  permission: 'apppushurl',
  api: { service: 'share-open', entity: 'apppushurl' },
  storage: { table: 'op_app_push_url', tenant: true, audit: true, softDelete: true },
  owner: { prop: 'appId', schema: 'open.app' },
  table: { index: true, selection: true, viewButton: true },
  // The app, the API and where it is pushed are what the list is read for (issue 35 column priority).
  columns: [
    keyColumn(appRef),
    developerRef,
    keyColumn(apiRef),
    {
      prop: 'pushUrl',
      label: { zh: '推送地址', en: 'Push URL' },
      type: 'url',
      maxLength: 500,
      table: { width: 280, key: true },
      rules: [
        required('请输入推送地址', 'Please enter the push URL'),
        { validator: 'url', message: { zh: '推送地址须以 http:// 或 https:// 开头', en: 'The push URL must start with http:// or https://' } },
      ],
    },
    keyColumn(status),
    createTime,
  ],
});
