/**
 * References named by the rows a page shows (issue 35 item 1): the screen's page of the referenced entity
 * may not hold every row named (past the server's page ceiling, another tenant's row): those are asked for
 * by id, in one call per entity, and the cell shows the name.
 */
import { describe, expect, it, vi } from 'vitest';
import { defineEntity, type Column } from '../../engine/schema';
import { CrudPage } from '../../engine/crud';
import { createMemoryProvider } from '../../engine/data/memory-provider';
import { createRegistry } from '../../engine/schema/registry';
import { missingRefIds } from '../../engine/form/shown-refs';
import { MAX_PAGE_SIZE } from '../../engine/schema/validation-fields';
import { bodyRows, cellTexts, renderWithEngine, waitFor } from './crud-harness';

const col = (prop: string, extra: Partial<Column> = {}): Column => ({ prop, label: { zh: prop, en: prop }, ...extra });

const owner = defineEntity({
  name: 'shop.owner',
  title: { zh: '车主', en: 'Owners' },
  permission: 'shop_owner',
  api: { service: 'shop', entity: 'owner' },
  columns: [col('ownerName')],
});
const car = defineEntity({
  name: 'shop.car',
  title: { zh: '车辆', en: 'Cars' },
  permission: 'shop_car',
  api: { service: 'shop', entity: 'car' },
  columns: [
    col('carNo'),
    col('ownerId', { type: 'select', ref: { schema: 'shop.owner', label: 'ownerName' } }),
    col('coOwnerIds', { type: 'multi-select', ref: { schema: 'shop.owner', label: 'ownerName' } }),
  ],
});
const registry = createRegistry([owner, car].map((value, i) => ({ file: `schemas/shop/${i}.ts`, value })));
const entityOf = (name: string) => registry.entity(name);

describe('missingRefIds', () => {
  it('names the ids the rows hold that the loaded page does not, per entity, once each', () => {
    const rows = [
      { id: 1, carNo: 'A', ownerId: 3, coOwnerIds: '3,1500' },
      { id: 2, carNo: 'B', ownerId: '1500', coOwnerIds: ['2000'] },
      { id: 3, carNo: 'C', ownerId: null, coOwnerIds: '' },
    ];
    const loaded = { 'shop.owner': [{ id: 3, ownerName: '张三' }] };
    expect(missingRefIds(car.columns, rows, loaded, entityOf)).toEqual([
      { entity: owner, ids: ['1500', '2000'] },
    ]);
  });

  it('asks nothing before the page is in, nor for ids that are no ids', () => {
    const rows = [{ id: 1, carNo: 'A', ownerId: 'abc', coOwnerIds: '' }];
    expect(missingRefIds(car.columns, rows, {}, entityOf)).toEqual([]);
    expect(missingRefIds(car.columns, rows, { 'shop.owner': [] }, entityOf)).toEqual([]);
  });
});

describe('on the screen', () => {
  it('shows the name of an owner past the page of owners the screen loaded, with one call by id', async () => {
    const owners = Array.from({ length: MAX_PAGE_SIZE + 5 }, (_, i) => ({ id: String(i + 1), ownerName: `车主${i + 1}` }));
    const rows = (ownerId: string) => ({
      'shop.owner': owners,
      'shop.car': [{ id: '1', carNo: '湘A0001', ownerId, coOwnerIds: '' }],
    });
    // An owner the screen's page of owners (the server's ceiling) leaves out, whatever their order.
    const page = await createMemoryProvider({ registry, rows: rows('1') }).list(owner, { size: MAX_PAGE_SIZE });
    const last = owners.find((o) => !page.some((r) => r.id === o.id))!;
    const provider = createMemoryProvider({ registry, rows: rows(last.id) });
    const list = vi.spyOn(provider, 'list');
    renderWithEngine(<CrudPage schema={car} />, { provider, registry });
    await waitFor(() => expect(cellTexts(bodyRows()[0]).join(' ')).toContain(last.ownerName));
    const byIds = list.mock.calls.filter(([, params]) => params && 'ids' in params);
    expect(byIds).toEqual([[owner, { ids: last.id, size: 1 }]]);
  });

  it('reads the names through the screen (refBy) for a user who may not view the referenced entity', async () => {
    const rows = { 'shop.owner': [{ id: '7', ownerName: '李四' }], 'shop.car': [{ id: '1', carNo: '湘A0002', ownerId: '7' }] };
    const names = async (permissions: Record<string, boolean>) => {
      const provider = createMemoryProvider({ registry, rows });
      const list = vi.spyOn(provider, 'list');
      const view = renderWithEngine(<CrudPage schema={car} />, { provider, registry, permissions });
      await waitFor(() => expect(cellTexts(bodyRows()[0]).join(' ')).toContain('李四'));
      view.unmount();
      return list.mock.calls.filter(([e]) => e === owner).map(([, params]) => params);
    };
    // A clerk of the cars: the owners' names come through the cars' screen.
    expect(await names({ shop_car_view: true })).toEqual([{ size: MAX_PAGE_SIZE, refBy: 'shop.car' }]);
    // Who may view the owners reads them as every screen does (one cache for all).
    expect(await names({ shop_car_view: true, shop_owner_view: true })).toEqual([{ size: MAX_PAGE_SIZE }]);
  });
});
