/**
 * The inputs that validate (issue 35 item 6) on the server: a store's coordinates out of range or with too
 * many decimals, its opening hours in another shape and a region code that is no code are refused with a
 * 400 naming the field, in Chinese and in English — the words the form shows (engine/schema/value-checks.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMerchant, API, refused, startKit, unique, type Kit } from './test-kit';

let k: Kit;
let merchantId: string;
beforeAll(async () => {
  k = await startKit();
  merchantId = await addMerchant(k.zh);
});
afterAll(async () => k?.s.close());

const store = (extra: Record<string, unknown>) => ({
  storeName: unique('坐标'),
  merchantId,
  storeType: 1,
  provinceCode: '44',
  cityCode: '4403',
  ...extra,
});

describe('store inputs that validate', () => {
  it('keeps a good coordinate and opening hours', async () => {
    const body = store({ lng: 113.943529, lat: 22.540503, businessHours: '09:30-21:00' });
    const r = await k.zh.post(`${API.store}/submit`, body);
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    const row = (await k.zh.get(`${API.store}/list`, { storeName: body.storeName })).body.data.records[0];
    expect(Number(row.lng)).toBe(113.943529);
    expect(row.businessHours).toBe('09:30-21:00');
  });

  it('refuses a longitude out of range, naming the field in zh and en', async () => {
    const zh = await k.zh.post(`${API.store}/submit`, store({ lng: 200 }));
    expect(zh.status).toBe(400);
    refused(zh, '经度: 应在 73 到 136 之间');
    refused(await k.en.post(`${API.store}/submit`, store({ lat: -91 })), 'Latitude: must be between 3 and 54');
  });

  it('refuses a coordinate with more than 6 decimals', async () => {
    refused(await k.zh.post(`${API.store}/submit`, store({ lat: 22.1234567 })), '纬度: 最多 6 位小数');
    refused(await k.en.post(`${API.store}/submit`, store({ lng: 113.1234567 })), 'Longitude: must have at most 6 decimals');
  });

  it('refuses a device coordinate outside the earth', async () => {
    const r = await k.en.post('/api/share-iot/device/submit', { lng: 181 });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('Longitude: must be between -180 and 180');
  });

  it('refuses opening hours in another shape and a region code that is no code', async () => {
    refused(await k.zh.post(`${API.store}/submit`, store({ businessHours: '10点-22点' })), '营业时间: 应为时段，如 10:00-22:00');
    refused(await k.en.post(`${API.store}/submit`, store({ businessHours: '10:00-10:00' })), 'Opening hours: cannot start and end at the same time');
    refused(await k.en.post(`${API.store}/submit`, store({ provinceCode: 'Guangdong' })), 'Province: must be a region code (2, 4 or 6 digits)');
  });
});

describe('a date range held by two columns', () => {
  const partner = (extra: Record<string, unknown>) => ({ partnerName: unique('伙伴'), partnerType: 1, ...extra });
  const base = '/api/share-operation/partner';

  it('keeps a period and refuses one that ends before it starts, in zh and en', async () => {
    const ok = await k.zh.post(`${base}/submit`, partner({ startDate: '2026-01-01', endDate: '2026-12-31' }));
    expect(ok.body.success, JSON.stringify(ok.body)).toBe(true);
    refused(await k.zh.post(`${base}/submit`, partner({ startDate: '2026-06-01', endDate: '2026-05-31' })), '合作期限: 结束不能早于开始');
    refused(await k.en.post(`${base}/submit`, partner({ startDate: '2026-06-01', endDate: '2026-05-31' })), 'Period: the end cannot be before the start');
  });
});
