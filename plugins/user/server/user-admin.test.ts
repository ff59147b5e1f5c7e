/**
 * User administration at the blade-user root (and user-shanghu): grant, reset-password, platform detail and
 * update, admin update, approving a self-registered user, and the deptId filter over child depts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../../server/auth/password';
import { BASIC, client, login, passwordGrant, request, startTestServer, type Client, type TestServer } from '../../../tests/server/helpers';

let s: TestServer;
let admin: Client;
let adminEn: Client;
let brand: Client;
const U = '/api/blade-user';

beforeAll(async () => {
  s = await startTestServer();
  const token = await login(s.app);
  admin = client(s.app, token);
  adminEn = client(s.app, token, 'en');
  brand = client(s.app, await login(s.app, { tenantId: '100001' }));
});
afterAll(async () => s?.close());

async function roleId(tenant: string, alias: string): Promise<string> {
  const r = await s.database.db
    .selectFrom('blade_role')
    .select('id')
    .where('tenant_id', '=', tenant)
    .where('role_alias', '=', alias)
    .executeTakeFirstOrThrow();
  return String(r.id);
}

/** Add a user through submit and return its id. */
async function addUser(c: Client, account: string, extra: Record<string, unknown> = {}): Promise<string> {
  const roles = extra.roleId ?? (await roleId('000000', 'operator'));
  const r = await c.post(`${U}/submit`, {
    account,
    password: 'secret1',
    name: account,
    realName: account,
    roleId: roles,
    ...extra,
  });
  expect(r.body).toMatchObject({ code: 200 });
  const page = await c.get(`${U}/page`, { account_equal: account });
  return page.body.data.records[0].id as string;
}

