/**
 * A DataProvider over rows in memory, with the reference server's semantics (paging, search suffixes,
 * scopes, trees and lazy trees, insert/update, remove, action effects). Storybook and tests run every
 * screen on it. Entities that share a storage table (dictionary groups and items) share rows.
 */
import dayjs from 'dayjs';
import { addMessages, currentLang, i18n } from '../i18n';
import type { Action, EntitySchema } from '../schema/model';
import type { Registry } from '../schema/registry';
import { basePath, listOp, text, treeParentProp, type Lang } from '../schema/resolve';
import type { DataProvider, DictItem, PageResult, Row } from './provider';
import { buildTree, conditionsOf, matcher, sortRows, treeOrder } from './memory-query';

const NS = 'memory';
addMessages(NS, {
  zh: {
    notFound: '数据不存在: {{id}}',
    unknownField: '不支持的查询字段: {{fields}}',
    duplicate: '{{label}}已存在: {{value}}',
    notAllowed: '「{{row}}」当前状态不允许执行「{{action}}」',
    noEndpoint: '没有这个接口: {{url}}',
  },
  en: {
    notFound: 'No such record: {{id}}',
    unknownField: 'Unknown search field: {{fields}}',
    duplicate: '{{label}} already exists: {{value}}',
    notAllowed: '"{{row}}" cannot be changed by "{{action}}" in its current state',
    noEndpoint: 'No such endpoint: {{url}}',
  },
});

export interface MemoryProviderOptions {
  registry: Registry;
  /** Starting rows by schema name. */
  rows?: Record<string, Row[]>;
  /** Dictionaries by code; codes not given come from the registry's catalog seeds. */
  dicts?: Record<string, DictItem[]>;
  /** Fixed answers for option endpoints (`dict: { url }` columns). */
  options?: Record<string, Row[]>;
  /** Delay of every call, to see loading states. */
  latencyMs?: number;
  /** Language of seeded dictionary labels and error messages (default: the UI language). */
  lang?: () => Lang;
}

const clone = <T>(v: T): T => (v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T));
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const sameKey = (a: unknown, b: unknown) => str(a) === str(b);

