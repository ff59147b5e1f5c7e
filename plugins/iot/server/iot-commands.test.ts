/**
 * The IoT commands through the simulated gateway, over HTTP against a real database: a command changes
 * the device and a read shows it; inputs are checked with the drawer's rules (zh and en) before anything
 * is sent; an offline device, a device that never answers and a device's refusal are clear 400s recorded
 * with their outcome, never as done; every endpoint checks its button code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandStatus, deviceKind, iotCodes, iotCommands } from '../plugin';
import { client, login, startTestServer, type Client, type TestServer } from '../../../tests/server/helpers';
import { LOG_TABLE } from './command-log';
import { pickDevices, type PickedDevice } from './iot-test-devices';

const CONTROL = '/api/toycar-iot/control';
const TIMEOUT_MS = 400;

let s: TestServer;
let admin: Client;
let adminEn: Client;
let cabinet: PickedDevice;
let offline: PickedDevice;
let silent: PickedDevice;
let beacon: PickedDevice;

const logRows = (deviceNo: string) =>
  s.database.db.selectFrom(LOG_TABLE).selectAll().where('device_no', '=', deviceNo).orderBy('id').execute();

beforeAll(async () => {
  s = await startTestServer({
    config: { adapters: { 'device-gateway': { transport: 'simulator', timeoutMs: TIMEOUT_MS } } },
  });
  admin = client(s.app, await login(s.app));
  adminEn = client(s.app, await login(s.app), 'en');
  // The demo database holds a week of made-up commands (./seed-demo.ts): these tests count their own.
  await s.database.db.deleteFrom(LOG_TABLE).execute();
  [cabinet] = await pickDevices(s.database.db, s.registry, deviceKind.cabinet, 'online');
  [offline] = await pickDevices(s.database.db, s.registry, deviceKind.cabinet, 'offline');
  [silent] = await pickDevices(s.database.db, s.registry, deviceKind.cabinet, 'silent');
  [beacon] = await pickDevices(s.database.db, s.registry, deviceKind.beacon, 'online');
});
afterAll(() => s?.close());

describe('a command changes the device and a read shows it', () => {
  it('setSpeakerVolume, then queryParam returns the new volume; both recorded as done', async () => {
    const set = await admin.post(`${CONTROL}/setSpeakerVolume`, { deviceId: cabinet.key, volume: 7 });
    expect(set.status).toBe(200);
    expect(set.body.data).toEqual({ volume: 7 });
    const read = await admin.post('/api/share-iot/client/queryParam', { deviceId: cabinet.key });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      deviceNo: cabinet.deviceNo,
      kind: deviceKind.cabinet,
      online: true,
      volume: 7,
    });
    const rows = await logRows(cabinet.deviceNo);
    expect(rows.map((r) => [r.command, Number(r.status)])).toEqual([
      ['setSpeakerVolume', commandStatus.done],
      ['queryParam', commandStatus.done],
    ]);
    expect(JSON.parse(String(rows[0].params))).toEqual({ volume: 7 });
    expect(JSON.parse(String(rows[0].result))).toEqual({ volume: 7 });
    expect(rows[0].create_user_name).toBeTruthy();
    expect(rows[0].transport).toBe('simulator');
  });

  it('parameters come from the query as well as the body (BladeX binds both)', async () => {
    expect(
      (await admin.post(`${CONTROL}/setCanBorrowElectricity`, undefined, { deviceId: cabinet.key, electricity: 35 }))
        .status,
    ).toBe(200);
    const r = await admin.post(`${CONTROL}/readCanBorrowElectricity`, undefined, { deviceId: cabinet.key });
    expect(r.body.data).toEqual({ electricity: 35 });
  });

  it('the remote service address is set and read back (GET readRemoteServiceIp)', async () => {
    await admin.post(`${CONTROL}/setRemoteServiceIp`, { deviceId: cabinet.key, ip: '172.16.8.20', port: 9100 });
    const r = await admin.get(`${CONTROL}/readRemoteServiceIp`, { deviceId: cabinet.key });
    expect(r.body.data).toEqual({ ip: '172.16.8.20', port: 9100 });
  });

  it('lights, disinfection, set-address and beacon naming each change what the read returns', async () => {
    await admin.post(`${CONTROL}/setLightControl`, { deviceId: cabinet.key, ledNo: 3, control: 2 });
    expect((await admin.post(`${CONTROL}/readLightControl`, { deviceId: cabinet.key, ledNo: 3 })).body.data).toEqual({
      ledNo: 3,
      control: 2,
    });
    await admin.post(`${CONTROL}/setDisinfectionTime`, { deviceId: cabinet.key, time: 25 });
    await admin.post(`${CONTROL}/setDisinfectionDelayTime`, { deviceId: cabinet.key, time: 90 });
    await admin.post('/api/share-iot/client/setting', {
      deviceId: cabinet.key,
      host: 'iot.shenzhen.toycar.cn',
      port: 8883,
    });
    const state = (await admin.post('/api/share-iot/client/queryParam', { deviceId: cabinet.key })).body.data;
    expect(state.disinfection).toEqual({ time: 25, delayTime: 90 });
    expect(state.address).toEqual({ host: 'iot.shenzhen.toycar.cn', port: 8883 });
    await admin.post('/api/share-biz/back/backCheckBeacon', { deviceId: beacon.key, beanconName: '南山店-入口' });
    await admin.post('/api/share-iot/client/closeFindBeacon', { deviceId: beacon.key, controlCmd: 1 });
    const b = (await admin.post('/api/share-iot/client/queryParam', { deviceId: beacon.key })).body.data;
    expect(b.beacon).toEqual({ name: '南山店-入口', finding: 1 });
  });

  it('a slot opens; opening can be switched off and on; circulation opens the next parked car', async () => {
    const open = await admin.post('/api/toycar-device/open/openArkRequest', {
      deviceBusinessId: cabinet.key,
      slotNum: 1,
      platform: 3,
    });
    expect(open.status).toBe(200);
    expect(open.body.data).toMatchObject({ slotNum: 1, door: 'open' });
    const slots = (await admin.post('/api/share-iot/client/queryParam', { deviceId: cabinet.key })).body.data.slots;
    expect(slots[0].door).toBe('open');
    expect((await adminEn.post('/api/share-biz/openrecord/disableOpen', { deviceId: cabinet.key })).status).toBe(200);
    const refused = await adminEn.post('/api/toycar-device/open/openArkRequest', {
      deviceBusinessId: cabinet.key,
      slotNum: 2,
      platform: 3,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(`Device ${cabinet.deviceNo} refused: opening is switched off on this cabinet`);
    await admin.post('/api/share-biz/openrecord/enableOpen', { deviceId: cabinet.key });
    const next = await admin.post('/api/toycar-device/open/circulationOpenArkRequest', {
      deviceCode: cabinet.deviceNo,
      platform: 1,
    });
    expect(next.status).toBe(200);
    expect(next.body.data.carCode).toBeTruthy();
  });
});

describe('bad input is refused before anything is sent', () => {
  it('the volume range, in both languages, and nothing is recorded', async () => {
    const before = (await logRows(cabinet.deviceNo)).length;
    const zh = await admin.post(`${CONTROL}/setSpeakerVolume`, { deviceId: cabinet.key, volume: 31 });
    expect(zh.status).toBe(400);
    expect(zh.body.msg).toContain('音量必须是 0 到 30 之间的整数');
    const en = await adminEn.post(`${CONTROL}/setSpeakerVolume`, { deviceId: cabinet.key });
    expect(en.body.msg).toBe('Please enter the volume');
    const word = await adminEn.post(`${CONTROL}/setSpeakerVolume`, { deviceId: cabinet.key, volume: 'loud' });
    expect(word.status).toBe(400);
    expect(word.body.msg).toContain('Volume');
    expect((await logRows(cabinet.deviceNo)).length).toBe(before);
  });

  it('IP, port, host and times', async () => {
    const bad = async (path: string, body: object) =>
      (await adminEn.post(path, { deviceId: cabinet.key, ...body })).body.msg as string;
    expect(await bad(`${CONTROL}/setRemoteServiceIp`, { ip: '300.1.1.1', port: 80 })).toContain(
      'The IP address must look like 192.168.1.10',
    );
    expect(await bad(`${CONTROL}/setRemoteServiceIp`, { ip: '10.0.0.1', port: 70000 })).toContain(
      'Port must be a whole number from 1 to 65535',
    );
    expect(await bad('/api/share-iot/client/setting', { host: 'bad host!', port: 1883 })).toContain(
      'The host must be an IP address or a domain name',
    );
    expect(await bad(`${CONTROL}/setDisinfectionTime`, { time: 0 })).toContain('from 1 to 60 minutes');
    expect(await bad(`${CONTROL}/setDisinfectionDelayTime`, { time: 601 })).toContain('from 0 to 600 seconds');
  });

  it('no device, a malformed device and an unknown device', async () => {
    expect((await adminEn.post(`${CONTROL}/setSpeakerVolume`, { volume: 3 })).body.msg).toBe(
      'Say which device (deviceId)',
    );
    expect((await adminEn.post(`${CONTROL}/setSpeakerVolume`, { deviceId: 'a b', volume: 3 })).status).toBe(400);
  });
});

describe('failures are clear and never recorded as done', () => {
  it('an offline device: a 400 saying so, recorded as offline', async () => {
    const r = await adminEn.post(`${CONTROL}/setSpeakerVolume`, { deviceId: offline.key, volume: 5 });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe(`Device ${offline.deviceNo} is offline: the command was not delivered`);
    const zh = await admin.post(`${CONTROL}/setSpeakerVolume`, { deviceId: offline.key, volume: 5 });
    expect(zh.body.msg).toBe(`设备 ${offline.deviceNo} 离线，命令未送达`);
    const rows = await logRows(offline.deviceNo);
    expect(rows.map((x) => Number(x.status))).toEqual([commandStatus.offline, commandStatus.offline]);
  });

  it('a device that never answers: the timeout names it, recorded as timed out', async () => {
    const t = Date.now();
    const r = await adminEn.post(`${CONTROL}/setSpeakerVolume`, { deviceId: silent.key, volume: 5 });
    expect(Date.now() - t).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe(
      `Device ${silent.deviceNo} did not answer within ${TIMEOUT_MS} ms: check its network and try again`,
    );
    expect((await logRows(silent.deviceNo)).map((x) => Number(x.status))).toEqual([commandStatus.timeout]);
  });

  it("a command the device cannot take, or a slot it lacks: the device's refusal", async () => {
    const kind = await adminEn.post('/api/share-biz/back/backCheckBeacon', {
      deviceId: cabinet.key,
      beanconName: 'X1',
    });
    expect(kind.body.msg).toBe(`Device ${cabinet.deviceNo} refused: this device does not take "Name the beacon"`);
    const slot = await admin.post('/api/toycar-device/open/openArkRequest', {
      deviceBusinessId: cabinet.key,
      slotNum: 64,
      platform: 3,
    });
    expect(slot.body.msg).toMatch(/没有 64 号仓位（本柜共 \d+ 个仓位）/);
    const rows = await logRows(cabinet.deviceNo);
    expect(rows.slice(-2).map((x) => Number(x.status))).toEqual([commandStatus.refused, commandStatus.refused]);
  });
});

describe('every endpoint checks its button code', () => {
  it('no token: 401; the operator (view buttons only): 403 and no record, for every command', async () => {
    const operator = client(s.app, await login(s.app, { tenantId: '100001', username: 'operator' }));
    const anonymous = client(s.app);
    const logged = async () => (await s.database.db.selectFrom(LOG_TABLE).select('id').execute()).length;
    const before = await logged();
    for (const cmd of iotCommands) {
      const call = (c: Client) =>
        cmd.method === 'GET' ? c.get(cmd.path, { deviceId: cabinet.key }) : c.post(cmd.path, { deviceId: cabinet.key });
      expect((await call(anonymous)).status, cmd.key).toBe(401);
      expect((await call(operator)).status, cmd.key).toBe(403);
    }
    expect(await logged()).toBe(before);
  });

  it('a role granted only iot_read reads but may not command', async () => {
    const menu = await s.database.db
      .selectFrom('blade_menu')
      .select('id')
      .where('code', '=', iotCodes.read)
      .executeTakeFirstOrThrow();
    const role = await s.database.db
      .selectFrom('blade_role')
      .select('id')
      .where('tenant_id', '=', '100001')
      .where('role_alias', '=', 'operator')
      .executeTakeFirstOrThrow();
    await s.database.db.insertInto('blade_role_menu').values({ role_id: role.id, menu_id: menu.id }).execute();
    const operator = client(s.app, await login(s.app, { tenantId: '100001', username: 'operator' }));
    const device = (await pickDevices(s.database.db, s.registry, deviceKind.cabinet, 'online', 1, '100001'))[0];
    expect((await operator.post('/api/share-iot/client/queryParam', { deviceId: device.key })).status).toBe(200);
    expect((await operator.post(`${CONTROL}/readCanBorrowElectricity`, { deviceId: device.key })).status).toBe(200);
    expect((await operator.post(`${CONTROL}/setSpeakerVolume`, { deviceId: device.key, volume: 3 })).status).toBe(403);
    expect(
      (
        await operator.post('/api/toycar-device/open/openArkRequest', {
          deviceBusinessId: device.key,
          slotNum: 1,
          platform: 3,
        })
      ).status,
    ).toBe(403);
  });
});

/** A value each input accepts (its rule's lower bound, or a sample of its text format). */
const SAMPLES: Record<string, unknown> = {
  voice: '欢迎光临童趣乐园',
  ip: '10.8.0.12',
  host: 'iot.hangzhou.toycar.cn',
  beanconName: '西湖店-2号',
};
function sampleInputs(cmd: (typeof iotCommands)[number]): Record<string, unknown> {
  return Object.fromEntries(
    cmd.inputs.map((c) => {
      const range = c.rules?.find((r) => r.min !== undefined);
      return [c.prop, SAMPLES[c.prop] ?? Math.max(1, range?.min ?? 1)];
    }),
  );
}

describe('every endpoint', () => {
  it('answers on a device of a kind it applies to, and records the command as done', async () => {
    for (const cmd of iotCommands) {
      const [device] = await pickDevices(s.database.db, s.registry, cmd.kinds[0], 'online', 1);
      const values = sampleInputs(cmd);
      if (cmd.key === 'setRemoteControl') {
        // Remote control drives the car of a slot: take a slot holding one.
        const state = (await admin.post('/api/share-iot/client/queryParam', { deviceId: device.key })).body.data;
        values.slot = state.slots.find((x: { carCode: string | null }) => x.carCode).slotNum;
      }
      const key = cmd.deviceKey === 'deviceCode' ? device.deviceNo : device.key;
      const body = { [cmd.deviceKey]: key, ...values };
      const r = cmd.method === 'GET' ? await admin.get(cmd.path, body as never) : await admin.post(cmd.path, body);
      expect(r.status, `${cmd.key}: ${r.body.msg}`).toBe(200);
      expect(r.body.success, cmd.key).toBe(true);
      const last = (await logRows(device.deviceNo)).at(-1)!;
      expect([last.command, Number(last.status)], cmd.key).toEqual([cmd.key, commandStatus.done]);
    }
  });
});
