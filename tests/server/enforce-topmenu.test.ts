/** Top-menu grants (grant-top-tree, top-tree-keys, topmenu/grant) and `routes?topMenuId=` really filtering by them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, startTestServer, type Client, type TestServer } from './helpers';
import { addRole, addUser, loginAs, menuIdsOf } from './enforce-helpers';

let s: TestServer;
let platform: Client;
let brand: Client;
const SYS = '/api/blade-system';
const TM = `${SYS}/topmenu`;

beforeAll(async () => {
  s = await startTestServer();
  platform = client(s.app, await login(s.app));
  brand = client(s.app, await login(s.app, { tenantId: '100001', ip: '10.0.0.2' }));
});
afterAll(async () => s?.close());

const topMenus = async (c: Client) =>
  (await c.get(`${SYS}/menu/top-menu`)).body.data as Array<{ id: string; code: string }>;
const rootCodes = async (c: Client, topMenuId: string) =>
  ((await c.get(`${SYS}/menu/routes`, { topMenuId })).body.data as Array<{ code: string }>).map((r) => r.code);

interface Node {
  id: string;
  title: string;
  children?: Node[];
}
const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

describe('top-menu grants', () => {
  it('grant-top-tree lists menus only (no buttons)', async () => {
    const nodes = flat((await platform.get(`${TM}/grant-top-tree`)).body.data);
    const [param, view] = await menuIdsOf(s, ['system.param', 'param_view']);
    expect(nodes.some((n) => n.id === param)).toBe(true);
    expect(nodes.some((n) => n.id === view)).toBe(false);
  });

  it('grant replaces what a top menu holds, and routes?topMenuId follows', async () => {
    const tops = await topMenus(platform);
    const system = tops.find((t) => t.code === 'system')!;
    const operation = tops.find((t) => t.code === 'operation')!;
    const [systemFolder, authority] = await menuIdsOf(s, ['system', 'authority']);
    expect(await rootCodes(platform, system.id)).toContain('system');

    const r = await platform.post(`${TM}/grant`, { topMenuIds: operation.id, menuIds: [systemFolder, authority] });
    expect(r.status).toBe(200);
    const keys = (await platform.get(`${TM}/top-tree-keys`, { topMenuIds: operation.id })).body.data;
    expect(keys.menu.sort()).toEqual([systemFolder, authority].sort());
    // Held by "operation" only now: shown under it, not under "system" (which still holds its own seed row).
    const underOperation = await rootCodes(platform, operation.id);
    expect(underOperation).toEqual(expect.arrayContaining(['system', 'authority']));
    await platform.post(`${TM}/grant`, { topMenuIds: system.id, menuIds: [] });
    expect(await rootCodes(platform, system.id)).not.toContain('system');
    expect(await rootCodes(platform, system.id)).not.toContain('authority');
    expect((await platform.get(`${TM}/top-tree-keys`, { topMenuIds: system.id })).body.data.menu).toEqual([]);
  });

  it("tenants: another tenant's top menu is 404 for a tenant administrator", async () => {
    const platformTop = (await topMenus(platform))[0];
    expect((await brand.get(`${TM}/top-tree-keys`, { topMenuIds: platformTop.id })).status).toBe(404);
    expect((await brand.post(`${TM}/grant`, { topMenuIds: platformTop.id, menuIds: [] })).status).toBe(404);
    const brandTop = (await topMenus(brand))[0];
    expect((await brand.get(`${TM}/top-tree-keys`, { topMenuIds: brandTop.id })).status).toBe(200);
  });

  it('input: 400 naming the field; 403 without topmenu_grant', async () => {
    const top = (await topMenus(platform))[0];
    const bad = await platform.post(`${TM}/grant`, { topMenuIds: top.id, menuIds: 'a,b' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('menuIds');
    const none = await platform.post(`${TM}/grant`, { menuIds: '1' });
    expect(none.status).toBe(400);
    expect(none.body.msg).toContain('topMenuIds');
    const [button] = await menuIdsOf(s, ['param_view']);
    expect((await platform.post(`${TM}/grant`, { topMenuIds: top.id, menuIds: button })).status).toBe(400);
    const role = await addRole(s, '000000', 'no_top');
    await addUser(s, { tenantId: '000000', account: 'no_top', roleIds: [role] });
    const plain = await loginAs(s, '000000', 'no_top');
    expect((await plain.get(`${TM}/grant-top-tree`)).status).toBe(403);
    expect((await plain.post(`${TM}/grant`, { topMenuIds: top.id, menuIds: [] })).status).toBe(403);
  });
});

describe('menu meta.roles', () => {
  it('a menu row naming role aliases sends them as meta.roles; others carry none', async () => {
    const s = await startTestServer();
    try {
      await s.database.db
        .updateTable('blade_menu')
        .set({ roles: 'administrator, operator' })
        .where('code', '=', 'system.param')
        .execute();
      const c = client(s.app, await login(s.app));
      const tree = (await c.get('/api/blade-system/menu/routes')).body.data as Array<{
        code: string;
        meta: { roles?: string[] };
        children?: unknown[];
      }>;
      const flat = (nodes: typeof tree): typeof tree =>
        nodes.flatMap((n) => [n, ...flat((n.children ?? []) as typeof tree)]);
      const all = flat(tree);
      expect(all.find((n) => n.code === 'system.param')?.meta.roles).toEqual(['administrator', 'operator']);
      expect(all.find((n) => n.code === 'system.dept')?.meta.roles).toBeUndefined();
    } finally {
      await s.close();
    }
  });
});
