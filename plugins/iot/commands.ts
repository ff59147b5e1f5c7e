/**
 * The command catalog of the `iot` plugin, pure data that both halves read through the declaration
 * (plugin.ts re-exports it): each command's path, button code, device kinds and inputs as schema columns,
 * so the drawer's forms (engine SchemaForm) and the server's validation (the engine's ajv action schemas)
 * check the same rules with the same zh/en messages.
 */
import type { Column, I18nText } from '../../engine/schema/model';
import { commandGroups, placements, type CommandPlacement } from './command-groups';

/**
 * Kinds of device the gateway talks to (DOMAIN.md "Who and what"): the keys of the devices area's
 * `device_type` dictionary.
 */
export const deviceKind = { cabinet: 1, dispatcher: 2, escooter: 3, beacon: 4 } as const;
export type DeviceKind = (typeof deviceKind)[keyof typeof deviceKind];
const { cabinet, dispatcher, escooter, beacon } = deviceKind;

/** Button codes the command routes check (seeded under the console page's menu entry). */
export const iotCodes = {
  read: 'iot_read',
  command: 'iot_command',
  address: 'iot_address',
  beacon: 'iot_beacon',
  open: 'iot_open',
} as const;
export type IotCode = (typeof iotCodes)[keyof typeof iotCodes];

/** How a command names its device: `deviceId` (the device row), or the contract's own keys. */
export type DeviceKey = 'deviceId' | 'deviceBusinessId' | 'deviceCode';

export interface IotCommand {
  key: string;
  label: I18nText;
  /** Full API path (services from SERVICE-MAP.md: control commands at toycar-iot/control). */
  path: string;
  method: 'GET' | 'POST';
  code: IotCode;
  deviceKey: DeviceKey;
  /** Reads change nothing on the device. */
  read?: boolean;
  /** Kinds that understand the command; the gateway refuses it on others. */
  kinds: readonly DeviceKind[];
  /** Inputs besides the device: checked in the drawer and again on the server. */
  inputs: Column[];
  /** Its group in the drawer and the state its inputs open with (command-groups.ts). */
  placement?: CommandPlacement;
}

const need = (zh: string, en: string) => ({ required: true, trigger: 'blur' as const, message: { zh, en } });

/** A whole number from min to max, e.g. the volume 0–30. */
function int(prop: string, label: I18nText, min: number, max: number, unit: I18nText = { zh: '', en: '' }): Column {
  const range: I18nText = {
    zh: `${label.zh}必须是 ${min} 到 ${max}${unit.zh} 之间的整数`,
    en: `${label.en} must be a whole number from ${min} to ${max}${unit.en}`,
  };
  // The label carries the range, so the operator sees it before typing (the rule's message repeats it).
  return {
    prop,
    label: {
      zh: `${label.zh}（${min}–${max}${unit.zh}）`,
      en: `${label.en} (${min}–${max}${unit.en})`,
    },
    type: 'number',
    db: { type: 'int' },
    // The range is a rule (not the column's min / max) so its message says the whole range.
    rules: [need(`请输入${label.zh}`, `Please enter the ${label.en.toLowerCase()}`), { min, max, message: range }],
  };
}

/** One of a dictionary's keys (min..max), e.g. a light's mode. */
function choice(prop: string, label: I18nText, dict: string, max: number, min = 0, preset?: number): Column {
  const bad: I18nText = { zh: `请选择有效的${label.zh}`, en: `Choose a valid ${label.en.toLowerCase()}` };
  return {
    prop,
    label,
    type: 'select',
    dict,
    db: { type: 'int' },
    ...(preset !== undefined && { default: preset }),
    rules: [need(`请选择${label.zh}`, `Please choose the ${label.en.toLowerCase()}`), { min, max, message: bad }],
  };
}

const IPV4 = '^(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)(\\.(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)){3}$';
/** An IPv4 address or a host name (letters, digits, dots and hyphens). */
const HOST =
  '^(?=.{1,253}$)[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$';

function text(prop: string, label: I18nText, pattern: string, bad: I18nText, maxLength: number): Column {
  return {
    prop,
    label,
    maxLength,
    rules: [need(`请输入${label.zh}`, `Please enter the ${label.en.toLowerCase()}`), { pattern, message: bad }],
  };
}

