/**
 * Tenants, clients and data sources: platform administrator only; tenant/setting and tenant/datasource;
 * the settings enforced (expired tenants cannot sign in, the account quota caps new users).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../../server/auth/password';
import { BASIC, client, login, passwordGrant, request, startTestServer, type Client, type TestServer } from '../../../tests/server/helpers';
import { grantEverything } from '../../../tests/server/sys-grants';

const T = '/api/blade-system/tenant';
const DS = '/api/blade-develop/datasource';
const C = '/api/blade-system/client';
const U = '/api/blade-user';
let s: TestServer;
let platform: Client;
let brand: Client;
let brandTenantRowId: string;

beforeAll(async () => {
  s = await startTestServer();
  await grantEverything(s.database, '100001', 'admin');
  platform = client(s.app, await login(s.app));
  brand = client(s.app, await login(s.app, { tenantId: '100001' }), 'en');
  brandTenantRowId = await tenantRowId('100001');
});
afterAll(async () => s?.close());

async function tenantRowId(tenantId: string): Promise<string> {
  const page = await platform.get(`${T}/list`, { size: 100 });
  return String(page.body.data.records.find((t: { tenantId: string }) => t.tenantId === tenantId).id);
}

async function addDatasource(name: string): Promise<string> {
  const r = await platform.post(`${DS}/submit`, {
    name,
    driverClass: 'org.postgresql.Driver',
    url: 'postgres://db.internal:5432/brand',
    username: 'brand',
    password: 'very-secret',
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return String((await platform.get(`${DS}/page`, { name_equal: name })).body.data.records[0].id);
}

describe('platform administrator only', () => {
  it('a tenant administrator holding every button still gets 403 on tenants, clients and data sources', async () => {
    const calls: Array<[string, string]> = [
      ['GET', `${T}/page`],
      ['GET', `${T}/list`],
      ['GET', `${T}/detail?id=${brandTenantRowId}`],
      ['POST', `${T}/submit`],
      ['POST', `${T}/remove?ids=${brandTenantRowId}`],
      ['POST', `${T}/setting?ids=${brandTenantRowId}&accountNumber=999`],
      ['POST', `${T}/datasource?tenantId=100001&datasourceId=1`],
      ['GET', `${C}/page`],
      ['POST', `${C}/submit`],
      ['GET', `${DS}/list`],
      ['POST', `${DS}/submit`],
    ];
    for (const [method, url] of calls) {
      const r = method === 'GET' ? await brand.get(url) : await brand.post(url, {});
      expect(r.status, url).toBe(403);
      expect(r.body.msg, url).toBe('Only the platform administrator can manage these records');
    }
    // The brand holds the buttons, so that is not why it was refused.
    expect((await brand.get('/api/blade-system/param/page')).status).toBe(200);
  });

  it('the platform administrator lists and edits tenants', async () => {
    const r = await platform.get(`${T}/page`);
    expect(r.status).toBe(200);
    expect(r.body.data.records.map((t: { tenantId: string }) => t.tenantId).sort()).toEqual(['000000', '100001']);
    const add = await platform.post(`${T}/submit`, { tenantId: '200001', tenantName: '新品牌', accountNumber: -1 });
    expect(add.status, JSON.stringify(add.body)).toBe(200);
  });
});

describe('tenant/setting', () => {
  it('sets the quota and expiry of several tenants at once', async () => {
    const other = await tenantRowId('200001');
    const r = await platform.post(`${T}/setting`, undefined, {
      ids: `${brandTenantRowId},${other}`,
      accountNumber: 10,
      expireTime: '2098-01-01 00:00:00',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const rows = (await platform.get(`${T}/list`, { size: 100 })).body.data.records;
    for (const id of [brandTenantRowId, String(other)])
      expect(rows.find((t: { id: unknown }) => String(t.id) === id)).toMatchObject({
        accountNumber: 10,
        expireTime: '2098-01-01 00:00:00',
      });
  });

  it('refuses a bad quota, naming the field', async () => {
    const r = await platform.post(`${T}/setting`, undefined, { ids: brandTenantRowId, accountNumber: -5 });
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('账号额度');
    expect((await platform.post(`${T}/setting`, undefined, { accountNumber: 3 })).status).toBe(400);
  });
});

describe('tenant/datasource', () => {
  it('binds by tenantId (BladeX) or by row id (console)', async () => {
    const first = await addDatasource('brand-db');
    const second = await addDatasource('brand-db-2');
    const r = await platform.post(`${T}/datasource`, undefined, { tenantId: '100001', datasourceId: first });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const detail = async () => (await platform.get(`${T}/detail`, { id: brandTenantRowId })).body.data;
    expect(String((await detail()).datasourceId)).toBe(first);
    expect(
      (await platform.post(`${T}/datasource`, undefined, { id: brandTenantRowId, datasourceId: second })).status,
    ).toBe(200);
    expect(String((await detail()).datasourceId)).toBe(second);
  });

  it('refuses a missing or unknown data source (400) and an unknown tenant (404)', async () => {
    const en = client(s.app, await login(s.app), 'en');
    const missing = await en.post(`${T}/datasource`, undefined, { tenantId: '100001' });
    expect([missing.status, missing.body.msg]).toEqual([400, 'Please choose a data source (datasourceId)']);
    const unknown = await en.post(`${T}/datasource`, undefined, { tenantId: '100001', datasourceId: 987654 });
    expect([unknown.status, unknown.body.msg]).toEqual([400, 'The data source does not exist (datasourceId)']);
    const ds = await addDatasource('spare-db');
    expect((await en.post(`${T}/datasource`, undefined, { tenantId: '999999', datasourceId: ds })).status).toBe(404);
    expect((await en.post(`${T}/datasource`, undefined, { datasourceId: ds })).status).toBe(400);
  });
});

describe('data sources and clients', () => {
  it('a data source password is never sent back, only a mask', async () => {
    const id = await addDatasource('secret-db');
    const page = await platform.get(`${DS}/page`, { name_equal: 'secret-db' });
    expect(page.body.data.records[0].password).toBe('********');
    const detail = await platform.get(`${DS}/detail`, { id });
    expect(detail.body.data).toMatchObject({ name: 'secret-db', driverClass: 'org.postgresql.Driver' });
    expect(detail.body.data.password).toBe('********');
    expect(JSON.stringify(page.body) + JSON.stringify(detail.body)).not.toContain('very-secret');
  });

  it('client secrets are masked in the list and in the detail', async () => {
    const page = await platform.get(`${C}/page`);
    const saber = page.body.data.records.find((r: { clientId: string }) => r.clientId === 'saber');
    expect(saber.clientSecret).toBe('sa********et');
    expect((await platform.get(`${C}/detail`, { id: saber.id })).body.data.clientSecret).toBe('sa********et');
  });
});

describe('settings are enforced', () => {
  const addUser = async (c: Client, account: string) => {
    const role = await s.database.db
      .selectFrom('blade_role')
      .select('id')
      .where('tenant_id', '=', '100001')
      .where('role_alias', '=', 'operator')
      .executeTakeFirstOrThrow();
    return c.post(`${U}/submit`, { account, password: 'secret1', name: account, realName: account, roleId: [role.id] });
  };

  it('adding a user beyond the account quota is refused', async () => {
    const count = async () =>
      Number(
        (
          await s.database.db
            .selectFrom('blade_user')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('tenant_id', '=', '100001')
            .where('is_deleted', '=', 0)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const now = await count();
    await platform.post(`${T}/setting`, undefined, { ids: brandTenantRowId, accountNumber: now + 1 });
    const first = await addUser(brand, 'quota_a');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await addUser(brand, 'quota_b');
    expect(second.status).toBe(400);
    expect(second.body.msg).toBe(
      `This tenant has reached its account quota (${now + 1}): ask the platform administrator for more`,
    );
    // Self-registration counts too.
    const guest = await request(s.app, {
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      headers: { authorization: BASIC, 'tenant-id': '100001' },
      query: { grant_type: 'social', scope: 'all', source: 'test', code: 'guest', tenantId: '100001' },
    });
    const reg = await client(s.app, guest.body.access_token).post(`${U}/register-guest`, {
      tenantId: '100001',
      name: '新人',
      account: 'quota_guest',
      password: md5Hex('secret1'),
    });
    expect(reg.status).toBe(400);
    expect(reg.body.msg).toContain('账号额度');
    // -1 lifts the limit.
    await platform.post(`${T}/setting`, undefined, { ids: brandTenantRowId, accountNumber: -1 });
    expect((await addUser(brand, 'quota_b')).status).toBe(200);
    expect(await count()).toBe(now + 2);
  });

  it('a tenant past its expiry cannot sign in', async () => {
    expect((await passwordGrant(s.app, { tenantId: '100001' })).status).toBe(200);
    await platform.post(`${T}/setting`, undefined, {
      ids: brandTenantRowId,
      accountNumber: -1,
      expireTime: '2020-01-01 00:00:00',
    });
    const refused = await passwordGrant(s.app, { tenantId: '100001', ip: '10.0.0.9' });
    expect(refused.status).toBe(400);
    expect(refused.body.error_description).toBe('租户已过期，请联系平台管理员续期');
    const en = await passwordGrant(s.app, { tenantId: '100001', ip: '10.0.0.9', lang: 'en' });
    expect(en.body.error_description).toBe('The tenant has expired: please ask the platform administrator to renew it');
    // A wrong password learns nothing about the tenant's state.
    const guess = await passwordGrant(s.app, { tenantId: '100001', ip: '10.0.0.11', password: 'wrong' });
    expect(guess.body.error_description).toBe('用户名或密码错误');
    await platform.post(`${T}/setting`, undefined, {
      ids: brandTenantRowId,
      accountNumber: -1,
      expireTime: '2099-01-01 00:00:00',
    });
    expect((await passwordGrant(s.app, { tenantId: '100001', ip: '10.0.0.10' })).status).toBe(200);
  });
});

describe('tenant list search', () => {
  it('filters by the tenant code (the table is not tenant-scoped, so tenantId is an ordinary column)', async () => {
    const s = await startTestServer();
    try {
      const c = client(s.app, await login(s.app));
      const r = await c.get('/api/blade-system/tenant/page', { tenantId: '100001' });
      expect(r.status).toBe(200);
      expect(r.body.data.records.map((x: { tenantId: string }) => x.tenantId)).toEqual(['100001']);
    } finally {
      await s.close();
    }
  });
});
