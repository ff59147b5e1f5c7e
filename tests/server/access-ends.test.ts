/**
 * Access ends at once when it should (issue 33 item 6): disabling or removing a user, removing a role from
 * them, resetting their password, disabling their tenant or its expiry passing — from the next request on,
 * the access token they hold is refused (401) and so is their refresh token, every time it is tried
 * (the refresh grant checks the account and the tenant each time). Each change is made the way the
 * console makes it (the tenant administrator's or the platform administrator's calls), except the expiry,
 * which passes with time.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../server/auth/password';
import { nowText } from '../../server/kernel/db/time';
import { addRole, addUser } from './enforce-helpers';
import { BASIC, client, login, passwordGrant, request, startTestServer } from './helpers';

const s = await startTestServer();
afterAll(async () => s?.close());

const brandAdmin = client(s.app, await login(s.app, { tenantId: '100001' }));
const platform = client(s.app, await login(s.app));
const staffRole = await addRole(s, '100001', 'ends_staff');
const otherRole = await addRole(s, '100001', 'ends_other');
let ip = 1;

interface Held {
  userId: string;
  access: string;
  refresh: string;
}

/** A staff user of the tenant who signs in and holds a token pair. */
async function signedInStaff(account: string, tenantId = '100001', roleIds = [staffRole]): Promise<Held> {
  const userId = await addUser(s, { tenantId, account, roleIds });
  const r = await passwordGrant(s.app, { tenantId, username: account, password: 'pass-1234', ip: `10.33.0.${ip++}` });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { userId, access: r.body.access_token, refresh: r.body.refresh_token };
}

const refresh = (token: string) =>
  request(s.app, {
    method: 'POST',
    url: '/api/blade-auth/oauth/token',
    headers: { authorization: BASIC },
    query: { grant_type: 'refresh_token', refresh_token: token, scope: 'all' },
  });

/** The token answers (a signed-in self-service call) and the refresh grant hands out a new pair. */
async function expectWorks(h: Held) {
  expect((await client(s.app, h.access).get('/api/blade-system/menu/routes')).status).toBe(200);
  const r = await refresh(h.refresh);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as { access_token: string; refresh_token: string };
}

/** Both tokens are refused, and stay refused when tried again. */
async function expectRefused(h: Held) {
  for (let i = 0; i < 2; i++) {
    const call = await client(s.app, h.access).get('/api/blade-system/menu/routes');
    expect(call.status).toBe(401);
    expect(call.body).toMatchObject({ code: 401, success: false });
    const r = await refresh(h.refresh);
    expect(r.status).toBe(401);
    expect(r.body.error_description).toMatch(/令牌无效|重新登录/);
  }
}

