import { defineEntity, required } from '../../engine/schema';

/**
 * Remote controls (spec §1 "control", `toycar-iot/control`): the hand-held controls a parent steers a
 * car with — the control's code (made by the control code rule), the car it is paired with, its battery
 * and whether it is in use. The commands under the same path (`control/setSpeakerVolume`…) are the
 * device commands of plugins/iot, not this list. Demo rows per tenant from plugins/iot.
 */
export default defineEntity({
  name: 'iot.control',
  title: { zh: '遥控器', en: 'Remote controls' },
  route: '/iot/control',
  menu: { parent: 'iot', sort: 4, icon: 'control' },
  permission: 'iotcontrol',
  api: { service: 'toycar-iot', entity: 'control' },
  storage: { table: 'iot_control', tenant: true, audit: true, softDelete: true },
  table: { index: true, selection: true, viewButton: true, defaultSort: { prop: 'id', order: 'desc' } },
  columns: [
    {
      prop: 'controlCode',
      label: { zh: '遥控器编号', en: 'Control number' },
      maxLength: 32,
      search: true,
      rules: [required('请输入遥控器编号', 'Please enter the control number')],
      table: { width: 140 },
    },
    {
      prop: 'carCode',
      label: { zh: '配对车辆', en: 'Paired car' },
      maxLength: 32,
      search: true,
      table: { width: 130 },
    },
    {
      prop: 'frequency',
      label: { zh: '频段(MHz)', en: 'Band (MHz)' },
      type: 'number',
      min: 300,
      max: 2500,
      table: { width: 100 },
    },
    {
      prop: 'battery',
      label: { zh: '电量(%)', en: 'Battery (%)' },
      type: 'number',
      min: 0,
      max: 100,
      form: { readonly: true },
      table: { width: 90 },
    },
    {
      prop: 'controlStatus',
      label: { zh: '状态', en: 'Status' },
      type: 'radio',
      dict: 'enable_status',
      db: { type: 'int' },
      default: 1,
      search: { mode: 'exact' },
      table: { width: 90 },
    },
  ],
});
