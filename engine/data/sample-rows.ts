/**
 * Sample rows generated from schemas alone, for Storybook and tests: every screen can be shown with
 * believable data and no server. Pure and deterministic: the same registry and seed give the same rows,
 * so stories, screenshots and tests stay stable. Nothing here knows a business word; values come from
 * each column's type, dictionary, reference, rules and limits.
 */
import dayjs from 'dayjs';
import type { Column, EntitySchema, PageSchema } from '../schema/model';
import type { Registry } from '../schema/registry';
import { yuanNumber } from '../schema/money';
import { basePath, columnType, treeParentProp } from '../schema/resolve';
import type { Row } from './provider';

export interface SampleOptions {
  /** Rows per entity (default 37: more than three pages of 10, so paging shows). */
  count?: number;
  seed?: number;
  /** Dictionary keys by code; codes not given come from the registry's catalog seeds. */
  dictKeys?: Record<string, Array<string | number>>;
  /**
   * Address of an image / file for image and upload columns. None by default: a host knows which
   * addresses it can serve without the network (and data URIs hold commas, which list cells split on).
   */
  mediaUrl?: (n: number) => string;
}

/** A small seeded generator (mulberry32): fast, and the same sequence on every machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A different but stable seed per entity, so two entities never get the same sequence. */
const seedFor = (seed: number, name: string) => [...name].reduce((h, ch) => Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0, seed ^ 2166136261);

type Rand = () => number;
const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)];
const intIn = (rand: Rand, lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));

/** 2024-01-01 plus up to a year: fixed, so tests can search date ranges. */
const BASE_DAY = dayjs('2024-01-01T00:00:00');

/** Candidate texts for a text column; the first that passes the column's pattern rules wins. */
function textValue(c: Column, n: number): string {
  const patterns = (c.rules ?? []).flatMap((r) => (r.pattern ? [new RegExp(r.pattern)] : []));
  const min = Math.max(0, ...(c.rules ?? []).map((r) => (r.min !== undefined ? r.min : 0)));
  const candidates = [`${c.label.en} ${n}`, `${c.prop}${n}`, `${c.prop}_${n}`, String(n).padStart(Math.max(1, min), '0')];
  const fits = (s: string) => s.length >= min && patterns.every((p) => p.test(s));
  const chosen = candidates.find(fits) ?? candidates[0];
  return c.maxLength ? chosen.slice(0, c.maxLength) : chosen;
}

/** A value for one column that does not depend on other entities (references are filled later). */
function plainValue(c: Column, n: number, rand: Rand, dictKeys: (code: string) => Array<string | number>, opts: SampleOptions): unknown {
  if (typeof c.dict === 'string') {
    const keys = dictKeys(c.dict);
    if (!keys.length) return undefined;
    if (columnType(c) === 'checkbox') return [...new Set([pick(rand, keys), pick(rand, keys)])].join(',');
    return pick(rand, keys);
  }
  const lo = c.min ?? 0;
  const hi = c.max ?? Math.max(lo + 1000, 1000);
  const validator = (c.rules ?? []).find((r) => r.validator)?.validator;
  switch (validator ?? columnType(c)) {
    case 'number':
      return intIn(rand, lo, Math.min(hi, lo + 9999));
    case 'decimal': {
      const p = 10 ** (c.precision ?? 2);
      return Math.round((lo + rand() * Math.min(hi - lo, 10000)) * p) / p;
    }
    case 'money':
      return yuanNumber(Math.round(rand() * 100000));
    case 'switch':
      return rand() < 0.6 ? 1 : 0;
    case 'date':
      return BASE_DAY.add(intIn(rand, 0, 364), 'day').format('YYYY-MM-DD');
    case 'datetime':
      return BASE_DAY.add(intIn(rand, 0, 364 * 24 * 60), 'minute').format('YYYY-MM-DD HH:mm:ss');
    case 'phone':
      return `13${intIn(rand, 0, 9)}${String(intIn(rand, 0, 99999999)).padStart(8, '0')}`;
    case 'email':
      return `user${n}@example.com`;
    case 'url':
      return `https://example.com/${c.prop}/${n}`;
    case 'image':
    case 'upload':
      return opts.mediaUrl?.(n);
    case 'color':
      return `#${intIn(rand, 0, 0xffffff).toString(16).padStart(6, '0')}`;
    case 'icon':
      return pick(rand, ['home', 'setting', 'user', 'appstore', 'book', 'team']);
    case 'json':
      return { n, ok: rand() < 0.5 };
    case 'password':
      return undefined;
    case 'month':
      return BASE_DAY.add(intIn(rand, 0, 11), 'month').format('YYYY-MM');
    case 'date-range':
      return BASE_DAY.add(intIn(rand, 0, 180), 'day').format('YYYY-MM-DD');
    case 'time-range':
      return `${String(intIn(rand, 7, 10)).padStart(2, '0')}:00-${intIn(rand, 18, 22)}:00`;
    case 'longitude':
    case 'latitude': {
      // Within the column's range (China's, for places), 6 decimals.
      const [min, max] = columnType(c) === 'longitude' ? [c.min ?? 73, c.max ?? 136] : [c.min ?? 3, c.max ?? 54];
      return Math.round((min + rand() * (max - min)) * 1e6) / 1e6;
    }
    case 'region':
    case 'tree-select':
    case 'cascader':
    case 'select':
    case 'radio':
    case 'checkbox':
      return undefined;
    default:
      return textValue(c, n);
  }
}