describe('access ends at once', () => {
  it('when a tenant administrator disables the user (status 0) — and enabling again does not revive the tokens', async () => {
    const h = await signedInStaff('ends_disabled');
    const pair = await expectWorks(h);
    const detail = (await brandAdmin.get('/api/blade-user/detail', { id: h.userId })).body.data;
    expect((await brandAdmin.post('/api/blade-user/submit', { ...detail, status: 0 })).body.code).toBe(200);
    await expectRefused(h);
    // The pair the refresh handed out before is refused too: it belongs to the same session.
    await expectRefused({ ...h, access: pair.access_token, refresh: pair.refresh_token });
    // The password sign-in says why.
    const again = await passwordGrant(s.app, {
      tenantId: '100001',
      username: 'ends_disabled',
      password: 'pass-1234',
      ip: '10.33.1.1',
    });
    expect([again.status, again.body.error_description]).toEqual([400, '账号已被停用']);
    // Enabled again: the old session stays closed; a new sign-in works.
    expect((await brandAdmin.post('/api/blade-user/submit', { ...detail, status: 1 })).body.code).toBe(200);
    await expectRefused(h);
    expect(
      (
        await passwordGrant(s.app, {
          tenantId: '100001',
          username: 'ends_disabled',
          password: 'pass-1234',
          ip: '10.33.1.2',
        })
      ).status,
    ).toBe(200);
  });

  it('when the user is removed', async () => {
    const h = await signedInStaff('ends_removed');
    await expectWorks(h);
    expect((await brandAdmin.post('/api/blade-user/remove', undefined, { ids: h.userId })).body.code).toBe(200);
    await expectRefused(h);
  });

  it('when a role the token carries is taken from the user', async () => {
    const h = await signedInStaff('ends_role', '100001', [staffRole, otherRole]);
    await expectWorks(h);
    expect(
      (await brandAdmin.post('/api/blade-user/grant', undefined, { userIds: h.userId, roleIds: staffRole })).body.code,
    ).toBe(200);
    await expectRefused(h);
    // Signed in again, the user holds the role left.
    const r = await passwordGrant(s.app, {
      tenantId: '100001',
      username: 'ends_role',
      password: 'pass-1234',
      ip: '10.33.1.3',
    });
    expect(r.body.role_id).toBe(staffRole);
  });

  it('when an administrator resets the password', async () => {
    const h = await signedInStaff('ends_reset');
    await expectWorks(h);
    expect((await brandAdmin.post('/api/blade-user/reset-password', undefined, { userIds: h.userId })).body.code).toBe(
      200,
    );
    await expectRefused(h);
  });

  it('when the user changes their own password: their other sessions end, this one goes on', async () => {
    const here = await signedInStaff('ends_self');
    const r = await passwordGrant(s.app, {
      tenantId: '100001',
      username: 'ends_self',
      password: 'pass-1234',
      ip: '10.33.1.4',
    });
    const elsewhere: Held = { userId: here.userId, access: r.body.access_token, refresh: r.body.refresh_token };
    const changed = await client(s.app, here.access).post('/api/blade-user/update-password', undefined, {
      oldPassword: md5Hex('pass-1234'),
      newPassword: md5Hex('pass-5678'),
      newPassword1: md5Hex('pass-5678'),
    });
    expect(changed.body.code).toBe(200);
    await expectRefused(elsewhere);
    await expectWorks(here);
  });

  it('when the platform administrator disables the tenant', async () => {
    await s.database.db
      .insertInto('blade_tenant')
      .values({
        tenant_id: '330001',
        tenant_name: '停用测试',
        status: 1,
        is_deleted: 0,
        account_number: -1,
        create_time: nowText(),
        update_time: nowText(),
      })
      .execute();
    const role = await addRole(s, '330001', 'staff');
    const h = await signedInStaff('ends_tenant', '330001', [role]);
    await expectWorks(h);
    const row = (await platform.get('/api/blade-system/tenant/page', { tenantId: '330001' })).body.data.records[0];
    expect((await platform.post('/api/blade-system/tenant/submit', { ...row, status: 0 })).body.code).toBe(200);
    await expectRefused(h);
  });

  it("when the tenant's expiry passes", async () => {
    await s.database.db
      .insertInto('blade_tenant')
      .values({
        tenant_id: '330002',
        tenant_name: '到期测试',
        status: 1,
        is_deleted: 0,
        account_number: -1,
        expire_time: '2099-01-01 00:00:00',
        create_time: nowText(),
        update_time: nowText(),
      })
      .execute();
    const role = await addRole(s, '330002', 'staff');
    const h = await signedInStaff('ends_expiry', '330002', [role]);
    await expectWorks(h);
    // Time passes: the expiry is now behind us.
    await s.database.db
      .updateTable('blade_tenant')
      .set({ expire_time: '2000-01-01 00:00:00' })
      .where('tenant_id', '=', '330002')
      .execute();
    await expectRefused(h);
  });

  it('a session that ended shows as ended in the online users', async () => {
    const h = await signedInStaff('ends_online');
    const detail = (await brandAdmin.get('/api/blade-user/detail', { id: h.userId })).body.data;
    await brandAdmin.post('/api/blade-user/submit', { ...detail, status: 0 });
    await expectRefused(h);
    const sessions = await s.database.db
      .selectFrom('blade_online_history')
      .select('status')
      .where('user_id', '=', h.userId)
      .execute();
    expect(sessions.map((x) => Number(x.status))).toEqual([0]);
  });
});
