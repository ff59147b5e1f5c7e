/** Self-service account endpoints: info, update-info, update-password; register-guest; the test guest grant. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../../server/auth/password';
import { loadSettings } from '../../../server/config';
import { BASIC, client, login, passwordGrant, request, startTestServer, type TestServer } from '../../../tests/server/helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s?.close());

const U = '/api/blade-user';

function socialGrant(query: Record<string, string>, server = s) {
  return request(server.app, {
    method: 'POST',
    url: '/api/blade-auth/oauth/token',
    headers: { authorization: BASIC, 'tenant-id': '100001' },
    query: { grant_type: 'social', scope: 'all', ...query },
  });
}

describe('token required', () => {
  it('every self-service endpoint answers 401 without a token', async () => {
    const anon = client(s.app);
    for (const [method, url] of [
      ['GET', `${U}/info`],
      ['POST', `${U}/update-info`],
      ['POST', `${U}/update-password`],
      ['POST', `${U}/register-guest`],
    ] as const) {
      const r = method === 'GET' ? await anon.get(url) : await anon.post(url, {});
      expect(r.status, url).toBe(401);
      expect(r.body).toMatchObject({ code: 401, success: false });
    }
  });
});

describe('info and update-info', () => {
  it('info is the caller, without the password', async () => {
    const c = client(s.app, await login(s.app, { tenantId: '100001', username: 'operator' }));
    const r = await c.get(`${U}/info`, { id: 1 });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      account: 'operator',
      tenantId: '100001',
      realName: '童趣运营',
      roleName: 'operator',
    });
    expect(r.body.data.id).toMatch(/^\d+$/);
    expect(r.body.data).not.toHaveProperty('password');
  });

  it('updates only the caller, ignores other props, and checks the phone rule in zh and en', async () => {
    const token = await login(s.app, { tenantId: '100001', username: 'operator' });
    const c = client(s.app, token);
    const admin = (await client(s.app, await login(s.app)).get(`${U}/info`)).body.data;
    const ok = await c.post(`${U}/update-info`, {
      id: admin.id,
      account: 'hijack',
      realName: '王运营',
      name: '小王',
      phone: '13912345678',
      email: 'wang@example.com',
      avatar: '/api/blade-resource/oss/file/0123456789abcdef0123456789abcdef.png',
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });
    const me = (await c.get(`${U}/info`)).body.data;
    expect(me).toMatchObject({ account: 'operator', realName: '王运营', name: '小王', phone: '13912345678' });
    expect((await client(s.app, await login(s.app)).get(`${U}/info`)).body.data).toMatchObject({
      account: 'admin',
      realName: admin.realName,
    });

    const zh = async (phone: string) => (await c.post(`${U}/update-info`, { phone })).body;
    expect(await zh('')).toMatchObject({ code: 400, msg: '手机号码不能为空' });
    expect(await zh('1391234567')).toMatchObject({ code: 400, msg: '手机号码长度不为11位' });
    expect(await zh('010-1234567')).toMatchObject({ code: 400, msg: '手机号码格式不正确' });
    const en = client(s.app, token, 'en');
    expect((await en.post(`${U}/update-info`, { phone: '123' })).body.msg).toBe(
      'The phone number must have 11 digits',
    );
    const several = await en.post(`${U}/update-info`, { realName: ' ', email: 'nope', avatar: 'javascript:x' });
    expect(several.status).toBe(400);
    expect(several.body.msg).toContain('Real name cannot be empty');
    expect(several.body.msg).toContain('The email address is not valid');
    expect(several.body.msg).toContain('avatar');
    expect((await c.post(`${U}/update-info`, { name: 'x'.repeat(21) })).body.msg).toBe(
      '用户昵称长度不能超过 20 个字符',
    );
    expect((await c.get(`${U}/info`)).body.data.phone).toBe('13912345678');
  });
});

describe('update-password', () => {
  it('wrong old password, mismatch, then success; the new password logs in', async () => {
    const ip = '10.20.0.1';
    const c = client(s.app, await login(s.app, { tenantId: '100001', username: 'admin', ip }));
    const anon = await client(s.app).post(`${U}/update-password`, undefined, {
      oldPassword: md5Hex('admin'),
      newPassword: md5Hex('n'),
      newPassword1: md5Hex('n'),
    });
    expect(anon.status).toBe(401);
    const wrong = await c.post(`${U}/update-password`, undefined, {
      oldPassword: md5Hex('nope'),
      newPassword: md5Hex('fresh-pass'),
      newPassword1: md5Hex('fresh-pass'),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('原密码不正确');
    const token = await login(s.app, { tenantId: '100001', username: 'admin', ip });
    const en = client(s.app, token, 'en');
    expect(
      (await en.post(`${U}/update-password`, { oldPassword: md5Hex('nope'), newPassword: 'a', newPassword1: 'a' })).body
        .msg,
    ).toBe('The old password is not correct');
    const mismatch = await c.post(`${U}/update-password`, {
      oldPassword: md5Hex('admin'),
      newPassword: md5Hex('fresh-pass'),
      newPassword1: md5Hex('other-pass'),
    });
    expect(mismatch.body).toMatchObject({ code: 400, msg: '两次输入密码不一致' });
    expect(
      (await en.post(`${U}/update-password`, { oldPassword: md5Hex('admin'), newPassword: 'a', newPassword1: 'b' }))
        .body.msg,
    ).toBe('The new passwords do not match');
    expect((await c.post(`${U}/update-password`, {})).body.msg).toBe('请输入原密码');

    const done = await c.post(`${U}/update-password`, undefined, {
      oldPassword: md5Hex('admin'),
      newPassword: md5Hex('fresh-pass'),
      newPassword1: md5Hex('fresh-pass'),
    });
    expect(done.body).toMatchObject({ code: 200, success: true });
    expect((await passwordGrant(s.app, { tenantId: '100001', username: 'admin', ip })).status).toBe(400);
    const again = await passwordGrant(s.app, { tenantId: '100001', username: 'admin', password: 'fresh-pass', ip });
    expect(again.status).toBe(200);
    expect(again.body.account).toBe('admin');
  });
});

describe('register-guest and the test guest', () => {
  it('social grant source=test code=guest gives user_id -1 (test switch on)', async () => {
    const r = await socialGrant({ source: 'test', code: 'guest', tenantId: '100001' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ user_id: '-1', tenant_id: '100001', role_name: '', oauth_id: 'test-guest' });
    const guest = client(s.app, r.body.access_token);
    expect((await guest.get('/api/blade-system/menu/routes')).body.data).toEqual([]);
    expect((await guest.get('/api/blade-system/menu/top-menu')).body.data).toEqual([]);
    expect((await guest.get(`${U}/info`)).status).toBe(403);
    expect((await guest.get('/api/blade-auth/oauth/user-info')).body.data).toMatchObject({
      userId: '-1',
      roleName: '',
    });
    expect((await guest.get('/api/blade-user/page')).status).toBe(403);
    const other = await socialGrant({ source: 'github', code: 'x' });
    expect(other.body.error_description).toBe('未配置第三方登录，请使用账号密码登录');
  });

  it('the guest grant is refused when the test switch is off or in production', async () => {
    for (const config of [{ testCaptcha: false }, { env: 'production' }]) {
      const off = await startTestServer({ config });
      try {
        const r = await socialGrant({ source: 'test', code: 'guest' }, off);
        expect(r.status).toBe(400);
        expect(r.body.error_description).toBe('未配置第三方登录，请使用账号密码登录');
      } finally {
        await off.close();
      }
    }
  });

  it('TEST_CAPTCHA=1 is refused with NODE_ENV=production', () => {
    const dir = mkdtempSync(join(tmpdir(), 'toycar-settings-'));
    try {
      const env = { DATA_DIR: dir, JWT_SECRET: 'x', TEST_CAPTCHA: '1' };
      expect(() => loadSettings({ ...env, NODE_ENV: 'production' })).toThrow(/TEST_CAPTCHA/);
      expect(loadSettings({ ...env, NODE_ENV: 'test' }).testCaptcha).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('validates in the spec order, zh and en', async () => {
    const guest = client(s.app, (await socialGrant({ source: 'test', code: 'guest' })).body.access_token);
    const en = client(s.app, (await socialGrant({ source: 'test', code: 'guest' })).body.access_token, 'en');
    const full = { tenantId: '100001', name: '新人', account: 'newbie', password: md5Hex('secret1') };
    const without = (key: string) => Object.fromEntries(Object.entries(full).filter(([k]) => k !== key));
    expect((await guest.post(`${U}/register-guest`, {})).body).toMatchObject({ code: 400, msg: '请先输入租户编号' });
    expect((await guest.post(`${U}/register-guest`, without('account'))).body.msg).toBe('请先输入账号名称');
    expect((await guest.post(`${U}/register-guest`, without('password'))).body.msg).toBe('请先输入密码');
    expect((await guest.post(`${U}/register-guest`, without('name'))).body.msg).toBe('请先输入用户昵称');
    expect((await en.post(`${U}/register-guest`, without('tenantId'))).body.msg).toBe(
      'Please enter the tenant ID first',
    );
    expect((await guest.post(`${U}/register-guest`, { ...full, tenantId: '999999' })).body.msg).toBe(
      '租户不存在或已停用',
    );
    expect((await guest.post(`${U}/register-guest`, { ...full, account: 'operator' })).body.msg).toBe('该账号已存在');
    expect((await en.post(`${U}/register-guest`, { ...full, account: 'x'.repeat(46) })).body.msg).toBe(
      'Account can have at most 45 characters',
    );
  });

  it('registers a pending account (query parameters) whose log-in is refused until approved', async () => {
    const guest = client(s.app, (await socialGrant({ source: 'test', code: 'guest' })).body.access_token);
    const r = await guest.post(`${U}/register-guest`, undefined, {
      tenantId: '100001',
      name: '待审',
      account: 'pending1',
      password: md5Hex('secret1'),
      oauthId: 'gh-42',
    });
    expect(r.body).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });
    const row = await s.database.db
      .selectFrom('blade_user')
      .selectAll()
      .where('account', '=', 'pending1')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ tenant_id: '100001', role_id: '-1', oauth_id: 'gh-42', real_name: '待审' });
    expect(Number(row.status)).toBe(0);
    expect(String(row.password)).toMatch(/^scrypt\$/);
    const ip = '10.30.0.1';
    const zh = await passwordGrant(s.app, { tenantId: '100001', username: 'pending1', password: 'secret1', ip });
    expect(zh.status).toBe(400);
    expect(zh.body.error_description).toBe('账号待审核');
    const en = await passwordGrant(s.app, {
      tenantId: '100001',
      username: 'pending1',
      password: 'secret1',
      ip,
      lang: 'en',
    });
    expect(en.body.error_description).toBe('Account is waiting for approval');
    // A wrong password does not reveal the state of the account.
    const wrong = await passwordGrant(s.app, { tenantId: '100001', username: 'pending1', password: 'bad', ip });
    expect(wrong.body.error_description).toBe('用户名或密码错误');
    expect(
      (await guest.post(`${U}/register-guest`, { tenantId: '100001', name: 'x', account: 'pending1', password: 'p' }))
        .body.msg,
    ).toBe('该账号已存在');
  });
});
