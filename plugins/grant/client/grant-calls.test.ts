/**
 * The grant plugin's calls on the wire, through the real BladeX provider (fake axios adapter): the trees
 * and keys as GETs with their query, the save as a JSON POST that keeps empty lists (an empty list revokes
 * a tab; an absent one would leave it unchanged).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createBladeProvider } from '../../../engine/data/blade';
import { configureTransport, createHttp, resetTransport } from '../../../engine/data/transport';
import { getGrant, postGrant } from './calls';
import { grantConfigOf } from './config';
import role from '../../../schemas/system/role';
import { installFakeAdapter, ok, type Recorded } from '../../../tests/unit/transport-fake-adapter';

const http = createHttp();
let calls: Recorded[];

beforeEach(() => {
  resetTransport();
  configureTransport({
    notifier: { error: vi.fn() },
    progress: { start() {}, done() {} },
    navigate: vi.fn(),
    onUnauthorized: vi.fn(),
  });
  calls = installFakeAdapter(http, (c) => ok(c.url.endsWith('grant-tree') ? { menu: [{ id: '1' }] } : {}));
});

describe('grant calls', () => {
  it('role grant: GET grant-tree, GET role-tree-keys?roleIds=, POST role/grant with every list', async () => {
    const provider = createBladeProvider(http);
    const config = grantConfigOf('system.role', 'grant')!;
    expect(await getGrant(provider, role, config.tree)).toEqual({ menu: [{ id: '1' }] });
    await getGrant(provider, role, config.keys, { roleIds: '5,6' });
    await postGrant(provider, role, config.save, { roleIds: '5,6', menuIds: '1,2', dataScopeIds: '', apiScopeIds: '' });
    expect(calls.map((c) => [c.method, c.url, c.params, c.data ?? null])).toEqual([
      ['GET', '/api/blade-system/menu/grant-tree', {}, null],
      ['GET', '/api/blade-system/menu/role-tree-keys', { roleIds: '5,6' }, null],
      [
        'POST',
        '/api/blade-system/role/grant',
        {},
        { roleIds: '5,6', menuIds: '1,2', dataScopeIds: '', apiScopeIds: '' },
      ],
    ]);
  });

  it('every configured grant names real paths', () => {
    const paths = ['factory.role', 'merchant.role', 'system.topMenu'].map((name) => {
      const c = grantConfigOf(name, 'grant')!;
      return [c.tree, c.keys, c.save].map((e) => `${e.service}/${e.entity}/${e.op}`);
    });
    expect(paths).toEqual([
      [
        'share-factory/factorymenu/grant-tree',
        'share-factory/factorymenu/checkTree',
        'share-factory/factoryrole/grant',
      ],
      [
        'toycar-merchant/merchantmenu/grant-tree',
        'toycar-merchant/merchantmenu/checkTree',
        'toycar-merchant/merchantrole/grant',
      ],
      ['blade-system/topmenu/grant-top-tree', 'blade-system/topmenu/top-tree-keys', 'blade-system/topmenu/grant'],
    ]);
  });
});
