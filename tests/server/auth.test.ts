/** OAuth token endpoint (password, captcha, refresh, social), client check, lockout, user-info and public lookups. */
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../server/auth/password';
import { BASIC, JWT_SECRET, client, login, passwordGrant, request, startTestServer, type TestServer } from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s?.close());

const TOKEN = '/api/blade-auth/oauth/token';

describe('password grant', () => {
  it('returns every field of the OAuth2 answer', async () => {
    const r = await passwordGrant(s.app);
    expect(r.status).toBe(200);
    const b = r.body;
    for (const field of [
      'access_token',
      'token_type',
      'refresh_token',
      'expires_in',
      'scope',
      'tenant_id',
      'user_id',
      'user_name',
      'real_name',
      'nick_name',
      'role_name',
      'role_id',
      'dept_id',
      'post_id',
      'avatar',
      'account',
      'client_id',
      'oauth_id',
      'license',
    ]) {
      expect(b, field).toHaveProperty(field);
    }
    expect(b).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      scope: 'all',
      tenant_id: '000000',
      user_name: 'admin',
      account: 'admin',
      role_name: 'administrator',
      client_id: 'saber',
      real_name: '管理员',
    });
    expect(b.user_id).toMatch(/^\d+$/);
    const claims = decodeJwt(b.access_token);
    expect(claims).toMatchObject({
      tenant_id: '000000',
      user_id: b.user_id,
      account: 'admin',
      role_name: 'administrator',
      role_id: b.role_id,
      dept_id: '1',
      client_id: 'saber',
      token_type: 'access_token',
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
    expect(decodeJwt(b.refresh_token).token_type).toBe('refresh_token');
    expect(Number(decodeJwt(b.refresh_token).exp) - Number(claims.iat)).toBe(604800);
  });

  it('logs in the demo tenant administrator with the Tenant-Id header', async () => {
    const r = await request(s.app, {
      method: 'POST',
      url: TOKEN,
      headers: { authorization: BASIC, 'tenant-id': '100001' },
      remoteAddress: '10.9.0.1',
      query: { username: 'admin', password: md5Hex('admin'), grant_type: 'password', scope: 'all' },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ tenant_id: '100001', role_name: 'admin' });
  });

  it('wrong password, unknown user, unknown tenant: 400 with error_description', async () => {
    const wrong = await passwordGrant(s.app, { password: 'nope', ip: '10.1.1.1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error_code: 400, error_description: '用户名或密码错误' });
    expect((await passwordGrant(s.app, { password: 'nope', ip: '10.1.1.1', lang: 'en' })).body.error_description).toBe(
      'Wrong user name or password',
    );
    expect((await passwordGrant(s.app, { username: 'ghost', ip: '10.1.1.2' })).body.error_description).toBe(
      '用户名或密码错误',
    );
    expect((await passwordGrant(s.app, { tenantId: '999999', ip: '10.1.1.3' })).body.error_description).toBe(
      '租户不存在或已停用',
    );
    const missing = await request(s.app, {
      method: 'POST',
      url: TOKEN,
      headers: { authorization: BASIC },
      remoteAddress: '10.1.1.4',
      query: { grant_type: 'password' },
    });
    expect(missing.body.error_description).toBe('请输入用户名和密码');
  });

  it('refuses a bad or missing Basic client with 401', async () => {
    const bad = `Basic ${Buffer.from('saber:wrong').toString('base64')}`;
    const r = await request(s.app, {
      method: 'POST',
      url: TOKEN,
      headers: { authorization: bad },
      query: { grant_type: 'password', username: 'admin', password: md5Hex('admin') },
    });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ error_code: 401, error_description: '客户端认证失败' });
    expect((await request(s.app, { method: 'POST', url: TOKEN, query: { grant_type: 'password' } })).status).toBe(401);
    const other = `Basic ${Buffer.from('nobody:x').toString('base64')}`;
    expect((await request(s.app, { method: 'POST', url: TOKEN, headers: { authorization: other } })).status).toBe(401);
  });

  it('social and unknown grants are 400 with a clear description', async () => {
    const social = await request(s.app, {
      method: 'POST',
      url: TOKEN,
      headers: { authorization: BASIC },
      query: { grant_type: 'social', source: 'github', code: 'x', state: 'y' },
    });
    expect(social.status).toBe(400);
    expect(social.body.error_description).toMatch(/未配置第三方登录/);
    const unknown = await request(s.app, {
      method: 'POST',
      url: TOKEN,
      headers: { authorization: BASIC, 'accept-language': 'en' },
      query: { grant_type: 'magic' },
    });
    expect(unknown.body).toEqual({ error_code: 400, error_description: 'Unsupported grant_type' });
  });
});

