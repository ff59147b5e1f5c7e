/**
 * The region cascade of merchants, stores and sites (schemas/merchant/_place-columns.ts), declared as
 * linkage and enforced by the generic submit over the whole country's regions: a city must belong to the
 * chosen province and a district to the chosen city (the form's own message), and the names are computed
 * from the chosen codes — a municipality's city name is the province's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMerchant, addStore, API, refused, startKit, unique, type Kit } from './test-kit';

let k: Kit;
let merchantId: string;
beforeAll(async () => {
  k = await startKit();
  merchantId = await addMerchant(k.zh);
});
afterAll(async () => k?.s.close());

const store = (extra: Record<string, unknown>) => ({ storeName: unique('级联'), merchantId, storeType: 1, ...extra });

describe('region cascade', () => {
  it('stores the codes and computes the names from the chosen regions', async () => {
    const body = store({ provinceCode: '44', cityCode: '4403', districtCode: '440305', city: 'typed' });
    const r = await k.zh.post(`${API.store}/submit`, body);
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    const rows = (await k.zh.get(`${API.store}/list`, { storeName: body.storeName })).body.data.records;
    expect(rows[0]).toMatchObject({ provinceCode: '44', cityCode: '4403', province: '广东省', city: '深圳市', district: '南山区' });
  });

  it('computes the names on every place kind, and a municipality takes the province as its city', async () => {
    const id = await addStore(k.zh, merchantId);
    const edit = await k.zh.post(`${API.store}/submit`, { id, ...store({ provinceCode: '11', cityCode: '1101', districtCode: '110105' }) });
    expect(edit.body.success, JSON.stringify(edit.body)).toBe(true);
    expect((await k.zh.get(`${API.store}/detail`, { id })).body.data).toMatchObject({
      provinceCode: '11',
      cityCode: '1101',
      districtCode: '110105',
      province: '北京市',
      city: '北京市',
      district: '朝阳区',
    });
    const m = (await k.zh.get(`${API.merchant}/detail`, { id: merchantId })).body.data;
    expect(m).toMatchObject({ provinceCode: '31', cityCode: '3101', province: '上海市', city: '上海市' });
  });

  it('refuses a city of another province and a district of another city, with the form message', async () => {
    refused(await k.zh.post(`${API.store}/submit`, store({ provinceCode: '33', cityCode: '3201' })), '所选城市不属于当前的省份，请重新选择');
    refused(
      await k.en.post(`${API.store}/submit`, store({ provinceCode: '33', cityCode: '3301', districtCode: '320102' })),
      'The chosen district does not belong to this city: please choose again',
    );
    refused(await k.zh.post(`${API.site}/submit`, { siteName: unique('S'), merchantStoreId: '20001', provinceCode: '31', cityCode: '4401', lng: 121.4, lat: 31.2 }), '所选城市不属于当前的省份');
  });

  it('requires the province and the city', async () => {
    refused(await k.zh.post(`${API.store}/submit`, store({})), '请选择城市');
    refused(await k.en.post(`${API.merchant}/submit`, { merchantName: unique('M'), merchantType: 1, cityCode: '3101' }), 'Please choose the province');
  });
});
