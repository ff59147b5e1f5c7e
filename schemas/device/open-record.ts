import { defineEntity } from '../../engine/schema';
import { recordColumns } from './_open-record';
import { controlAction } from './_control-action';

/** Open records (`share-biz/openrecord`): every slot-open command and its answer (list screen). */
export default defineEntity({
  name: 'device.openRecord',
  title: { zh: '开仓记录', en: 'Open records' },
  route: '/device/open-record',
  menu: { parent: 'device', sort: 21, icon: 'log' },
  permission: 'openrecord',
  api: { service: 'share-biz', entity: 'openrecord', list: 'page' },
  storage: { table: 'tc_open_record', tenant: true, audit: true, indexes: [['deviceId', 'recordTime']] },
  readOnly: true,
  systemMade: {
    reason: {
      zh: '开仓记录由柜机开仓时写入，不能手工新增、修改或删除',
      en: 'Open records are written when a cabinet opens and cannot be added, changed or removed by hand',
    },
    instead: { zh: '请用设备控制开仓，结果会记入此处', en: 'Open a slot through device control; the record follows' },
  },
  table: { index: true, viewButton: true, defaultSort: { prop: 'recordTime', order: 'desc' } },
  columns: recordColumns,
  actions: [controlAction],
});
