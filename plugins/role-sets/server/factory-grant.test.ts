/**
 * The factory role set (share-factory): grant-tree, grant (replaces), checkTree, tenant isolation, the
 * `factoryrole_grant` button code, the demo menu seed, and the account password reset (updatePWD).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../../server/compose/prepare';
import { client, login, passwordGrant, startTestServer, type Client, type TestServer } from '../../../tests/server/helpers';

const ROLE = '/api/share-factory/factoryrole';
const MENU = '/api/share-factory/factorymenu';
const ACCOUNT = '/api/share-factory/factoryaccount';

let s: TestServer;
let platform: Client;
let brand: Client;
let operator: Client;

interface Node {
  id: string;
  code: string;
  title: string;
  nameEn: string;
  category: number;
  children?: Node[];
}
const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

async function addRole(c: Client, alias: string): Promise<string> {
  expect((await c.post(`${ROLE}/submit`, { roleName: alias, roleAlias: alias, sort: 1 })).status).toBe(200);
  const rows = (await c.get(`${ROLE}/list`, { roleAlias: alias })).body.data.records;
  return String(rows.find((r: { roleAlias: string }) => r.roleAlias === alias).id);
}

async function menuIds(c: Client, ...codes: string[]): Promise<string[]> {
  const nodes = flat((await c.get(`${MENU}/grant-tree`)).body.data.menu);
  return codes.map((code) => nodes.find((n) => n.code === code)!.id);
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

describe('factory menus', () => {
  it('grant-tree answers the seeded demo tree with both languages, once even after a second start', async () => {
    const r = await brand.get(`${MENU}/grant-tree`);
    expect(r.status).toBe(200);
    const roots = r.body.data.menu as Node[];
    expect(roots.map((n) => n.code)).toEqual(['factory_production', 'factory_quality']);
    const code = flat(roots).find((n) => n.code === 'factory_code')!;
    expect(code).toMatchObject({ title: '出厂编码', nameEn: 'Factory codes', category: 1 });
    expect(code.children!.map((n) => [n.code, n.category])).toEqual([
      ['factory_code_add', 2],
      ['factory_code_export', 2],
    ]);
    const before = flat(roots).length;
    await prepareDatabase(s.database, s.registry);
    expect(flat((await brand.get(`${MENU}/grant-tree`)).body.data.menu)).toHaveLength(before);
  });
});

describe('factory role grant', () => {
  it('grant stores the menus, checkTree answers them, a second grant replaces them', async () => {
    const role = await addRole(brand, 'assembler');
    const [production, code, add] = await menuIds(brand, 'factory_production', 'factory_code', 'factory_code_add');
    const empty = await brand.get(`${MENU}/checkTree`, { roleIds: role });
    expect(empty.body.data).toEqual({ menu: [] });

    const g = await brand.post(`${ROLE}/grant`, { roleIds: role, menuIds: `${code},${add}` });
    expect(g.status).toBe(200);
    expect((await brand.get(`${MENU}/checkTree`, { roleIds: role })).body.data.menu).toEqual([code, add]);

    // Arrays work as well as comma strings; the new set replaces the old one.
    expect((await brand.post(`${ROLE}/grant`, { roleIds: [role], menuIds: [production] })).status).toBe(200);
    expect((await brand.get(`${MENU}/checkTree`, { roleIds: role })).body.data.menu).toEqual([production]);

    // Several roles at once; checkTree of several roles is the union.
    const other = await addRole(brand, 'inspector');
    await brand.post(`${ROLE}/grant`, { roleIds: `${role},${other}`, menuIds: add });
    await brand.post(`${ROLE}/grant`, { roleIds: other, menuIds: `${add},${code}` });
    expect((await brand.get(`${MENU}/checkTree`, { roleIds: `${role},${other}` })).body.data.menu).toEqual([code, add]);

    // Empty menuIds revokes everything.
    expect((await brand.post(`${ROLE}/grant`, { roleIds: role, menuIds: '' })).status).toBe(200);
    expect((await brand.get(`${MENU}/checkTree`, { roleIds: role })).body.data.menu).toEqual([]);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const role = await addRole(brand, 'packer');
    const r1 = await brand.post(`${ROLE}/grant`, { menuIds: '1' });
    expect(r1.status).toBe(400);
    expect(r1.body.msg).toContain('roleIds');
    const r2 = await brand.post(`${ROLE}/grant`, { roleIds: role, menuIds: '1;drop' });
    expect(r2.status).toBe(400);
    expect(r2.body.msg).toContain('menuIds');
    const r3 = await brand.post(`${ROLE}/grant`, { roleIds: role, menuIds: '99999999' });
    expect(r3.status).toBe(400);
    expect(r3.body.msg).toContain('menuIds');
    const r4 = await client(
      s.app,
      (await passwordGrant(s.app, { tenantId: '100001', ip: '10.0.0.9' })).body.access_token,
      'en',
    ).get(`${MENU}/checkTree`);
    expect(r4.status).toBe(400);
    expect(r4.body.msg).toBe('roleIds is required');
  });

  it("another tenant's roles are refused and its grants untouched", async () => {
    const theirs = await addRole(platform, 'platform_factory');
    const [code] = await menuIds(platform, 'factory_code');
    expect((await platform.post(`${ROLE}/grant`, { roleIds: theirs, menuIds: code })).status).toBe(200);

    const grab = await brand.post(`${ROLE}/grant`, { roleIds: theirs, menuIds: '' });
    expect(grab.status).toBe(400);
    expect(grab.body.msg).toContain('roleIds');
    expect((await brand.get(`${MENU}/checkTree`, { roleIds: theirs })).status).toBe(400);
    expect((await platform.get(`${MENU}/checkTree`, { roleIds: theirs })).body.data.menu).toEqual([code]);
    // Mixed lists are refused as a whole: nothing is written for the caller's own role either.
    const mine = await addRole(brand, 'mixed');
    expect((await brand.post(`${ROLE}/grant`, { roleIds: `${mine},${theirs}`, menuIds: code })).status).toBe(400);
    expect((await brand.get(`${MENU}/checkTree`, { roleIds: mine })).body.data.menu).toEqual([]);
    // The platform administrator manages every tenant: its grant of the brand's role is the brand's row.
    expect((await platform.post(`${ROLE}/grant`, { roleIds: mine, menuIds: code })).status).toBe(200);
    expect((await brand.get(`${MENU}/checkTree`, { roleIds: mine })).body.data.menu).toEqual([code]);
    const rows = await s.database.db
      .selectFrom('tc_factory_role_menu')
      .select('tenant_id')
      .where('role_id', '=', Number(mine))
      .execute();
    expect(rows.map((r) => r.tenant_id)).toEqual(['100001']);
  });

  it('403 without factoryrole_grant, 401 without a token', async () => {
    const role = await addRole(brand, 'viewer_only');
    expect((await operator.post(`${ROLE}/grant`, { roleIds: role, menuIds: '' })).status).toBe(403);
    expect((await operator.get(`${MENU}/grant-tree`)).status).toBe(403);
    expect((await operator.get(`${MENU}/checkTree`, { roleIds: role })).status).toBe(403);
    expect((await client(s.app).get(`${MENU}/grant-tree`)).status).toBe(401);
    // The operator still sees the factory role list (view granted), not the grants.
    expect((await operator.get(`${ROLE}/list`)).status).toBe(200);
  });
});

describe('factory accounts', () => {
  it('updatePWD resets to the initial password, says it and stores a new hash', async () => {
    const role = await addRole(brand, 'line_worker');
    const add = await brand.post(`${ACCOUNT}/submit`, {
      account: 'worker1',
      password: 'first-pass',
      name: 'W1',
      realName: '王工',
      phone: '13800000009',
      roleId: role,
      status: 1,
    });
    expect(add.status).toBe(200);
    const row = (await brand.get(`${ACCOUNT}/list`, { account: 'worker1' })).body.data.records[0];
    expect(row.password).toBeUndefined();
    const before = await s.database.db
      .selectFrom('tc_factory_account')
      .select('password')
      .where('id', '=', Number(row.id))
      .executeTakeFirstOrThrow();

    const r = await brand.get(`${ACCOUNT}/updatePWD`, { id: row.id });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ password: '123456' });
    expect(r.body.msg).toContain('123456');
    const after = await s.database.db
      .selectFrom('tc_factory_account')
      .select('password')
      .where('id', '=', Number(row.id))
      .executeTakeFirstOrThrow();
    expect(String(after.password)).toMatch(/^scrypt\$/);
    expect(after.password).not.toBe(before.password);

    expect((await brand.get(`${ACCOUNT}/updatePWD`, { id: 'x' })).status).toBe(400);
    // The platform administrator reaches every tenant; the brand tenant does not reach the platform's.
    expect((await platform.get(`${ACCOUNT}/updatePWD`, { id: row.id })).status).toBe(200);
    await platform.post(`${ACCOUNT}/submit`, {
      account: 'hq1',
      password: 'hq-pass-1',
      name: 'HQ',
      roleId: await addRole(platform, 'hq'),
      status: 1,
    });
    const hq = (await platform.get(`${ACCOUNT}/list`, { account: 'hq1', tenantId: '000000' })).body.data.records[0];
    expect((await brand.get(`${ACCOUNT}/updatePWD`, { id: hq.id })).status).toBe(404);
    expect((await operator.get(`${ACCOUNT}/updatePWD`, { id: row.id })).status).toBe(403);
  });
});
