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
  systemMade: {
    reason: {
      zh: '关仓记录由柜机关仓时写入，不能手工新增、修改或删除',
      en: 'Close records are written when a cabinet closes and cannot be added, changed or removed by hand',
    },
    instead: { zh: '请用设备控制关仓，结果会记入此处', en: 'Close a slot through device control; the record follows' },
  },
  table: { index: true, viewButton: true, defaultSort: { prop: 'recordTime', order: 'desc' } },
  columns: recordColumns,
  actions: [controlAction],
});
