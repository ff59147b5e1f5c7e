/**
 * The merchant side's demo data, built as rows by column name with FIXED ids (docs/areas/merchants.md
 * lists the ranges, so the devices and rentals areas can bind to them): per tenant, an agent and in each
 * of its cities a direct merchant and a franchise (two stores each, at real malls and parks) and a venue
 * owner linked to the sites; sites around the store's coordinates; charge rules, areas, fences, accounts,
 * partners. Deterministic: the same rows on every new database (mulberry32 seeded per tenant).
 */
import { prng } from '../../../server/kernel/adapters';
import { regionCodes } from './demo-regions';
import { BANKS, BRAND_WORDS, COMPANY_FORMS, DEMO_CITIES, GIVEN, SITE_SPOTS, SURNAMES } from './demo-places';

export type Rows = Record<string, Array<Record<string, unknown>>>;

/** First id of each table's range; tenant 000000 uses the base, tenant 100001 the base + 100 (merchants, rules, areas) or + 500 (stores, sites, fences...). */
export const ID_BASE = {
  merchant: 10001,
  store: 20001,
  site: 30001,
  rule: 40001,
  area: 50001,
  fence: 51001,
  account: 60001,
  siteMerchant: 61001,
  partner: 62001,
  role: 63001,
} as const;

/** How far apart the tenants' blocks of ids are: narrow ranges (merchants, rules, areas...) and wide ones. */
export const STRIDE = { narrow: 100, wide: 500 } as const;

/** The first id of a range in a tenant's block. */
export const firstId = (key: keyof typeof ID_BASE, block: number, wide = false): number =>
  ID_BASE[key] + block * (wide ? STRIDE.wide : STRIDE.narrow);

export interface DemoTenantPlan {
  tenantId: string;
  /** Index of the tenant's block of ids: 0 for 000000, 1 for 100001. */
  block: number;
  cities: number[];
  agentName: string;
}

export const DEMO_TENANTS: DemoTenantPlan[] = [
  { tenantId: '000000', block: 0, cities: [0, 1, 2, 3, 4, 5, 6, 7], agentName: '华夏童游区域代理有限公司' },
  { tenantId: '100001', block: 1, cities: [8, 9, 10, 11], agentName: '西南童趣区域代理有限公司' },
];

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

