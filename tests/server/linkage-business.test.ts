/**
 * Field linkage where the business needs it, enforced by the generic submit with the form's messages: a
 * device's type decides its slots, place and SIM; a charge rule's mode its price fields; a storage or SMS
 * configuration's provider its credentials. A hidden field is not stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, startTestServer, type Client, type TestServer } from './helpers';

const DEVICE = '/api/share-iot/device';
const RULE = '/api/toy-charge-rule/chargerule';
const OSS = '/api/blade-resource/oss';
const SMS = '/api/blade-resource/sms';

let s: TestServer;
let zh: Client;
let en: Client;

beforeAll(async () => {
  s = await startTestServer();
  const token = await login(s.app, { tenantId: '100001' });
  zh = client(s.app, token);
  en = client(s.app, token, 'en');
});
afterAll(async () => s?.close());

const stored = (table: string, col: string, value: string) =>
  s.database.db.selectFrom(table).selectAll().where(col, '=', value).executeTakeFirstOrThrow();

describe("a device's type decides which of its fields apply", () => {
  it('a cabinet needs its slot count; other devices have none stored', async () => {
    const none = await zh.post(`${DEVICE}/submit`, { deviceCode: 'LNK-CAB-1', deviceName: '柜', deviceType: 1, slotCount: null });
    expect([none.status, none.body.msg]).toEqual([400, '请输入柜机的仓位数']);
    const enNone = await en.post(`${DEVICE}/submit`, { deviceCode: 'LNK-CAB-1', deviceName: '柜', deviceType: 1, slotCount: '' });
    expect(enNone.body.msg).toBe("Please enter the cabinet's slot count");
    const body = { deviceCode: 'LNK-SCO-1', deviceName: '滑板车', deviceType: 3, slotCount: 8, lng: 120.1, lat: 30.2, address: '某地', iccid: '8986001234567890123' };
    expect((await zh.post(`${DEVICE}/submit`, body)).status).toBe(200);
    const scooter = await stored('tc_device', 'device_code', 'LNK-SCO-1');
    // An e-scooter has no slots and no installed place; it keeps its SIM card.
    expect(scooter).toMatchObject({ slot_count: null, lng: null, lat: null, address: null, iccid: '8986001234567890123' });
  });

  it('a beacon has no SIM card; a dispatch machine keeps its place', async () => {
    const beacon = { deviceCode: 'LNK-BCN-1', deviceName: '信标', deviceType: 4, iccid: '8986001234567890123' };
    expect((await zh.post(`${DEVICE}/submit`, beacon)).status).toBe(200);
    expect((await stored('tc_device', 'device_code', 'LNK-BCN-1')).iccid).toBeNull();
    const dispatch = { deviceCode: 'LNK-DSP-1', deviceName: '派发机', deviceType: 2, address: '一楼', lng: 120.1, lat: 30.2 };
    expect((await zh.post(`${DEVICE}/submit`, dispatch)).status).toBe(200);
    expect(await stored('tc_device', 'device_code', 'LNK-DSP-1')).toMatchObject({ address: '一楼', slot_count: null });
  });

  it('editing a device that has no slots keeps the fixed slot count', async () => {
    const row = (await zh.get(`${DEVICE}/page`, { deviceCode: 'LNK-SCO-1' })).body.data.records[0];
    const edit = await zh.post(`${DEVICE}/submit`, { ...row, deviceName: '滑板车 2' });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
  });
});

describe("a charge rule's mode decides its price fields", () => {
  const rule = (extra: Record<string, unknown>) => ({ ruleName: `联动${Math.random()}`, merchantId: '10102', unitPrice: 5, ...extra });

  it('by duration needs the unit of minutes, with the message the form shows', async () => {
    const r = await zh.post(`${RULE}/submit`, rule({ chargeType: 1, unitMinutes: null }));
    expect([r.status, r.body.msg]).toEqual([400, '按时长计费须填写计费单位(分钟)']);
    expect((await en.post(`${RULE}/submit`, rule({ chargeType: 1, unitMinutes: '' }))).body.msg).toBe('Charging by duration needs the unit in minutes');
  });

  it('per ride stores none of the duration fields', async () => {
    const body = rule({ chargeType: 2, unitMinutes: 15, freeMinutes: 5, startPrice: 2, capAmount: 30 });
    expect((await zh.post(`${RULE}/submit`, body)).status).toBe(200);
    const row = await stored('tc_charge_rule', 'rule_name', body.ruleName);
    expect(Number(row.unit_price)).toBe(500); // fen (PostgreSQL hands a bigint back as text)
    expect(row).toMatchObject({
      unit_minutes: null,
      free_minutes: null,
      start_price: null,
      cap_amount: null,
    });
  });
});

describe("a configuration's provider decides its fields", () => {
  it('local storage keeps no credentials; a cloud provider needs its key and bucket; Tencent COS its app and region', async () => {
    const local = { category: 1, ossCode: 'lnk-local', endpoint: 'http://x', accessKey: 'AK', bucketName: 'b', appId: '1', region: 'r' };
    expect((await zh.post(`${OSS}/submit`, local)).status).toBe(200);
    expect(await stored('blade_oss', 'oss_code', 'lnk-local')).toMatchObject({ access_key: null, bucket_name: null, app_id: null, region: null });
    const minio = await zh.post(`${OSS}/submit`, { category: 2, ossCode: 'lnk-minio', endpoint: 'http://x' });
    expect([minio.status, minio.body.msg]).toEqual([400, '请输入accessKey；请输入空间名']);
    const cos = await en.post(`${OSS}/submit`, { category: 5, ossCode: 'lnk-cos', endpoint: 'http://x', accessKey: 'AK', bucketName: 'b' });
    expect(cos.body.msg).toBe('Please enter the app id; Please enter the region');
  });

  it('the SMS console keeps no credentials; Aliyun needs a key and a signature and keeps its region', async () => {
    const consoleSms = { category: 1, smsCode: 'lnk-console', templateId: 'T', accessKey: 'AK', secretKey: 'SK', regionId: 'cn' };
    expect((await zh.post(`${SMS}/submit`, consoleSms)).status).toBe(200);
    expect(await stored('blade_sms', 'sms_code', 'lnk-console')).toMatchObject({ access_key: null, secret_key: null, region_id: null });
    const aliyun = await zh.post(`${SMS}/submit`, { category: 4, smsCode: 'lnk-ali', templateId: 'T' });
    expect([aliyun.status, aliyun.body.msg]).toEqual([400, '请输入accessKey；请输入短信签名']);
    const ok = { category: 4, smsCode: 'lnk-ali', templateId: 'T', accessKey: 'AK', signName: '签', regionId: 'cn-hangzhou' };
    expect((await zh.post(`${SMS}/submit`, ok)).status).toBe(200);
    expect((await stored('blade_sms', 'sms_code', 'lnk-ali')).region_id).toBe('cn-hangzhou');
  });
});
