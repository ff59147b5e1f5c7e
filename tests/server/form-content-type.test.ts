/** Saber's client posts oauth/token and remove with a form content type: the server accepts it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC, login, request, startTestServer, type TestServer } from './helpers';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer();
  token = await login(s.app);
});
afterAll(async () => s?.close());

const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('application/x-www-form-urlencoded', () => {
  it('oauth/token with an empty form body logs in', async () => {
    const r = await request(s.app, {
      method: 'POST',
      url: '/api/blade-auth/oauth/token?tenantId=000000&username=admin&password=21232f297a57a5a743894a0e4a801fc3&grant_type=password&scope=all&type=account',
      headers: { ...form, authorization: BASIC, 'tenant-id': '000000' },
      payload: '',
    });
    expect(r.status).toBe(200);
    expect(r.body.access_token).toBeTruthy();
  });

  it('remove with a form body reads ids from the query; submit reads the form fields and validates them', async () => {
    const headers = { ...form, 'blade-auth': `bearer ${token}` };
    const removed = await request(s.app, { method: 'POST', url: '/api/blade-system/param/remove?ids=987654', headers, payload: '' });
    expect(removed.status).toBe(404);
    const submitted = await request(s.app, { method: 'POST', url: '/api/blade-system/param/submit', headers, payload: 'paramName=x' });
    expect(submitted.status).toBe(400);
    expect(submitted.body.msg).toBe('请输入参数键名；请输入参数键值');
  });
});
