import type { Column } from '../../engine/schema';

/**
 * Open and close records share their columns: one row per command to open (or close) a slot, with who
 * asked, on which platform, what the device answered and when. Written by the iot plugin's open calls
 * (`openArkRequest`, `circulationOpenArkRequest`) and the rentals; the iot plugin adds its row actions.
 */
export const recordColumns: Column[] = [
  {
    prop: 'deviceId',
    label: { zh: '设备编号', en: 'Device ID' },
    type: 'select',
    db: { type: 'bigint', index: true },
    table: false,
    view: false,
  },
  {
    prop: 'deviceCode',
    label: { zh: '柜机', en: 'Cabinet' },
    maxLength: 32,
    search: { mode: 'exact' },
    table: { width: 130 },
  },
  { prop: 'slotId', label: { zh: '仓位编号', en: 'Slot ID' }, type: 'select', db: { type: 'bigint' }, table: false, view: false },
  { prop: 'slotNum', label: { zh: '仓位号', en: 'Slot' }, type: 'number', table: { width: 70 } },
  { prop: 'carCode', label: { zh: '车辆', en: 'Car' }, maxLength: 32, search: true, table: { width: 130 } },
  {
    prop: 'platform',
    label: { zh: '平台', en: 'Platform' },
    type: 'select',
    dict: 'open_platform',
    db: { type: 'int' },
    search: { mode: 'exact' },
    table: { width: 120 },
  },
  {
    prop: 'result',
    label: { zh: '结果', en: 'Result' },
    type: 'select',
    dict: 'open_result',
    db: { type: 'int' },
    search: { mode: 'exact' },
    table: { width: 80 },
  },
  {
    prop: 'message',
    label: { zh: '设备应答', en: 'Device answer' },
    maxLength: 255,
    table: { width: 180, ellipsis: true },
  },
  { prop: 'operator', actor: true, label: { zh: '操作人', en: 'By' }, maxLength: 64, search: true, table: { width: 110 } },
  {
    prop: 'recordTime',
    label: { zh: '时间', en: 'Time' },
    type: 'datetime',
    search: { mode: 'range' },
    table: { width: 160 },
  },
];
