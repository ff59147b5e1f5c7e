/**
 * What the device gateway's transports share (gateway.ts, mqtt-transport.ts): a command and its answer,
 * and the two failures only a device gateway has — the device is offline, the device refused.
 */
import type { I18nText } from '../../../engine/schema';
import { AdapterError } from '../../../server/kernel/adapters';
import type { DeviceHint } from './device-state';

export interface GatewayCommand {
  deviceNo: string;
  command: string;
  params: Record<string, unknown>;
  /** What the device row says (the simulator starts the device from it; a real device knows itself). */
  hint?: DeviceHint;
}

export type GatewayAnswer = Record<string, unknown>;

export const gatewayInfo = { name: 'device-gateway', title: { zh: '设备网关', en: 'the device gateway' } };

/** The device did not take the command: it is offline (the gateway knows, so nothing was sent). */
export class DeviceOffline extends AdapterError {
  constructor(deviceNo: string) {
    super(
      gatewayInfo.name,
      'unreachable',
      { zh: `设备 ${deviceNo} 离线，命令未送达`, en: `Device ${deviceNo} is offline: the command was not delivered` },
      false,
    );
  }
}

/** The device answered with a refusal. */
export function deviceRefused(deviceNo: string, why: I18nText): AdapterError {
  return new AdapterError(
    gatewayInfo.name,
    'refused',
    { zh: `设备 ${deviceNo} 拒绝执行：${why.zh}`, en: `Device ${deviceNo} refused: ${why.en}` },
    false,
  );
}

/** The gateway's link to its devices (the broker connection of a real transport), for /readyz and /metrics. */
export interface GatewayStatus {
  connected: boolean;
  /** What it is doing: `connected`, `connecting to the broker`, `reconnecting`, `simulated`. */
  detail: string;
}
