/** Token lifetimes come from the client record; a grant type the client does not list is refused. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, passwordGrant, startTestServer, type Client, type TestServer } from './helpers';

let s: TestServer;
let platform: Client;
const C = '/api/blade-system/client';

beforeAll(async () => {
  s = await startTestServer();
  platform = client(s.app, await login(s.app));
});
afterAll(async () => s?.close());

const saber = async () =>
  (await platform.get(`${C}/page`, { clientId_equal: 'saber' })).body.data.records[0] as Record<string, unknown>;

describe('client token lifetimes', () => {
  it("changing saber's access-token validity through client/submit changes expires_in of the next log-in", async () => {
    expect((await passwordGrant(s.app, { ip: '10.0.1.1' })).body.expires_in).toBe(3600);
    const row = await saber();
    const r = await platform.post(`${C}/submit`, { id: row.id, accessTokenValidity: 1234 });
    expect(r.status).toBe(200);
    const next = await passwordGrant(s.app, { ip: '10.0.1.2' });
    expect(next.status).toBe(200);
    expect(next.body.expires_in).toBe(1234);
    // The token itself expires then too.
    const claims = JSON.parse(Buffer.from(next.body.access_token.split('.')[1], 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(1234);
    await platform.post(`${C}/submit`, { id: row.id, accessTokenValidity: 3600 });
  });

  it('a grant type the client does not list is refused with a clear 400', async () => {
    const row = await saber();
    await platform.post(`${C}/submit`, { id: row.id, authorizedGrantTypes: 'refresh_token,captcha' });
    const refused = await passwordGrant(s.app, { ip: '10.0.1.3', lang: 'en' });
    expect(refused.status).toBe(400);
    expect(refused.body.error_description).toBe(
      'This client is not allowed the grant_type "password" (see its authorized grant types)',
    );
    await platform.post(`${C}/submit`, {
      id: row.id,
      authorizedGrantTypes: (row.authorizedGrantTypes as string) || 'password',
    });
    expect((await passwordGrant(s.app, { ip: '10.0.1.4' })).status).toBe(200);
  });
});
