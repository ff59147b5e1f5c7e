/** The restful variant (CONTRACT §3) and the style switch of createDataProvider. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EntitySchema } from '../../engine/schema/model';
import { createRestfulProvider } from '../../engine/data/restful';
import { createDataProvider } from '../../engine/data/create-provider';
import { configureTransport, createHttp, resetTransport } from '../../engine/data/transport';
import { installFakeAdapter, ok, type Recorded } from './transport-fake-adapter';

const goods: EntitySchema = {
  name: 'mall.category',
  title: { zh: '分类', en: 'Categories' },
  permission: 'category',
  api: { service: 'dispacher-mall', entity: 'category', style: 'restful', list: 'tree' },
  tree: { labelProp: 'name' },
  columns: [{ prop: 'name', label: { zh: '名称', en: 'Name' } }],
};
const blade: EntitySchema = { ...goods, name: 'system.param', api: { service: 'blade-system', entity: 'param' }, tree: undefined };

const http = createHttp();
let calls: Recorded[];

beforeEach(() => {
  resetTransport();
  configureTransport({ notifier: { error: vi.fn() }, progress: { start() {}, done() {} }, navigate: vi.fn(), onUnauthorized: vi.fn() });
  calls = installFakeAdapter(http, () => ok({ id: '5', records: [], total: 0 }));
});

describe('restful provider', () => {
  it('uses GET page and GET tree like BladeX', async () => {
    const p = createRestfulProvider(http);
    await p.page({ ...goods, api: { ...goods.api, list: 'page' } }, { current: 1, size: 20, params: { name: '' } });
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/dispacher-mall/category/page', params: { current: 1, size: 20 } });
    await p.list(goods);
    expect(calls[1]).toMatchObject({ method: 'GET', url: '/api/dispacher-mall/category/tree' });
    // Not a tree: every row is the first page of `page` at the largest size (there is no `list`).
    await p.list({ ...goods, api: { ...goods.api, list: 'page' }, tree: undefined });
    expect(calls[2]).toMatchObject({ method: 'GET', url: '/api/dispacher-mall/category/page', params: { current: 1, size: 1000 } });
  });

  it('GET /{id}, POST to create, PUT to update, DELETE /{id} per row', async () => {
    const p = createRestfulProvider(http);
    expect(await p.detail(goods, '5')).toMatchObject({ id: '5' });
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/dispacher-mall/category/5' });
    await p.submit(goods, { name: 'toys' });
    expect(calls[1]).toMatchObject({ method: 'POST', url: '/api/dispacher-mall/category', data: { name: 'toys' } });
    await p.submit(goods, { id: '5', name: 'toys' });
    expect(calls[2]).toMatchObject({ method: 'PUT', url: '/api/dispacher-mall/category', data: { id: '5', name: 'toys' } });
    await p.remove(goods, ['5', '6']);
    expect(calls.slice(3).map((c) => `${c.method} ${c.url}`)).toEqual([
      'DELETE /api/dispacher-mall/category/5',
      'DELETE /api/dispacher-mall/category/6',
    ]);
  });
});

describe('createDataProvider', () => {
  it('chooses the implementation by api.style', async () => {
    const p = createDataProvider(http);
    await p.detail(goods, '5');
    await p.detail(blade, '5');
    await p.remove(blade, ['1', '2']);
    await p.remove(goods, ['1']);
    expect(calls.map((c) => `${c.method} ${c.uri}`)).toEqual([
      'GET /api/dispacher-mall/category/5',
      'GET /api/blade-system/param/detail?id=5',
      'POST /api/blade-system/param/remove?ids=1,2',
      'DELETE /api/dispacher-mall/category/1',
    ]);
  });
});
