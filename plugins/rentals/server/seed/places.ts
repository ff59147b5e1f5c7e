/**
 * Where the demo rentals happen: merchants, their stores and sites, the cabinets standing there and the
 * cars in their slots — the one place the rentals' seed learns them (docs/areas/rentals.md "Seed").
 *
 * Until the merchants' and devices' areas (issue 14) seed their own rows, this list is built here, with
 * the same device and car numbers the devices area documents (`CAB000001…`, `CAR0000001…`, ids in that
 * order) so the references line up when their rows arrive; `loadPlaces` then reads theirs instead.
 */
import type { Db } from '../../../../server/kernel/db/database';

export interface Place {
  merchantId: number;
  merchantName: string;
  storeId: number;
  storeName: string;
  siteId: number;
  siteName: string;
  city: string;
  deviceId: number;
  deviceCode: string;
  /** Cars parked in the cabinet's slots. */
  cars: Array<{ carId: number; carCode: string; slotNum: number }>;
}

/** Tenant the demo business belongs to (the demo brand 童趣出行 of the system seed). */
export const DEMO_TENANT = '100001';

const MERCHANTS = ['童趣乐园文旅', '星河商业管理', '欢乐童年连锁', '悦动亲子', '小马快跑儿童游乐', '彩虹岛游乐'];

/** Stores: city, mall; two sites each. */
const STORES: Array<[string, string]> = [
  ['上海', '上海浦东嘉里城店'],
  ['上海', '上海静安大悦城店'],
  ['上海', '上海七宝万科广场店'],
  ['北京', '北京朝阳大悦城店'],
  ['北京', '北京西单更新场店'],
  ['北京', '北京望京凯德MALL店'],
  ['广州', '广州天河正佳广场店'],
  ['广州', '广州番禺万达广场店'],
  ['深圳', '深圳福田COCO Park店'],
  ['深圳', '深圳南山海岸城店'],
  ['杭州', '杭州西湖银泰店'],
  ['杭州', '杭州滨江龙湖天街店'],
  ['成都', '成都太古里店'],
  ['成都', '成都环球中心店'],
  ['武汉', '武汉光谷步行街店'],
  ['南京', '南京新街口德基店'],
  ['苏州', '苏州中心商场店'],
  ['西安', '西安大雁塔大悦城店'],
  ['重庆', '重庆观音桥北城天街店'],
  ['长沙', '长沙五一广场IFS店'],
  ['天津', '天津滨江道大悦城店'],
  ['厦门', '厦门SM城市广场店'],
  ['青岛', '青岛万象城店'],
  ['郑州', '郑州二七万达广场店'],
];

const SITES = ['一楼中庭', '三楼儿童区'];
const CABINETS_PER_SITE = 2;
const SLOTS = 8;

/** The built-in places: 6 merchants, 24 stores, 48 sites, 96 cabinets of 8 slots, 7 cars each. */
export function builtInPlaces(): Place[] {
  const out: Place[] = [];
  let deviceId = 0;
  let carId = 0;
  STORES.forEach(([city, storeName], s) => {
    const merchantId = (s % MERCHANTS.length) + 1;
    SITES.forEach((site, i) => {
      const siteId = s * SITES.length + i + 1;
      for (let c = 0; c < CABINETS_PER_SITE; c++) {
        deviceId += 1;
        const cars: Place['cars'] = [];
        // Every slot but the last holds a car.
        for (let slotNum = 1; slotNum < SLOTS; slotNum++) {
          carId += 1;
          cars.push({ carId, carCode: `CAR${String(carId).padStart(7, '0')}`, slotNum });
        }
        out.push({
          merchantId,
          merchantName: MERCHANTS[merchantId - 1],
          storeId: s + 1,
          storeName,
          siteId,
          siteName: `${storeName.replace(/店$/, '')}${site}`,
          city,
          deviceId,
          deviceCode: `CAB${String(deviceId).padStart(6, '0')}`,
          cars,
        });
      }
    });
  });
  return out;
}

/** The places of the demo rentals (the built-in list until issue 14's rows exist; see the module comment). */
export async function loadPlaces(_db: Db): Promise<Place[]> {
  return builtInPlaces();
}
