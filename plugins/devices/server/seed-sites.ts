/**
 * The merchants' seeded sites the demo devices stand on (plugins/merchants: `merchant.site` under
 * `merchant.store` under `merchant.merchant`, priced by `charge.rule`), read by prop through the
 * registry. Only approved, enabled sites take devices; none (the merchants area absent) leaves the
 * devices unbound, standing in the demo cities.
 */
import type { Registry } from '../../../engine/schema';
import type { Db } from '../../../server/kernel/db/database';
import { snake } from '../../../server/kernel/db/tables';

export interface SeedSite {
  id: number;
  siteName: string;
  address: string;
  lng: number;
  lat: number;
  storeId: number;
  storeName: string;
  merchantId: number;
  merchantName: string;
  ruleId?: number;
  ruleName?: string;
}

type Row = Record<string, unknown>;

async function rowsOf(db: Db, registry: Registry, name: string, tenantId: string): Promise<Row[] | undefined> {
  const e = registry.entity(name);
  if (!e?.storage) return undefined;
  let q = db.selectFrom(e.storage.table).selectAll().where('tenant_id', '=', tenantId);
  if (e.storage.softDelete) q = q.where('is_deleted', '=', 0);
  return q.orderBy('id').execute();
}

const has = (e: Row, prop: string) => snake(prop) in e;
const usable = (r: Row) =>
  (!has(r, 'auditStatus') || Number(r.audit_status) === 1) && (!has(r, 'isAble') || Number(r.is_able) === 1);

export async function seedSites(db: Db, registry: Registry, tenantId: string): Promise<SeedSite[]> {
  const [sites, stores, merchants, rules] = await Promise.all(
    ['merchant.site', 'merchant.store', 'merchant.merchant', 'charge.rule'].map((n) => rowsOf(db, registry, n, tenantId)),
  );
  if (!sites || !stores || !merchants) return [];
  const storeOf = new Map(stores.filter(usable).map((s) => [Number(s.id), s]));
  const merchantOf = new Map(merchants.filter(usable).map((m) => [Number(m.id), m]));
  const out: SeedSite[] = [];
  for (const s of sites.filter(usable)) {
    const store = storeOf.get(Number(s.merchant_store_id));
    const merchant = store && merchantOf.get(Number(store.merchant_id));
    if (!store || !merchant || s.lng === null || s.lat === null) continue;
    const rule = (rules ?? []).find(
      (r) => Number(r.enable_status ?? 1) === 1 && (Number(r.site_id) === Number(s.id) || (!r.site_id && Number(r.merchant_id) === Number(merchant.id))),
    );
    out.push({
      id: Number(s.id),
      siteName: String(s.site_name),
      address: [s.city, s.district, s.address].filter(Boolean).join(''),
      lng: Number(s.lng),
      lat: Number(s.lat),
      storeId: Number(store.id),
      storeName: String(store.store_name),
      merchantId: Number(merchant.id),
      merchantName: String(merchant.merchant_name),
      ruleId: rule ? Number(rule.id) : undefined,
      ruleName: rule ? String(rule.rule_name) : undefined,
    });
  }
  return out;
}
