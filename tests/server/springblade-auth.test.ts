/**
 * SpringBlade's flavour of the sign-in (`/api/blade-auth/token`, `captcha`, `logout`), done as the Saber
 * front end does it (./saber-login.ts: sm-crypto's SM2, the Basic header, the captcha headers): the
 * password and refresh grants, the envelope and AuthInfo fields, refusals (wrong, plain-text or foreign-key
 * passwords, wrong captchas, bad clients) with no token, the lockout per account and its unlock, and one
 * session model with BladeX's `oauth/token` — a token of either flavour works everywhere and either
 * log-out ends it.
 */
import smCrypto from 'sm-crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC, client, login, request, startTestServer, TEST_SM2, type TestServer } from './helpers';
import { SABER_TOKEN, saberCaptcha, saberEncrypt, saberLogin, saberToken } from './saber-login';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s?.close());

const refreshAsSaber = (refreshToken: string) =>
  request(s.app, {
    method: 'POST',
    url: SABER_TOKEN,
    headers: { authorization: BASIC },
    remoteAddress: '10.20.0.9',
    query: { refreshToken, grantType: 'refresh_token', scope: 'all' },
  });

describe('password and captcha grants as Saber sends them', () => {
  it('answers the envelope with SpringBlade’s AuthInfo, and the token opens the screens Saber loads first', async () => {
    const r = await saberLogin(s.app);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 200, success: true, msg: '操作成功' });
    expect(r.body.data).toMatchObject({
      tokenType: 'bearer',
      tenantId: '000000',
      account: 'admin',
      userName: '管理员',
      authority: 'administrator',
      expiresIn: 3600,
      license: expect.any(String),
      avatar: expect.any(String),
    });
    expect(r.body.data.userId).toMatch(/^\d+$/);
    expect(decodeJwt(r.body.data.accessToken)).toMatchObject({ account: 'admin', token_type: 'access_token' });
    expect(decodeJwt(r.body.data.refreshToken)).toMatchObject({ token_type: 'refresh_token' });

    const saber = client(s.app, r.body.data.accessToken);
    const routes = await saber.get('/api/blade-system/menu/routes');
    expect(routes.status).toBe(200);
    expect(routes.body.data.length).toBeGreaterThan(0);
    const buttons = await saber.get('/api/blade-system/menu/buttons');
    expect(buttons.status).toBe(200);
    const users = await saber.get('/api/blade-system/user/list', { current: 1, size: 10 });
    expect(users.status).toBe(200);
    expect(users.body.data.records.map((u: { account: string }) => u.account)).toContain('admin');
  });

  it('reads the cipher with or without the leading 04, and the password grant needs no captcha', async () => {
    const r = await saberLogin(s.app, { rawPassword: `04${saberEncrypt('admin')}`, captcha: false });
    expect(r.body).toMatchObject({ success: true });
    // The tenant left out is 000000, the grant left out is password (SpringBlade's defaults).
    const bare = await request(s.app, {
      method: 'POST',
      url: SABER_TOKEN,
      headers: { authorization: BASIC },
      remoteAddress: '10.20.0.2',
      query: { account: 'admin', password: saberEncrypt('admin') },
    });
    expect(bare.body).toMatchObject({ success: true, data: { tenantId: '000000' } });
  });

  it('signs in a tenant’s administrator', async () => {
    const r = await saberLogin(s.app, { tenantId: '100001' });
    expect(r.body).toMatchObject({ success: true, data: { tenantId: '100001', authority: 'admin' } });
  });

  // Two tries on a real account, the rest on accounts that do not exist (five would lock the account).
  it.each([
    ['a wrong password', 'operator', { password: 'not-operator' }],
    ['the password in plain text', 'operator', { rawPassword: 'operator' }],
    ['the password as BladeX’s MD5', 'ghost1', { rawPassword: '21232f297a57a5a743894a0e4a801fc3' }],
    [
      'a password encrypted with another key',
      'ghost2',
      { rawPassword: smCrypto.sm2.doEncrypt('admin', smCrypto.sm2.generateKeyPairHex().publicKey, 0) },
    ],
    [
      'a cipher in the other order (C1C3C2)',
      'ghost3',
      { rawPassword: smCrypto.sm2.doEncrypt('admin', TEST_SM2.publicKey, 1) },
    ],
  ])('refuses %s with success false and no token', async (_name, account, o) => {
    const r = await saberLogin(s.app, { ...o, tenantId: '100001', account, ip: '10.21.0.1' });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ code: 400, success: false, data: {}, msg: '用户名或密码错误' });
  });

  it('refuses a wrong or reused captcha, in the caller’s language', async () => {
    const c = await saberCaptcha(s.app);
    const wrong = await saberLogin(s.app, { captcha: { key: c.key, code: `${c.testCode}x` }, lang: 'en' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ success: false, msg: 'The captcha is not correct', data: {} });
    // A captcha is good once: the failed try burnt it.
    const again = await saberLogin(s.app, { captcha: { key: c.key, code: c.testCode } });
    expect(again.body).toMatchObject({ success: false, msg: '验证码不正确' });
  });

  it('serves the captcha in the envelope, the picture as a data URL', async () => {
    const r = await request(s.app, { method: 'GET', url: '/api/blade-auth/captcha' });
    expect(r.body).toMatchObject({ code: 200, success: true });
    expect(r.body.data.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(r.body.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('refuses a bad client with 401, on which Saber signs out', async () => {
    const r = await request(s.app, {
      method: 'POST',
      url: SABER_TOKEN,
      headers: { authorization: `Basic ${Buffer.from('saber:wrong').toString('base64')}` },
      query: { grantType: 'password', account: 'admin', password: saberEncrypt('admin') },
    });
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: 401, success: false, msg: '客户端认证失败' });
  });

  it('answers at the gateway’s path too (no /api prefix, as behind Saber’s nginx)', async () => {
    const r = await request(s.app, {
      method: 'POST',
      url: '/blade-auth/token',
      headers: { authorization: BASIC },
      remoteAddress: '10.20.0.3',
      query: { grantType: 'password', account: 'admin', password: saberEncrypt('admin') },
    });
    expect(r.body).toMatchObject({ success: true });
    const me = await request(s.app, {
      method: 'GET',
      url: '/blade-system/user/info',
      headers: { 'blade-auth': `bearer ${r.body.data.accessToken}` },
    });
    expect(me.body).toMatchObject({ success: true, data: { account: 'admin' } });
  });
});

