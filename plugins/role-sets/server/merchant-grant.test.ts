/**
 * The merchant role set (toycar-merchant): grant-tree, grant (replaces), checkTree, the role-menu list,
 * the isAble toggle, tenant isolation and button codes; unifiedmerchantrole/updateUserStore.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, startTestServer, type Client, type TestServer } from '../../../tests/server/helpers';

const ROLE = '/api/toycar-merchant/merchantrole';
const MENU = '/api/toycar-merchant/merchantmenu';
const ROLE_MENU = '/api/toycar-merchant/merchantrolemenu';
const USER_STORE = '/api/unified-merchant/unifiedmerchantrole';

let s: TestServer;
let platform: Client;
let brand: Client;
let operator: Client;

interface Node {
  id: string;
  code: string;
  children?: Node[];
}
const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

async function addRole(c: Client, alias: string): Promise<string> {
  expect((await c.post(`${ROLE}/submit`, { roleName: alias, roleAlias: alias })).status).toBe(200);
  const rows = (await c.get(`${ROLE}/list`, { roleAlias: alias })).body.data.records;
  return String(rows.find((r: { roleAlias: string }) => r.roleAlias === alias).id);
}

async function menuIds(c: Client, ...codes: string[]): Promise<string[]> {
  const nodes = flat((await c.get(`${MENU}/grant-tree`)).body.data.menu);
  return codes.map((code) => nodes.find((n) => n.code === code)!.id);
}

async function userId(tenantId: string, account: string): Promise<string> {
  const row = await s.database.db
    .selectFrom('blade_user')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
  return String(row.id);
}

beforeAll(async () => {
  s = await startTestServer();
  platform = client(s.app, await login(s.app));
  brand = client(s.app, await login(s.app, { tenantId: '100001', ip: '10.0.0.2' }));
  operator = client(
    s.app,
    await login(s.app, { tenantId: '100001', username: 'operator', password: 'admin', ip: '10.0.0.3' }),
  );
});
afterAll(async () => s?.close());

describe('merchant role grant', () => {
  it('grant-tree has the seeded demo tree', async () => {
    const roots = (await brand.get(`${MENU}/grant-tree`)).body.data.menu as Node[];
    expect(roots.map((n) => n.code)).toEqual(['merchant_store', 'merchant_order', 'merchant_bill']);
    expect(flat(roots).map((n) => n.code)).toContain('merchant_order_refund');
  });

  it('grant replaces, checkTree answers, the role-menu list shows the rows of the tenant', async () => {
    const role = await addRole(brand, 'night_manager');
    const [list, add, refund] = await menuIds(
      brand,
      'merchant_store_list',
      'merchant_store_add',
      'merchant_order_refund',
    );
    expect((await brand.post(`${ROLE}/grant`, { roleIds: role, menuIds: `${list},${add}` })).status).toBe(200);
    expect((await brand.get(`${MENU}/checkTree`, { roleIds: role })).body.data.menu).toEqual([list, add]);
    expect((await brand.post(`${ROLE}/grant`, { roleIds: role, menuIds: refund })).status).toBe(200);
    expect((await brand.get(`${MENU}/checkTree`, { roleIds: role })).body.data.menu).toEqual([refund]);

    const rows = (await brand.get(`${ROLE_MENU}/list`, { roleId_equal: role })).body.data.records;
    expect(rows.map((r: { menuId: string }) => String(r.menuId))).toEqual([refund]);
    // Rows belong to the role's tenant: the platform's own view of its tenant has none of them.
    // (Filtered by this role: the demo's merchant roles hold menus of their own, seed-demo.ts.)
    expect((await platform.get(`${ROLE_MENU}/list`, { tenantId: '000000', roleId_equal: role })).body.data.records).toEqual([]);
    const theirs = (await platform.get(`${ROLE_MENU}/list`, { tenantId: '100001', roleId_equal: role })).body.data.records;
    expect(theirs.map((r: { menuId: string }) => String(r.menuId))).toEqual([refund]);
  });

  it("refuses another tenant's roles, unknown menus and callers without merchantrole_grant", async () => {
    const theirs = await addRole(platform, 'platform_merchant');
    const [bill] = await menuIds(brand, 'merchant_bill');
    const r = await brand.post(`${ROLE}/grant`, { roleIds: theirs, menuIds: bill });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('roleIds');
    expect((await brand.get(`${MENU}/checkTree`, { roleIds: theirs })).status).toBe(400);
    const mine = await addRole(brand, 'cashier');
    expect((await brand.post(`${ROLE}/grant`, { roleIds: mine, menuIds: '424242' })).status).toBe(400);
    expect((await operator.post(`${ROLE}/grant`, { roleIds: mine, menuIds: bill })).status).toBe(403);
    expect((await operator.get(`${MENU}/grant-tree`)).status).toBe(403);
    expect((await operator.get(`${MENU}/checkTree`, { roleIds: mine })).status).toBe(403);
  });

  it('isAble flips the role between enabled and disabled (merchantrole_isAble)', async () => {
    const role = await addRole(brand, 'seasonal');
    const state = async () => (await brand.get(`${ROLE}/detail`, { id: role })).body.data.isAble;
    expect(await state()).toBe(1);
    expect((await brand.post(`${ROLE}/isAble`, undefined, { ids: role })).status).toBe(200);
    expect(await state()).toBe(0);
    expect((await brand.post(`${ROLE}/isAble`, undefined, { ids: role })).status).toBe(200);
    expect(await state()).toBe(1);
    expect((await operator.post(`${ROLE}/isAble`, undefined, { ids: role })).status).toBe(403);
    const theirs = await addRole(platform, 'platform_seasonal');
    expect((await brand.post(`${ROLE}/isAble`, undefined, { ids: theirs })).status).toBe(404);
  });
});

describe('unifiedmerchantrole/updateUserStore', () => {
  it('creates the (user, role) row, then replaces its stores', async () => {
    const role = await addRole(brand, 'store_clerk');
    const user = await userId('100001', 'operator');
    const first = await brand.post(`${USER_STORE}/updateUserStore`, { userId: user, roleId: role, storeIds: '3,1,3' });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ userId: user, roleId: role, storeIds: '3,1' });
    const again = await brand.post(`${USER_STORE}/updateUserStore`, { userId: user, roleId: role, storeIds: [7] });
    expect(again.body.data).toMatchObject({ id: first.body.data.id, storeIds: '7' });
    const rows = (await brand.get(`${USER_STORE}/list`, { userId_equal: user })).body.data.records;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ storeIds: '7' });
    // Empty stores keep the pair with no store.
    const none = await brand.post(`${USER_STORE}/updateUserStore`, { userId: user, roleId: role, storeIds: '' });
    expect(none.body.data.storeIds).toBe('');
  });

  it('400 naming the field for bad or foreign ids, 403 without the button code', async () => {
    const role = await addRole(brand, 'store_guard');
    const user = await userId('100001', 'operator');
    const platformUser = await userId('000000', 'admin');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ roleId: role, storeIds: '1' }, 'userId'],
      [{ userId: `${user},${user}0`, roleId: role }, 'userId'],
      [{ userId: platformUser, roleId: role }, 'userId'],
      [{ userId: user, roleId: '77777777' }, 'roleId'],
      [{ userId: user, roleId: role, storeIds: 'a,b' }, 'storeIds'],
    ];
    for (const [body, field] of cases) {
      const r = await brand.post(`${USER_STORE}/updateUserStore`, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.msg).toContain(field);
    }
    expect((await brand.post(`${USER_STORE}/updateUserStore`, [1])).status).toBe(400);
    // The platform administrator reaches both tenants, but a user and a role of two tenants do not pair.
    const mixed = await platform.post(`${USER_STORE}/updateUserStore`, { userId: platformUser, roleId: role });
    expect(mixed.status).toBe(400);
    expect(mixed.body.msg).toContain('roleId');
    const ok = await platform.post(`${USER_STORE}/updateUserStore`, { userId: user, roleId: role, storeIds: '5' });
    expect(ok.status).toBe(200);
    const row = await s.database.db
      .selectFrom('tc_unified_merchant_role')
      .select('tenant_id')
      .where('id', '=', Number(ok.body.data.id))
      .executeTakeFirstOrThrow();
    expect(row.tenant_id).toBe('100001');
    expect((await operator.post(`${USER_STORE}/updateUserStore`, { userId: user, roleId: role })).status).toBe(403);
  });
});