const ip = (prop = 'ip') =>
  text(
    prop,
    { zh: 'IP 地址', en: 'IP address' },
    IPV4,
    { zh: 'IP 地址格式应为 192.168.1.10', en: 'The IP address must look like 192.168.1.10' },
    15,
  );
const host = text(
  'host',
  { zh: '服务器地址', en: 'Host' },
  HOST,
  {
    zh: '服务器地址应为 IP 或域名，如 iot.example.cn',
    en: 'The host must be an IP address or a domain name such as iot.example.cn',
  },
  253,
);
const port = int('port', { zh: '端口', en: 'Port' }, 1, 65535);
const control = (dict: string, max: number) => choice('control', { zh: '控制', en: 'Setting' }, dict, max);
/**
 * Who opens: the console (3) unless the call says otherwise. The devices area's `open_platform` (the
 * open records show it), so a record and its command name the platform alike.
 */
const platform = choice('platform', { zh: '操作平台', en: 'Platform' }, 'open_platform', 3, 1, 3);
const slotNum = (prop = 'slotNum') => int(prop, { zh: '仓位号', en: 'Slot' }, 1, 64);

const ALL = [cabinet, dispatcher, escooter, beacon];
const SOUND = [cabinet, dispatcher, escooter];
const SCREENED = [cabinet, dispatcher];
const CABINET = [cabinet];
const BEACON = [beacon];
const CONTROL = '/api/toycar-iot/control';

function ctl(key: string, label: I18nText, kinds: readonly DeviceKind[], inputs: Column[], read = false): IotCommand {
  return {
    key,
    label,
    path: `${CONTROL}/${key}`,
    method: 'POST',
    code: read ? iotCodes.read : iotCodes.command,
    deviceKey: 'deviceId',
    kinds,
    inputs,
    ...(read && { read }),
  };
}