export function createMemoryProvider(opts: MemoryProviderOptions): DataProvider & { tables: Map<string, Row[]> } {
  const { registry } = opts;
  const lang = opts.lang ?? currentLang;
  const msg = (key: string, vars: Record<string, unknown>) => new Error(i18n.getFixedT(lang(), NS)(key, vars) as string);
  const tables = new Map<string, Row[]>();
  let lastId = 1000;
  const tableOf = (e: EntitySchema) => e.storage?.table ?? e.name;
  const rowsOf = (e: EntitySchema): Row[] => {
    const name = tableOf(e);
    if (!tables.has(name)) tables.set(name, []);
    return tables.get(name) as Row[];
  };
  const nextId = () => String(++lastId);

  for (const [name, rows] of Object.entries(opts.rows ?? {})) {
    const entity = registry.entity(name);
    if (!entity && !tables.has(name)) tables.set(name, []);
    const target = entity ? rowsOf(entity) : (tables.get(name) as Row[]);
    for (const r of rows) target.push({ ...clone(r), id: r.id === undefined ? nextId() : String(r.id) });
  }
  for (const rows of tables.values()) for (const r of rows) lastId = Math.max(lastId, Number(r.id) || 0);

  const wait = () => new Promise<void>((resolve) => setTimeout(resolve, opts.latencyMs ?? 0));
  const inScope = (e: EntitySchema) => (r: Row) => Object.entries(e.scope ?? {}).every(([k, v]) => sameKey(r[k], v));

  /** Rows of the entity that match the params (unknown fields rejected, like the server). */
  function filtered(e: EntitySchema, params: Record<string, unknown> = {}): Row[] {
    const { conditions, unknown } = conditionsOf(e, params);
    if (unknown.length) throw msg('unknownField', { fields: unknown.join(', ') });
    return rowsOf(e).filter(inScope(e)).filter(matcher(e, conditions));
  }

  const labelOf = (e: EntitySchema, r: Row) => str(r[e.tree?.labelProp ?? e.columns[0].prop] ?? r.id);

  function findRow(e: EntitySchema, id: unknown): Row {
    const row = rowsOf(e).find((r) => sameKey(r.id, id));
    if (!row) throw msg('notFound', { id: str(id) });
    return row;
  }

  function checkUnique(e: EntitySchema, row: Row) {
    for (const c of e.columns.filter((col) => col.unique && row[col.prop] !== undefined)) {
      const clash = rowsOf(e).filter(inScope(e)).find((r) => !sameKey(r.id, row.id) && sameKey(r[c.prop], row[c.prop]));
      if (clash) throw msg('duplicate', { label: text(c.label, lang()), value: str(row[c.prop]) });
    }
  }

  /** set / toggle / copy on every target row, after every row passed the allowed-from check. */
  function applyEffect(e: EntitySchema, a: Action, targets: Row[], values: Record<string, unknown> = {}) {
    const effect = a.effect;
    if (!effect) return;
    for (const r of targets) {
      for (const [prop, allowed] of Object.entries(effect.from ?? {})) {
        if (!allowed.some((v) => sameKey(v, r[prop]))) throw msg('notAllowed', { row: labelOf(e, r), action: text(a.label, lang()) });
      }
    }
    for (const r of targets) {
      Object.assign(r, clone(effect.set ?? {}));
      if (effect.toggle) r[effect.toggle] = sameKey(r[effect.toggle], 1) ? 0 : 1;
      for (const p of effect.copy ?? []) r[p] = clone(values[p]);
    }
  }

  /** The entity an endpoint belongs to, and the op after its base path. */
  function endpoint(url: string): { entity: EntitySchema; op: string } | undefined {
    const path = url.split('?')[0];
    const candidates = registry.entities
      .filter((e) => path.startsWith(`${basePath(e)}/`))
      .sort((a, b) => Number(!!b.tree) - Number(!!a.tree) || basePath(b).length - basePath(a).length);
    const entity = candidates[0];
    return entity && { entity, op: path.slice(basePath(entity).length + 1) };
  }

  const toPicker = (e: EntitySchema, nodes: Row[]): Row[] =>
    nodes.map((n) => ({
      ...n,
      title: n[e.tree?.labelProp ?? 'title'],
      key: n.id,
      value: n.id,
      hasChildren: Array.isArray(n.children) && n.children.length > 0,
      ...(Array.isArray(n.children) ? { children: toPicker(e, n.children as Row[]) } : {}),
    }));

  return {
    tables,
    async page(e, q) {
      await wait();
      const all = sortRows(filtered(e, q.params), q.ascs, q.descs);
      const size = Math.max(1, q.size || 10);
      const current = Math.max(1, q.current || 1);
      const records = all.slice((current - 1) * size, current * size);
      const result: PageResult = { records: clone(records), total: all.length, size, current, pages: Math.ceil(all.length / size) };
      return result;
    },
    async list(e, params = {}) {
      await wait();
      const isTree = !!e.tree || listOp(e) === 'tree';
      if (!isTree) return clone(sortRows(filtered(e, params)));
      const parentProp = treeParentProp(e);
      const { [parentProp]: rootId, ...rest } = params;
      const rows = filtered(e, rest);
      return clone(buildTree(rows, parentProp, rootId === undefined || rootId === '' ? undefined : rootId));
    },
    async lazyTree(e, parentId, params = {}) {
      await wait();
      const parentProp = treeParentProp(e);
      const all = rowsOf(e).filter(inScope(e));
      const level = filtered(e, params).filter((r) => sameKey(r[parentProp], parentId));
      return clone(
        level.sort(treeOrder).map((r) => ({ ...r, hasChildren: all.some((c) => sameKey(c[parentProp], r.id)) })),
      );
    },
    async detail(e, id) {
      await wait();
      return clone(findRow(e, id));
    },
    async submit(e, row) {
      await wait();
      const incoming = clone(row);
      if (incoming.id === undefined || incoming.id === null || incoming.id === '') {
        const created: Row = { ...clone(e.scope ?? {}), ...incoming, id: nextId(), createTime: dayjs().format('YYYY-MM-DD HH:mm:ss') };
        checkUnique(e, created);
        rowsOf(e).push(created);
        return;
      }
      const existing = findRow(e, incoming.id);
      checkUnique(e, { ...existing, ...incoming });
      Object.assign(existing, incoming, { id: existing.id, updateTime: dayjs().format('YYYY-MM-DD HH:mm:ss') });
    },
    async remove(e, ids) {
      await wait();
      const drop = new Set(ids.map(str));
      const rows = rowsOf(e);
      for (let i = rows.length - 1; i >= 0; i -= 1) if (drop.has(str(rows[i].id))) rows.splice(i, 1);
    },
    async action(e, a, call) {
      await wait();
      const targets = call.rows.map((r) => findRow(e, r.id));
      applyEffect(e, a, targets, call.values);
      return undefined;
    },
    async download(url, params = {}) {
      await wait();
      const target = endpoint(url);
      if (!target) throw msg('noEndpoint', { url });
      const { entity } = target;
      const { ids, id, ...search } = params;
      const pick = ids ?? id;
      const wanted = pick === undefined ? undefined : new Set(str(pick).split(','));
      const rows = filtered(entity, search).filter((r) => !wanted || wanted.has(str(r.id)));
      const cols = entity.columns.filter((c) => c.table !== false);
      const cell = (v: unknown) => `"${str(v).replace(/"/g, '""')}"`;
      const lines = [cols.map((c) => cell(text(c.label, lang()))).join(','), ...rows.map((r) => cols.map((c) => cell(r[c.prop])).join(','))];
      return { blob: new Blob([`\ufeff${lines.join('\n')}`], { type: 'text/csv' }), fileName: `${entity.name}.csv` };
    },
    async dictionaries(codes) {
      await wait();
      const seeds = new Map(registry.dicts.map((d) => [d.code, d]));
      return Object.fromEntries(
        codes.map((code) => {
          const given = opts.dicts?.[code];
          if (given) return [code, clone(given)];
          const seed = seeds.get(code);
          const items: DictItem[] = (seed?.items ?? []).map((it, i) => ({ code, dictKey: String(it.key), dictValue: text(it.label, lang()), sort: i + 1 }));
          return [code, items];
        }),
      );
    },
    async options(url, params = {}) {
      await wait();
      const fixed = opts.options?.[url];
      if (fixed) return clone(fixed);
      const target = endpoint(url);
      if (!target) throw msg('noEndpoint', { url });
      const { entity, op } = target;
      if (entity.tree && /tree/i.test(op)) return clone(toPicker(entity, buildTree(filtered(entity, params), treeParentProp(entity))));
      return clone(sortRows(filtered(entity, params)));
    },
  };
}