describe('lockout per account, and the administrator’s unlock', () => {
  it('five wrong passwords lock the account; blade-system/user/unlock lets it in again', async () => {
    const admin = client(s.app, await saberToken(s.app));
    // Saber's user form adds the account (password typed twice, ids as comma lists).
    const add = await admin.post('/api/blade-system/user/submit', {
      tenantId: '000000',
      account: 'locky',
      password: 'Locky123',
      password2: 'Locky123',
      name: 'Locky',
      realName: '锁定测试',
      // A role of the user's own tenant: a reference to another tenant's role is refused (issue 34).
      roleId: (await admin.get('/api/blade-system/role/list')).body.data.find(
        (r: { tenantId: string }) => r.tenantId === '000000',
      ).id,
      deptId: '1',
    });
    expect(add.body, JSON.stringify(add.body)).toMatchObject({ success: true });
    for (let i = 0; i < 5; i++) await saberLogin(s.app, { account: 'locky', password: 'wrong', ip: `10.22.0.${i}` });
    const locked = await saberLogin(s.app, { account: 'locky', password: 'Locky123', ip: '10.22.1.1' });
    expect(locked.body).toMatchObject({ success: false, msg: expect.stringContaining('锁定') });
    // Another account on the same address is not affected.
    expect((await saberLogin(s.app, { ip: '10.22.0.1' })).body.success).toBe(true);

    const users = await admin.get('/api/blade-system/user/list', { current: 1, size: 10, account: 'locky' });
    const id = users.body.data.records.find((u: { account: string }) => u.account === 'locky').id;
    const unlock = await admin.post('/api/blade-system/user/unlock', undefined, { userIds: id });
    expect(unlock.body).toMatchObject({ success: true });
    expect((await saberLogin(s.app, { account: 'locky', password: 'Locky123', ip: '10.22.1.1' })).body.success).toBe(
      true,
    );
    expect((await admin.post('/api/blade-system/user/unlock', undefined, {})).status).toBe(400);
    expect((await admin.post('/api/blade-system/user/unlock', undefined, { userIds: '999999' })).status).toBe(404);
  });
});

describe('one session model with oauth/token', () => {
  it('refresh gives a new pair in the same session; log-out ends the session for both tokens', async () => {
    const first = (await saberLogin(s.app)).body.data;
    const refreshed = await refreshAsSaber(first.refreshToken);
    expect(refreshed.body).toMatchObject({ success: true, data: { account: 'admin', tokenType: 'bearer' } });
    const second = refreshed.body.data;
    expect(decodeJwt(second.accessToken).sid).toBe(decodeJwt(first.accessToken).sid);
    expect((await client(s.app, second.accessToken).get('/api/blade-system/menu/routes')).status).toBe(200);

    const out = await request(s.app, {
      method: 'POST',
      url: '/api/blade-auth/logout',
      headers: { authorization: BASIC, 'blade-auth': `bearer ${second.accessToken}` },
    });
    expect(out.body).toMatchObject({ success: true });
    expect((await client(s.app, first.accessToken).get('/api/blade-system/menu/routes')).status).toBe(401);
    const stale = await refreshAsSaber(second.refreshToken);
    expect(stale.status).toBe(401);
    expect(stale.body).toMatchObject({ success: false, data: {} });
    expect(stale.body).not.toHaveProperty('data.accessToken');
  });

  it('a token of oauth/token works on SpringBlade’s paths and ends with blade-auth/logout, and the other way round', async () => {
    const bladex = await login(s.app);
    expect((await client(s.app, bladex).get('/api/blade-system/user/info')).body.data.account).toBe('admin');
    await request(s.app, {
      method: 'POST',
      url: '/api/blade-auth/logout',
      headers: { 'blade-auth': `bearer ${bladex}` },
    });
    expect((await client(s.app, bladex).get('/api/blade-user/info')).status).toBe(401);

    const springblade = await saberToken(s.app);
    expect((await client(s.app, springblade).get('/api/blade-auth/oauth/user-info')).body.data.account).toBe('admin');
    await request(s.app, {
      method: 'GET',
      url: '/api/blade-auth/oauth/logout',
      headers: { 'blade-auth': `bearer ${springblade}` },
    });
    expect((await client(s.app, springblade).get('/api/blade-system/menu/routes')).status).toBe(401);
  });

  it('records sign-ins and failures in the usual log', async () => {
    await saberLogin(s.app, { account: 'nobody', ip: '10.23.0.1' });
    const admin = client(s.app, await saberToken(s.app));
    const logs = await admin.get('/api/blade-log/usual/list', { current: 1, size: 50 });
    const ids = (logs.body.data.records as Array<{ logId: string; createBy: string }>).map(
      (l) => `${l.logId}:${l.createBy}`,
    );
    expect(ids).toEqual(expect.arrayContaining(['login:admin', 'login-failure:nobody']));
  });
});
