/**
 * The `iot` plugin: commands to devices through the device gateway (plugins/iot/server: a deterministic
 * simulator by default, MQTT when `MQTT_URL` is set), a command drawer on a device row (schema action
 * `{ key: 'iot.commands', plugin: 'iot', scope: 'row' }`), a device console page, and the command log.
 *
 * The declaration (default export) and the command catalog (commands.ts, re-exported here: both halves
 * read it through this file).
 */
import { declarePlugin } from '../../engine/schema/define';
import type { DictSeed } from '../../engine/schema/model';
import { iotCodes, iotCommands } from './commands';

export * from './commands';
export * from './command-groups';

const dicts: DictSeed[] = [
  {
    code: 'iot_command',
    title: { zh: '设备命令', en: 'Device commands' },
    items: iotCommands.map((c) => ({ key: c.key, label: c.label })),
  },
  {
    code: 'iot_command_status',
    title: { zh: '命令结果', en: 'Command outcomes' },
    items: [
      { key: 1, label: { zh: '成功', en: 'Done' } },
      { key: 2, label: { zh: '设备离线', en: 'Device offline' } },
      { key: 3, label: { zh: '超时', en: 'Timed out' } },
      { key: 4, label: { zh: '设备拒绝', en: 'Refused by the device' } },
      { key: 5, label: { zh: '无法连接', en: 'Unreachable' } },
    ],
  },
  {
    code: 'iot_switch',
    title: { zh: '开关', en: 'On / off' },
    items: [
      { key: 0, label: { zh: '关闭', en: 'Off' } },
      { key: 1, label: { zh: '开启', en: 'On' } },
    ],
  },
  {
    code: 'iot_light_mode',
    title: { zh: '灯光模式', en: 'Light modes' },
    items: [
      { key: 0, label: { zh: '关闭', en: 'Off' } },
      { key: 1, label: { zh: '常亮', en: 'On' } },
      { key: 2, label: { zh: '闪烁', en: 'Blinking' } },
    ],
  },
  {
    code: 'iot_remote_control',
    title: { zh: '远程控制', en: 'Remote control' },
    items: [
      { key: 0, label: { zh: '停止', en: 'Stop' } },
      { key: 1, label: { zh: '启动', en: 'Start' } },
    ],
  },
  {
    code: 'iot_find_beacon',
    title: { zh: '寻找信标', en: 'Find beacon' },
    items: [
      { key: 0, label: { zh: '停止寻找', en: 'Stop' } },
      { key: 1, label: { zh: '开始寻找', en: 'Start beeping' } },
    ],
  },
];

export default declarePlugin({
  name: 'iot',
  title: { zh: '设备控制', en: 'Device control' },
  actions: ['commands'],
  menus: [{ code: 'iot', title: { zh: '设备控制', en: 'Device control' }, path: '/iot', sort: 60, icon: 'control' }],
  pages: [
    {
      key: 'console',
      route: '/iot/console',
      title: { zh: '设备控制台', en: 'Device console' },
      menu: { parent: 'iot', sort: 1, icon: 'control' },
      buttons: [
        { code: iotCodes.read, title: { zh: '读取设备', en: 'Read devices' } },
        { code: iotCodes.command, title: { zh: '发送命令', en: 'Send commands' } },
        { code: iotCodes.address, title: { zh: '设置服务地址', en: 'Set server addresses' } },
        { code: iotCodes.beacon, title: { zh: '信标操作', en: 'Beacon commands' } },
        { code: iotCodes.open, title: { zh: '开仓', en: 'Open slots' } },
      ],
    },
  ],
  dicts,
});
