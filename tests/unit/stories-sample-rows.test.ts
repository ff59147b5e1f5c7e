/** The sample-row generator behind the stories: deterministic, and every value fits its column. */
import { describe, expect, it } from 'vitest';
import { sampleRows, sampleTables } from '../../engine/data/sample-rows';
import { createMemoryProvider } from '../../engine/data/memory-provider';
import { treeParentProp } from '../../engine/schema/resolve';
import { registry } from '../../storybook/all-schemas';
import { node, partsRegistry } from '../../storybook/stories/parts-fixture';

describe('sample rows', () => {
  it('are the same for the same seed and differ for another', () => {
    expect(sampleTables(registry, { seed: 5 })).toEqual(sampleTables(registry, { seed: 5 }));
    expect(sampleTables(registry, { seed: 5 })).not.toEqual(sampleTables(registry, { seed: 6 }));
  });

  it('use dictionary keys, existing references and ids unique per table', () => {
    const tables = sampleTables(registry);
    const seeds = new Map(registry.dicts.map((d) => [d.code, d.items.map((i) => String(i.key))]));
    for (const e of registry.entities) {
      const rows = tables[e.name];
      expect(rows).toHaveLength(37);
      for (const c of e.columns) {
        const keys = typeof c.dict === 'string' ? seeds.get(c.dict) : undefined;
        if (keys?.length) for (const r of rows) expect(keys).toEqual(expect.arrayContaining(String(r[c.prop]).split(',')));
        if (c.ref) {
          const ids = new Set(tables[c.ref.schema].map((r) => String(r[c.ref?.value ?? 'id'])));
          for (const r of rows) expect(ids.has(String(r[c.prop]))).toBe(true);
        }
      }
      for (const [k, v] of Object.entries(e.scope ?? {})) for (const r of rows) expect(r[k]).toBe(v);
    }
    const byTable = new Map<string, string[]>();
    // Unique names: other engineers' test runs may each leave a copy of the same fixture schema.
    for (const e of new Map(registry.entities.map((x) => [x.name, x])).values()) byTable.set(e.storage?.table ?? e.name, [...(byTable.get(e.storage?.table ?? e.name) ?? []), ...tables[e.name].map((r) => String(r.id))]);
    for (const ids of byTable.values()) expect(new Set(ids).size).toBe(ids.length);
  });

  it('form a tree for tree schemas, with every parent present', async () => {
    const rows = sampleRows(node, partsRegistry, { count: 40 });
    const ids = new Set(rows.map((r) => r.id));
    const parent = treeParentProp(node);
    expect(rows.filter((r) => r[parent] === 0).length).toBeGreaterThan(0);
    for (const r of rows) expect(r[parent] === 0 || ids.has(r[parent] as string)).toBe(true);
    const provider = createMemoryProvider({ registry: partsRegistry, rows: { [node.name]: rows } });
    const level = await provider.lazyTree(node, 0);
    expect(level.some((r) => r.hasChildren)).toBe(true);
  });

  it('hang details under the first masters of master-detail pages', async () => {
    const tables = sampleTables(registry);
    const provider = createMemoryProvider({ registry, rows: tables });
    for (const page of registry.pages) {
      const master = registry.entity(page.layout.master);
      const detail = registry.entity(page.layout.detail);
      if (!master || !detail) continue;
      const first = (await provider.page(master, { current: 1, size: 10 })).records[0];
      const params = { [page.layout.link.detailProp]: first[page.layout.link.masterProp] };
      const rows = detail.tree ? await provider.lazyTree(detail, first.id as string, {}) : (await provider.page(detail, { current: 1, size: 10, params })).records;
      expect(rows.length).toBeGreaterThan(0);
    }
  });
});
