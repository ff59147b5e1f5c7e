/**
 * The simulated fleet: a device's first state comes from its number alone (same on every run), the row's
 * facts win where given, every command of the catalog has a handler, and commands change what reads show.
 */
import { describe, expect, it } from 'vitest';
import { deviceKind, iotCommands } from '../plugin';
import { DOOR_OPEN_MS, initialState, profileOf } from './device-state';
import { Fleet } from './fleet';
import { handledCommands, snapshot } from './fleet-commands';

const numbers = Array.from({ length: 2000 }, (_, i) => `GZ-${String(i + 1).padStart(5, '0')}`);

describe('the simulated fleet', () => {
  it('derives the same first state from the same number, and different ones across numbers', () => {
    expect(initialState('GZ-00042')).toEqual(initialState('GZ-00042'));
    expect(new Set(numbers.slice(0, 50).map((n) => JSON.stringify(initialState(n).slots))).size).toBeGreaterThan(10);
  });

  it('has every kind, some devices offline and a few that never answer', () => {
    const profiles = numbers.map(profileOf);
    for (const k of Object.values(deviceKind)) expect(profiles.some((p) => p.kind === k)).toBe(true);
    const offline = profiles.filter((p) => !p.online).length / profiles.length;
    expect(offline).toBeGreaterThan(0.1);
    expect(offline).toBeLessThan(0.2);
    expect(profiles.some((p) => p.online && !p.responsive)).toBe(true);
  });

  it("agrees with the devices area's seed: kinds by prefix, offline every 7th number", () => {
    expect(profileOf('CAB000007')).toMatchObject({ kind: deviceKind.cabinet, online: false });
    expect(profileOf('CAB000008')).toMatchObject({ kind: deviceKind.cabinet, online: true, responsive: true });
    expect(profileOf('DSP000014')).toMatchObject({ kind: deviceKind.dispatcher, online: false });
    expect(profileOf('ESC000001').kind).toBe(deviceKind.escooter);
    expect(profileOf('BCN000002').kind).toBe(deviceKind.beacon);
    expect(profileOf('CAB000043')).toMatchObject({ online: true, responsive: false });
  });

  it("takes the device row's kind, slots and parked cars", () => {
    const d = initialState('ROW-0001', {
      kind: deviceKind.cabinet,
      slots: [
        { slotNum: 1, carCode: 'TC2024001', battery: 88 },
        { slotNum: 2, carCode: null, outOfService: true },
      ],
    });
    expect(d.kind).toBe(deviceKind.cabinet);
    expect(d.slots.map((s) => [s.slotNum, s.carCode, s.battery, s.outOfService])).toEqual([
      [1, 'TC2024001', 88, false],
      [2, null, null, true],
    ]);
  });

  it('answers every command of the catalog', () => {
    expect(handledCommands().sort()).toEqual(iotCommands.map((c) => c.key).sort());
  });

  it('a slot door shows open for a while after opening, then closed', () => {
    let now = 1_000_000;
    const fleet = new Fleet(() => now);
    const no = numbers.find((n) => profileOf(n).kind === deviceKind.cabinet)!;
    fleet.apply(no, 'openArkRequest', { slotNum: 1, platform: 3 });
    expect((snapshot(fleet.device(no), now).slots as Array<{ door: string }>)[0].door).toBe('open');
    now += DOOR_OPEN_MS;
    expect((snapshot(fleet.device(no), now).slots as Array<{ door: string }>)[0].door).toBe('closed');
  });
});