describe('grant', () => {
  it('sets exactly the chosen roles of the tenant on every chosen user', async () => {
    const a = await addUser(admin, 'grant_a');
    const b = await addUser(admin, 'grant_b');
    const roles = [await roleId('000000', 'operator'), await roleId('000000', 'administrator')].join(',');
    expect((await admin.post(`${U}/grant`, undefined, { userIds: `${a},${b}`, roleIds: roles })).body.code).toBe(200);
    for (const id of [a, b]) expect((await admin.get(`${U}/detail`, { id })).body.data.roleId).toBe(roles);
    // JSON bodies bind too.
    const op = await roleId('000000', 'operator');
    expect((await admin.post(`${U}/grant`, { userIds: a, roleIds: op })).body.code).toBe(200);
    expect((await admin.get(`${U}/detail`, { id: a })).body.data.roleId).toBe(op);
  });

  it('refuses missing or malformed ids and roles of another tenant, naming the parameter', async () => {
    const a = await addUser(admin, 'grant_c');
    const missing = await adminEn.post(`${U}/grant`, undefined, { roleIds: '1' });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toMatch(/userIds/);
    expect((await adminEn.post(`${U}/grant`, undefined, { userIds: a, roleIds: 'x' })).body.msg).toMatch(/roleIds/);
    const foreign = await adminEn.post(`${U}/grant`, undefined, {
      userIds: a,
      roleIds: await roleId('100001', 'admin'),
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.msg).toMatch(/roleIds/);
    // A tenant administrator does not reach another tenant's users; the platform administrator does, but
    // only with roles of that user's own tenant.
    const other = await addUser(brand, 'brand_grant', { roleId: await roleId('100001', 'operator') });
    const cross = await brand.post(`${U}/grant`, undefined, {
      userIds: a,
      roleIds: await roleId('100001', 'operator'),
    });
    expect(cross.status).toBe(404);
    const platformRole = await admin.post(`${U}/grant`, undefined, {
      userIds: other,
      roleIds: await roleId('000000', 'operator'),
    });
    expect(platformRole.status).toBe(400);
    const ownRole = await admin.post(`${U}/grant`, undefined, {
      userIds: other,
      roleIds: await roleId('100001', 'admin'),
    });
    expect(ownRole.body.code).toBe(200);
  });

  it('needs the user_grant button code', async () => {
    await addUser(admin, 'viewer1', { password: 'viewer1' });
    const viewer = client(s.app, await login(s.app, { username: 'viewer1', password: 'viewer1' }));
    const r = await viewer.post(`${U}/grant`, undefined, { userIds: '1', roleIds: '1' });
    expect(r.status).toBe(403);
    expect((await viewer.post(`${U}/reset-password`, undefined, { userIds: '1' })).status).toBe(403);
    expect((await viewer.get(`${U}/export-user`)).status).toBe(403);
  });
});

describe('reset-password', () => {
  it('sets the initial password (123456 by default), says so, and the new password logs in', async () => {
    const id = await addUser(admin, 'reset_a', { password: 'first-pass' });
    const r = await admin.post(`${U}/reset-password`, undefined, { userIds: id });
    expect(r.body).toMatchObject({ code: 200, msg: '密码已重置为初始密码：123456', data: { password: '123456' } });
    expect((await passwordGrant(s.app, { username: 'reset_a', password: '123456' })).status).toBe(200);
    expect((await passwordGrant(s.app, { username: 'reset_a', password: 'first-pass' })).status).toBe(400);
  });

  it("follows the tenant's account.initPassword parameter", async () => {
    await s.database.db
      .updateTable('blade_param')
      .set({ param_value: 'Brand#2026' })
      .where('tenant_id', '=', '100001')
      .where('param_key', '=', 'account.initPassword')
      .execute();
    const id = await addUser(brand, 'reset_b', { roleId: await roleId('100001', 'operator') });
    const r = await client(s.app, await login(s.app, { tenantId: '100001' }), 'en').post(`${U}/reset-password`, {
      userIds: id,
    });
    expect(r.body.msg).toBe('The passwords were reset to the initial password: Brand#2026');
    expect(
      (await passwordGrant(s.app, { tenantId: '100001', username: 'reset_b', password: 'Brand#2026' })).status,
    ).toBe(200);
  });
});

describe('platform settings', () => {
  it('platform-detail shows and update-platform changes userType and userExt', async () => {
    const id = await addUser(admin, 'platform_a');
    const before = await admin.get(`${U}/platform-detail`, { id });
    expect(before.body.data).toMatchObject({ id, account: 'platform_a', userType: 1, userExt: null });
    const ext = '{"shop":"A1","level":3}';
    expect((await admin.post(`${U}/update-platform`, { userId: id, userType: 2, userExt: ext })).body.code).toBe(200);
    expect((await admin.get(`${U}/platform-detail`, { id })).body.data).toMatchObject({ userType: 2, userExt: ext });
  });

  it('refuses a bad userExt or userType, naming the field', async () => {
    const id = await addUser(admin, 'platform_b');
    const bad = await adminEn.post(`${U}/update-platform`, { userId: id, userExt: '{not json' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/userExt/);
    expect((await adminEn.post(`${U}/update-platform`, { userId: id, userExt: '[1,2]' })).body.msg).toMatch(/userExt/);
    expect((await adminEn.post(`${U}/update-platform`, { userId: id, userType: 9 })).body.msg).toMatch(/userType/);
    expect((await adminEn.post(`${U}/update-platform`, { userType: 2 })).body.msg).toMatch(/userId/);
  });
});

describe('update, detail, info', () => {
  it('POST update changes a user; without an id it is a 400', async () => {
    const id = await addUser(admin, 'update_a');
    expect((await admin.post(`${U}/update`, { id, realName: '新名字' })).body.code).toBe(200);
    const detail = await admin.get(`${U}/detail`, { id });
    expect(detail.body.data).toMatchObject({ realName: '新名字', account: 'update_a' });
    expect(detail.body.data.password).toBeUndefined();
    expect((await admin.post(`${U}/update`, { realName: 'x' })).status).toBe(400);
    expect((await admin.get(`${U}/info`)).body.data.account).toBe('admin');
    expect((await admin.post(`${U}/remove`, undefined, { ids: id })).body.code).toBe(200);
    expect((await admin.get(`${U}/detail`, { id })).status).toBe(404);
  });
});

describe('approving a self-registered user', () => {
  it('grant + enable lets a pending user sign in', async () => {
    const social = await request(s.app, {
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      headers: { authorization: BASIC, 'tenant-id': '000000' },
      query: { grant_type: 'social', scope: 'all', source: 'test', code: 'guest', tenantId: '000000' },
    });
    const guest = client(s.app, social.body.access_token);
    const reg = await guest.post(`${U}/register-guest`, {
      tenantId: '000000',
      name: '新人',
      account: 'pending1',
      password: md5Hex('pending1'),
    });
    expect(reg.body.code).toBe(200);
    expect((await passwordGrant(s.app, { username: 'pending1', password: 'pending1' })).body.error_description).toBe(
      '账号待审核',
    );
    const listed = await admin.get(`${U}/page`, { status: 0, account_equal: 'pending1' });
    expect(listed.body.data.records).toHaveLength(1);
    const id = listed.body.data.records[0].id;
    await admin.post(`${U}/grant`, undefined, { userIds: id, roleIds: await roleId('000000', 'operator') });
    expect((await passwordGrant(s.app, { username: 'pending1', password: 'pending1' })).status).toBe(400);
    expect((await admin.post(`${U}/update`, { id, status: 1 })).body.code).toBe(200);
    expect((await passwordGrant(s.app, { username: 'pending1', password: 'pending1' })).status).toBe(200);
  });
});

describe('deptId filter', () => {
  it('lists the users of a dept and of every dept below it', async () => {
    const addDept = async (deptName: string, parentId: string | number) => {
      const r = await admin.post('/api/blade-system/dept/submit', {
        deptName,
        fullName: deptName,
        parentId,
        deptCategory: 1,
        sort: 1,
      });
      expect(r.body).toMatchObject({ code: 200 });
      const rows = await s.database.db
        .selectFrom('blade_dept')
        .select('id')
        .where('dept_name', '=', deptName)
        .executeTakeFirstOrThrow();
      return String(rows.id);
    };
    const top = await addDept('总部测试', 0);
    const child = await addDept('华东测试', top);
    const grandchild = await addDept('上海测试', child);
    const other = await addDept('其他测试', 0);
    await addUser(admin, 'dept_top', { deptId: top });
    await addUser(admin, 'dept_grand', { deptId: grandchild });
    await addUser(admin, 'dept_other', { deptId: other });
    await addUser(admin, 'dept_both', { deptId: [other, child] });
    const accounts = async (deptId: string) =>
      (
        (await admin.get(`${U}/page`, { deptId, size: 100, account_likeright: 'dept_' })).body.data.records as Array<{
          account: string;
        }>
      )
        .map((r) => r.account)
        .sort();
    expect(await accounts(top)).toEqual(['dept_both', 'dept_grand', 'dept_top']);
    expect(await accounts(child)).toEqual(['dept_both', 'dept_grand']);
    expect(await accounts(other)).toEqual(['dept_both', 'dept_other']);
    expect(await accounts(grandchild)).toEqual(['dept_grand']);
    const bad = await adminEn.get(`${U}/page`, { deptId: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/deptId/);
  });
});

describe('user-shanghu', () => {
  it('serves the same accounts at its own root with the same special ops', async () => {
    const id = await addUser(admin, 'shanghu_a');
    const page = await admin.get('/api/user-shanghu/page', { account_equal: 'shanghu_a' });
    expect(page.body.data.records).toHaveLength(1);
    expect((await admin.get('/api/user-shanghu/detail', { id })).body.data.account).toBe('shanghu_a');
    expect((await admin.post('/api/user-shanghu/reset-password', undefined, { userIds: id })).body.code).toBe(200);
    // Another tenant's list does not hold it.
    expect((await brand.get('/api/user-shanghu/page', { account_equal: 'shanghu_a' })).body.data.records).toEqual([]);
  });
});