describe('lockout', () => {
  it('locks an account after 5 failures in a row, from any IP, for 30 minutes', async () => {
    for (let i = 1; i <= 4; i++)
      expect(
        (await passwordGrant(s.app, { tenantId: '100001', username: 'operator', password: 'bad', ip: `10.2.0.${i}` }))
          .body.error_description,
      ).toBe('用户名或密码错误');
    const fifth = await passwordGrant(s.app, {
      tenantId: '100001',
      username: 'operator',
      password: 'bad',
      ip: '10.2.0.5',
    });
    expect(fifth.body.error_description).toMatch(/登录失败次数过多.*30 分钟/);
    const right = await passwordGrant(s.app, {
      tenantId: '100001',
      username: 'operator',
      password: 'admin',
      ip: '10.2.0.9',
      lang: 'en',
    });
    expect(right.status).toBe(400);
    expect(right.body.error_description).toMatch(/Too many failed sign-ins/);
    const row = await s.database.db
      .selectFrom('blade_login_failure')
      .selectAll()
      .where('subject', '=', 'account:100001:operator')
      .executeTakeFirst();
    expect(Number(row?.locked_until)).toBeGreaterThan(Date.now() + 29 * 60 * 1000);
    // Another account of the same tenant is not affected.
    expect((await passwordGrant(s.app, { tenantId: '100001', username: 'admin', ip: '10.2.0.10' })).status).toBe(200);
    // Once the lock has passed, the right password works again.
    await s.database.db
      .updateTable('blade_login_failure')
      .set({ locked_until: Date.now() - 1 })
      .where('subject', '=', 'account:100001:operator')
      .execute();
    expect(
      (await passwordGrant(s.app, { tenantId: '100001', username: 'operator', password: 'admin', ip: '10.2.0.11' }))
        .status,
    ).toBe(200);
  });

  it('never locks an IP: other accounts of the same IP sign in (see lockout-per-account.test.ts)', async () => {
    for (let i = 1; i <= 5; i++) await passwordGrant(s.app, { username: `nobody${i}`, ip: '10.3.0.1' });
    expect((await passwordGrant(s.app, { ip: '10.3.0.1' })).status).toBe(200);
  });

  it('a success ends the run of failures', async () => {
    for (let i = 0; i < 4; i++) await passwordGrant(s.app, { password: 'bad', ip: '10.4.0.1' });
    expect((await passwordGrant(s.app, { ip: '10.4.0.1' })).status).toBe(200);
    for (let i = 0; i < 4; i++) await passwordGrant(s.app, { password: 'bad', ip: '10.4.0.1' });
    expect((await passwordGrant(s.app, { ip: '10.4.0.1' })).status).toBe(200);
  });
});

