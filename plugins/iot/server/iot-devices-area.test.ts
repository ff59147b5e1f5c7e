/**
 * The gateway with the devices area's rows (docs/areas/devices.md): commands name a device by its row id
 * (or its number for circulation opening) within the caller's tenant — another tenant's device is not
 * found —; the simulator starts the device from its row, slots and parked cars; what the gateway sees is
 * written back (online status, last online time, a slot's last open time), and an open command leaves an
 * open record (and, when the door opened, a door log row). Runs on the devices area's own schemas.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceKind } from '../plugin';
import {
  client,
  login,
  startTestServer,
  type Client,
  type TestServer,
} from '../../../tests/server/helpers';
import { LOG_TABLE } from './command-log';

const BRAND = '100001';
let s: TestServer;
let brand: Client;
let brandEn: Client;
const ids = { cabinet: 0, offline: 0, platformOwn: 0 };
// Numbers of this test only (online: not a multiple of 7; offline: a multiple of 7).
const CABINET = 'IOTT000008';
const OFFLINE = 'IOTT000014';

async function insert(table: string, row: Record<string, unknown>): Promise<number> {
  const r = await s.database.db
    .insertInto(table)
    .values({ is_deleted: 0, create_time: '2026-11-01 09:00:00', ...row })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

async function cabinetRow(tenantId: string, code: string): Promise<number> {
  const id = await insert('tc_device', {
    tenant_id: tenantId,
    device_code: code,
    device_name: `${code} 柜机`,
    device_type: deviceKind.cabinet,
    slot_count: 4,
    online_status: 0,
  });
  // Slots 1 and 3 hold cars; slot 2 is out of service; slot 4 is empty.
  for (const n of [1, 2, 3, 4])
    await insert('tc_device_slot', {
      tenant_id: tenantId,
      device_id: id,
      slot_num: n,
      slot_status: n === 2 ? 2 : n % 2,
    });
  for (const [n, battery] of [
    [1, 77],
    [3, 41],
  ])
    await insert('tc_car', {
      tenant_id: tenantId,
      car_code: `${code}-C${n}`,
      car_status: 1,
      device_id: id,
      slot_num: n,
      battery,
    });
  return id;
}

const device = (id: number) =>
  s.database.db.selectFrom('tc_device').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

beforeAll(async () => {
  s = await startTestServer({
    config: { adapters: { 'device-gateway': { transport: 'simulator', timeoutMs: 400 } } },
  });
  brand = client(s.app, await login(s.app, { tenantId: BRAND }));
  brandEn = client(s.app, await login(s.app, { tenantId: BRAND }), 'en');
  ids.cabinet = await cabinetRow(BRAND, CABINET);
  ids.offline = await cabinetRow(BRAND, OFFLINE);
  ids.platformOwn = await cabinetRow('000000', 'IOTT000016');
});
afterAll(() => s?.close());

describe('commands on the devices area rows', () => {
  it('the simulator starts the device from its row, slots and parked cars; the row learns it is online', async () => {
    const r = await brand.post('/api/share-iot/client/queryParam', { deviceId: ids.cabinet });
    expect(r.status).toBe(200);
    expect(r.body.data.kind).toBe(deviceKind.cabinet);
    expect(
      r.body.data.slots.map(
        (x: { slotNum: number; carCode: string | null; battery: number | null; outOfService: boolean }) => [
          x.slotNum,
          x.carCode,
          x.battery,
          x.outOfService,
        ],
      ),
    ).toEqual([
      [1, `${CABINET}-C1`, 77, false],
      [2, null, null, true],
      [3, `${CABINET}-C3`, 41, false],
      [4, null, null, false],
    ]);
    const row = await device(ids.cabinet);
    expect(Number(row.online_status)).toBe(1);
    expect(row.last_online_time).toBeTruthy();
  });

  it('opening a slot leaves an open record and a door log, and stamps the slot', async () => {
    const ok = await brand.post('/api/toycar-device/open/openArkRequest', {
      deviceBusinessId: ids.cabinet,
      slotNum: 1,
      platform: 3,
      slotId: 99,
    });
    expect(ok.status).toBe(200);
    const refused = await brandEn.post('/api/toycar-device/open/openArkRequest', {
      deviceBusinessId: ids.cabinet,
      slotNum: 2,
      platform: 1,
    });
    expect(refused.body.msg).toBe(`Device ${CABINET} refused: slot 2 is out of service`);
    const records = await s.database.db
      .selectFrom('tc_open_record')
      .selectAll()
      .where('device_id', '=', ids.cabinet)
      .orderBy('id')
      .execute();
    expect(
      records.map((x) => [Number(x.slot_num), x.car_code, Number(x.platform), Number(x.result), x.tenant_id]),
    ).toEqual([
      [1, `${CABINET}-C1`, 3, 1, BRAND],
      [2, null, 1, 0, BRAND],
    ]);
    expect(records[1].message).toContain('out of service');
    const doors = await s.database.db
      .selectFrom('tc_door_log')
      .selectAll()
      .where('device_id', '=', ids.cabinet)
      .execute();
    expect(doors.map((x) => [Number(x.slot_num), x.car_code, Number(x.door_action), Number(x.source)])).toEqual([
      [1, `${CABINET}-C1`, 1, 3],
    ]);
    const slot = await s.database.db
      .selectFrom('tc_device_slot')
      .selectAll()
      .where('device_id', '=', ids.cabinet)
      .where('slot_num', '=', 1)
      .executeTakeFirstOrThrow();
    expect(slot.last_open_time).toBeTruthy();
  });

  it('circulation opening names the cabinet by its number', async () => {
    const r = await brand.post('/api/toycar-device/open/circulationOpenArkRequest', {
      deviceCode: CABINET,
      platform: 3,
    });
    expect(r.status).toBe(200);
    expect([`${CABINET}-C1`, `${CABINET}-C3`]).toContain(r.body.data.carCode);
  });

  it('an offline device: the row says so, and the open record says it failed', async () => {
    await s.database.db.updateTable('tc_device').set({ online_status: 1 }).where('id', '=', ids.offline).execute();
    const r = await brandEn.post('/api/toycar-device/open/openArkRequest', {
      deviceBusinessId: ids.offline,
      slotNum: 1,
      platform: 3,
    });
    expect(r.body.msg).toBe(`Device ${OFFLINE} is offline: the command was not delivered`);
    expect(Number((await device(ids.offline)).online_status)).toBe(0);
    const records = await s.database.db
      .selectFrom('tc_open_record')
      .selectAll()
      .where('device_id', '=', ids.offline)
      .execute();
    expect(records.map((x) => Number(x.result))).toEqual([0]);
  });

  it("another tenant's device is not found, a malformed id is refused, and neither is recorded", async () => {
    const before = (await s.database.db.selectFrom(LOG_TABLE).selectAll().execute()).length;
    const other = await brandEn.post('/api/toycar-iot/control/setSpeakerVolume', {
      deviceId: ids.platformOwn,
      volume: 3,
    });
    expect(other.status).toBe(404);
    expect(other.body.msg).toBe('The device does not exist or has been removed');
    const bad = await brandEn.post('/api/toycar-iot/control/setSpeakerVolume', { deviceId: 'CAB-1', volume: 3 });
    expect(bad.body.msg).toBe('The device (deviceId) must be a device id');
    expect((await s.database.db.selectFrom(LOG_TABLE).selectAll().execute()).length).toBe(before);
    // The platform administrator reaches every tenant's devices; the record is the device's tenant's.
    const platform = client(s.app, await login(s.app));
    expect(
      (await platform.post('/api/toycar-iot/control/setSpeakerVolume', { deviceId: ids.cabinet, volume: 3 })).status,
    ).toBe(200);
    const last = await s.database.db.selectFrom(LOG_TABLE).selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(last.tenant_id).toBe(BRAND);
  });
});
