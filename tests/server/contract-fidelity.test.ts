/**
 * Issue 19, "contract fidelity": where the reference server answered differently from BladeX. One
 * `describe` per defect; each failed before its fix. (Defect 5 — the platform view's tenant column and
 * filter — is a console defect: tests/unit/crud-tenant-column.test.tsx; its server half, the tenant
 * picker, is checked here.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../server/auth/password';
import { createSecretBox } from '../../server/kernel/secret-box';
import { BLADEX_FIELDS, BLADEX_NOT_SERVED } from './bladex-facts';
import { BASIC, client, login, passwordGrant, request, startTestServer, type Client, type TestServer } from './helpers';
import { entityFields } from '../../engine/schema/validation';

const SECRET_KEY = 'contract-fidelity-test-key';
let s: TestServer;
let admin: Client;
let adminEn: Client;
let brand: Client;

beforeAll(async () => {
  s = await startTestServer({ config: { secretKey: SECRET_KEY } });
  const token = await login(s.app);
  admin = client(s.app, token);
  adminEn = client(s.app, token, 'en');
  brand = client(s.app, await login(s.app, { tenantId: '100001' }));
});
afterAll(async () => s?.close());

async function idOf(table: string, where: Record<string, unknown>): Promise<string> {
  let q = s.database.db.selectFrom(table).select('id');
  for (const [k, v] of Object.entries(where)) q = q.where(k, '=', v);
  return String((await q.executeTakeFirstOrThrow()).id);
}

describe('defect 1: unknown fields are ignored, as BladeX (Jackson) ignores them', () => {
  it('POST blade-user/submit with password2 (Saber user form) is accepted and stores no unknown field', async () => {
    const roleId = await idOf('blade_role', { tenant_id: '000000', role_alias: 'operator' });
    const r = await admin.post('/api/blade-user/submit', {
      account: 'saber_form',
      password: 'Secret123',
      password2: 'Secret123',
      name: 'Saber',
      realName: '赛博',
      roleId,
      $roleId: '运营人员',
      statusName: '启用',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const row = (await admin.get('/api/blade-user/page', { account_equal: 'saber_form' })).body.data.records[0];
    expect(row).toMatchObject({ account: 'saber_form', realName: '赛博' });
    for (const k of ['password2', '$roleId', 'statusName']) expect(row).not.toHaveProperty(k);
    // The typed password works; the confirmation field changed nothing.
    expect((await passwordGrant(s.app, { username: 'saber_form', password: 'Secret123' })).status).toBe(200);
  });

  it('bad values of known fields are still refused, unknown fields beside them or not', async () => {
    const r = await adminEn.post('/api/blade-system/param/submit', {
      paramName: 'n',
      paramKey: 'k.bad',
      paramValue: 'x'.repeat(5000),
      password2: 'whatever',
    });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('Value');
    expect(r.body.msg).not.toContain('password2');
  });
});

describe('defect 2: a tree entity`s list answers the whole tree, as Saber reads it', () => {
  it.each([
    ['role', '/api/blade-system/role/list'],
    ['dept', '/api/blade-system/dept/list'],
    ['menu', '/api/blade-system/menu/list'],
  ])('%s/list?current=1&size=10 is an array of root nodes nesting children', async (_name, url) => {
    const r = await admin.get(url, { current: 1, size: 10 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(Array.isArray(r.body.data)).toBe(true);
    expect(r.body.data).not.toHaveProperty('records');
    for (const root of r.body.data) expect(String(root.parentId)).toMatch(/^0$|^\d+$/);
  });

  it('children nest under their parents, not paged away', async () => {
    const roleId = await idOf('blade_role', { tenant_id: '000000', role_alias: 'administrator' });
    for (let i = 0; i < 12; i++)
      expect(
        (
          await admin.post('/api/blade-system/role/submit', {
            roleName: `子${i}`,
            roleAlias: `child${i}`,
            parentId: roleId,
            sort: i,
          })
        ).status,
      ).toBe(200);
    const roles = (await admin.get('/api/blade-system/role/list', { current: 1, size: 10 })).body.data;
    const top = roles.find((r: { id: string }) => r.id === roleId);
    expect(top.children).toHaveLength(12);
    const depts = (await admin.get('/api/blade-system/dept/list', { current: 1, size: 10 })).body.data;
    expect(depts.find((d: { parentId: string }) => d.parentId === '0').children.length).toBeGreaterThan(0);
    const menus = (await admin.get('/api/blade-system/menu/list', { name: '参数' })).body.data;
    expect(menus.length).toBeGreaterThan(0);
  });
});

describe('defect 3: field names and server-made values of SpringBlade`s entities', () => {
  it.each(BLADEX_FIELDS.map((f) => [f.bladex, f.schema, f.fields] as const))(
    '%s: every field of the BladeX entity is a field of %s',
    (_bladex, schema, fields) => {
      const entity = s.registry.entity(schema);
      expect(entity, schema).toBeTruthy();
      const ours = new Set(entityFields(entity!).map((f) => f.prop));
      // Region's key is its code; its `id` on our wire is that code.
      expect(fields.filter((f) => !ours.has(f))).toEqual([]);
    },
  );

  it('names what has no screen here', () => {
    expect(BLADEX_NOT_SERVED).toEqual(['Code']);
  });

  it('a tenant added the BladeX way (no tenantId) gets a unique six-digit id', async () => {
    const body = (name: string) => ({
      tenantName: name,
      linkman: '王五',
      contactNumber: '13800000002',
      address: '杭州',
      domain: `${name}.example.com`,
    });
    // BladeX's way leaves the id out; avue (Saber's tenant form) sends every column, the hidden id empty.
    for (const [name, id] of [['bladex-a', undefined], ['bladex-b', '']]) {
      const r = await admin.post('/api/blade-system/tenant/submit', { ...body(name!), tenantId: id });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    const rows = (await admin.get('/api/blade-system/tenant/list', { tenantName: 'bladex-', size: 10 })).body.data
      .records as Array<{ tenantId: string; linkman: string }>;
    expect(rows).toHaveLength(2);
    for (const t of rows) {
      expect(t.tenantId).toMatch(/^[1-9]\d{5}$/);
      expect(t.linkman).toBe('王五');
    }
    expect(rows[0].tenantId).not.toBe(rows[1].tenantId);
    // The generated tenant is a live tenant: an administrator can put rows in it.
    const put = await admin.post('/api/blade-system/param/submit', {
      tenantId: rows[0].tenantId,
      paramName: 'n',
      paramKey: 'k.generated',
      paramValue: 'v',
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    // A typed id is kept.
    expect((await admin.post('/api/blade-system/tenant/submit', { ...body('typed'), tenantId: '300001' })).status).toBe(
      200,
    );
    expect((await admin.get('/api/blade-system/tenant/list', { tenantId: '300001' })).body.data.total).toBe(1);
    // Only an empty id counts as none: a typed bad one is still refused, naming the rule.
    const bad = await admin.post('/api/blade-system/tenant/submit', { ...body('bad-id'), tenantId: '30 01' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('租户编号只能是 1-12 位字母或数字');
  });

  it('dept ancestors are made by the server and follow a move', async () => {
    const hq = await idOf('blade_dept', { tenant_id: '000000', parent_id: 0 });
    const add = (deptName: string, parentId: string) =>
      admin.post('/api/blade-system/dept/submit', { deptName, fullName: deptName, parentId, sort: 1 });
    expect((await add('祖先甲', hq)).status).toBe(200);
    const a = await idOf('blade_dept', { dept_name: '祖先甲' });
    expect((await add('祖先乙', a)).status).toBe(200);
    const b = await idOf('blade_dept', { dept_name: '祖先乙' });
    expect((await admin.get('/api/blade-system/dept/detail', { id: b })).body.data.ancestors).toBe(`0,${hq},${a}`);
    // Move 甲 to the top: 乙 below it follows.
    expect((await admin.post('/api/blade-system/dept/submit', { id: a, parentId: 0 })).status).toBe(200);
    expect((await admin.get('/api/blade-system/dept/detail', { id: a })).body.data.ancestors).toBe('0');
    expect((await admin.get('/api/blade-system/dept/detail', { id: b })).body.data.ancestors).toBe(`0,${a}`);
  });

  it('region level, user code and client resourceIds travel under BladeX`s names', async () => {
    expect((await admin.get('/api/blade-system/region/detail', { code: '3301' })).body.data.level).toBe(2);
    const roleId = await idOf('blade_role', { tenant_id: '000000', role_alias: 'operator' });
    await admin.post('/api/blade-user/submit', {
      account: 'coded',
      password: 'Secret123',
      name: 'c',
      realName: 'c',
      roleId,
      code: 'E-007',
    });
    expect((await admin.get('/api/blade-user/page', { account_equal: 'coded' })).body.data.records[0].code).toBe(
      'E-007',
    );
    const client = {
      clientId: 'resource_app',
      clientSecret: 'resource_app_secret',
      resourceIds: 'blade-system,blade-user',
      scope: 'all',
      authorizedGrantTypes: 'password',
      accessTokenValidity: 3600,
      refreshTokenValidity: 604800,
    };
    expect((await admin.post('/api/blade-system/client/submit', client)).status).toBe(200);
    const row = (await admin.get('/api/blade-system/client/list', { clientId: 'resource_app' })).body.data.records[0];
    expect(row.resourceIds).toBe('blade-system,blade-user');
  });
});

describe('defect 4: a masked or empty secret sent back keeps the stored one', () => {
  const C = '/api/blade-system/client';
  const storedSecret = async () =>
    (await s.database.db
      .selectFrom('blade_client')
      .select(['client_secret', 'access_token_validity'])
      .where('client_id', '=', 'saber')
      .executeTakeFirstOrThrow()) as { client_secret: string; access_token_validity: number };

  it('client/page row posted back as an edit ({...row, accessTokenValidity}) keeps the secret; log-in still works', async () => {
    const row = (await admin.get(`${C}/page`, { clientId: 'saber' })).body.data.records[0];
    expect(row.clientSecret).toBe('sa********et');
    const edit = await admin.post(`${C}/submit`, { ...row, accessTokenValidity: 1234 });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(await storedSecret()).toMatchObject({ client_secret: 'saber_secret', access_token_validity: 1234 });
    // The console and Saber still sign in with saber / saber_secret.
    const token = await passwordGrant(s.app);
    expect(token.status, JSON.stringify(token.body)).toBe(200);
    expect(token.body.expires_in).toBe(1234);
  });

  it('the detail row (what the edit form loads) and an empty secret keep it too; a typed one replaces it', async () => {
    const id = (await admin.get(`${C}/page`, { clientId: 'saber' })).body.data.records[0].id;
    const detail = (await admin.get(`${C}/detail`, { id })).body.data;
    expect(detail.clientSecret).toBe('sa********et');
    expect((await admin.post(`${C}/submit`, { ...detail, accessTokenValidity: 3600 })).status).toBe(200);
    expect((await admin.post(`${C}/submit`, { id, clientSecret: '' })).status).toBe(200);
    expect((await storedSecret()).client_secret).toBe('saber_secret');
    expect((await admin.post(`${C}/submit`, { id, clientSecret: 'saber_secret_2' })).status).toBe(200);
    expect((await storedSecret()).client_secret).toBe('saber_secret_2');
    const old = await request(s.app, {
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      headers: { authorization: BASIC, 'tenant-id': '000000' },
      query: { tenantId: '000000', username: 'admin', password: md5Hex('admin'), grant_type: 'password' },
    });
    expect(old.status).toBe(401);
    expect((await admin.post(`${C}/submit`, { id, clientSecret: 'saber_secret' })).status).toBe(200);
  });

  it('data-source passwords are encrypted at rest with the configured key, usable, and kept when masked', async () => {
    const DS = '/api/blade-develop/datasource';
    const add = await admin.post(DS + '/submit', {
      name: 'brand-db',
      driverClass: 'org.postgresql.Driver',
      url: 'jdbc:postgresql://db.internal:5432/brand',
      username: 'brand',
      password: 'pg-Passw0rd!',
    });
    expect(add.status, JSON.stringify(add.body)).toBe(200);
    const stored = async () =>
      String(
        (
          await s.database.db
            .selectFrom('blade_datasource')
            .select('password')
            .where('name', '=', 'brand-db')
            .executeTakeFirstOrThrow()
        ).password,
      );
    const box = createSecretBox(SECRET_KEY);
    expect(await stored()).toMatch(/^enc:v1:/);
    expect(await stored()).not.toContain('pg-Passw0rd');
    expect(box.decrypt(await stored())).toBe('pg-Passw0rd!');
    // Another key cannot read it.
    expect(createSecretBox('another-key').decrypt(await stored())).toBeUndefined();
    const row = (await admin.get(DS + '/page', { name: 'brand-db' })).body.data.records[0];
    expect(row.password).toBe('********');
    for (const password of ['********', '']) {
      expect((await admin.post(DS + '/submit', { ...row, password, remark: 'edited' })).status).toBe(200);
      expect(box.decrypt(await stored())).toBe('pg-Passw0rd!');
    }
    expect((await admin.post(DS + '/submit', { id: row.id, password: 'new-Passw0rd' })).status).toBe(200);
    expect(box.decrypt(await stored())).toBe('new-Passw0rd');
  });
});

describe('defect 5 (server half): the tenant picker of the platform view', () => {
  it('tenant/select lists every tenant for the platform administrator, the own one for tenant staff', async () => {
    const all = (await admin.get('/api/blade-system/tenant/select')).body.data as Array<{ tenantId: string }>;
    expect(all.map((t) => t.tenantId)).toEqual(expect.arrayContaining(['000000', '100001']));
    const own = (await brand.get('/api/blade-system/tenant/select')).body.data as Array<{ tenantId: string }>;
    expect(own.map((t) => t.tenantId)).toEqual(['100001']);
  });

  it('the tenant filter narrows a platform list; tenant staff naming their own tenant change nothing', async () => {
    const P = '/api/blade-system/param/list';
    const both = (await admin.get(P, { size: 100 })).body.data.records as Array<{ tenantId: string }>;
    expect(both.map((r) => r.tenantId)).toEqual(expect.arrayContaining(['000000', '100001']));
    const one = (await admin.get(P, { size: 100, tenantId: '100001' })).body.data.records as Array<{
      tenantId: string;
    }>;
    expect(one.length).toBeGreaterThan(0);
    expect(new Set(one.map((r) => r.tenantId))).toEqual(new Set(['100001']));
    expect((await brand.get(P, { tenantId: '100001' })).status).toBe(200);
    expect((await brand.get(P, { tenantId: '' })).status).toBe(200);
    expect((await brand.get(P, { tenantId: '000000' })).status).toBe(400);
  });
});
