/**
 * What a simulated device does with each command of the catalog (plugins/iot/plugin.ts): the change to
 * its state and its answer. Inputs arrive validated by the server (ranges, formats); what only the device
 * knows — the command does not apply to its kind, no such slot, the slot is out of service, opening is
 * switched off, no car to open — is a DeviceRefusal in both languages.
 */
import { commandByKey } from '../plugin';
import { DeviceRefusal, DOOR_OPEN_MS, type DeviceState, type SlotState } from './device-state';

type Params = Record<string, unknown>;
type Answer = Record<string, unknown>;

const num = (p: Params, key: string) => Number(p[key]);
const bit = (p: Params, key: string): 0 | 1 => (Number(p[key]) === 1 ? 1 : 0);
const stamp = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 19);

const doorOf = (s: SlotState, now: number) =>
  s.openedAt !== null && now - s.openedAt < DOOR_OPEN_MS ? 'open' : 'closed';

/** A slot as reads show it. */
const slotView = (s: SlotState, now: number) => ({
  slotNum: s.slotNum,
  carCode: s.carCode,
  battery: s.battery,
  door: doorOf(s, now),
  remote: s.remote,
  outOfService: s.outOfService,
});

/** Everything the device reports (queryParam). */
export function snapshot(d: DeviceState, now: number): Answer {
  return {
    deviceNo: d.deviceNo,
    kind: d.kind,
    online: d.online,
    firmware: d.firmware,
    volume: d.volume,
    backgroundMusic: d.backgroundMusic,
    induction: d.induction,
    lights: d.lights.map((control, i) => ({ ledNo: i + 1, control })),
    remoteService: { ...d.remoteService },
    address: { ...d.address },
    disinfection: { ...d.disinfection },
    canBorrowElectricity: d.canBorrowElectricity,
    battery: d.battery,
    openEnabled: d.openEnabled,
    beacon: d.beacon && { ...d.beacon },
    lastOutputTest: d.lastOutputTest && { ...d.lastOutputTest },
    slots: d.slots.map((s) => slotView(s, now)),
  };
}

function slotOf(d: DeviceState, n: number): SlotState {
  const slot = d.slots.find((s) => s.slotNum === n);
  if (!slot)
    throw new DeviceRefusal({
      zh: `没有 ${n} 号仓位（本柜共 ${d.slots.length} 个仓位）`,
      en: `there is no slot ${n} (this cabinet has ${d.slots.length})`,
    });
  return slot;
}

function open(d: DeviceState, slot: SlotState, now: number): Answer {
  if (!d.openEnabled) throw new DeviceRefusal({ zh: '本柜已禁止开仓', en: 'opening is switched off on this cabinet' });
  if (slot.outOfService)
    throw new DeviceRefusal({ zh: `${slot.slotNum} 号仓位已停用`, en: `slot ${slot.slotNum} is out of service` });
  slot.openedAt = now;
  return { slotNum: slot.slotNum, carCode: slot.carCode, door: 'open' };
}

/** The next slot holding a car in service, going round from the last one opened. */
function nextWithCar(d: DeviceState): SlotState {
  const n = d.slots.length;
  for (let i = 0; i < n; i++) {
    const s = d.slots[(d.nextSlot - 1 + i) % n];
    if (s.carCode && !s.outOfService) {
      d.nextSlot = (s.slotNum % n) + 1;
      return s;
    }
  }
  throw new DeviceRefusal({ zh: '没有可开的仓位（没有在仓车辆）', en: 'no slot to open (no car is parked)' });
}

type Handler = (d: DeviceState, p: Params, now: number) => Answer;

const handlers: Record<string, Handler> = {
  queryParam: (d, _p, now) => snapshot(d, now),
  setSpeakerVolume: (d, p) => ((d.volume = num(p, 'volume')), { volume: d.volume }),
  sendVoice: (_d, p) => ({ voice: String(p.voice), played: true }),
  setBackgroundMusic: (d, p) => ((d.backgroundMusic = bit(p, 'control')), { backgroundMusic: d.backgroundMusic }),
  setInduction: (d, p) => ((d.induction = bit(p, 'control')), { induction: d.induction }),
  setLightControl: (d, p) => {
    d.lights[num(p, 'ledNo') - 1] = num(p, 'control');
    return { ledNo: num(p, 'ledNo'), control: num(p, 'control') };
  },
  readLightControl: (d, p) => ({ ledNo: num(p, 'ledNo'), control: d.lights[num(p, 'ledNo') - 1] ?? 0 }),
  testOutputSignal: (d, p, now) => {
    d.lastOutputTest = { output: num(p, 'control'), at: stamp(now) };
    return { output: num(p, 'control'), result: 'pulsed' };
  },
  setRemoteControl: (d, p) => {
    const slot = slotOf(d, num(p, 'slot'));
    if (!slot.carCode)
      throw new DeviceRefusal({ zh: `${slot.slotNum} 号仓位没有车辆`, en: `slot ${slot.slotNum} holds no car` });
    slot.remote = bit(p, 'control');
    return { slot: slot.slotNum, carCode: slot.carCode, control: slot.remote };
  },
  setDisinfectionTime: (d, p) => ((d.disinfection.time = num(p, 'time')), { time: d.disinfection.time }),
  setDisinfectionDelayTime: (d, p) => ((d.disinfection.delayTime = num(p, 'time')), { time: d.disinfection.delayTime }),
  setCanBorrowElectricity: (d, p) => (
    (d.canBorrowElectricity = num(p, 'electricity')),
    { electricity: d.canBorrowElectricity }
  ),
  readCanBorrowElectricity: (d) => ({ electricity: d.canBorrowElectricity }),
  setRemoteServiceIp: (d, p) => (
    (d.remoteService = { ip: String(p.ip), port: num(p, 'port') }),
    { ...d.remoteService }
  ),
  readRemoteServiceIp: (d) => ({ ...d.remoteService }),
  setting: (d, p) => ((d.address = { host: String(p.host), port: num(p, 'port') }), { ...d.address }),
  backCheckBeacon: (d, p) => ((d.beacon!.name = String(p.beanconName)), { beanconName: d.beacon!.name }),
  closeFindBeacon: (d, p) => ((d.beacon!.finding = bit(p, 'controlCmd')), { controlCmd: d.beacon!.finding }),
  openArkRequest: (d, p, now) => open(d, slotOf(d, num(p, 'slotNum')), now),
  circulationOpenArkRequest: (d, _p, now) => {
    if (!d.openEnabled)
      throw new DeviceRefusal({ zh: '本柜已禁止开仓', en: 'opening is switched off on this cabinet' });
    return open(d, nextWithCar(d), now);
  },
  enableOpen: (d) => ((d.openEnabled = 1), { openEnabled: 1 }),
  disableOpen: (d) => ((d.openEnabled = 0), { openEnabled: 0 }),
};

/** One command on a device: refused when its kind does not take it, else its handler's answer. */
export function applyCommand(d: DeviceState, command: string, params: Params, now: number): Answer {
  const spec = commandByKey.get(command);
  const handler = handlers[command];
  if (!spec || !handler)
    throw new DeviceRefusal({ zh: `设备不认识命令「${command}」`, en: `the device does not know "${command}"` });
  if (!(spec.kinds as readonly number[]).includes(d.kind))
    throw new DeviceRefusal({
      zh: `该设备不支持「${spec.label.zh}」`,
      en: `this device does not take "${spec.label.en}"`,
    });
  return handler(d, params, now);
}

/** Every command of the catalog has a handler (checked by the fleet's test). */
export const handledCommands = (): string[] => Object.keys(handlers);
