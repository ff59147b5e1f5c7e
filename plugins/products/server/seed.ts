/**
 * The demo catalog: what every tenant with devices sells — rentals of ride-on cars by time, e-scooter rides,
 * vending goods — with real-looking list prices (fen). One row withdrawn from sale, so the pickers' filter
 * shows. Written once, on a new database, for every tenant but the platform's.
 */
import type { Db } from '../../../server/kernel/db/database';
import { nowText } from '../../../server/kernel/db/time';

const CATALOG: Array<[name: string, code: string, type: string, priceFen: number, unit: number | null, sale: number]> = [
  ['童车 15 分钟', 'car15', 'toycar', 1500, 15, 1],
  ['童车 30 分钟', 'car30', 'toycar', 2500, 30, 1],
  ['童车 60 分钟', 'car60', 'toycar', 4000, 60, 1],
  ['童车畅玩日卡', 'carday', 'toycar', 9900, 1440, 0],
  ['滑板车 30 分钟', 'scooter30', 'scooter', 2000, 30, 1],
  ['儿童果汁 250ml', 'juice250', 'vending', 600, null, 1],
  ['泡泡水玩具', 'bubble', 'vending', 1500, null, 1],
];

export async function seedProducts(db: Db): Promise<Record<string, number>> {
  const tenants = await db
    .selectFrom('blade_tenant')
    .select('tenant_id')
    .where('is_deleted', '=', 0)
    .where('tenant_id', '<>', '000000')
    .execute();
  const now = nowText();
  let made = 0;
  for (const { tenant_id } of tenants) {
    const rows = CATALOG.map(([name, code, type, price, unit, sale], i) => ({
      tenant_id,
      product_name: name,
      product_code: code,
      product_type: type,
      price,
      unit_minutes: unit,
      sale_status: sale,
      sort: i + 1,
      remark: null,
      create_time: now,
      update_time: now,
      status: 1,
      is_deleted: 0,
    }));
    await db.insertInto('sp_product').values(rows).execute();
    made += rows.length;
  }
  return { products: made };
}
