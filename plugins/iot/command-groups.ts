/**
 * Where each command of the catalog sits in the drawer, and which part of the device's state (`queryParam`)
 * fills its inputs when it opens. Groups come in the order operators use them — opening slots daily, sound
 * and lights weekly, addresses and diagnostics rarely — and commands within a group likewise; so the drawer
 * opens on what is needed most instead of listing nineteen commands flat.
 */
import type { I18nText } from '../../engine/schema/model';

export const commandGroups = [
  { key: 'open', label: { zh: '开仓与车辆', en: 'Slots and cars' } },
  { key: 'sound', label: { zh: '声音', en: 'Sound' } },
  { key: 'light', label: { zh: '灯光与感应', en: 'Lights and sensor' } },
  { key: 'care', label: { zh: '消毒与电量', en: 'Disinfection and charge' } },
  { key: 'beacon', label: { zh: '信标', en: 'Beacon' } },
  { key: 'network', label: { zh: '网络地址', en: 'Network addresses' } },
  { key: 'diagnostic', label: { zh: '诊断', en: 'Diagnostics' } },
] as const satisfies ReadonlyArray<{ key: string; label: I18nText }>;

export type CommandGroup = (typeof commandGroups)[number]['key'];

export interface CommandPlacement {
  group: CommandGroup;
  /**
   * Input prop → dotted path in the device's state (`lights.0.control`): the current value the form opens
   * with, so an operator changes the volume from 15 rather than typing it blind.
   */
  current?: Record<string, string>;
}

/** By command key, in the order the drawer lists them. */
export const placements: Record<string, CommandPlacement> = {
  openArkRequest: { group: 'open' },
  circulationOpenArkRequest: { group: 'open' },
  setRemoteControl: { group: 'open' },
  enableOpen: { group: 'open' },
  disableOpen: { group: 'open' },
  setSpeakerVolume: { group: 'sound', current: { volume: 'volume' } },
  sendVoice: { group: 'sound' },
  setBackgroundMusic: { group: 'sound', current: { control: 'backgroundMusic' } },
  setLightControl: { group: 'light', current: { ledNo: 'lights.0.ledNo', control: 'lights.0.control' } },
  setInduction: { group: 'light', current: { control: 'induction' } },
  readLightControl: { group: 'light', current: { ledNo: 'lights.0.ledNo' } },
  setDisinfectionTime: { group: 'care', current: { time: 'disinfection.time' } },
  setDisinfectionDelayTime: { group: 'care', current: { time: 'disinfection.delayTime' } },
  setCanBorrowElectricity: { group: 'care', current: { electricity: 'canBorrowElectricity' } },
  readCanBorrowElectricity: { group: 'care' },
  backCheckBeacon: { group: 'beacon', current: { beanconName: 'beacon.name' } },
  closeFindBeacon: { group: 'beacon', current: { controlCmd: 'beacon.finding' } },
  setting: { group: 'network', current: { host: 'address.host', port: 'address.port' } },
  setRemoteServiceIp: { group: 'network', current: { ip: 'remoteService.ip', port: 'remoteService.port' } },
  readRemoteServiceIp: { group: 'network' },
  testOutputSignal: { group: 'diagnostic' },
  queryParam: { group: 'diagnostic' },
};

/** The inputs' current values out of a device state, by a command's `current` paths (missing ones left out). */
export function currentValues(placement: CommandPlacement | undefined, state: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [prop, path] of Object.entries(placement?.current ?? {})) {
    let v: unknown = state;
    for (const step of path.split('.')) v = v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[step] : undefined;
    if (v !== undefined && v !== null && v !== '') out[prop] = v;
  }
  return out;
}
