import { defineEntity, required } from '../../engine/schema';
import * as check from './_check-columns';

/**
 * Devices of an inspection (巡检设备, `checkdevice`): each device the inspector looked at during one
 * inspection and its state. `deviceId` / `deviceCode` name the device of the devices area (share-iot
 * `device`); the line is kept even when the device is later moved. Edited only while the inspection is in
 * progress (server check). Shown beside its inspection on the page 巡检设备 (unified.inspectionDevices).
 */
export default defineEntity({
  name: 'unified.checkDevice',
  title: { zh: '巡检设备', en: 'Inspected devices' },
  permission: 'checkdevice',
  api: { service: 'unified-merchant', entity: 'checkdevice' },
  storage: { table: 'um_check_device', tenant: true, audit: true, indexes: [['checkItemId'], ['deviceId']] },
  table: { index: true, selection: true, viewButton: true },
  owner: { prop: 'checkItemId', schema: 'unified.checkItem' },
  columns: [
    check.checkItemId,
    {
      prop: 'deviceId',
      label: { zh: '设备ID', en: 'Device ID' },
      type: 'number',
      db: { type: 'bigint' },
      min: 1,
      table: { hide: true },
      view: false,
    },
    {
      prop: 'deviceCode',
      label: { zh: '设备编号', en: 'Device' },
      search: true,
      maxLength: 40,
      table: { width: 160 },
      rules: [required('请输入设备编号', 'Please enter the device number')],
    },
    check.result,
    check.photo,
    { prop: 'checkTime', label: { zh: '检查时间', en: 'Checked at' }, type: 'datetime', form: false, table: { width: 160 } },
    check.remark,
  ],
});