describe('captcha grant', () => {
  const captcha = async () => (await request(s.app, { method: 'GET', url: '/api/blade-auth/oauth/captcha' })).body;
  const grant = (key: string, code: string, ip = '10.5.0.1') =>
    request(s.app, {
      method: 'POST',
      url: TOKEN,
      remoteAddress: ip,
      headers: { authorization: BASIC, 'tenant-id': '000000', 'captcha-key': key, 'captcha-code': code },
      query: {
        tenantId: '000000',
        username: 'admin',
        password: md5Hex('admin'),
        grant_type: 'captcha',
        scope: 'all',
        type: 'account',
      },
    });

  it('issues an SVG picture of 5 characters (the length Saber’s login form insists on)', async () => {
    const c = await captcha();
    expect(c.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(c.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(c.image.split(',')[1], 'base64').toString('utf8')).toMatch(/^<svg/);
    expect(c.testCode).toMatch(/^[a-zA-Z0-9]{5}$/);
    // Several pictures, not one lucky draw: every answer is five characters long.
    for (let i = 0; i < 5; i++) expect((await captcha()).testCode).toHaveLength(5);
  });

  it('accepts the right code in any case, once', async () => {
    const c = await captcha();
    const ok = await grant(
      c.key,
      c.testCode.toUpperCase() === c.testCode ? c.testCode.toLowerCase() : c.testCode.toUpperCase(),
    );
    expect(ok.status).toBe(200);
    expect(ok.body.access_token).toBeTruthy();
    const reused = await grant(c.key, c.testCode);
    expect(reused.status).toBe(400);
    expect(reused.body.error_description).toBe('验证码不正确');
  });

  it('refuses a wrong code (and burns the captcha), a missing one and an expired one', async () => {
    const c = await captcha();
    expect((await grant(c.key, 'zzzzz')).body.error_description).toBe('验证码不正确');
    expect((await grant(c.key, c.testCode)).status).toBe(400);
    expect((await grant('', '')).status).toBe(400);
    const old = await captcha();
    await s.database.db
      .updateTable('blade_captcha')
      .set({ expires_at: Date.now() - 1000 })
      .where('captcha_key', '=', old.key)
      .execute();
    expect((await grant(old.key, old.testCode)).body.error_description).toBe('验证码不正确');
  });
});

describe('refresh grant and tokens', () => {
  it('gives new tokens for a refresh token, refuses anything else with 401', async () => {
    const first = (await passwordGrant(s.app, { ip: '10.6.0.1' })).body;
    const refresh = (token: string) =>
      request(s.app, {
        method: 'POST',
        url: TOKEN,
        headers: { authorization: BASIC },
        query: { grant_type: 'refresh_token', refresh_token: token, scope: 'all' },
      });
    const r = await refresh(first.refresh_token);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ user_id: first.user_id, tenant_id: '000000', token_type: 'bearer' });
    expect((await client(s.app, r.body.access_token).get('/api/blade-system/param/page')).status).toBe(200);
    const wrongKind = await refresh(first.access_token);
    expect(wrongKind.status).toBe(401);
    expect(wrongKind.body.error_description).toMatch(/令牌无效/);
    expect((await refresh('garbage')).status).toBe(401);
    expect((await refresh('')).status).toBe(401);
  });

  it('a refresh token is no access token, and expired or foreign tokens are 401', async () => {
    const first = (await passwordGrant(s.app, { ip: '10.6.0.2' })).body;
    expect((await client(s.app, first.refresh_token).get('/api/blade-system/param/page')).status).toBe(401);
    const claims = decodeJwt(first.access_token);
    const sign = (secret: string, exp: number) =>
      new SignJWT({ ...claims, exp })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('toycar-console')
        .sign(new TextEncoder().encode(secret));
    const now = Math.floor(Date.now() / 1000);
    expect((await client(s.app, await sign(JWT_SECRET, now - 10)).get('/api/blade-system/param/page')).status).toBe(
      401,
    );
    expect(
      (await client(s.app, await sign('another-secret', now + 600)).get('/api/blade-system/param/page')).status,
    ).toBe(401);
    expect((await client(s.app, await sign(JWT_SECRET, now + 600)).get('/api/blade-system/param/page')).status).toBe(
      200,
    );
  });
});

describe('other oauth endpoints and public lookups', () => {
  it('user-info, logout and clear-cache', async () => {
    const token = await login(s.app, { ip: '10.7.0.1' });
    const info = await client(s.app, token).get('/api/blade-auth/oauth/user-info');
    expect(info.body).toMatchObject({
      code: 200,
      data: { account: 'admin', tenantId: '000000', realName: '管理员', roleName: 'administrator' },
    });
    expect((await client(s.app).get('/api/blade-auth/oauth/user-info')).status).toBe(401);
    expect((await client(s.app, token).get('/api/blade-auth/oauth/clear-cache')).body.success).toBe(true);
    expect((await client(s.app).get('/api/blade-auth/oauth/clear-cache')).status).toBe(401);
    expect((await client(s.app, token).get('/api/blade-auth/oauth/logout')).body.success).toBe(true);
    expect((await client(s.app, token).post('/api/blade-auth/oauth/logout', {})).body.success).toBe(true);
  });

  it('tenant list and tenant by domain are public', async () => {
    const list = await client(s.app).get('/api/publics/client/tenant-list');
    expect(list.body.data).toEqual([
      { tenantId: '000000', tenantName: '管理组' },
      { tenantId: '100001', tenantName: '童趣出行' },
    ]);
    const info = await client(s.app).get('/api/blade-system/tenant/info', { domain: 'kiddo.toycar.local' });
    expect(info.body.data).toEqual({ tenantId: '100001', tenantName: '童趣出行', domain: 'kiddo.toycar.local' });
    expect((await client(s.app).get('/api/blade-system/tenant/info', { domain: 'nowhere.example' })).body.data).toEqual(
      {},
    );
    expect((await client(s.app).get('/api/blade-system/tenant/info')).body.data).toEqual({});
  });

  it('a disabled tenant cannot log in and leaves the tenant list', async () => {
    await s.database.db.updateTable('blade_tenant').set({ status: 0 }).where('tenant_id', '=', '100001').execute();
    expect((await passwordGrant(s.app, { tenantId: '100001', ip: '10.8.0.1' })).body.error_description).toBe(
      '租户不存在或已停用',
    );
    expect((await client(s.app).get('/api/publics/client/tenant-list')).body.data).toHaveLength(1);
    await s.database.db.updateTable('blade_tenant').set({ status: 1 }).where('tenant_id', '=', '100001').execute();
  });
});
