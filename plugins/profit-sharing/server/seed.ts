/**
 * The profit-sharing demo (docs/areas/billing.md "Seed"), on a new database after the rentals' orders:
 * for every tenant with paid orders — product settings, each merchant's share ratios (the platform's
 * service share, a partner's for some merchants, a store owner's own ratios for every third store) and
 * the receivers behind them; then every order paid more than a day ago is split (split.ts, the same code
 * as the job) and its request given the outcome a real channel would have had: most succeeded the next
 * morning, a few failed after timeouts or a refusal (for the exception screen), a few returned. Each
 * outcome has its channel calls. Deterministic: the same business on every new database.
 */
import { sql } from 'kysely';
import { prng } from '../../../server/kernel/adapters';
import type { Db } from '../../../server/kernel/db/database';
import { formatDateTime } from '../../../server/kernel/db/time';
import { ORDER_TABLE, ordersInstalled } from './order-source';
import { seedSplitBatch, type Fate } from './seed-split';
import { nextOrders } from './split';
import { T } from './tables';

const DAY = 86_400_000;

interface MerchantSeed {
  tenantId: string;
  merchantId: number;
  merchantName: string;
  stores: Array<{ storeId: number; storeName: string }>;
}

async function merchantsWithOrders(db: Db): Promise<MerchantSeed[]> {
  const rows = await db
    .selectFrom(ORDER_TABLE)
    .select(['tenant_id', 'merchant_id', 'store_id', sql<string>`max(merchant_name)`.as('merchant_name'), sql<string>`max(store_name)`.as('store_name')])
    .where('paid_amount', '>', 0)
    .groupBy(['tenant_id', 'merchant_id', 'store_id'])
    .orderBy('tenant_id')
    .orderBy('merchant_id')
    .orderBy('store_id')
    .execute();
  const out = new Map<string, MerchantSeed>();
  for (const r of rows) {
    const key = `${String(r.tenant_id)}:${String(r.merchant_id)}`;
    const m = out.get(key) ?? {
      tenantId: String(r.tenant_id),
      merchantId: Number(r.merchant_id),
      merchantName: String(r.merchant_name ?? ''),
      stores: [],
    };
    m.stores.push({ storeId: Number(r.store_id), storeName: String(r.store_name ?? '') });
    out.set(key, m);
  }
  return [...out.values()];
}

const account = (prefix: string, n: number) => `${prefix}${String(1600000000 + n * 7919).slice(0, 10)}`;

async function seedRatios(db: Db, merchants: MerchantSeed[], now: string): Promise<number> {
  const audit = { create_time: now, update_time: now, status: 1, is_deleted: 0 };
  const tenants = [...new Set(merchants.map((m) => m.tenantId))];
  for (const tenantId of tenants)
    await db
      .insertInto(T.conf)
      .values([
        { ...audit, tenant_id: tenantId, product_code: 'toycar', sharing_enabled: 1, delay_days: 1, default_ratio: '20.00', remark: '童车租赁订单 T+1 分账' },
        { ...audit, tenant_id: tenantId, product_code: 'vending', sharing_enabled: 1, delay_days: 3, default_ratio: '15.00', remark: '售货订单 T+3 分账' },
        { ...audit, tenant_id: tenantId, product_code: 'scooter', sharing_enabled: 0, delay_days: 1, default_ratio: '10.00', remark: '滑板车暂不分账' },
      ])
      .execute();
  let n = 0;
  for (const [i, m] of merchants.entries()) {
    const base = { ...audit, tenant_id: m.tenantId, merchant_id: m.merchantId, merchant_name: m.merchantName, product_code: 'toycar', is_able: 1 };
    const ratios: Array<Record<string, unknown>> = [
      { ...base, store_id: null, receiver_type: 4, receiver_name: '童车运营平台服务费', receiver_account: account('1900', 1), ratio: '6.00' },
    ];
    if (i % 2 === 0)
      ratios.push({ ...base, store_id: null, receiver_type: 3, receiver_name: '城市合作伙伴', receiver_account: account('1688', i + 2), ratio: '3.50' });
    for (const [j, s] of m.stores.entries())
      if ((i + j) % 3 === 0)
        ratios.push(
          { ...base, store_id: s.storeId, store_name: s.storeName, receiver_type: 4, receiver_name: '童车运营平台服务费', receiver_account: account('1900', 1), ratio: '6.00' },
          { ...base, store_id: s.storeId, store_name: s.storeName, receiver_type: 2, receiver_name: `${s.storeName}场地方`, receiver_account: account('1520', s.storeId), ratio: '18.00' },
        );
    await db.insertInto(T.ratio).values(ratios).execute();
    const seen = new Set<string>();
    const receivers = ratios
      .filter((r) => !seen.has(String(r.receiver_account)) && seen.add(String(r.receiver_account)))
      .map((r) => ({
        ...audit,
        tenant_id: m.tenantId,
        merchant_id: m.merchantId,
        merchant_name: m.merchantName,
        profitsharing_type: 1,
        receiver_type: r.receiver_type,
        receiver_name: r.receiver_name,
        receiver_account: r.receiver_account,
        register_status: 1,
      }));
    await db.insertInto(T.receive).values(receivers).execute();
    n += ratios.length;
  }
  return n;
}

function fateOf(r: number): Fate {
  if (r < 0.015) return 'timeout';
  if (r < 0.025) return 'refused';
  if (r < 0.035) return 'returned';
  return 'ok';
}

export async function seedSharing(db: Db, now = Date.now()): Promise<Record<string, number>> {
  if (!(await ordersInstalled(db))) return {};
  const done = await db.selectFrom(T.ratio).select('id').limit(1).executeTakeFirst();
  if (done) return {};
  const merchants = await merchantsWithOrders(db);
  if (!merchants.length) return {};
  const stamp = formatDateTime(new Date(now));
  const rand = prng(1616);
  const seq = { n: 0 };
  let requests = 0;
  let split = 0;
  await db.transaction().execute(async (trx) => {
    await seedRatios(trx, merchants, stamp);
    const before = formatDateTime(new Date(now - DAY));
    for (const tenantId of [...new Set(merchants.map((m) => m.tenantId))])
      for (;;) {
        const orders = await nextOrders(trx, tenantId, before, 500);
        if (!orders.length) break;
        requests += await seedSplitBatch(trx, orders, () => fateOf(rand()), seq);
        split += orders.length;
      }
  });
  return { splitOrders: split, sharingRequests: requests };
}
