/**
 * The names a screen shows its references with, read through that screen (server/crud/ref-names.ts):
 * a role that views the orders but not the merchants' tables reads the merchants' and stores' names with
 * `refBy=rentals.order` — names only, its own tenant's — and nothing more; everything else stays refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, startTestServer, type Client, type TestServer } from './helpers';
import { addRole, addUser, loginAs, menuIdsOf } from './enforce-helpers';

let s: TestServer;
let clerk: Client;
let brand: Client;
const TENANT = '100001';
const MERCHANTS = '/api/toycar-merchant/merchant/list';
const STORES = '/api/toycar-merchant/merchantstore/list';

interface Listed {
  records: Array<Record<string, unknown>>;
}

beforeAll(async () => {
  s = await startTestServer();
  brand = client(s.app, await login(s.app, { tenantId: TENANT, ip: '10.0.0.3' }));
  const roleId = await addRole(s, TENANT, 'order_reader');
  const menuIds = await menuIdsOf(s, ['rentals.order', 'order_view']);
  const granted = await brand.post('/api/blade-system/role/grant', { roleIds: roleId, menuIds: menuIds.join(',') });
  expect(granted.status).toBe(200);
  await addUser(s, { tenantId: TENANT, account: 'orderclerk', roleIds: [roleId] });
  clerk = await loginAs(s, TENANT, 'orderclerk');
});
afterAll(async () => s?.close());

describe('a names read through a referencing screen', () => {
  it('is refused without refBy: the merchants are not the role’s screen', async () => {
    expect((await clerk.get(MERCHANTS, { size: 10 })).status).toBe(403);
    expect((await clerk.get(STORES, { size: 10 })).status).toBe(403);
  });

  it('answers the tenant’s merchants and stores, names only, through the orders', async () => {
    const full = (await brand.get(MERCHANTS, { size: 100 })).body.data as Listed;
    expect(full.records.length).toBeGreaterThan(0);
    const r = await clerk.get(MERCHANTS, { size: 100, refBy: 'rentals.order' });
    expect(r.status).toBe(200);
    const names = (r.body.data as Listed).records;
    expect(names.map((m) => m.id).sort()).toEqual(full.records.map((m) => m.id).sort());
    for (const m of names) {
      expect(Object.keys(m).sort()).toEqual(['id', 'merchantName', 'tenantId']);
      expect(m.tenantId).toBe(TENANT);
    }
    // What the brand's administrator reads of a merchant is more than a name (contacts, terms).
    expect(Object.keys(full.records[0]).length).toBeGreaterThan(5);
    const stores = await clerk.get(STORES, { size: 100, refBy: 'rentals.order' });
    expect(stores.status).toBe(200);
    const first = (stores.body.data as Listed).records[0];
    expect(Object.keys(first).sort()).toEqual(['id', 'storeName', 'tenantId']);
  });

  it('keeps the search and the ids of a names read (a picker types, a page names ids)', async () => {
    const all = ((await clerk.get(MERCHANTS, { size: 100, refBy: 'rentals.order' })).body.data as Listed).records;
    const one = all[0];
    const byIds = await clerk.get(MERCHANTS, { ids: String(one.id), size: 1, refBy: 'rentals.order' });
    expect((byIds.body.data as Listed).records.map((m) => m.id)).toEqual([one.id]);
  });

  it('is refused through a screen that does not reference the entity, or that the caller may not view', async () => {
    // The parameters screen names no merchant; the rent records are not this role's screen.
    expect((await clerk.get(MERCHANTS, { size: 10, refBy: 'system.param' })).status).toBe(403);
    expect((await clerk.get(MERCHANTS, { size: 10, refBy: 'rentals.rentRecord' })).status).toBe(403);
    expect((await clerk.get('/api/blade-system/param/list', { refBy: 'rentals.order' })).status).toBe(403);
    // Reads only: a names read never opens a write.
    expect((await clerk.post('/api/toycar-merchant/merchant/remove?ids=1&refBy=rentals.order', {})).status).toBe(403);
  });

  it('changes nothing for a caller who may view the referenced screen', async () => {
    const plain = (await brand.get(MERCHANTS, { size: 5 })).body.data as Listed;
    const through = (await brand.get(MERCHANTS, { size: 5, refBy: 'rentals.order' })).body.data as Listed;
    expect(through.records).toEqual(plain.records);
  });

  it('refuses a malformed screen name with the field named (after the access check: 403 for the clerk)', async () => {
    expect((await clerk.get(MERCHANTS, { refBy: "rentals.order'; drop table x" })).status).toBe(403);
    const r = await brand.get(MERCHANTS, { refBy: "rentals.order'; drop table x" });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toMatch(/refBy/);
  });
});
