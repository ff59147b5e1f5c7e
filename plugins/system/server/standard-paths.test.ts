/**
 * The menu rows of a new database carry BladeX's standard paths where ours differ, with the standard button
 * codes Saber's views check (schemas/system/standard-screens.ts); a database from before keeps its rows and
 * has them moved to the standard path on the next start — unless an administrator re-pathed them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncMenus } from '../../../server/access/menu-sync';
import { MENU_TABLE } from './menu-routes';
import { client, login, startTestServer, type Client, type TestServer } from '../../../tests/server/helpers';

let s: TestServer;
let admin: Client;
beforeAll(async () => {
  s = await startTestServer();
  admin = client(s.app, await login(s.app));
});
afterAll(async () => s?.close());

interface MenuNode {
  code: string;
  path: string;
  children?: MenuNode[];
}
const flat = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
const pathOf = async (code: string) =>
  String(
    (await s.database.db.selectFrom(MENU_TABLE).select('path').where('code', '=', code).executeTakeFirstOrThrow()).path,
  );

describe('standard menu paths', () => {
  it('the routes tree carries the paths Saber loads its views from', async () => {
    const routes = flat((await admin.get('/api/blade-system/menu/routes')).body.data);
    const byCode = new Map(routes.map((n) => [n.code, n.path]));
    expect(
      Object.fromEntries(
        [
          'system.dataScope',
          'system.apiScope',
          'system.region',
          'system.usualLog',
          'system.apiLog',
          'system.errorLog',
          'system.dictHorizontal',
          'system.user',
          'system.topMenu',
        ].map((c) => [c, byCode.get(c)]),
      ),
    ).toEqual({
      'system.dataScope': '/authority/datascope',
      'system.apiScope': '/authority/apiscope',
      'system.region': '/base/region',
      'system.usualLog': '/monitor/log/usual',
      'system.apiLog': '/monitor/log/api',
      'system.errorLog': '/monitor/log/error',
      'system.dictHorizontal': '/system/dict',
      'system.user': '/system/user',
      'system.topMenu': '/system/topmenu',
    });
  });

  it('the administrators hold the standard button codes', async () => {
    const codes = flat((await admin.get('/api/blade-system/menu/buttons')).body.data).map((n) => n.code);
    expect(codes).toEqual(expect.arrayContaining(['data_scope_setting', 'api_scope_setting', 'topmenu_setting']));
    const brand = client(s.app, await login(s.app, { tenantId: '100001' }));
    const brandCodes = flat((await brand.get('/api/blade-system/menu/buttons')).body.data).map((n) => n.code);
    expect(brandCodes).toContain('topmenu_setting');
  });

  it('a row still at our old path moves to the standard one on the next start; a re-pathed row stays', async () => {
    const db = s.database.db;
    await db.updateTable(MENU_TABLE).set({ path: '/log/usual' }).where('code', '=', 'system.usualLog').execute();
    await db.updateTable(MENU_TABLE).set({ path: '/ops/api-calls' }).where('code', '=', 'system.apiLog').execute();
    const again = await syncMenus(db, s.registry);
    expect(again.inserted).toBe(0);
    expect(await pathOf('system.usualLog')).toBe('/monitor/log/usual');
    expect(await pathOf('system.apiLog')).toBe('/ops/api-calls');
  });
});
