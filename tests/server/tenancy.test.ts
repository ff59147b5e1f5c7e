/** Tenants never see or touch each other's rows; button permissions come from role grants (403 otherwise). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, startTestServer, type Client, type TestServer } from './helpers';

let s: TestServer;
let platform: Client;
let brand: Client;
const P = '/api/blade-system/param';
const U = '/api/blade-user';

beforeAll(async () => {
  s = await startTestServer();
  platform = client(s.app, await login(s.app));
  brand = client(s.app, await login(s.app, { tenantId: '100001', ip: '10.0.0.2' }));
});
afterAll(async () => s?.close());

const idOf = async (c: Client, paramKey: string) =>
  (await c.get(`${P}/page`, { paramKey_equal: paramKey })).body.data.records[0]?.id as string | undefined;

describe('tenant isolation', () => {
  it('each tenant pages only its own rows', async () => {
    // The platform administrator manages every tenant: `tenantId` narrows their lists to one.
    const a = (await platform.get(`${P}/page`, { tenantId: '000000' })).body.data;
    const b = (await brand.get(`${P}/page`)).body.data;
    expect(a.total).toBe(3);
    expect(b.total).toBe(3);
    expect(a.records.every((r: { tenantId: string }) => r.tenantId === '000000')).toBe(true);
    expect(b.records.every((r: { tenantId: string }) => r.tenantId === '100001')).toBe(true);
    const aIds = new Set(a.records.map((r: { id: string }) => r.id));
    expect(b.records.some((r: { id: string }) => aIds.has(r.id))).toBe(false);
  });

  it('a row of another tenant is not found for detail, update, remove and actions', async () => {
    await platform.post(`${P}/submit`, { paramName: 'secret', paramKey: 'platform.secret', paramValue: 'v1' });
    const id = (await idOf(platform, 'platform.secret'))!;
    expect((await brand.get(`${P}/detail`, { id })).status).toBe(404);
    const upd = await brand.post(`${P}/submit`, { id, paramValue: 'hacked' });
    expect(upd.status).toBe(404);
    expect((await brand.post(`${P}/remove`, undefined, { ids: id })).status).toBe(404);
    expect((await brand.get(`${P}/page`, { id })).body.data.total).toBe(0);
    expect((await platform.get(`${P}/detail`, { id })).body.data.paramValue).toBe('v1');

    await platform.post('/api/toycar-test/gadget/submit', { name: 'Platform gadget', code: 'PG-1' });
    const gid = (await platform.get('/api/toycar-test/gadget/page')).body.data.records[0].id;
    expect((await brand.post('/api/toycar-test/gadget/approve', undefined, { ids: gid })).status).toBe(404);
  });

  it('the tenant comes from the token, never from the body', async () => {
    const r = await brand.post(`${P}/submit`, {
      paramName: 'n',
      paramKey: 'brand.own',
      paramValue: 'v',
      tenantId: '000000',
    });
    expect(r.status).toBe(200);
    const row = (await brand.get(`${P}/page`, { paramKey_equal: 'brand.own' })).body.data.records[0];
    expect(row.tenantId).toBe('100001');
    const platformOwn = await platform.get(`${P}/page`, { paramKey_equal: 'brand.own', tenantId: '000000' });
    expect(platformOwn.body.data.total).toBe(0);
  });

  it('unique values are unique per tenant', async () => {
    expect((await platform.post(`${P}/submit`, { paramName: 'n', paramKey: 'same.key', paramValue: 'v' })).status).toBe(
      200,
    );
    expect((await brand.post(`${P}/submit`, { paramName: 'n', paramKey: 'same.key', paramValue: 'v' })).status).toBe(
      200,
    );
    expect((await brand.post(`${P}/submit`, { paramName: 'n', paramKey: 'same.key', paramValue: 'v' })).status).toBe(
      400,
    );
  });
});

describe('button permissions', () => {
  let viewer: Client;

  beforeAll(async () => {
    // A role of the platform tenant granted only the parameter screen and its view button.
    await platform.post('/api/blade-system/role/submit', { roleName: '只读', roleAlias: 'viewer', sort: 5 });
    const role = (await platform.get('/api/blade-system/role/page', { roleAlias_equal: 'viewer' })).body.data
      .records[0];
    const { db } = s.database;
    const menus = await db
      .selectFrom('blade_menu')
      .select(['id', 'code'])
      .where('code', 'in', ['system.param', 'param_view'])
      .execute();
    expect(menus).toHaveLength(2);
    await db
      .insertInto('blade_role_menu')
      .values(menus.map((m) => ({ role_id: Number(role.id), menu_id: Number(m.id) })))
      .execute();
    const created = await platform.post(`${U}/submit`, {
      account: 'viewer',
      password: 'viewer-pass',
      name: 'V',
      realName: '只读用户',
      roleId: [role.id],
    });
    expect(created.status).toBe(200);
    viewer = client(s.app, await login(s.app, { username: 'viewer', password: 'viewer-pass', ip: '10.0.0.3' }));
  });

  it('allows what the role was granted', async () => {
    const r = await viewer.get(`${P}/page`);
    expect(r.status).toBe(200);
    expect(r.body.data.total).toBeGreaterThanOrEqual(3);
    const first = r.body.data.records[0].id;
    expect((await viewer.get(`${P}/detail`, { id: first })).status).toBe(200);
  });

  it('403 for every op without its button code', async () => {
    const id = (await idOf(platform, 'platform.secret'))!;
    const add = await viewer.post(`${P}/submit`, { paramName: 'n', paramKey: 'v.k', paramValue: 'v' });
    expect(add.status).toBe(403);
    expect(add.body).toMatchObject({ code: 403, success: false, msg: '缺少操作权限' });
    expect((await viewer.post(`${P}/submit`, { id, paramValue: 'x' })).status).toBe(403);
    expect((await viewer.post(`${P}/remove`, undefined, { ids: id })).status).toBe(403);
    expect((await viewer.get('/api/blade-system/dict/parent-list')).status).toBe(403);
    expect((await viewer.get(`${U}/page`)).status).toBe(403);
    expect((await viewer.post('/api/toycar-test/gadget/approve', undefined, { ids: '1' })).status).toBe(403);
    expect((await platform.get(`${P}/detail`, { id })).body.data.paramValue).toBe('v1');
  });

  it('403 comes before validation of the body', async () => {
    expect((await viewer.post(`${P}/submit`, { nonsense: true })).status).toBe(403);
  });

  it('the menu shows only what was granted', async () => {
    const buttons = (await viewer.get('/api/blade-system/menu/buttons')).body.data;
    expect(buttons.map((m: { code: string }) => m.code)).toEqual(['system.param']);
    expect(buttons[0].children.map((b: { code: string }) => b.code)).toEqual(['param_view']);
    const routes = (await viewer.get('/api/blade-system/menu/routes')).body.data;
    // 我的事务 (work) is every signed-in user's (issue 33): it comes with any role.
    expect(routes.map((m: { code: string }) => m.code)).toEqual(['work', 'system']);
    const system = routes.find((m: { code: string }) => m.code === 'system');
    expect(system.children.map((m: { code: string }) => m.code)).toEqual(['system.param']);
  });

  it('a tenant administrator holds the granted codes but not the platform-only ones', async () => {
    expect((await brand.post(`${P}/submit`, { paramName: 'n', paramKey: 'brand.admin', paramValue: 'v' })).status).toBe(
      200,
    );
    expect((await brand.get('/api/blade-system/tenant/page')).status).toBe(403);
    expect((await platform.get('/api/blade-system/tenant/page')).status).toBe(200);
  });

  it('never returns passwords, and cannot search by them', async () => {
    const users = (await platform.get(`${U}/page`, { tenantId: '000000' })).body.data.records;
    expect(users.map((u: { account: string }) => u.account).sort()).toEqual(['admin', 'viewer']);
    expect(users.every((u: Record<string, unknown>) => !('password' in u))).toBe(true);
    const detail = await platform.get(`${U}/detail`, { id: users[0].id });
    expect(detail.body.data.password).toBeUndefined();
    expect((await platform.get(`${U}/page`, { password: 'x' })).status).toBe(400);
    const stored = await s.database.db
      .selectFrom('blade_user')
      .select('password')
      .where('account', '=', 'viewer')
      .executeTakeFirst();
    expect(String(stored?.password)).toMatch(/^scrypt\$/);
  });
});
