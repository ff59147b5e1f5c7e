/**
 * Statistics and the map over the seeded fleet (numbers follow from seed-data.ts: 400 devices, 240
 * cabinets, every 7th offline, every 30th disabled), and the third-party query through its simulator:
 * the token from configuration, the condition, the order, the refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../server/kernel/db/time';
import { addPlaces, startDeviceServer, type DeviceTestServer } from './test-server.spec';

let t: DeviceTestServer;

beforeAll(async () => {
  t = await startDeviceServer();
});
afterAll(async () => t?.s.close());

describe('deviceStatistical', () => {
  it('counts the demo fleet by state and type, its slots and cars', async () => {
    const r = await t.brand.get('/api/share-iot/device/deviceStatistical');
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d).toMatchObject({ total: 400, offline: 34 + 5 + 8 + 8, disabled: 8 + 1 + 2 + 2 });
    expect(d.online).toBe(400 - d.offline);
    // Connected demo data: all but every 25th device stand on the merchants' seeded sites (their seed runs first).
    expect(d).toMatchObject({ bound: 400 - 9 - 1 - 2 - 2, placed: 400 - 9 - 1 - 2 - 2 });
    expect(d.byType).toEqual([
      { deviceType: 1, total: 240, online: 206 },
      { deviceType: 2, total: 40, online: 35 },
      { deviceType: 3, total: 60, online: 52 },
      { deviceType: 4, total: 60, online: 52 },
    ]);
    // 80 cabinets each of 6, 8 and 12 slots.
    expect(Object.values(d.slots as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(80 * 26);
    expect(d.cars['2']).toBe(20); // slot 1 of every 12th cabinet is out on a rental
  });

  it('narrows by type and online state; a bad filter is a 400 naming it', async () => {
    const r = await t.brand.get('/api/share-iot/device/deviceStatistical', { deviceType: 2, onlineStatus: 0 });
    expect(r.body.data.total).toBe(5);
    const bad = await t.brandEn.get('/api/share-iot/device/deviceStatistical', { deviceType: 9 });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('deviceType');
  });
});

describe('markers and sites', () => {
  it('a site with devices is one marker with its coordinates and online / offline counts; its devices and figures', async () => {
    const p = await addPlaces(t.s, '地图');
    const md = '/api/toycar-merchant/merchantdevice';
    await t.brand.post(`${md}/bindDeviceList`, { merchantId: p.merchantId, deviceCodes: 'CAB000100,CAB000175,CAB000200' }); // unbound in the seed (every 25th); 175 offline (every 7th)
    const bindings = (await t.brand.get(`${md}/page`, { merchantName: '地图', size: 10 })).body.data.records;
    await t.brand.post(`${md}/updateDeviceSite`, { merchantDeviceIds: bindings.map((b: { id: string }) => b.id).join(','), merchantSiteId: p.siteId });
    const markers = (await t.brand.post('/api/toycar-merchant/merchantstore/getDeviceMarkers', {})).body.data;
    const marker = markers.find((m: { siteId: string }) => m.siteId === String(p.siteId));
    expect(marker).toMatchObject({ siteName: '地图场地', merchantName: '地图商户', lng: 121.47, lat: 31.23, total: 3, online: 2, offline: 1 });
    // The site's devices: the device list by site (what the map's side panel shows).
    const onSite = (await t.brand.get('/api/share-iot/device/page', { siteId: p.siteId, ascs: 'deviceCode' })).body.data.records;
    expect(onSite.map((d: { deviceCode: string }) => d.deviceCode)).toEqual(['CAB000100', 'CAB000175', 'CAB000200']);
    const stats = (await t.brand.get('/api/share-iot/device/deviceStatistical', { merchantId: p.merchantId })).body.data;
    expect(stats).toMatchObject({ total: 3, online: 2, offline: 1, bound: 3, placed: 3 });
    // Where the site is and how its devices stand (the map's side panel).
    const loc = await t.brand.post('/api/toycar-merchant/merchantstoresite/getLocationBySiteId', { siteId: p.siteId });
    expect(loc.body.data).toMatchObject({ siteId: String(p.siteId), siteName: '地图场地', merchantName: '地图商户', storeName: '地图门店', lng: 121.47, lat: 31.23 });
    expect(loc.body.data.devices).toEqual({ total: 3, online: 2, offline: 1, disabled: 0 });
    expect((await t.platform.post('/api/toycar-merchant/merchantstoresite/getLocationBySiteId', { siteId: 999999 })).status).toBe(404);
    expect((await t.brandEn.post('/api/toycar-merchant/merchantstoresite/getLocationBySiteId', { siteId: 'x' })).body.msg).toBe('siteId must be one id');
  });
});

describe('door log chart', () => {
  it('counts door events per day over the list’s filter', async () => {
    // The seeded door events reach back about two weeks from the seed's moment: a week ending today always
    // holds some, whatever the time of day (just after midnight, today alone may hold none).
    const day = (daysBack: number) => formatDateTime(new Date(Date.now() - daysBack * 86_400_000)).slice(0, 10);
    const from = day(6);
    const today = day(0);
    const r = await t.brand.get('/api/toycar-iot/doorlog/chart/perDay', { from, to: today });
    expect(r.status).toBe(200);
    expect(r.body.data.x).toHaveLength(7);
    expect(r.body.data.x[0]).toBe(from);
    expect(r.body.data.x[6]).toBe(today);
    const stored = await t.s.database.db
      .selectFrom('tc_door_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', '100001')
      .where('log_time', '>=', `${from} 00:00:00`)
      .where('log_time', '<=', `${today} 23:59:59`)
      .executeTakeFirstOrThrow();
    const counted = (r.body.data.series[0].data as number[]).reduce((a, b) => a + b, 0);
    expect(Number(stored.n)).toBeGreaterThan(0);
    expect(counted).toBe(Number(stored.n));
  });
});

describe('queryView (third-party platform, simulator)', () => {
  it('refuses without a configured token, saying so', async () => {
    const r = await t.brandEn.post('/api/share-iot/device/queryView', { keyword: 'TP00001' });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('The third-party device platform refused the request: no auth token was given');
  });

  it('with the token in the tenant’s parameters: rows matching the number or merchant, deviceId descending', async () => {
    await t.brand.post('/api/blade-system/param/submit', { paramName: '第三方设备平台令牌', paramKey: 'device.platform.token', paramValue: 'demo-token' });
    const r = await t.brand.post('/api/share-iot/device/queryView', { keyword: 'TP000012' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const ids = r.body.data.records.map((x: { deviceId: number }) => x.deviceId);
    expect(ids).toEqual([129, 128, 127, 126, 125, 124, 123, 122, 121, 120]);
    const byMerchant = await t.brand.post('/api/share-iot/device/queryView', { keyword: '上海欢乐童车' });
    expect(byMerchant.body.data.total).toBeGreaterThan(0);
    expect(byMerchant.body.data.records.length).toBeLessThanOrEqual(1000);
    expect(byMerchant.body.data.records.every((x: { merchantName: string }) => x.merchantName === '上海欢乐童车')).toBe(true);
  });

  it('refuses an empty or unsafe keyword naming the field', async () => {
    const r = await t.brandEn.post('/api/share-iot/device/queryView', { keyword: "x' or 1=1 --" });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('device number or a merchant name');
    expect((await t.brand.post('/api/share-iot/device/queryView', {})).status).toBe(400);
  });
});
