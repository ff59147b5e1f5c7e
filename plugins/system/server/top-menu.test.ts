/** Top menus (seeded per demo tenant), the routes filter by topMenuId, and the routes' meta. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, startTestServer, type Client, type TestServer } from '../../../tests/server/helpers';

let s: TestServer;
let admin: Client;
beforeAll(async () => {
  s = await startTestServer();
  admin = client(s.app, await login(s.app));
});
afterAll(async () => s?.close());

interface Node {
  id: string;
  code: string;
  topMenuId: string;
  meta: Record<string, unknown>;
  children?: Node[];
}
const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

describe('top menus', () => {
  it('lists the tenant top menus in order, with the English name in meta', async () => {
    expect((await client(s.app).get('/api/blade-system/menu/top-menu')).status).toBe(401);
    const r = await admin.get('/api/blade-system/menu/top-menu');
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual([
      {
        id: expect.stringMatching(/^\d+$/),
        code: 'system',
        name: '系统管理',
        source: 'setting',
        path: '/system',
        sort: 1,
        meta: { i18n: 'System' },
      },
      {
        id: expect.stringMatching(/^\d+$/),
        code: 'operation',
        name: '运营管理',
        source: 'appstore',
        path: '/operation',
        sort: 2,
        meta: { i18n: 'Operations' },
      },
    ]);
    const other = client(s.app, await login(s.app, { tenantId: '100001' }));
    const theirs = (await other.get('/api/blade-system/menu/top-menu')).body.data;
    expect(theirs.map((t: Node) => t.code)).toEqual(['system', 'operation']);
    expect(theirs[0].id).not.toBe(r.body.data[0].id);
  });

  it('routes?topMenuId= shows the folders the top menu holds plus the unassigned ones', async () => {
    const [system, operation] = (await admin.get('/api/blade-system/menu/top-menu')).body.data;
    const all = (await admin.get('/api/blade-system/menu/routes')).body.data as Node[];
    const roots = all.map((n) => n.code);
    expect(roots).toContain('system');
    const underSystem = (await admin.get('/api/blade-system/menu/routes', { topMenuId: system.id })).body.data;
    // Each top menu holds its own folder (system, operation); every other folder is unassigned: in both.
    expect(roots).toContain('operation');
    expect(underSystem.map((n: Node) => n.code)).toEqual(roots.filter((c) => c !== 'operation'));
    const underOps = (await admin.get('/api/blade-system/menu/routes', { topMenuId: operation.id })).body.data;
    expect(underOps.map((n: Node) => n.code)).toEqual(roots.filter((c) => c !== 'system'));
    expect((await admin.get('/api/blade-system/menu/routes', { topMenuId: 0 })).body.data).toEqual(all);
    expect((await admin.get('/api/blade-system/menu/routes', { topMenuId: 987654 })).body.data).toEqual([]);
    // Another tenant's top menu id is not the caller's.
    const other = client(s.app, await login(s.app, { tenantId: '100001' }));
    const theirSystem = (await other.get('/api/blade-system/menu/top-menu')).body.data[0];
    expect((await admin.get('/api/blade-system/menu/routes', { topMenuId: theirSystem.id })).body.data).toEqual([]);
    const theirRoutes = (await other.get('/api/blade-system/menu/routes', { topMenuId: theirSystem.id })).body.data;
    expect(theirRoutes.map((n: Node) => n.code)).toContain('system');
  });

  it('every route node carries meta isAuth, isTab, keepAlive and i18n from the schema menu', async () => {
    const nodes = flat((await admin.get('/api/blade-system/menu/routes')).body.data);
    for (const n of nodes) {
      expect(n.meta).toMatchObject({
        isAuth: true,
        isTab: expect.any(Boolean),
        keepAlive: expect.any(Boolean),
        i18n: expect.any(String),
      });
    }
    const param = nodes.find((n) => n.code === 'system.param')!;
    expect(param.meta).toMatchObject({ i18n: 'Parameters', isTab: true, keepAlive: false });
  });

  it('the seed is idempotent', async () => {
    const { syncTopMenus } = await import('./seed-top-menus');
    expect((await syncTopMenus(s.database.db)).inserted).toBe(0);
    const settings = await s.database.db.selectFrom('blade_top_menu_setting').select('id').execute();
    // 系统管理 → system and 运营管理 → operation, in each of the two demo tenants.
    expect(settings).toHaveLength(4);
  });
});
