/**
 * `platformOnly` schemas (tenants, clients, data sources, data/API scopes; the menu tree's writes): the menu
 * sync never grants their guarded buttons to a tenant's `admin` role, so a tenant administrator is not shown
 * buttons the server would refuse; the platform administrator holds them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, startTestServer, type TestServer } from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s?.close());

/** Every leaf code of a `menu/buttons` tree. */
function codesOf(nodes: Array<{ code?: string; children?: unknown[] }>): string[] {
  return nodes.flatMap((n) => [...(n.code ? [n.code] : []), ...codesOf((n.children ?? []) as typeof nodes)]);
}

/** Every path of a `menu/routes` tree. */
function pathsOf(nodes: Array<{ path?: string; children?: unknown[] }>): string[] {
  return nodes.flatMap((n) => [...(n.path ? [n.path] : []), ...pathsOf((n.children ?? []) as typeof nodes)]);
}

describe('platform-only screens', () => {
  it('a tenant administrator is granted neither their menus nor their write buttons', async () => {
    const c = client(s.app, await login(s.app, { tenantId: '100001' }));
    const codes = codesOf((await c.get('/api/blade-system/menu/buttons')).body.data);
    const paths = pathsOf((await c.get('/api/blade-system/menu/routes')).body.data);
    expect(codes).toContain('param_add'); // an ordinary screen: all of it
    for (const code of ['tenant_view', 'tenant_add', 'client_edit', 'datasource_delete', 'data_scope_view', 'api_scope_add', 'menu_add', 'menu_edit', 'menu_delete'])
      expect(codes, code).not.toContain(code);
    expect(codes).toContain('menu_view'); // the menu tree stays readable ('write' only guards writes)
    expect(paths).toContain('/system/menu');
    for (const path of ['/system/tenant', '/system/client', '/tool/datasource', '/authority/data-scope', '/authority/api-scope'])
      expect(paths, path).not.toContain(path);
  });

  it('the platform administrator holds them all', async () => {
    const c = client(s.app, await login(s.app));
    const codes = codesOf((await c.get('/api/blade-system/menu/buttons')).body.data);
    for (const code of ['tenant_add', 'client_edit', 'datasource_delete', 'data_scope_view', 'api_scope_add', 'menu_add'])
      expect(codes, code).toContain(code);
  });
});
