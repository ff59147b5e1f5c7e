/**
 * Every stored password hash has its own random salt (issue 13, defect 6): the demo seed hashes each
 * account separately, and a database seeded before that (users 1–3 sharing one `scrypt$…` string) is
 * re-salted on the next start; a shared hash whose password the server cannot know is re-salted at the
 * next successful log-in of each account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashTypedPassword, verifyPassword, md5Hex } from '../../server/auth/password';
import { prepareDatabase } from '../../server/compose/prepare';
import { loadModules } from '../../server/compose/modules';
import { client, login, startTestServer, type TestServer } from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s?.close());

const hashes = async () =>
  (
    await s.database.db
      .selectFrom('blade_user')
      .select(['id', 'account', 'tenant_id', 'password'])
      .orderBy('id')
      .execute()
  ).map((r) => ({ ...r, password: String(r.password) }));
const saltOf = (hash: string) => hash.split('$')[4];

describe('salts', () => {
  it('the seeded accounts have hashes and salts of their own, and still sign in with admin', async () => {
    const seeded = (await hashes()).slice(0, 3);
    expect(seeded).toHaveLength(3);
    expect(new Set(seeded.map((u) => u.password)).size).toBe(3);
    expect(new Set(seeded.map((u) => saltOf(u.password))).size).toBe(3);
    for (const u of seeded) expect(await verifyPassword(md5Hex('admin'), u.password)).toBe(true);
  });

  it('a database whose accounts share one hash is re-salted on the next start', async () => {
    const shared = await hashTypedPassword('admin');
    await s.database.db.updateTable('blade_user').set({ password: shared }).where('id', '<=', 3).execute();
    await prepareDatabase(s.database, s.registry, { modules: await loadModules() });
    const after = (await hashes()).slice(0, 3);
    expect(new Set(after.map((u) => saltOf(u.password))).size).toBe(3);
    for (const u of after) expect(await verifyPassword(md5Hex('admin'), u.password)).toBe(true);
    await login(s.app);
    await login(s.app, { tenantId: '100001' });
  });

  it('a shared hash of a password the server cannot know is re-salted at each account’s next log-in', async () => {
    const shared = await hashTypedPassword('other-secret');
    await s.database.db.updateTable('blade_user').set({ password: shared }).where('tenant_id', '=', '100001').execute();
    await prepareDatabase(s.database, s.registry, { modules: await loadModules() });
    // Every account of the brand (the demo has more than its administrator and operator) signs in once.
    const accounts = (await hashes()).filter((u) => u.tenant_id === '100001').map((u) => String(u.account));
    expect(accounts.length).toBeGreaterThan(2);
    for (const [i, username] of accounts.entries())
      await login(s.app, { tenantId: '100001', username, password: 'other-secret', ip: `10.0.1.${i + 1}` });
    const brand = (await hashes()).filter((u) => u.tenant_id === '100001');
    expect(new Set(brand.map((u) => saltOf(u.password))).size).toBe(brand.length);
    for (const u of brand) expect(await verifyPassword(md5Hex('other-secret'), u.password)).toBe(true);
  });

  it('a batch reset to the initial password gives every account its own salt', async () => {
    const c = client(s.app, await login(s.app));
    const ids = (await hashes()).filter((u) => u.tenant_id === '100001').map((u) => String(u.id));
    expect((await c.post('/api/blade-user/reset-password', undefined, { userIds: ids.join(',') })).body.code).toBe(200);
    const reset = (await hashes()).filter((u) => ids.includes(String(u.id)));
    expect(new Set(reset.map((u) => saltOf(u.password))).size).toBe(ids.length);
  });
});
