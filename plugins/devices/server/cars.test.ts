/**
 * Cars in slots: bindCar and removeCarFromDevice change the slot and the car together; every illegal
 * move (disabled cabinet, taken slot, a car that is not waiting, a car parked elsewhere) is a 400 with
 * nothing changed; the car and slot state machines; the removal guards; carList and nullSiteCar.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceId, startDeviceServer, type DeviceTestServer } from './test-server.spec';

const CAR = '/api/toycar-device/carbusiness';
const SLOT = '/api/toycar-device/slot';
let t: DeviceTestServer;

beforeAll(async () => {
  t = await startDeviceServer();
});
afterAll(async () => t?.s.close());

const car = (code: string) => t.s.database.db.selectFrom('tc_car').selectAll().where('car_code', '=', code).executeTakeFirstOrThrow();
const slot = async (device: string, n: number) =>
  t.s.database.db.selectFrom('tc_device_slot').selectAll().where('device_code', '=', device).where('slot_num', '=', n).executeTakeFirstOrThrow();

/** A car waiting to be placed (status 0), from the demo data. */
async function waitingCar(skip = 0): Promise<{ id: string; code: string }> {
  const r = await t.brand.get(`${CAR}/page`, { carStatus: 0, size: 10, ascs: 'id' });
  const row = r.body.data.records[skip];
  return { id: row.id, code: row.carCode };
}

describe('cars in slots', () => {
  it('the demo cabinets hold cars in every slot but each 4th; a slot knows its car', async () => {
    const cabinet = await deviceId(t.s, 'CAB000002');
    const cars = await t.brand.get(`${CAR}/carList`, { deviceBusinessId: cabinet, size: 20 });
    expect(cars.body.data.total).toBe(6); // 8 slots, slots 4 and 8 empty
    const s1 = await slot('CAB000002', 1);
    expect(Number(s1.slot_status)).toBe(1);
    expect(Number((await car(String(s1.car_code))).id)).toBe(Number(s1.car_id));
  });

  it('bindCar puts a waiting car in an empty slot; removeCarFromDevice takes it out again', async () => {
    const { id, code } = await waitingCar();
    const cabinet = await deviceId(t.s, 'CAB000002');
    const r = await t.brand.post(`${CAR}/bindCar`, { deviceId: cabinet, slotNum: 4, carId: id });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await car(code)).toMatchObject({ car_status: 1, device_code: 'CAB000002', slot_num: 4 });
    expect(await slot('CAB000002', 4)).toMatchObject({ slot_status: 1, car_code: code });
    const out = await t.brand.post(`${CAR}/removeCarFromDevice`, { deviceId: cabinet, carCode: code });
    expect(out.status).toBe(200);
    expect(await car(code)).toMatchObject({ car_status: 0, device_id: null, slot_num: null });
    expect(await slot('CAB000002', 4)).toMatchObject({ slot_status: 0, car_id: null });
  });

  it('the console’s row action form: the car row plus the cabinet number and slot', async () => {
    const { id, code } = await waitingCar(1);
    const row = (await t.brand.get(`${CAR}/detail`, { id })).body.data;
    const r = await t.brand.post(`${CAR}/bindCar`, { ...row, deviceCode: 'CAB000003', slotNum: 4 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const parked = (await t.brand.get(`${CAR}/detail`, { id })).body.data;
    expect((await t.brand.post(`${CAR}/removeCarFromDevice`, parked)).status).toBe(200);
    expect((await car(code)).car_status).toBe(0);
  });

  it('refuses a taken slot, a missing slot, a disabled cabinet, a car that is not waiting, a non-cabinet', async () => {
    const { id } = await waitingCar(2);
    const en = t.brandEn;
    expect((await en.post(`${CAR}/bindCar`, { deviceCode: 'CAB000002', slotNum: 1, carId: id })).body.msg).toBe('Slot 1 of cabinet CAB000002 is not empty');
    expect((await en.post(`${CAR}/bindCar`, { deviceCode: 'CAB000002', slotNum: 9, carId: id })).body.msg).toBe('Cabinet CAB000002 has no slot 9');
    expect((await en.post(`${CAR}/bindCar`, { deviceCode: 'CAB000030', slotNum: 4, carId: id })).body.msg).toContain('is disabled');
    expect((await en.post(`${CAR}/bindCar`, { deviceCode: 'DSP000001', slotNum: 1, carId: id })).body.msg).toBe('Device DSP000001 is not a cabinet');
    const parked = String((await slot('CAB000002', 1)).car_code);
    const busy = await en.post(`${CAR}/bindCar`, { deviceCode: 'CAB000002', slotNum: 4, carCode: parked });
    expect(busy.body.msg).toContain('only a car waiting to be placed');
    const elsewhere = await en.post(`${CAR}/removeCarFromDevice`, { deviceCode: 'CAB000005', carCode: parked });
    expect(elsewhere.body.msg).toBe(`Car ${parked} is not parked in this cabinet`);
    expect((await en.post(`${CAR}/bindCar`, { deviceCode: 'CAB000002', slotNum: 'x', carId: id })).status).toBe(400);
    expect(await slot('CAB000002', 4)).toMatchObject({ slot_status: 0 });
  });

  it('nullSiteCar lists the cars in no cabinet', async () => {
    const r = await t.brand.get(`${CAR}/nullSiteCar`, { size: 5 });
    expect(r.body.data.total).toBeGreaterThanOrEqual(40);
    expect(r.body.data.records.every((c: { deviceId: unknown }) => c.deviceId === null || c.deviceId === undefined)).toBe(true);
  });
});

describe('state machines and removal guards', () => {
  it('repair and scrap follow the car states; a parked car is neither repaired nor removed', async () => {
    const { id } = await waitingCar(3);
    expect((await t.brand.post(`${CAR}/sendRepair`, undefined, { ids: id })).status).toBe(200);
    expect((await t.brand.post(`${CAR}/finishRepair`, undefined, { ids: id })).status).toBe(200);
    expect((await t.brand.post(`${CAR}/scrap`, undefined, { ids: id })).status).toBe(200);
    expect((await t.brand.post(`${CAR}/sendRepair`, undefined, { ids: id })).status).toBe(400);
    const parked = await car(String((await slot('CAB000002', 2)).car_code));
    expect((await t.brandEn.post(`${CAR}/sendRepair`, undefined, { ids: String(parked.id) })).status).toBe(400);
    const remove = await t.brandEn.post(`${CAR}/remove`, undefined, { ids: String(parked.id) });
    expect(remove.body.msg).toContain('still in a slot');
  });

  it('an empty slot goes out of service and back; a slot with a car does not', async () => {
    const empty = await slot('CAB000001', 4);
    expect((await t.brand.post(`${SLOT}/outOfService`, undefined, { ids: String(empty.id) })).status).toBe(200);
    expect((await t.brand.post(`${SLOT}/backInService`, undefined, { ids: String(empty.id) })).status).toBe(200);
    const full = await slot('CAB000001', 1);
    expect((await t.brand.post(`${SLOT}/outOfService`, undefined, { ids: String(full.id) })).status).toBe(400);
  });

  it('a car model some car uses is not removed', async () => {
    const model = await t.s.database.db.selectFrom('tc_car_model').select('id').orderBy('id').executeTakeFirstOrThrow();
    const r = await t.brandEn.post('/api/toycar-device/carmodel/remove', undefined, { ids: String(model.id) });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('Cars still use the model');
  });
});