/** The entity (and the prop of its rows) that an options url or a reference points at. */
function targetOf(registry: Registry, c: Column): { entity: EntitySchema; prop: string } | undefined {
  if (c.ref) {
    const entity = registry.entity(c.ref.schema);
    return entity && { entity, prop: c.ref.value ?? 'id' };
  }
  if (c.dict && typeof c.dict === 'object') {
    const path = c.dict.url.split('?')[0];
    const entity = registry.entities
      .filter((e) => path.startsWith(`${basePath(e)}/`))
      .sort((a, b) => basePath(b).length - basePath(a).length)[0];
    return entity && { entity, prop: c.dict.value };
  }
  return undefined;
}

/** Arrange rows into a tree: about a quarter are roots, each other row hangs under an earlier row. */
function makeTree(rows: Row[], parentProp: string, rootValue: unknown, rand: Rand) {
  const roots = Math.max(1, Math.ceil(rows.length / 4));
  rows.forEach((r, i) => {
    r[parentProp] = i < roots ? rootValue : rows[intIn(rand, 0, i - 1)].id;
  });
}

/** Rows for one entity, before references are linked. `firstId` keeps ids unique across a shared table. */
export function sampleRows(
  entity: EntitySchema,
  registry: Registry,
  opts: SampleOptions & { firstId?: number } = {},
): Row[] {
  const count = opts.count ?? 37;
  const rand = seededRandom(seedFor(opts.seed ?? 1, entity.name));
  const seeds = new Map(registry.dicts.map((d) => [d.code, d.items.map((it) => it.key)]));
  const dictKeys = (code: string) => opts.dictKeys?.[code] ?? seeds.get(code) ?? [];
  const firstId = opts.firstId ?? 1;
  const rows: Row[] = Array.from({ length: count }, (_, i) => {
    const row: Row = { id: String(firstId + i) };
    for (const c of entity.columns) {
      const v = plainValue(c, i + 1, rand, dictKeys, opts);
      if (v !== undefined) row[c.prop] = v;
      else if (c.default !== undefined && c.default !== null) row[c.prop] = c.default;
    }
    // Scope values last: the fixed filter (e.g. group rows) must hold for every sample row.
    return Object.assign(row, entity.scope ?? {});
  });
  if (entity.tree) {
    const parentProp = treeParentProp(entity);
    const root = entity.scope?.[parentProp] ?? entity.columns.find((c) => c.prop === parentProp)?.default ?? 0;
    makeTree(rows, parentProp, root, rand);
  }
  return rows;
}

/** Fill reference and options-url columns with values that exist in the target entity's rows. */
function linkReferences(registry: Registry, tables: Record<string, Row[]>, seed: number) {
  for (const entity of registry.entities) {
    const rand = seededRandom(seedFor(seed + 1, entity.name));
    const parentProp = entity.tree ? treeParentProp(entity) : undefined;
    for (const c of entity.columns) {
      // A tree's own parent column was set by makeTree.
      if (c.prop === parentProp) continue;
      const target = targetOf(registry, c);
      if (!target) continue;
      const values = (tables[target.entity.name] ?? []).map((r) => r[target.prop]).filter((v) => v !== undefined);
      if (!values.length) continue;
      for (const row of tables[entity.name] ?? []) row[c.prop] = pick(rand, values);
    }
  }
}

/**
 * Hang detail rows under master rows for every master-detail page, so choosing a master row shows
 * details. A tree detail linked through its parent prop gets its roots spread over the master rows.
 */
function linkPages(registry: Registry, tables: Record<string, Row[]>) {
  for (const page of registry.pages as PageSchema[]) {
    const { master, detail, link } = page.layout;
    // Newest first, as lists are ordered by default: the first page of masters gets the details.
    const masters = [...(tables[master] ?? [])].sort((a, b) => Number(b.id) - Number(a.id));
    const details = tables[detail] ?? [];
    const detailEntity = registry.entity(detail);
    if (!masters.length || !detailEntity) continue;
    const parentProp = detailEntity.tree ? treeParentProp(detailEntity) : undefined;
    const ids = new Set(details.map((r) => String(r.id)));
    const roots = details.filter((r) => link.detailProp !== parentProp || !ids.has(String(r[parentProp])));
    roots.forEach((r, i) => {
      const m = masters[i % masters.length];
      r[link.detailProp] = m[link.masterProp];
      for (const [to, from] of Object.entries(link.copy ?? {})) r[to] = m[from];
    });
    // Children inherit their root's copied values, so a tree under one master stays consistent.
    if (parentProp) {
      const byId = new Map(details.map((r) => [String(r.id), r]));
      for (const r of details) {
        let top = r;
        while (byId.has(String(top[parentProp]))) top = byId.get(String(top[parentProp])) as Row;
        for (const to of Object.keys(link.copy ?? {})) r[to] = top[to];
      }
    }
  }
}

/**
 * Rows for every entity of a registry, keyed by schema name (the shape createMemoryProvider takes).
 * Entities that share a storage table get distinct ids, since the memory provider merges their rows.
 */
export function sampleTables(registry: Registry, opts: SampleOptions = {}): Record<string, Row[]> {
  const tables: Record<string, Row[]> = {};
  let nextId = 1;
  for (const entity of registry.entities) {
    tables[entity.name] = sampleRows(entity, registry, { ...opts, firstId: nextId });
    nextId += tables[entity.name].length;
  }
  linkReferences(registry, tables, opts.seed ?? 1);
  linkPages(registry, tables);
  return tables;
}
