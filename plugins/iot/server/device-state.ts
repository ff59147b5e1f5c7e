/**
 * A simulated device's state (fleet.ts keeps one per device number). Each device's first state is
 * derived from its number alone (a seeded PRNG over a hash of the number), so the same device starts the
 * same on every run and on every machine; the device row, when there is one, wins for what it knows
 * (kind, slots and their cars). Commands then change the state, and reads return it.
 *
 * Device kinds are the keys of the devices' `device_type` dictionary: 1 cabinet (slots holding cars),
 * 2 dispatch machine, 3 e-scooter, 4 beacon.
 */
import type { I18nText } from '../../../engine/schema';
import { prng } from '../../../server/kernel/adapters';
import { deviceKind as KIND, type DeviceKind as Kind } from '../plugin';

export interface SlotState {
  slotNum: number;
  carCode: string | null;
  /** Charge of the car in the slot, %. */
  battery: number | null;
  /** Taken out of service on the console: never opened. */
  outOfService: boolean;
  /** Remote control of the car: 1 may drive, 0 stopped. */
  remote: 0 | 1;
  /** When the door was last opened (ms); it shows open for DOOR_OPEN_MS after. */
  openedAt: number | null;
}

export interface DeviceState {
  deviceNo: string;
  kind: Kind;
  online: boolean;
  /** Online but never answering (a weak signal): commands time out. */
  responsive: boolean;
  firmware: string;
  volume: number;
  backgroundMusic: 0 | 1;
  induction: 0 | 1;
  /** Mode of lights 1–4: 0 off, 1 on, 2 blinking. */
  lights: number[];
  remoteService: { ip: string; port: number };
  address: { host: string; port: number };
  disinfection: { time: number; delayTime: number };
  canBorrowElectricity: number;
  /** Own charge (e-scooters, beacons), %. */
  battery: number | null;
  slots: SlotState[];
  /** Whether slots may be opened (open-record actions switch it). */
  openEnabled: 0 | 1;
  beacon: { name: string; finding: 0 | 1 } | null;
  lastOutputTest: { output: number; at: string } | null;
  /** Circulation opening goes round the slots from here. */
  nextSlot: number;
}

/**
 * What the device rows say, when there are some (the devices area's seed and screens): its kind, its slots
 * and the cars parked in them. Whether it is online is the simulated world's own fact (profileOf), which
 * the gateway reports back onto the row.
 */
export interface DeviceHint {
  kind?: number;
  slots?: Array<{ slotNum: number; carCode: string | null; battery?: number; outOfService?: boolean }>;
}

/** A device's own refusal (no such slot, the command does not apply...), in both languages. */
export class DeviceRefusal extends Error {
  constructor(readonly text: I18nText) {
    super(text.en);
  }
}

export const DOOR_OPEN_MS = 30_000;

/** FNV-1a over the number's characters: the seed of a device's first state. */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)];
const between = (r: () => number, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));

/** Kinds by the number's prefix, as the devices area numbers its seeded fleet (CAB000001, DSP…, ESC…, BCN…). */
const PREFIX_KIND: Record<string, Kind> = {
  CAB: KIND.cabinet,
  DSP: KIND.dispatcher,
  ESC: KIND.escooter,
  BCN: KIND.beacon,
};

/**
 * Kind, online and answering of a device known only by its number. The rules are the devices area's seed
 * (docs/areas/devices.md), so the simulated world and the seeded rows agree: a device whose number ends in
 * a multiple of 7 is offline; one whose number is a multiple of 43 (and not of 7) is online but never
 * answers (a weak signal: commands time out). The kind follows the prefix; other numbers get one from a
 * hash, and so do the conditions of numbers without digits.
 */
export function profileOf(deviceNo: string): { kind: Kind; online: boolean; responsive: boolean } {
  const r = prng(hashOf(deviceNo));
  const k = r();
  const byPrefix = PREFIX_KIND[deviceNo.slice(0, 3).toUpperCase()];
  const kind: Kind =
    byPrefix ?? (k < 0.6 ? KIND.cabinet : k < 0.8 ? KIND.dispatcher : k < 0.93 ? KIND.escooter : KIND.beacon);
  const digits = /(\d+)$/.exec(deviceNo);
  const n = digits ? Number(digits[1].slice(-12)) : hashOf(deviceNo);
  return { kind, online: n % 7 !== 0, responsive: n % 43 !== 0 };
}

/** The first state of a device: from its number, then what its row says. */
export function initialState(deviceNo: string, hint: DeviceHint = {}): DeviceState {
  const profile = profileOf(deviceNo);
  const kind = (Object.values(KIND) as number[]).includes(hint.kind ?? 0) ? (hint.kind as Kind) : profile.kind;
  const r = prng(hashOf(`${deviceNo}#state`));
  const digits = deviceNo.replace(/\D/g, '').slice(-6).padStart(6, '0');
  const car = (n: number) => `C${digits}${String(n).padStart(2, '0')}`;
  const slots: SlotState[] =
    kind !== KIND.cabinet
      ? []
      : hint.slots
        ? hint.slots.map((s) => ({
            slotNum: s.slotNum,
            carCode: s.carCode,
            battery: s.carCode ? (s.battery ?? between(r, 25, 100)) : null,
            outOfService: !!s.outOfService,
            remote: 1,
            openedAt: null,
          }))
        : Array.from({ length: pick(r, [8, 12, 16]) }, (_, i) => {
            const parked = r() < 0.7;
            return {
              slotNum: i + 1,
              carCode: parked ? car(i + 1) : null,
              battery: parked ? between(r, 25, 100) : null,
              outOfService: false,
              remote: 1 as const,
              openedAt: null,
            };
          });
  const screened = kind === KIND.cabinet || kind === KIND.dispatcher;
  return {
    deviceNo,
    kind,
    online: profile.online,
    responsive: profile.responsive,
    firmware: `v${between(r, 2, 3)}.${between(r, 0, 9)}.${between(r, 0, 20)}`,
    volume: kind === KIND.beacon ? 0 : between(r, 10, 25),
    backgroundMusic: screened && r() < 0.5 ? 1 : 0,
    induction: screened ? 1 : 0,
    lights: screened ? [1, 1, 0, 0] : [],
    remoteService: { ip: `10.${between(r, 1, 30)}.${between(r, 0, 255)}.${between(r, 2, 250)}`, port: 9000 },
    address: { host: 'iot.toycar.cn', port: 1883 },
    disinfection: {
      time: kind === KIND.cabinet ? pick(r, [10, 15, 20]) : 0,
      delayTime: kind === KIND.cabinet ? 60 : 0,
    },
    canBorrowElectricity: kind === KIND.cabinet || kind === KIND.escooter ? pick(r, [20, 30, 40]) : 0,
    battery: kind === KIND.escooter || kind === KIND.beacon ? between(r, 15, 100) : null,
    slots,
    openEnabled: 1,
    beacon: kind === KIND.beacon ? { name: `BEACON-${digits.slice(-4)}`, finding: 0 } : null,
    lastOutputTest: null,
    nextSlot: 1,
  };
}
