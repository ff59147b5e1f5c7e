/**
 * The device list as a schema gives it: add (with its slots), search, the enable / disenable state
 * machine with its guard, and the refusals a client can cause.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, startTestServer, type Client, type TestServer } from '../../../tests/server/helpers';

const DEVICE = '/api/share-iot/device';
let s: TestServer;
let brand: Client;

beforeAll(async () => {
  s = await startTestServer();
  brand = client(s.app, await login(s.app, { tenantId: '100001' }));
});
afterAll(async () => s?.close());

async function addDevice(body: Record<string, unknown>): Promise<string> {
  const r = await brand.post(`${DEVICE}/submit`, body);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const rows = (await brand.get(`${DEVICE}/page`, { deviceCode: String(body.deviceCode) })).body.data.records;
  return String(rows[0].id);
}

describe('devices', () => {
  it('adds a cabinet, finds it, and disables then enables it', async () => {
    const id = await addDevice({ deviceCode: 'TEST-CAB-01', deviceName: '测试柜机', deviceType: 1, slotCount: 6 });
    const row = (await brand.get(`${DEVICE}/detail`, { id })).body.data;
    expect(row).toMatchObject({ deviceCode: 'TEST-CAB-01', deviceStatus: 1, onlineStatus: 0, locationCheck: 1 });
    expect((await brand.post(`${DEVICE}/disenable`, undefined, { ids: id })).status).toBe(200);
    const again = await brand.post(`${DEVICE}/disenable`, undefined, { ids: id });
    expect(again.status).toBe(400);
    expect(again.body.msg).toContain('停用');
    expect((await brand.post(`${DEVICE}/enable`, undefined, { ids: id })).status).toBe(200);
  });

  it('refuses a bad device number naming the field', async () => {
    const r = await client(s.app, await login(s.app, { tenantId: '100001', ip: '10.0.0.9' }), 'en').post(`${DEVICE}/submit`, {
      deviceCode: 'a b',
      deviceName: 'x',
      deviceType: 1,
    });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('device number');
  });
});
