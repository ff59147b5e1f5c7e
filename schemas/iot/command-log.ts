import { defineEntity } from '../../engine/schema';
import { logTable } from '../system/_log-columns';

const ro = { form: false } as const;

/**
 * Device command log (toycar-iot/commandlog): one row per command sent through the device gateway
 * (plugins/iot/server), written by the server only — who sent it, to which device, the command and its
 * parameters, the outcome (done, device offline, timed out, refused, unreachable) with the device's answer
 * or the reason, the transport and how long it took. Bad input and missing permissions never reach a
 * device and leave no row. Per tenant (the device's). Screen: /iot/command-log, list + view + export, and
 * each row opens its device's command drawer.
 */
export default defineEntity({
  name: 'iot.commandLog',
  title: { zh: '设备命令记录', en: 'Device commands' },
  route: '/iot/command-log',
  menu: { parent: 'iot', sort: 2, icon: 'log' },
  readOnly: true,
  permission: 'iot_command_log',
  excel: { export: true },
  api: { service: 'toycar-iot', entity: 'commandlog' },
  storage: {
    table: 'iot_command_log',
    tenant: true,
    indexes: [
      ['tenantId', 'createTime'],
      ['deviceNo', 'createTime'],
    ],
  },
  table: logTable,
  columns: [
    {
      prop: 'deviceNo',
      label: { zh: '设备编号', en: 'Device number' },
      maxLength: 32,
      search: true,
      table: { width: 140 },
      ...ro,
    },
    {
      prop: 'deviceId',
      label: { zh: '设备ID', en: 'Device ID' },
      type: 'number',
      db: { type: 'bigint' },
      table: { hide: true },
      ...ro,
      view: false,
    },
    {
      prop: 'command',
      label: { zh: '命令', en: 'Command' },
      type: 'select',
      dict: 'iot_command',
      maxLength: 64,
      search: { mode: 'exact' },
      table: { width: 150 },
      ...ro,
    },
    {
      prop: 'params',
      label: { zh: '参数', en: 'Parameters' },
      type: 'textarea',
      table: { ellipsis: true },
      ...ro,
    },
    {
      prop: 'status',
      label: { zh: '结果', en: 'Outcome' },
      type: 'select',
      dict: 'iot_command_status',
      db: { type: 'int' },
      search: { mode: 'exact' },
      table: { width: 110 },
      ...ro,
    },
    {
      prop: 'result',
      label: { zh: '设备应答 / 原因', en: 'Answer or reason' },
      type: 'textarea',
      table: { ellipsis: true },
      ...ro,
    },
    {
      prop: 'transport',
      label: { zh: '通道', en: 'Transport' },
      maxLength: 16,
      table: { width: 90, hide: true },
      ...ro,
    },
    {
      prop: 'durationMs',
      label: { zh: '耗时（毫秒）', en: 'Took (ms)' },
      type: 'number',
      table: { width: 100 },
      ...ro,
    },
    {
      prop: 'createUser',
      label: { zh: '操作人ID', en: 'User ID' },
      type: 'number',
      db: { type: 'bigint' },
      table: { hide: true },
      ...ro,
    },
    {
      prop: 'createUserName', actor: true,
      label: { zh: '操作人', en: 'User' },
      maxLength: 64,
      search: true,
      table: { width: 100 },
      ...ro,
    },
    {
      prop: 'createTime',
      label: { zh: '操作时间', en: 'Time' },
      type: 'datetime',
      search: { mode: 'range' },
      table: { width: 170, sortable: true },
      ...ro,
    },
  ],
  // From a command's row to the device's command drawer (the iot plugin), e.g. to try again.
  actions: [
    { key: 'iot.commands', label: { zh: '设备控制', en: 'Control' }, scope: 'row', plugin: 'iot', icon: 'control' },
  ],
});