const catalog: readonly IotCommand[] = [
  {
    ...ctl('queryParam', { zh: '读取设备参数', en: 'Read all parameters' }, ALL, [], true),
    path: '/api/share-iot/client/queryParam',
  },
  ctl('setSpeakerVolume', { zh: '设置音量', en: 'Set speaker volume' }, SOUND, [
    int('volume', { zh: '音量', en: 'Volume' }, 0, 30),
  ]),
  ctl('sendVoice', { zh: '播放语音', en: 'Play a voice prompt' }, SOUND, [
    {
      ...text(
        'voice',
        { zh: '语音内容', en: 'Voice text' },
        '^[^<>]{1,64}$',
        { zh: '语音内容为 1–64 个字，不能包含 < >', en: 'The voice text has 1–64 characters, without < or >' },
        64,
      ),
      type: 'textarea',
      form: { span: 24 },
    },
  ]),
  ctl('setBackgroundMusic', { zh: '背景音乐', en: 'Background music' }, SCREENED, [control('iot_switch', 1)]),
  ctl('setInduction', { zh: '感应开关', en: 'Motion sensor' }, SCREENED, [control('iot_switch', 1)]),
  ctl('setLightControl', { zh: '灯光控制', en: 'Set a light' }, SCREENED, [
    int('ledNo', { zh: '灯号', en: 'Light no.' }, 1, 4),
    control('iot_light_mode', 2),
  ]),
  ctl(
    'readLightControl',
    { zh: '读取灯光', en: 'Read a light' },
    SCREENED,
    [int('ledNo', { zh: '灯号', en: 'Light no.' }, 1, 4)],
    true,
  ),
  ctl('testOutputSignal', { zh: '输出信号测试', en: 'Test an output signal' }, SCREENED, [
    int('control', { zh: '输出通道', en: 'Output' }, 1, 8),
  ]),
  ctl('setRemoteControl', { zh: '远程控制车辆', en: 'Remote control of a car' }, CABINET, [
    control('iot_remote_control', 1),
    slotNum('slot'),
  ]),
  ctl('setDisinfectionTime', { zh: '消毒时长', en: 'Disinfection time' }, CABINET, [
    int('time', { zh: '消毒时长', en: 'Disinfection time' }, 1, 60, { zh: ' 分钟', en: ' minutes' }),
  ]),
  ctl('setDisinfectionDelayTime', { zh: '消毒延时', en: 'Disinfection delay' }, CABINET, [
    int('time', { zh: '延时', en: 'Delay' }, 0, 600, { zh: ' 秒', en: ' seconds' }),
  ]),
  ctl(
    'setCanBorrowElectricity',
    { zh: '可借电量', en: 'Minimum battery to rent' },
    [cabinet, escooter],
    [int('electricity', { zh: '可借电量', en: 'Minimum battery' }, 0, 100, { zh: ' %', en: ' %' })],
  ),
  ctl('readCanBorrowElectricity', { zh: '读取可借电量', en: 'Read minimum battery' }, [cabinet, escooter], [], true),
  {
    ...ctl('setRemoteServiceIp', { zh: '远程服务 IP', en: 'Remote service IP' }, ALL, [ip(), port]),
    code: iotCodes.address,
  },
  {
    ...ctl('readRemoteServiceIp', { zh: '读取远程服务 IP', en: 'Read remote service IP' }, ALL, [], true),
    method: 'GET',
  },
  {
    key: 'setting',
    label: { zh: '设置地址', en: 'Set server address' },
    path: '/api/share-iot/client/setting',
    method: 'POST',
    code: iotCodes.address,
    deviceKey: 'deviceId',
    kinds: ALL,
    inputs: [host, port],
  },
  {
    key: 'backCheckBeacon',
    label: { zh: '信标命名', en: 'Name the beacon' },
    path: '/api/share-biz/back/backCheckBeacon',
    method: 'POST',
    code: iotCodes.beacon,
    deviceKey: 'deviceId',
    kinds: BEACON,
    inputs: [
      text(
        'beanconName',
        { zh: '信标名称', en: 'Beacon name' },
        '^[\\u4e00-\\u9fa5A-Za-z0-9_-]{1,20}$',
        {
          zh: '信标名称为 1–20 个汉字、字母、数字、- 或 _',
          en: 'The beacon name has 1–20 letters, digits, Chinese characters, - or _',
        },
        20,
      ),
    ],
  },
  {
    key: 'closeFindBeacon',
    label: { zh: '寻找信标', en: 'Find the beacon' },
    path: '/api/share-iot/client/closeFindBeacon',
    method: 'POST',
    code: iotCodes.beacon,
    deviceKey: 'deviceId',
    kinds: BEACON,
    inputs: [choice('controlCmd', { zh: '寻找', en: 'Find' }, 'iot_find_beacon', 1)],
  },
  {
    key: 'openArkRequest',
    label: { zh: '开仓', en: 'Open a slot' },
    path: '/api/toycar-device/open/openArkRequest',
    method: 'POST',
    code: iotCodes.open,
    deviceKey: 'deviceBusinessId',
    kinds: CABINET,
    inputs: [slotNum(), platform],
  },
  {
    key: 'circulationOpenArkRequest',
    label: { zh: '循环开仓', en: 'Open the next slot' },
    path: '/api/toycar-device/open/circulationOpenArkRequest',
    method: 'POST',
    code: iotCodes.open,
    deviceKey: 'deviceCode',
    kinds: CABINET,
    inputs: [platform],
  },
  {
    key: 'enableOpen',
    label: { zh: '允许开仓', en: 'Allow opening' },
    path: '/api/share-biz/openrecord/enableOpen',
    method: 'POST',
    code: iotCodes.open,
    deviceKey: 'deviceId',
    kinds: CABINET,
    inputs: [],
  },
  {
    key: 'disableOpen',
    label: { zh: '禁止开仓', en: 'Stop opening' },
    path: '/api/share-biz/openrecord/disableOpen',
    method: 'POST',
    code: iotCodes.open,
    deviceKey: 'deviceId',
    kinds: CABINET,
    inputs: [],
  },
];

const groupOrder: string[] = commandGroups.map((g) => g.key);
const placementOrder = Object.keys(placements);
/** The catalog with each command's placement, in the drawer's order: by group, then by use within it. */
export const iotCommands: readonly IotCommand[] = catalog
  .map((c) => ({ ...c, placement: placements[c.key] }))
  .sort(
    (a, b) =>
      groupOrder.indexOf(a.placement?.group ?? 'diagnostic') - groupOrder.indexOf(b.placement?.group ?? 'diagnostic') ||
      placementOrder.indexOf(a.key) - placementOrder.indexOf(b.key),
  );

export const commandByKey = new Map(iotCommands.map((c) => [c.key, c]));

/** Outcome of a command as the log records it (dictionary iot_command_status). */
export const commandStatus = { done: 1, offline: 2, timeout: 3, refused: 4, unreachable: 5 } as const;
