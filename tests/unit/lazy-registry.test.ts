/**
 * Schemas per screen (engine/schema/screen-index.ts, engine/schema/lazy-registry.ts): the index knows
 * every screen's route and title and the groups it needs before any entity file is loaded; `load` fetches
 * those groups at once, in parallel, and only then do the synchronous lookups answer.
 */
import { describe, expect, it, vi } from 'vitest';
import { createLazyRegistry, type GroupModules } from '../../engine/schema/lazy-registry';
import { createRegistry, type LoadedFile } from '../../engine/schema/registry';
import { schemaIndexOf } from '../../engine/schema/screen-index';
import type { SchemaFile } from '../../engine/schema/model';

const entity = (name: string, route: string | undefined, extra: Record<string, unknown> = {}) =>
  ({
    name,
    title: { zh: `${name} 中`, en: `${name} en` },
    ...(route ? { route } : {}),
    api: {},
    columns: [],
    ...extra,
  }) as unknown as SchemaFile;

const files: LoadedFile[] = [
  {
    file: 'schemas/shop/order.ts',
    value: entity('shop.order', '/shop/order', {
      columns: [{ prop: 'userId', ref: { schema: 'people.user', label: 'name' } }],
    }),
  },
  {
    file: 'schemas/shop/line.ts',
    value: entity('shop.line', undefined, {
      columns: [{ prop: 'goodsId', ref: { schema: 'stock.goods', label: 'name' } }],
    }),
  },
  { file: 'schemas/people/user.ts', value: entity('people.user', '/people/user') },
  { file: 'schemas/stock/goods.ts', value: entity('stock.goods', '/stock/goods') },
  {
    file: 'schemas/desk/orders.ts',
    value: {
      kind: 'page',
      name: 'desk.orders',
      route: '/desk/orders',
      title: { zh: '台', en: 'Desk' },
      layout: { type: 'master-detail', master: 'shop.order', detail: 'shop.line' },
    } as unknown as SchemaFile,
  },
  {
    file: 'schemas/menus.ts',
    value: {
      kind: 'catalog',
      standardScreens: [{ route: '/shop/order', path: '/mall/orders' }],
    } as unknown as SchemaFile,
  },
];
const groupOf = (file: string) => file.split('/')[1];
const index = schemaIndexOf(files, groupOf);
const groupNo = (name: string) => index.groups.findIndex((g) => g.name === name);

function lazyRegistry(fail = new Set<number>()) {
  const loadGroup = vi.fn(async (i: number): Promise<GroupModules> => {
    if (fail.has(i)) {
      fail.delete(i);
      throw new Error('chunk failed');
    }
    return index.groups[i].files.map((f) => [f, { default: files.find((x) => x.file === f)!.value }]);
  });
  const eager = index.eager.map((f) => files.find((x) => x.file === f)!);
  return { registry: createLazyRegistry({ eager, screens: index.screens, loadGroup }), loadGroup };
}

describe('the schema index', () => {
  it('keeps catalogs eager and groups the other files by folder', () => {
    expect(index.eager).toEqual(['schemas/menus.ts']);
    expect(index.groups.map((g) => g.name).sort()).toEqual(['desk', 'people', 'shop', 'stock']);
    expect(index.groups[groupNo('shop')].files).toEqual(['schemas/shop/line.ts', 'schemas/shop/order.ts']);
  });

  it('gives each screen its route, title, group and the groups of the schemas it names', () => {
    const row = (name: string) => index.screens.find((r) => r[0] === name);
    expect(row('shop.order')).toEqual([
      'shop.order',
      '/shop/order',
      'shop.order 中',
      'shop.order en',
      groupNo('shop'),
      groupNo('people'),
    ]);
    expect(row('shop.line')?.slice(1, 2)).toEqual(['']);
    // A composed page needs its parts and what they name: the order's users, the line's goods.
    expect(row('desk.orders')?.slice(4)).toEqual([
      groupNo('desk'),
      ...[groupNo('people'), groupNo('shop'), groupNo('stock')].sort(),
    ]);
  });
});

describe('a registry loading schemas per screen', () => {
  it('routes and titles a screen from the index, its own route and its standard path, before loading', () => {
    const { registry, loadGroup } = lazyRegistry();
    expect(registry.screenAt('/shop/order')).toEqual({
      name: 'shop.order',
      title: { zh: 'shop.order 中', en: 'shop.order en' },
    });
    expect(registry.screenAt('/mall/orders')?.name).toBe('shop.order');
    expect(registry.menuPath('/shop/order')).toBe('/mall/orders');
    expect(registry.screenAt('/nowhere')).toBeUndefined();
    expect(registry.byRoute('/shop/order')).toBeUndefined();
    expect(registry.entity('shop.order')).toBeUndefined();
    expect(loadGroup).not.toHaveBeenCalled();
  });

  it('loads the groups a screen needs together, once, and then answers synchronously', async () => {
    const { registry, loadGroup } = lazyRegistry();
    const pending = registry.load(['desk.orders']);
    // All four groups are asked for at once: one round trip, no waterfall.
    expect(loadGroup.mock.calls.map(([g]) => g).sort()).toEqual([0, 1, 2, 3]);
    await pending;
    expect(registry.page('desk.orders')?.name).toBe('desk.orders');
    expect(registry.entity('stock.goods')?.route).toBe('/stock/goods');
    expect(registry.byRoute('/mall/orders')?.name).toBe('shop.order');
    expect(registry.fileOf('people.user')).toBe('schemas/people/user.ts');
    await registry.load(['shop.order', 'people.user']);
    expect(loadGroup).toHaveBeenCalledTimes(4);
  });

  it('is loaded for a screen only once the groups its references name are in, not just its own', async () => {
    const { registry } = lazyRegistry(new Set([groupNo('people')]));
    // shop.line brings the shop group; shop.order's reference to people.user is in another group.
    await registry.load(['shop.line']);
    expect(registry.byRoute('/shop/order')?.name).toBe('shop.order');
    expect(registry.loaded(['shop.order'])).toBe(false);
    await expect(registry.load(['shop.order'])).rejects.toThrow('chunk failed');
    expect(registry.loaded(['shop.order'])).toBe(false);
    await registry.load(['shop.order']);
    expect(registry.loaded(['shop.order'])).toBe(true);
    expect(registry.entity('people.user')?.name).toBe('people.user');
  });

  it('tries a group that failed to load again on the next load', async () => {
    const { registry, loadGroup } = lazyRegistry(new Set([groupNo('people')]));
    await expect(registry.load(['people.user'])).rejects.toThrow('chunk failed');
    expect(registry.entity('people.user')).toBeUndefined();
    await registry.load(['people.user']);
    expect(registry.entity('people.user')?.name).toBe('people.user');
    expect(loadGroup).toHaveBeenCalledTimes(2);
  });

  it('answers like a registry of loaded files, whose load resolves at once', async () => {
    const full = createRegistry(files);
    expect(full.screenAt('/mall/orders')).toEqual({
      name: 'shop.order',
      title: { zh: 'shop.order 中', en: 'shop.order en' },
    });
    await expect(full.load(['shop.order'])).resolves.toBeUndefined();
  });
});
