import { defineEntity } from '../../engine/schema';
import { recordColumns } from './_open-record';
import { controlAction } from './_control-action';

/** Close records (`share-biz/closerecord`): every slot-close (lock) command and its answer (list screen). */
export default defineEntity({
  name: 'device.closeRecord',
  title: { zh: '关仓记录', en: 'Close records' },
  route: '/device/close-record',
  menu: { parent: 'device', sort: 22, icon: 'log' },
  permission: 'closerecord',
  api: { service: 'share-biz', entity: 'closerecord', list: 'page' },
  storage: { table: 'tc_close_record', tenant: true, audit: true, indexes: [['deviceId', 'recordTime']] },
  readOnly: true,
  table: { index: true, viewButton: true, defaultSort: { prop: 'recordTime', order: 'desc' } },
  columns: recordColumns,
  actions: [controlAction],
});
