/**
 * Data scopes filter rows (all, own, own dept, own dept and below, custom) and API scopes restrict
 * endpoints, once granted to a role through role/grant. The acceptance item: with a data scope "own dept",
 * a user sees only rows created by users of their dept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patternOf } from '../../server/access/api-scope-check';
import { nowText } from '../../server/kernel/db/time';
import { client, login, startTestServer, type Client, type TestServer } from './helpers';
import { addRole, addUser, loginAs, menuIdsOf } from './enforce-helpers';

let s: TestServer;
let platform: Client;
const SYS = '/api/blade-system';
const P = `${SYS}/param`;
const T = '000000';

async function addDept(name: string, parentId = 0): Promise<string> {
  const now = nowText();
  const row = await s.database.db
    .insertInto('blade_dept')
    .values({
      tenant_id: T,
      dept_name: name,
      full_name: name,
      parent_id: parentId,
      dept_category: 1,
      sort: 1,
      status: 1,
      is_deleted: 0,
      create_time: now,
      update_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

const keysOf = async (c: Client) =>
  ((await c.get(`${P}/list`, { size: 100 })).body.data.records as Array<{ paramKey: string }>)
    .map((r) => r.paramKey)
    .sort();

let roleId: string;
let paramMenu: string;
let scopeId: string;
const users: Record<string, Client> = {};
const depts: Record<string, string> = {};

beforeAll(async () => {
  s = await startTestServer();
  platform = client(s.app, await login(s.app));
  depts.d1 = await addDept('一部');
  depts.d2 = await addDept('一部下属', Number(depts.d1));
  depts.d3 = await addDept('二部');
  roleId = await addRole(s, T, 'clerk');
  [paramMenu] = await menuIdsOf(s, ['system.param']);
  const created = await platform.post(`${SYS}/data-scope/submit`, {
    menuId: paramMenu,
    resourceCode: 'param',
    scopeName: '本部门参数',
    scopeType: 3,
  });
  expect(created.status).toBe(200);
  scopeId = (await platform.get(`${SYS}/data-scope/page`, { scopeName: '本部门参数' })).body.data.records[0].id;
  const menuIds = await menuIdsOf(s, ['system.param', 'param_view', 'param_add', 'param_edit']);
  const granted = await platform.post(`${SYS}/role/grant`, { roleIds: roleId, menuIds, dataScopeIds: [scopeId] });
  expect(granted.status).toBe(200);
  for (const [name, dept] of [
    ['a', 'd1'],
    ['b', 'd1'],
    ['c', 'd2'],
    ['d', 'd3'],
  ]) {
    await addUser(s, { tenantId: T, account: `user_${name}`, roleIds: [roleId], deptId: depts[dept] });
    users[name] = await loginAs(s, T, `user_${name}`);
    const r = await users[name].post(`${P}/submit`, { paramName: name, paramKey: `key.${name}`, paramValue: 'v' });
    expect(r.status).toBe(200);
  }
});
afterAll(async () => s?.close());

const setScope = async (values: Record<string, unknown>) => {
  const r = await platform.post(`${SYS}/data-scope/submit`, { id: scopeId, ...values });
  expect(r.status).toBe(200);
};

describe('data scopes', () => {
  it('own dept: a user sees only rows created by users of their dept', async () => {
    await setScope({ scopeType: 3 });
    expect(await keysOf(users.a)).toEqual(['key.a', 'key.b']);
    expect(await keysOf(users.c)).toEqual(['key.c']);
    expect(await keysOf(users.d)).toEqual(['key.d']);
    // The administrator is not bound by data scopes.
    expect((await keysOf(platform)).length).toBeGreaterThanOrEqual(7);
  });

  it('a row outside the scope is not found for detail and update', async () => {
    await setScope({ scopeType: 3 });
    const dRow = (await platform.get(`${P}/list`, { paramKey_equal: 'key.d', tenantId: T })).body.data.records[0];
    expect((await users.a.get(`${P}/detail`, { id: dRow.id })).status).toBe(404);
    expect((await users.a.post(`${P}/submit`, { id: dRow.id, paramValue: 'x' })).status).toBe(404);
    expect((await platform.get(`${P}/detail`, { id: dRow.id })).body.data.paramValue).toBe('v');
  });

  it('own dept and below follows the dept tree', async () => {
    await setScope({ scopeType: 4 });
    expect(await keysOf(users.a)).toEqual(['key.a', 'key.b', 'key.c']);
    expect(await keysOf(users.c)).toEqual(['key.c']);
  });

  it('own rows only', async () => {
    await setScope({ scopeType: 2 });
    expect(await keysOf(users.a)).toEqual(['key.a']);
    expect(await keysOf(users.b)).toEqual(['key.b']);
  });

  it('custom: the listed dept ids, or user ids on createUser; an unknown column shows nothing', async () => {
    await setScope({ scopeType: 5, scopeColumn: 'createDept', scopeValue: `${depts.d3},${depts.d2}` });
    expect(await keysOf(users.a)).toEqual(['key.c', 'key.d']);
    const bUser = await s.database.db.selectFrom('blade_user').select('id').where('account', '=', 'user_b').execute();
    await setScope({ scopeType: 5, scopeColumn: 'createUser', scopeValue: String(bUser[0].id) });
    expect(await keysOf(users.a)).toEqual(['key.b']);
    // BladeX stores the column name (Saber's form default is create_user): it names the same prop.
    await setScope({ scopeType: 5, scopeColumn: 'create_user', scopeValue: String(bUser[0].id) });
    expect(await keysOf(users.a)).toEqual(['key.b']);
    await setScope({ scopeType: 5, scopeColumn: 'nothingLikeThis', scopeValue: '1' });
    expect(await keysOf(users.a)).toEqual([]);
    expect((await platform.post(`${SYS}/data-scope/submit`, { id: scopeId, scopeValue: '1 or 1=1' })).status).toBe(400);
  });

  it('all rows lifts the filter; removing the grant too', async () => {
    await setScope({ scopeType: 1, scopeColumn: '', scopeValue: '' });
    expect((await keysOf(users.a)).length).toBeGreaterThanOrEqual(7);
    // Saber's form for 全部可见 sends SpringBlade's "no column", `-`, with `scopeField: '*'`.
    await setScope({ scopeType: 1, scopeColumn: '-', scopeField: '*', scopeClass: 'com.example.ParamMapper.page' });
    expect((await keysOf(users.a)).length).toBeGreaterThanOrEqual(7);
    // `-` under another type is that type's default column (own dept: createDept), not a column named "-".
    await setScope({ scopeType: 3, scopeColumn: '-' });
    expect(await keysOf(users.a)).toEqual(['key.a', 'key.b']);
    await setScope({ scopeType: 3 });
    expect(await keysOf(users.a)).toEqual(['key.a', 'key.b']);
    await platform.post(`${SYS}/role/grant`, { roleIds: roleId, dataScopeIds: '' });
    expect((await keysOf(users.a)).length).toBeGreaterThanOrEqual(7);
    await platform.post(`${SYS}/role/grant`, { roleIds: roleId, dataScopeIds: scopeId });
  });

  it('the grant tree groups scopes under their menu and role-tree-keys returns them', async () => {
    const tree = (await platform.get(`${SYS}/menu/grant-tree`)).body.data;
    const group = tree.dataScope.find((g: { id: string }) => g.id === `menu-${paramMenu}`);
    expect(group.title).toBe('参数管理');
    expect(group.children.map((c: { id: string }) => c.id)).toContain(scopeId);
    const keys = (await platform.get(`${SYS}/menu/role-tree-keys`, { roleIds: roleId })).body.data;
    expect(keys.dataScope).toEqual([scopeId]);
    // Group node ids sent back by a dialog are ignored.
    const again = await platform.post(`${SYS}/role/grant`, {
      roleIds: roleId,
      dataScopeIds: [`menu-${paramMenu}`, scopeId],
    });
    expect(again.status).toBe(200);
  });
});

describe('records every tenant shares', () => {
  it('only the platform administrator writes menus, data scopes and API scopes', async () => {
    const brand = client(s.app, await login(s.app, { tenantId: '100001', ip: '10.0.0.9' }));
    const scope = { menuId: paramMenu, scopeName: 'x', scopePath: '/api/**', scopeType: 1 };
    expect((await brand.post(`${SYS}/api-scope/submit`, scope)).status).toBe(403);
    expect((await brand.get(`${SYS}/api-scope/page`)).status).toBe(403);
    expect((await brand.post(`${SYS}/data-scope/submit`, { ...scope, resourceCode: 'param' })).status).toBe(403);
    expect((await brand.post(`${SYS}/data-scope/remove`, undefined, { ids: scopeId })).status).toBe(403);
    expect((await brand.post(`${SYS}/menu/submit`, { id: paramMenu, name: 'hacked' })).status).toBe(403);
    expect((await brand.post(`${SYS}/menu/remove`, undefined, { ids: paramMenu })).status).toBe(403);
    expect((await brand.get(`${SYS}/menu/lazy-menu-list`, { parentId: 0 })).status).toBe(200);
    expect((await platform.get(`${SYS}/data-scope/detail`, { id: scopeId })).status).toBe(200);
  });
});

describe('API scopes', () => {
  let apiScopeId: string;

  it('path patterns', () => {
    const p = patternOf('/api/blade-system/param/**');
    expect(p.test('/api/blade-system/param/submit')).toBe(true);
    expect(p.test('/api/blade-system/param')).toBe(true);
    expect(p.test('/api/blade-system/params/submit')).toBe(false);
    const one = patternOf('/blade-system/*/submit');
    expect(one.test('/api/blade-system/param/submit')).toBe(true);
    expect(one.test('/api/blade-system/a/b/submit')).toBe(false);
    expect(patternOf('/api/x.y').test('/api/xzy')).toBe(false);
  });

  it('a covered endpoint needs the scope granted; other methods and paths are untouched', async () => {
    await setScope({ scopeType: 1 });
    const created = await platform.post(`${SYS}/api-scope/submit`, {
      menuId: paramMenu,
      scopeName: '参数写入',
      scopePath: '/api/blade-system/param/**',
      scopeType: 3,
    });
    expect(created.status).toBe(200);
    apiScopeId = (await platform.get(`${SYS}/api-scope/page`, { scopeName: '参数写入' })).body.data.records[0].id;
    const write = () => users.a.post(`${P}/submit`, { paramName: 'n', paramKey: `api.${Date.now()}`, paramValue: 'v' });
    expect((await write()).status).toBe(403);
    // An escaped path routes to the same endpoint and is covered all the same.
    const escaped = await users.a.post('/api/blade-system/%70aram/submit', {
      paramName: 'n',
      paramKey: 'esc',
      paramValue: 'v',
    });
    expect(escaped.status).toBe(403);
    expect((await users.a.get(`${P}/page`)).status).toBe(200);
    // Administrators are not bound by API scopes.
    expect(
      (await platform.post(`${P}/submit`, { paramName: 'n', paramKey: 'api.admin', paramValue: 'v' })).status,
    ).toBe(200);
    const brand = client(s.app, await login(s.app, { tenantId: '100001', ip: '10.0.0.8' }));
    expect((await brand.post(`${P}/submit`, { paramName: 'n', paramKey: 'api.brand', paramValue: 'v' })).status).toBe(
      200,
    );
    const granted = await platform.post(`${SYS}/role/grant`, { roleIds: roleId, apiScopeIds: apiScopeId });
    expect(granted.status).toBe(200);
    expect((await platform.get(`${SYS}/menu/role-tree-keys`, { roleIds: roleId })).body.data.apiScope).toEqual([
      apiScopeId,
    ]);
    expect((await write()).status).toBe(200);
  });

  it('a reads-only scope covers GET; removing the scope lifts the restriction', async () => {
    await platform.post(`${SYS}/api-scope/submit`, { id: apiScopeId, scopeType: 2 });
    await platform.post(`${SYS}/role/grant`, { roleIds: roleId, apiScopeIds: [] });
    expect((await users.a.get(`${P}/page`)).status).toBe(403);
    expect((await platform.post(`${SYS}/api-scope/remove`, undefined, { ids: apiScopeId })).status).toBe(200);
    expect((await users.a.get(`${P}/page`)).status).toBe(200);
  });
});
