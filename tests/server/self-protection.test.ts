/**
 * The platform cannot lock itself out (issue 13, defect 1): removing or disabling one's own account or a
 * role one holds, the last administrator account of a tenant (the platform's included), a tenant's
 * administrator role and the platform tenant are refused with a message that says why — through the
 * generic remove / submit, the user grant and the tenant settings action alike. Ordinary rows still go.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, startTestServer, type Client, type TestServer } from './helpers';
import { grantEverything } from './sys-grants';

const ROLE = '/api/blade-system/role';
const USER = '/api/blade-user';
const TENANT = '/api/blade-system/tenant';
let s: TestServer;
let platform: Client;
let platformEn: Client;
let platformUserId: string;

async function idOf(table: string, where: Record<string, unknown>): Promise<string> {
  let q = s.database.db.selectFrom(table).select('id');
  for (const [k, v] of Object.entries(where)) q = q.where(k, '=', v);
  return String((await q.executeTakeFirstOrThrow()).id);
}
const roleId = (tenant: string, alias: string) => idOf('blade_role', { tenant_id: tenant, role_alias: alias });
const userId = (tenant: string, account: string) => idOf('blade_user', { tenant_id: tenant, account });

async function addUser(c: Client, account: string, roleIds: string, extra: Record<string, unknown> = {}) {
  const r = await c.post(`${USER}/submit`, {
    account,
    password: 'secret1',
    name: account,
    realName: account,
    roleId: roleIds,
    ...extra,
  });
  expect(r.body, JSON.stringify(r.body)).toMatchObject({ code: 200 });
  return userId(String(extra.tenantId ?? '000000'), account);
}

beforeAll(async () => {
  s = await startTestServer();
  const token = await login(s.app);
  platform = client(s.app, token);
  platformEn = client(s.app, token, 'en');
  platformUserId = await userId('000000', 'admin');
});
afterAll(async () => s?.close());

/** Platform-only calls still answer: the platform is not locked out. */
async function expectPlatformStillWorks() {
  const again = client(s.app, await login(s.app));
  expect((await again.get(`${TENANT}/page`)).status).toBe(200);
  expect((await again.get(`${ROLE}/list`)).status).toBe(200);
}

describe('own account and own roles', () => {
  it('refuses removing the administrator role one holds (POST role/remove?ids=1 used to succeed)', async () => {
    const admin = await roleId('000000', 'administrator');
    const r = await platform.post(`${ROLE}/remove`, undefined, { ids: admin });
    expect(r.status).toBe(400);
    expect(r.body.msg).toMatch(/自己/);
    const en = await platformEn.post(`${ROLE}/remove`, undefined, { ids: admin });
    expect(en.body.msg).toMatch(/you hold/i);
    await expectPlatformStillWorks();
  });

  it('refuses removing one of several roles, when one of them is held by the caller', async () => {
    const add = await platform.post(`${ROLE}/submit`, { roleName: 'Held', roleAlias: 'held', sort: 5, parentId: 0 });
    expect(add.body.code).toBe(200);
    const held = await roleId('000000', 'held');
    const spare = await platform.post(`${ROLE}/submit`, {
      roleName: 'Spare',
      roleAlias: 'spare',
      sort: 6,
      parentId: 0,
    });
    expect(spare.body.code).toBe(200);
    const spareId = await roleId('000000', 'spare');
    const both = [await roleId('000000', 'administrator'), held].join(',');
    expect(
      (await platform.post(`${USER}/grant`, undefined, { userIds: platformUserId, roleIds: both })).body.code,
    ).toBe(200);
    const r = await platform.post(`${ROLE}/remove`, undefined, { ids: `${spareId},${held}` });
    expect(r.status).toBe(400);
    expect(r.body.msg).toMatch(/自己/);
    // Nothing of the batch was removed; the role nobody holds goes on its own.
    expect((await platform.get(`${ROLE}/detail`, { id: spareId })).status).toBe(200);
    expect((await platform.post(`${ROLE}/remove`, undefined, { ids: spareId })).body.code).toBe(200);
  });

  it("refuses removing one's own account (POST blade-user/remove?ids=<own id> used to succeed)", async () => {
    const r = await platformEn.post(`${USER}/remove`, undefined, { ids: platformUserId });
    expect(r.status).toBe(400);
    expect(r.body.msg).toMatch(/your own account/i);
    await expectPlatformStillWorks();
  });

  it("refuses disabling one's own account and taking away one's own administrator role", async () => {
    const off = await platform.post(`${USER}/submit`, { id: platformUserId, status: 0 });
    expect(off.status).toBe(400);
    expect(off.body.msg).toMatch(/自己/);
    const operator = await roleId('000000', 'operator');
    const demote = await platform.post(`${USER}/grant`, undefined, { userIds: platformUserId, roleIds: operator });
    expect(demote.status).toBe(400);
    const viaEdit = await platform.post(`${USER}/submit`, { id: platformUserId, roleId: operator });
    expect(viaEdit.status).toBe(400);
    await expectPlatformStillWorks();
  });
});

