/**
 * Failed log-ins lock the ACCOUNT, never a whole IP (issue 13, defect 2): an office behind one proxy keeps
 * signing in while one of its accounts is locked. An IP with many failures is slowed down instead: its
 * password grants must come with a captcha (the console always sends one), and the token endpoint is
 * rate-limited per IP (tests/server/security-headers.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../server/auth/password';
import { BASIC, passwordGrant, request, startTestServer, type TestServer } from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s?.close());

const OFFICE = '10.77.0.1';

async function captchaGrant(ip: string, who: { tenantId: string; username: string; password: string }) {
  const c = (await request(s.app, { method: 'GET', url: '/api/blade-auth/oauth/captcha', remoteAddress: ip })).body;
  return request(s.app, {
    method: 'POST',
    url: '/api/blade-auth/oauth/token',
    remoteAddress: ip,
    headers: { authorization: BASIC, 'tenant-id': who.tenantId, 'captcha-key': c.key, 'captcha-code': c.testCode },
    query: {
      tenantId: who.tenantId,
      username: who.username,
      password: md5Hex(who.password),
      grant_type: 'captcha',
      scope: 'all',
    },
  });
}

describe('one account locked, the office still signs in', () => {
  it('5 wrong passwords lock that account only; unrelated users of the same IP sign in', async () => {
    for (let i = 0; i < 5; i++)
      await passwordGrant(s.app, { tenantId: '100001', username: 'operator', password: 'wrong', ip: OFFICE });
    const locked = await passwordGrant(s.app, {
      tenantId: '100001',
      username: 'operator',
      password: 'admin',
      ip: OFFICE,
    });
    expect(locked.status).toBe(400);
    expect(locked.body.error_description).toMatch(/登录失败次数过多/);
    // Same IP, other accounts, right passwords: signed in (this was refused for 30 minutes).
    expect((await passwordGrant(s.app, { tenantId: '100001', username: 'admin', ip: OFFICE })).status).toBe(200);
    expect((await passwordGrant(s.app, { ip: OFFICE })).status).toBe(200);
  });

  it('many failures from one IP ask that IP for the captcha, without locking anyone else out', async () => {
    const ip = '10.77.0.2';
    for (let i = 0; i < 25; i++) await passwordGrant(s.app, { username: `guess${i}`, password: 'x', ip });
    const bare = await passwordGrant(s.app, { ip, lang: 'en' });
    expect(bare.status).toBe(400);
    expect(bare.body.error_description).toMatch(/captcha/i);
    // With a captcha the right password goes through from that IP.
    const withCaptcha = await captchaGrant(ip, { tenantId: '000000', username: 'admin', password: 'admin' });
    expect(withCaptcha.status, JSON.stringify(withCaptcha.body)).toBe(200);
    // Elsewhere nothing changed.
    expect((await passwordGrant(s.app, { ip: '10.77.0.3' })).status).toBe(200);
  });
});