export function buildDemo(plan: DemoTenantPlan, accountPassword: string, now: string): Rows {
  const rand = prng(20261125 + plan.block);
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)];
  const person = () => pick(SURNAMES) + pick(GIVEN) + (rand() < 0.5 ? pick(GIVEN) : '');
  const phone = () => `1${pick(['38', '39', '58', '86', '87', '35'])}${String(Math.floor(rand() * 1e8)).padStart(8, '0')}`;
  const audited = { tenant_id: plan.tenantId, create_time: now, update_time: now, status: 1 };
  const base = { ...audited, is_deleted: 0 };
  const next = (key: keyof typeof ID_BASE, wide: boolean) => {
    let n = firstId(key, plan.block, wide);
    return () => n++;
  };
  const ids = {
    merchant: next('merchant', false),
    store: next('store', true),
    site: next('site', true),
    rule: next('rule', false),
    area: next('area', false),
    fence: next('fence', true),
    account: next('account', true),
    link: next('siteMerchant', true),
    partner: next('partner', false),
    role: next('role', false),
  };
  const out: Rows = {
    tc_merchant: [],
    tc_merchant_store: [],
    tc_merchant_store_site: [],
    tc_charge_rule: [],
    sb_area: [],
    sb_electric_fence: [],
    tc_merchant_role: [],
    tc_merchant_account: [],
    tc_site_merchant: [],
  };

  const roles = [
    ['店长', 'store_manager'],
    ['运营专员', 'operator'],
    ['财务', 'finance'],
  ].map(([name, alias], i) => {
    const id = ids.role();
    out.tc_merchant_role.push({ ...base, id, role_name: name, role_alias: alias, merchant_id: 0, is_able: 1, sort: i + 1 });
    return id;
  });

  const merchant = (name: string, type: number, city: (typeof DEMO_CITIES)[number], parentId = 0, able = 1) => {
    const id = ids.merchant();
    out.tc_merchant.push({
      ...base,
      id,
      merchant_name: name,
      merchant_code: `M${String(id).padStart(6, '0')}`,
      short_name: name.replace(/有限公司$/, '').slice(0, 20),
      merchant_type: type,
      parent_id: parentId,
      credit_code: `91${city.code}${String(Math.floor(rand() * 1e9)).padStart(9, '0')}X`.slice(0, 18),
      contact_name: person(),
      contact_phone: phone(),
      ...regionCodes(city.code),
      province: city.province,
      city: city.city,
      district: null,
      address: `${city.city}${pick(city.districts)}${pick(['人民路', '中山路', '建设路', '解放路'])}${1 + Math.floor(rand() * 300)}号`,
      busi_merchant_id: String(1600000000 + id * 37),
      bank_name: pick(BANKS),
      bank_account: `6222${String(id).padStart(6, '0')}${String(Math.floor(rand() * 1e9)).padStart(9, '0')}`,
      balance: Math.floor(rand() * 5_000_000),
      is_able: able,
      remark: '',
    });
    return id;
  };

  const first = DEMO_CITIES[plan.cities[0]];
  const agent = merchant(plan.agentName, 3, first);

  plan.cities.forEach((cityIndex, c) => {
    const city = DEMO_CITIES[cityIndex];
    const area = ids.area();
    out.sb_area.push({
      ...base,
      id: area,
      area_name: `${city.city}运营区`,
      area_code: city.code,
      province: city.province,
      city: city.city,
      district: '',
      lng: city.lng,
      lat: city.lat,
      contact_name: person(),
      contact_phone: phone(),
      remark: '',
    });
    const brand = (k: number) => BRAND_WORDS[(c * 3 + k + plan.block * 5) % BRAND_WORDS.length];
    // The last city's franchise is disabled: its stores too, to show what a disabled merchant blocks.
    const lastFranchiseOff = c === plan.cities.length - 1;
    const direct = merchant(`${city.city}${brand(0)}${COMPANY_FORMS[c % 4]}`, 1, city);
    const franchise = merchant(`${city.city}${brand(1)}${COMPANY_FORMS[(c + 1) % 4]}`, 2, city, agent, lastFranchiseOff ? 0 : 1);
    const venuePlace = city.places[0][0].startsWith(city.city) ? city.places[0][0] : `${city.city}${city.places[0][0]}`;
    const venue = merchant(`${venuePlace}物业管理有限公司`, 4, city);

    [direct, franchise].forEach((owner, o) => {
      const off = o === 1 && lastFranchiseOff;
      out.tc_charge_rule.push(rule(owner, 0, '标准计费', off ? 0 : 1));
      for (const [p, place] of city.places.slice(o * 2, o * 2 + 2).entries()) {
        const storeId = ids.store();
        // Per tenant: the second city's last store waits for audit, the third city's was rejected.
        const audit = c === 1 && o === 1 && p === 1 ? 0 : c === 2 && o === 1 && p === 1 ? 2 : 1;
        const storeLng = round6(city.lng + place[2] / 1000);
        const storeLat = round6(city.lat + place[3] / 1000);
        out.tc_merchant_store.push({
          ...base,
          id: storeId,
          store_name: `${brand(o)}·${place[0]}店`,
          merchant_id: owner,
          store_type: place[1],
          ...regionCodes(city.code, city.districts[(p + o) % city.districts.length]),
          province: city.province,
          city: city.city,
          district: city.districts[(p + o) % city.districts.length],
          address: `${city.city}${city.districts[(p + o) % city.districts.length]}${place[0]}`,
          lng: storeLng,
          lat: storeLat,
          contact_name: person(),
          contact_phone: phone(),
          business_hours: place[1] === 1 ? '10:00-22:00' : '08:30-18:00',
          audit_status: audit,
          audit_remark: audit === 2 ? '营业执照照片不清晰，请重新上传' : '',
          is_able: audit === 1 && !off ? 1 : 0,
          remark: '',
        });
        if (audit !== 1) continue;
        const siteCount = 2 + ((c + p + o) % 2);
        for (let s = 0; s < siteCount; s++) {
          const siteId = ids.site();
          const pending = s === siteCount - 1 && (c + p) % 4 === 3;
          const spots = place[1] === 1 ? SITE_SPOTS.indoor : SITE_SPOTS.outdoor;
          const spot = spots[(s + p + c) % spots.length];
          out.tc_merchant_store_site.push({
            ...base,
            id: siteId,
            site_name: `${place[0]}${spot}`,
            site_code: `S${String(siteId).padStart(6, '0')}`,
            merchant_store_id: storeId,
            merchant_id: owner,
            area_id: area,
            site_type: place[1] === 1 ? 1 : 2,
            ...regionCodes(city.code),
            province: city.province,
            city: city.city,
            district: null,
            address: `${city.city}${place[0]}${spot}`,
            lng: round6(storeLng + (rand() - 0.5) * 0.003),
            lat: round6(storeLat + (rand() - 0.5) * 0.003),
            contact_name: person(),
            contact_phone: phone(),
            audit_status: pending ? 0 : 1,
            audit_remark: '',
            is_able: pending || off ? 0 : 1,
            remark: '',
          });
          if (pending) continue;
          if (s === 0) out.tc_charge_rule.push(rule(owner, siteId, '节假日计费', 0));
          out.sb_electric_fence.push(fence(siteId, area, `${place[0]}${s + 1}号围栏`, s, storeLng, storeLat, off));
          if (s === 0) out.tc_site_merchant.push({ ...audited, id: ids.link(), site_id: siteId, merchant_id: venue, merchant_role: 1, remark: '' });
        }
      }
      const short = `${city.cityEn.toLowerCase().replace(/[^a-z]/g, '')}${o === 0 ? 'zy' : 'jm'}`;
      ['01', '02'].forEach((n, k) =>
        out.tc_merchant_account.push({
          ...base,
          id: ids.account(),
          account: `${short}${n}`,
          password: accountPassword,
          name: person(),
          merchant_id: owner,
          role_id: roles[k],
          phone: phone(),
          account_status: 1,
        }),
      );
    });
  });
  out.so_partner = partners(plan, base, ids.partner, person, phone);
  return out;

  function rule(merchantId: number, siteId: number, name: string, on: number) {
    const holiday = siteId !== 0;
    return {
      ...base,
      id: ids.rule(),
      rule_name: name,
      merchant_id: merchantId,
      site_id: siteId,
      charge_type: 1,
      unit_minutes: holiday ? 15 : 10,
      unit_price: holiday ? 500 : 300,
      free_minutes: holiday ? 0 : 3,
      start_price: holiday ? 1000 : 0,
      cap_amount: holiday ? 8000 : 6000,
      deposit: 0,
      enable_status: on,
      remark: holiday ? '法定节假日适用' : '',
    };
  }

  function fence(siteId: number, areaId: number, name: string, s: number, lng: number, lat: number, off: boolean) {
    const polygon = s % 3 === 2;
    const d = 0.0015;
    return {
      ...base,
      id: ids.fence(),
      fence_name: name,
      site_id: siteId,
      area_id: areaId,
      fence_type: polygon ? 2 : 1,
      lng: polygon ? null : lng,
      lat: polygon ? null : lat,
      radius: polygon ? null : 150 + 50 * s,
      points: polygon
        ? [
            [lng - d, lat - d],
            [lng + d, lat - d],
            [lng + d, lat + d],
            [lng - d, lat + d],
          ]
            .map(([x, y]) => `${round6(x)},${round6(y)}`)
            .join(';')
        : '',
      alarm_type: 1 + (s % 3),
      open_status: off ? 0 : 1,
      remark: '',
    };
  }
}

function partners(
  plan: DemoTenantPlan,
  base: Record<string, unknown>,
  id: () => number,
  person: () => string,
  phone: () => string,
) {
  const all: Array<[string, number]> = [
    ['微信支付', 3],
    ['支付宝', 3],
    ['美团', 1],
    ['大众点评', 1],
    ['抖音本地生活', 2],
    ['顺丰同城', 4],
    ['阿里云IoT', 5],
    ['万达商管', 1],
    ['龙湖商业', 1],
    ['小红书', 2],
  ];
  const mine = plan.block === 0 ? all.slice(0, 7) : all.slice(7);
  return mine.map(([name, type], i) => ({
    ...base,
    id: id(),
    partner_name: name,
    partner_type: type,
    contact_name: person(),
    contact_phone: phone(),
    start_date: `2025-${String((i % 12) + 1).padStart(2, '0')}-01`,
    end_date: `2027-${String((i % 12) + 1).padStart(2, '0')}-01`,
    partner_status: i === mine.length - 1 ? 0 : 1,
    remark: '',
  }));
}
