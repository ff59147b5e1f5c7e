/**
 * What the device tests share: a server on the real schemas (the merchants' among them), clients of the demo brand (100001) and the
 * platform, and a way to add merchants, stores, sites and rules straight into their tables.
 *
 * Named `.spec.ts` so the architecture check counts it as test code (it imports tests/server/helpers);
 * no runner collects it (vitest takes *.test.ts, Playwright only tests/e2e).
 */
import { nowText } from '../../../server/kernel/db/time';
import { client, login, startTestServer, type Client, type TestServer } from '../../../tests/server/helpers';

export interface DeviceTestServer {
  s: TestServer;
  brand: Client;
  brandEn: Client;
  platform: Client;
}

export async function startDeviceServer(): Promise<DeviceTestServer> {
  const s = await startTestServer();
  const brandToken = await login(s.app, { tenantId: '100001' });
  const platform = client(s.app, await login(s.app, { ip: '10.0.0.2' }));
  return { s, brand: client(s.app, brandToken), brandEn: client(s.app, brandToken, 'en'), platform };
}

/** Insert a row (as stored) into a table of the merchants' area; answers its id. */
export async function addRow(s: TestServer, table: string, values: Record<string, unknown>): Promise<number> {
  const now = nowText();
  const row = await s.database.db
    .insertInto(table)
    .values({ tenant_id: '100001', create_time: now, update_time: now, status: 1, is_deleted: 0, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A merchant with an approved, enabled store and site, and a rule of that site. */
export async function addPlaces(s: TestServer, name: string, opts: { siteApproved?: boolean } = {}) {
  const merchantId = await addRow(s, 'tc_merchant', { merchant_name: `${name}商户`, is_able: 1 });
  const storeId = await addRow(s, 'tc_merchant_store', {
    store_name: `${name}门店`,
    merchant_id: merchantId,
    audit_status: 1,
    is_able: 1,
  });
  const siteId = await addRow(s, 'tc_merchant_store_site', {
    site_name: `${name}场地`,
    merchant_store_id: storeId,
    merchant_id: merchantId,
    audit_status: opts.siteApproved === false ? 0 : 1,
    is_able: 1,
    lng: 121.47,
    lat: 31.23,
  });
  const ruleId = await addRow(s, 'tc_charge_rule', {
    rule_name: `${name}计费`,
    merchant_id: merchantId,
    site_id: siteId,
    enable_status: 1,
  });
  return { merchantId, storeId, siteId, ruleId };
}

/** The id of a device by its number (tenant 100001). */
export async function deviceId(s: TestServer, code: string): Promise<number> {
  const row = await s.database.db
    .selectFrom('tc_device')
    .select('id')
    .where('device_code', '=', code)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A device's stored row; its bigint `*_id` columns as numbers (PostgreSQL answers a bigint as a string). */
export async function deviceRow(s: TestServer, code: string) {
  const row = await s.database.db
    .selectFrom('tc_device')
    .selectAll()
    .where('device_code', '=', code)
    .executeTakeFirstOrThrow();
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [
      k,
      // Not a tenant id: '000000' is text in both databases.
      k.endsWith('_id') && k !== 'tenant_id' && typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v,
    ]),
  );
}
