/**
 * The role grant endpoints (grant-tree, role-tree-keys, role/grant) and the acceptance item "a role granted
 * only parameters: view": its user sees only that menu and button, and the server refuses the rest.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, startTestServer, type Client, type TestServer } from './helpers';
import { addRole, addUser, loginAs, menuIdsOf } from './enforce-helpers';

let s: TestServer;
let platform: Client;
let brand: Client;
const SYS = '/api/blade-system';
const P = `${SYS}/param`;

beforeAll(async () => {
  s = await startTestServer();
  platform = client(s.app, await login(s.app));
  brand = client(s.app, await login(s.app, { tenantId: '100001', ip: '10.0.0.2' }));
});
afterAll(async () => s?.close());

interface Node {
  id: string;
  parentId: string;
  title: string;
  key: string;
  value: string;
  children?: Node[];
}
const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

describe('a role granted only "parameters: view"', () => {
  let viewer: Client;
  let roleId: string;

  beforeAll(async () => {
    roleId = await addRole(s, '000000', 'param_viewer');
    const menuIds = await menuIdsOf(s, ['system.param', 'param_view']);
    const r = await platform.post(`${SYS}/role/grant`, { roleIds: roleId, menuIds: menuIds.join(',') });
    expect(r.status).toBe(200);
    await addUser(s, { tenantId: '000000', account: 'pviewer', roleIds: [roleId] });
    viewer = await loginAs(s, '000000', 'pviewer');
  });

  it('sees only that menu (under its folder) and only the view button', async () => {
    const routes = (await viewer.get(`${SYS}/menu/routes`)).body.data;
    // 我的事务 (work) is every signed-in user's (issue 33): it comes with any role.
    expect(routes.map((m: { code: string }) => m.code)).toEqual(['work', 'system']);
    const system = routes.find((m: { code: string }) => m.code === 'system');
    expect(system.children.map((m: { code: string }) => m.code)).toEqual(['system.param']);
    const buttons = (await viewer.get(`${SYS}/menu/buttons`)).body.data;
    const codes = (buttons as Array<{ children: Array<{ code: string }> }>).flatMap((m) =>
      m.children.map((b) => b.code),
    );
    expect(codes).toEqual(['param_view']);
  });

  it('may page and view, and gets 403 for submit, remove and the grant endpoints', async () => {
    const page = await viewer.get(`${P}/page`);
    expect(page.status).toBe(200);
    expect(page.body.data.total).toBe(3);
    const id = page.body.data.records[0].id;
    expect((await viewer.get(`${P}/detail`, { id })).status).toBe(200);
    const add = await viewer.post(`${P}/submit`, { paramName: 'n', paramKey: 'viewer.k', paramValue: 'v' });
    expect(add.status).toBe(403);
    expect((await viewer.post(`${P}/submit`, { id, paramValue: 'changed' })).status).toBe(403);
    expect((await viewer.post(`${P}/remove`, undefined, { ids: id })).status).toBe(403);
    expect((await viewer.get(`${SYS}/menu/grant-tree`)).status).toBe(403);
    expect((await viewer.post(`${SYS}/role/grant`, { roleIds: roleId, menuIds: '' })).status).toBe(403);
    expect((await viewer.get(`${SYS}/role/tree`)).status).toBe(403);
  });

  it('role-tree-keys gives back what was granted', async () => {
    const keys = (await platform.get(`${SYS}/menu/role-tree-keys`, { roleIds: roleId })).body.data;
    expect(keys.menu.sort()).toEqual((await menuIdsOf(s, ['system.param', 'param_view'])).sort());
    expect(keys).toMatchObject({ dataScope: [], apiScope: [] });
  });

  it('a new grant replaces the old one at once (the grants cache follows)', async () => {
    const ids = await menuIdsOf(s, ['system.param', 'param_view', 'param_add']);
    expect((await platform.post(`${SYS}/role/grant`, { roleIds: [roleId], menuIds: ids })).status).toBe(200);
    const add = await viewer.post(`${P}/submit`, { paramName: 'n', paramKey: 'viewer.k', paramValue: 'v' });
    expect(add.status).toBe(200);
    await platform.post(`${SYS}/role/grant`, { roleIds: [roleId], menuIds: ids.slice(0, 2) });
    expect((await viewer.post(`${P}/submit`, { paramName: 'n', paramKey: 'viewer.k2', paramValue: 'v' })).status).toBe(
      403,
    );
  });
});

describe('grant-tree', () => {
  it('the administrator gets every menu and button, with the node shape of the grant dialogs', async () => {
    const r = await platform.get(`${SYS}/menu/grant-tree`);
    expect(r.status).toBe(200);
    expect(Object.keys(r.body.data).sort()).toEqual(['apiScope', 'dataScope', 'menu']);
    const nodes = flat(r.body.data.menu);
    const live = await s.database.db.selectFrom('blade_menu').select('id').where('is_deleted', '=', 0).execute();
    expect(nodes).toHaveLength(live.length);
    const param = nodes.find((n) => n.title === '参数管理')!;
    expect(param).toMatchObject({ key: param.id, value: param.id });
    expect(param.children!.map((c) => c.title)).toContain('查看');
  });

  it('titles follow the language', async () => {
    const en = client(s.app, await login(s.app, { ip: '10.0.0.5' }), 'en');
    const nodes = flat((await en.get(`${SYS}/menu/grant-tree`)).body.data.menu);
    expect(nodes.some((n) => n.title === 'Parameters')).toBe(true);
  });

  it('a tenant administrator may grant only what their roles hold', async () => {
    const brandRole = await addRole(s, '100001', 'brand_clerk');
    const tree = flat((await brand.get(`${SYS}/menu/grant-tree`)).body.data.menu);
    // A menu the platform adds later is not held by the brand's roles: the brand may not grant it.
    const added = await platform.post(`${SYS}/menu/submit`, {
      name: '仅平台',
      code: 'platform.only.menu',
      alias: 'po',
      category: 1,
      sort: 1,
    });
    expect(added.status).toBe(200);
    const [platformMenu] = await menuIdsOf(s, ['platform.only.menu']);
    expect(tree.some((n) => n.id === platformMenu)).toBe(false);
    const refused = await brand.post(`${SYS}/role/grant`, { roleIds: brandRole, menuIds: platformMenu });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain('menuIds');
    const someHeld = tree.slice(0, 3).map((n) => n.id);
    expect((await brand.post(`${SYS}/role/grant`, { roleIds: brandRole, menuIds: someHeld })).status).toBe(200);
    const keys = (await brand.get(`${SYS}/menu/role-tree-keys`, { roleIds: brandRole })).body.data;
    expect(keys.menu.sort()).toEqual(someHeld.sort());
  });
});

describe('role/grant input and tenancy', () => {
  it('400 naming the field for malformed ids; 400 for unknown menus', async () => {
    const role = await addRole(s, '000000', 'g_bad');
    const bad = await platform.post(`${SYS}/role/grant`, { roleIds: role, menuIds: '1,x' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('menuIds');
    const none = await platform.post(`${SYS}/role/grant`, { menuIds: '1' });
    expect(none.status).toBe(400);
    expect(none.body.msg).toContain('roleIds');
    const obj = await platform.post(`${SYS}/role/grant`, { roleIds: role, menuIds: [{ id: 1 }] });
    expect(obj.status).toBe(400);
    const unknown = await platform.post(`${SYS}/role/grant`, { roleIds: role, menuIds: '987654321' });
    expect(unknown.status).toBe(400);
    const scopes = await platform.post(`${SYS}/role/grant`, { roleIds: role, dataScopeIds: '987654321' });
    expect(scopes.status).toBe(400);
    expect(scopes.body.msg).toContain('dataScopeIds');
  });

  it("a tenant administrator cannot grant to another tenant's role; the platform administrator can", async () => {
    const platformRole = await addRole(s, '000000', 'g_platform');
    const brandRole = await addRole(s, '100001', 'g_brand');
    expect((await brand.post(`${SYS}/role/grant`, { roleIds: platformRole, menuIds: '' })).status).toBe(404);
    expect((await brand.get(`${SYS}/menu/role-tree-keys`, { roleIds: platformRole })).status).toBe(404);
    const ids = await menuIdsOf(s, ['system.param', 'param_view']);
    expect((await platform.post(`${SYS}/role/grant`, { roleIds: brandRole, menuIds: ids })).status).toBe(200);
    expect((await brand.get(`${SYS}/menu/role-tree-keys`, { roleIds: brandRole })).body.data.menu.sort()).toEqual(
      ids.sort(),
    );
  });

  it('an absent category is left as it is; an empty one is cleared', async () => {
    const role = await addRole(s, '000000', 'g_keep');
    const ids = await menuIdsOf(s, ['system.param']);
    await platform.post(`${SYS}/role/grant`, { roleIds: role, menuIds: ids });
    await platform.post(`${SYS}/role/grant`, { roleIds: role, dataScopeIds: [] });
    expect((await platform.get(`${SYS}/menu/role-tree-keys`, { roleIds: role })).body.data.menu).toEqual(ids);
    await platform.post(`${SYS}/role/grant`, { roleIds: role, menuIds: [] });
    expect((await platform.get(`${SYS}/menu/role-tree-keys`, { roleIds: role })).body.data.menu).toEqual([]);
  });
});

describe('role trees', () => {
  it("role/tree: the caller's tenant; the platform administrator may ask for another", async () => {
    const mine = (await platform.get(`${SYS}/role/tree`)).body.data as Array<Node & { tenantId: string }>;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((n) => n.tenantId === '000000')).toBe(true);
    expect(mine[0]).toMatchObject({ key: mine[0].id, value: mine[0].id });
    const other = (await platform.get(`${SYS}/role/tree`, { tenantId: '100001' })).body.data;
    expect(other.map((n: { roleAlias: string }) => n.roleAlias)).toContain('admin');
    expect(other.every((n: { tenantId: string }) => n.tenantId === '100001')).toBe(true);
    // Anyone else's tenantId is ignored.
    const brandOwn = (await brand.get(`${SYS}/role/tree`, { tenantId: '000000' })).body.data;
    expect(brandOwn.every((n: { tenantId: string }) => n.tenantId === '100001')).toBe(true);
  });

  it('role/tree nests children and accepts the search params', async () => {
    const parent = await addRole(s, '000000', 'tree_parent');
    await addRole(s, '000000', 'tree_child', Number(parent));
    const tree = (await platform.get(`${SYS}/role/tree`)).body.data as Array<Node & { roleAlias: string }>;
    const p = tree.find((n) => n.roleAlias === 'tree_parent')!;
    expect(p.children!.map((c) => (c as unknown as { roleAlias: string }).roleAlias)).toEqual(['tree_child']);
    const searched = (await platform.get(`${SYS}/role/tree`, { roleAlias: 'tree_ch' })).body.data;
    expect(searched.map((n: { roleAlias: string }) => n.roleAlias)).toEqual(['tree_child']);
  });

  it("role/tree-by-id: the tree of that role's tenant, if the caller reaches it", async () => {
    const brandRole = (await platform.get(`${SYS}/role/tree`, { tenantId: '100001' })).body.data[0].id;
    const tree = (await platform.get(`${SYS}/role/tree-by-id`, { roleId: brandRole })).body.data;
    expect(tree.every((n: { tenantId: string }) => n.tenantId === '100001')).toBe(true);
    const platformRole = (await platform.get(`${SYS}/role/tree`)).body.data[0].id;
    expect((await brand.get(`${SYS}/role/tree-by-id`, { roleId: platformRole })).status).toBe(404);
    expect((await platform.get(`${SYS}/role/tree-by-id`, { roleId: 'x' })).status).toBe(400);
  });
});

describe('menu reads', () => {
  it('menu/tree holds menus only, with title/key/value', async () => {
    const nodes = flat((await platform.get(`${SYS}/menu/tree`, { tenantId: '000000' })).body.data);
    expect(nodes.length).toBeGreaterThan(3);
    expect(nodes.every((n) => (n as unknown as { category: number }).category === 1)).toBe(true);
    expect(nodes.find((n) => n.title === '参数管理')).toBeDefined();
  });

  it('lazy-menu-list and lazy-list give one level with hasChildren; menu-list the menus tree', async () => {
    const [systemId] = await menuIdsOf(s, ['system']);
    const roots = (await platform.get(`${SYS}/menu/lazy-menu-list`, { parentId: 0 })).body.data;
    const system = roots.find((r: { code: string }) => r.code === 'system');
    expect(system).toMatchObject({ id: systemId, hasChildren: true });
    expect(roots.every((r: { parentId: string }) => r.parentId === '0')).toBe(true);
    const level = (await platform.get(`${SYS}/menu/lazy-list`, { parentId: systemId })).body.data;
    expect(level.map((r: { code: string }) => r.code)).toContain('system.param');
    const [paramId] = await menuIdsOf(s, ['system.param']);
    const buttons = (await platform.get(`${SYS}/menu/lazy-menu-list`, { parentId: paramId })).body.data;
    expect(buttons.map((b: { code: string }) => b.code)).toContain('param_view');
    const list = flat((await platform.get(`${SYS}/menu/menu-list`)).body.data);
    expect(list.some((n) => (n as unknown as { code: string }).code === 'system.param')).toBe(true);
    expect(list.some((n) => (n as unknown as { code: string }).code === 'param_view')).toBe(false);
  });
});
