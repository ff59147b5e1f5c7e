import type { Action } from '../../engine/schema';

/**
 * The iot plugin's command drawer on a device's row (docs/areas/iot.md, "In the console"): the device
 * list, the cabinets on sites and the open / close records and door logs name it, so a person reaches a
 * device's controls from wherever they see the device. The drawer reads the row's `id` / `deviceId`,
 * `deviceCode` and `deviceType`; its button code is `<screen permission>_iot_commands`.
 */
export const controlAction: Action = {
  key: 'iot.commands',
  label: { zh: '设备控制', en: 'Control' },
  scope: 'row',
  plugin: 'iot',
  icon: 'control',
};
