/**
 * The device gateway over MQTT, against the Mosquitto broker on 127.0.0.1:1883 (skipped, with the reason
 * printed, when none answers): commands are published on each device's topic and answered by simulated
 * devices on the broker (mqtt-devices.ts); a device reporting offline, one that never answers, a refusal
 * and a broker that cannot be reached each give a clear 400, recorded with its outcome and never as done.
 * Each run uses its own topic prefix, so runs and other users of the broker never meet.
 */
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandStatus, deviceKind } from '../plugin';
import { client, login, startTestServer, type Client, type TestServer } from '../../../tests/server/helpers';
import { LOG_TABLE } from './command-log';
import { pickDevices, type PickedDevice } from './iot-test-devices';
import { startMqttDevices, type MqttDevices } from './mqtt-devices';

const BROKER = { host: '127.0.0.1', port: 1883 };
const TIMEOUT_MS = 1500;
const CONTROL = '/api/toycar-iot/control';

function brokerAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(BROKER);
    const done = (ok: boolean) => (socket.destroy(), resolve(ok));
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

const present = await brokerAnswers();
if (!present)
  console.log(`iot-mqtt: no MQTT broker on ${BROKER.host}:${BROKER.port}, so the MQTT gateway tests are skipped`);

describe.skipIf(!present)('the device gateway over MQTT (Mosquitto)', () => {
  const url = `mqtt://${BROKER.host}:${BROKER.port}/toycar-test-${randomBytes(4).toString('hex')}/device`;
  let s: TestServer;
  let api: Client;
  let devices: MqttDevices;
  let cabinet: PickedDevice;
  let offline: PickedDevice;
  let silent: PickedDevice;

  const statuses = (deviceNo: string) =>
    s.database.db
      .selectFrom(LOG_TABLE)
      .select(['status', 'transport'])
      .where('device_no', '=', deviceNo)
      .orderBy('id')
      .execute()
      .then((rows) => rows.map((r) => [Number(r.status), r.transport]));

  beforeAll(async () => {
    s = await startTestServer({
      config: { adapters: { 'device-gateway': { transport: 'mqtt', url, timeoutMs: TIMEOUT_MS } } },
    });
    api = client(s.app, await login(s.app), 'en');
    // The demo database holds a week of made-up commands (./seed-demo.ts): these tests count their own.
    await s.database.db.deleteFrom(LOG_TABLE).execute();
    [cabinet] = await pickDevices(s.database.db, s.registry, deviceKind.cabinet, 'online');
    [offline] = await pickDevices(s.database.db, s.registry, deviceKind.cabinet, 'offline');
    [silent] = await pickDevices(s.database.db, s.registry, deviceKind.cabinet, 'silent');
    devices = await startMqttDevices(
      url,
      [cabinet, offline, silent].map((d) => ({ deviceNo: d.deviceNo })),
    );
  });
  afterAll(async () => {
    await devices?.close();
    await s?.close(); // stops the module: the gateway's connection is closed
  });

  it('setSpeakerVolume reaches the device over the broker, and the read shows it', async () => {
    const set = await api.post(`${CONTROL}/setSpeakerVolume`, { deviceId: cabinet.key, volume: 9 });
    expect(set.status).toBe(200);
    expect(set.body.data).toEqual({ volume: 9 });
    expect(devices.fleet.device(cabinet.deviceNo).volume).toBe(9);
    const read = await api.post('/api/share-iot/client/queryParam', { deviceId: cabinet.key });
    expect(read.body.data).toMatchObject({ deviceNo: cabinet.deviceNo, volume: 9 });
    expect(await statuses(cabinet.deviceNo)).toEqual([
      [commandStatus.done, 'mqtt'],
      [commandStatus.done, 'mqtt'],
    ]);
  });

  it('a device reporting offline: a clear error at once, nothing published, recorded as offline', async () => {
    const t = Date.now();
    const r = await api.post(`${CONTROL}/setSpeakerVolume`, { deviceId: offline.key, volume: 4 });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe(`Device ${offline.deviceNo} is offline: the command was not delivered`);
    expect(Date.now() - t).toBeLessThan(TIMEOUT_MS);
    expect(await statuses(offline.deviceNo)).toEqual([[commandStatus.offline, 'mqtt']]);
  });

  it('a device going offline and back, as its status topic says', async () => {
    await devices.setOnline(cabinet.deviceNo, false);
    await new Promise((r) => setTimeout(r, 200));
    expect((await api.post(`${CONTROL}/setSpeakerVolume`, { deviceId: cabinet.key, volume: 2 })).status).toBe(400);
    expect(devices.fleet.device(cabinet.deviceNo).volume).toBe(9);
    await devices.setOnline(cabinet.deviceNo, true);
    await new Promise((r) => setTimeout(r, 200));
    expect((await api.post(`${CONTROL}/setSpeakerVolume`, { deviceId: cabinet.key, volume: 2 })).status).toBe(200);
    expect(devices.fleet.device(cabinet.deviceNo).volume).toBe(2);
  });

  it('a device that never answers: the timeout names it', async () => {
    const r = await api.post(`${CONTROL}/setSpeakerVolume`, { deviceId: silent.key, volume: 4 });
    expect(r.body.msg).toBe(
      `Device ${silent.deviceNo} did not answer within ${TIMEOUT_MS} ms: check its network and try again`,
    );
    expect(await statuses(silent.deviceNo)).toEqual([[commandStatus.timeout, 'mqtt']]);
  });

  it("the device's own refusal travels back", async () => {
    const r = await api.post('/api/toycar-device/open/openArkRequest', {
      deviceBusinessId: cabinet.key,
      slotNum: 64,
      platform: 3,
    });
    expect(r.status).toBe(400);
    expect(r.body.msg).toMatch(new RegExp(`^Device ${cabinet.deviceNo} refused: there is no slot 64`));
  });

  it('a broker that cannot be reached: unreachable, recorded so', async () => {
    const down = await startTestServer({
      config: {
        adapters: { 'device-gateway': { transport: 'mqtt', url: 'mqtt://127.0.0.1:1', timeoutMs: TIMEOUT_MS } },
      },
    });
    try {
      const c = client(down.app, await login(down.app), 'en');
      await down.database.db.deleteFrom(LOG_TABLE).execute();
      const r = await c.post(`${CONTROL}/setSpeakerVolume`, { deviceId: cabinet.key, volume: 4 });
      expect(r.status).toBe(400);
      expect(r.body.msg).toBe('Could not reach the device gateway (ECONNREFUSED): please try again later');
      const rows = await down.database.db.selectFrom(LOG_TABLE).select('status').execute();
      expect(rows.map((x) => Number(x.status))).toEqual([commandStatus.unreachable]);
    } finally {
      await down.close();
    }
  });
});