describe('administrators of a tenant', () => {
  it("refuses removing, disabling or demoting a tenant's last administrator account", async () => {
    const brandAdmin = await userId('100001', 'admin');
    const operator = await roleId('100001', 'operator');
    const removed = await platform.post(`${USER}/remove`, undefined, { ids: brandAdmin });
    expect(removed.status).toBe(400);
    expect(removed.body.msg).toMatch(/最后一个管理员/);
    expect((await platform.post(`${USER}/submit`, { id: brandAdmin, status: 0 })).status).toBe(400);
    expect((await platform.post(`${USER}/grant`, undefined, { userIds: brandAdmin, roleIds: operator })).status).toBe(
      400,
    );
    // The brand's administrator still signs in.
    await login(s.app, { tenantId: '100001' });
  });

  it('lets a second administrator go, but never the last of the platform', async () => {
    const admin = await roleId('000000', 'administrator');
    const operator = await roleId('000000', 'operator');
    // An operator of the platform holding every button (not an administrator itself).
    await addUser(platform, 'ops_all', operator);
    await grantEverything(s.database, '000000', 'operator');
    const ops = client(s.app, await login(s.app, { username: 'ops_all', password: 'secret1' }));
    const second = await addUser(platform, 'second_admin', admin);
    // Another administrator exists: this one may go.
    expect((await ops.post(`${USER}/remove`, undefined, { ids: second })).body.code).toBe(200);
    // Now the first is the last one: neither removed, nor disabled, nor demoted.
    const r = await ops.post(`${USER}/remove`, undefined, { ids: platformUserId });
    expect(r.status).toBe(400);
    expect(r.body.msg).toMatch(/最后一个管理员/);
    expect((await ops.post(`${USER}/submit`, { id: platformUserId, status: 0 })).status).toBe(400);
    expect((await ops.post(`${USER}/grant`, undefined, { userIds: platformUserId, roleIds: operator })).status).toBe(
      400,
    );
    await expectPlatformStillWorks();
  });

  it("refuses removing a tenant's administrator role", async () => {
    const brandAdminRole = await roleId('100001', 'admin');
    const r = await platformEn.post(`${ROLE}/remove`, undefined, { ids: brandAdminRole });
    expect(r.status).toBe(400);
    expect(r.body.msg).toMatch(/administrator role/i);
    // Renaming its alias would remove it just as well.
    const renamed = await platform.post(`${ROLE}/submit`, { id: brandAdminRole, roleAlias: 'former_admin' });
    expect(renamed.status).toBe(400);
  });

  it('still removes ordinary users and roles', async () => {
    const add = await platform.post(`${ROLE}/submit`, { roleName: 'Temp', roleAlias: 'temp', sort: 7, parentId: 0 });
    expect(add.body.code).toBe(200);
    const temp = await roleId('000000', 'temp');
    const user = await addUser(platform, 'temp_user', temp);
    expect((await platform.post(`${USER}/remove`, undefined, { ids: user })).body.code).toBe(200);
    expect((await platform.post(`${ROLE}/remove`, undefined, { ids: temp })).body.code).toBe(200);
  });
});

describe('the platform tenant', () => {
  it('refuses removing, disabling or expiring tenant 000000', async () => {
    const id = await idOf('blade_tenant', { tenant_id: '000000' });
    const removed = await platform.post(`${TENANT}/remove`, undefined, { ids: id });
    expect(removed.status).toBe(400);
    expect(removed.body.msg).toMatch(/平台租户/);
    expect((await platform.post(`${TENANT}/submit`, { id, status: 0 })).status).toBe(400);
    // Its number is fixed once added: a changed tenantId is ignored.
    await platform.post(`${TENANT}/submit`, { id, tenantId: '000001' });
    expect((await platform.get(`${TENANT}/detail`, { id })).body.data.tenantId).toBe('000000');
    const expired = await platform.post(`${TENANT}/setting`, undefined, {
      ids: id,
      accountNumber: -1,
      expireTime: '2000-01-01 00:00:00',
    });
    expect(expired.status).toBe(400);
    await expectPlatformStillWorks();
  });

  it('still lets another tenant be disabled and removed', async () => {
    const add = await platform.post(`${TENANT}/submit`, { tenantId: '300003', tenantName: 'Short-lived' });
    expect(add.body.code).toBe(200);
    const id = await idOf('blade_tenant', { tenant_id: '300003' });
    expect((await platform.post(`${TENANT}/submit`, { id, status: 0 })).body.code).toBe(200);
    expect((await platform.post(`${TENANT}/remove`, undefined, { ids: id })).body.code).toBe(200);
  });
});
