/**
 * A DataProvider over rows in memory, with the reference server's semantics (paging, search suffixes,
 * scopes, trees and lazy trees, insert/update, remove, action effects, state-machine transitions and
 * their history). Storybook and tests run every screen on it. Entities that share a storage table
 * (dictionary groups and items) share rows.
 */
import dayjs from 'dayjs';
import { addMessages, currentLang, i18n } from '../i18n';
import type { Action, EntitySchema } from '../schema/model';
import type { Registry } from '../schema/registry';
import { basePath, listOp, text, treeParentProp, type Lang } from '../schema/resolve';
import { statusDict, transitionsOf, type StateLogEntry } from '../schema/state-machine';
import type { DataProvider, DictItem, PageResult, Row } from './provider';
import { buildTree, conditionsOf, matcher, sortRows, treeOrder } from './memory-query';
import { memoryChart, memorySum } from './memory-stats';
import { applyMemoryLinkage, type MemoryLookups } from './memory-linkage';

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
  /** Fixed answers for option endpoints (`dict: { url }` columns), or answers by the call's parameters. */
  options?: Record<string, Row[] | ((params: Record<string, unknown>) => Row[])>;
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
  function filtered(e: EntitySchema, all: Record<string, unknown> = {}): Row[] {
    // `ids=1,2,3`: those rows only, as the reference server reads it (a contract extension, CONTRACT §3).
    // `refBy` names the screen a names read is made for: access, which a memory provider does not keep.
    const { ids, refBy: _through, ...params } = all;
    const { conditions, unknown } = conditionsOf(e, params);
    if (unknown.length) throw msg('unknownField', { fields: unknown.join(', ') });
    const wanted = typeof ids === 'string' && ids ? new Set(ids.split(',')) : null;
    return rowsOf(e)
      .filter(inScope(e))
      .filter(matcher(e, conditions))
      .filter((r) => !wanted || wanted.has(String(r.id)));
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

  /** A dictionary's items: given ones, else the registry's catalog seeds in the current language. */
  function dictItems(code: string): DictItem[] {
    const given = opts.dicts?.[code];
    if (given) return clone(given);
    const seed = registry.dicts.find((d) => d.code === code);
    return (seed?.items ?? []).map((it, i) => ({ code, dictKey: String(it.key), dictValue: text(it.label, lang()), sort: i + 1 }));
  }

  const optionRows = (url: string, params: Record<string, unknown>): Row[] => {
    const fixed = opts.options?.[url];
    return typeof fixed === 'function' ? fixed(params) : (fixed ?? []);
  };
  const lookups: MemoryLookups = {
    dictItems,
    optionRows,
    refRows: (name) => {
      const entity = registry.entity(name);
      return entity ? rowsOf(entity) : [];
    },
  };

  /** Change history of state-machine transitions, by `<entity>:<id>` (what `<base>/state-history?id=` answers). */
  const history = new Map<string, StateLogEntry[]>();
  let lastLogId = 0;
  function logTransitions(e: EntitySchema, a: Action, targets: Row[], before: string[], values: Record<string, unknown> = {}) {
    const t = transitionsOf(e).find((x) => x.key === a.key);
    if (!t) return;
    const code = statusDict(e);
    const items = code ? dictItems(code) : [];
    const label = (key: string) => items.find((i) => i.dictKey === key)?.dictValue ?? key;
    const inputs = Object.fromEntries((t.inputs ?? []).filter((c) => values[c.prop] !== undefined).map((c) => [c.prop, clone(values[c.prop])]));
    targets.forEach((r, i) => {
      const key = `${e.name}:${str(r.id)}`;
      const entry: StateLogEntry = {
        id: String(++lastLogId),
        transition: t.key,
        transitionLabel: text(t.label, lang()),
        fromState: before[i],
        fromLabel: label(before[i]),
        toState: str(t.to),
        toLabel: label(str(t.to)),
        inputs,
        createUser: '1',
        createUserName: 'admin',
        createTime: dayjs().format('YYYY-MM-DD HH:mm:ss'),
      };
      history.set(key, [...(history.get(key) ?? []), entry]);
    });
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
    async list(e, all = {}) {
      await wait();
      // A paged list answers one page, as the server's does (`current`, `size`); a tree ignores them.
      const { current, size, ...params } = all;
      const isTree = !!e.tree || listOp(e) === 'tree';
      if (!isTree) {
        const rows = sortRows(filtered(e, params));
        const n = Number(size) > 0 ? Number(size) : rows.length;
        const from = (Math.max(1, Number(current) || 1) - 1) * n;
        return clone(rows.slice(from, from + n));
      }
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
      const given = clone(row);
      const isNew = given.id === undefined || given.id === null || given.id === '';
      const incoming = applyMemoryLinkage(e, given, isNew ? undefined : findRow(e, given.id), lookups, lang());
      if (isNew) {
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
      const field = e.stateMachine?.field;
      const before = targets.map((r) => (field ? str(r[field]) : ''));
      applyEffect(e, a, targets, call.values);
      logTransitions(e, a, targets, before, call.values);
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
      return Object.fromEntries(codes.map((code) => [code, dictItems(code)]));
    },
    async sum(e, params = {}) {
      await wait();
      return memorySum(e, filtered(e, params));
    },
    async chart(url, params = {}) {
      await wait();
      const target = endpoint(url);
      const chart = target?.entity.charts?.find((c) => (c.endpoint ?? `chart/${c.key}`) === target.op);
      if (!target || !chart) throw msg('noEndpoint', { url });
      const { from, to, ...search } = params;
      const dict = target.entity.columns.find((c) => c.prop === chart.x.prop)?.dict;
      const items = typeof dict === 'string' ? dictItems(dict) : undefined;
      return clone(memoryChart(target.entity, chart, filtered(target.entity, search), { from: from as string, to: to as string }, items));
    },
    async options(url, params = {}) {
      await wait();
      const fixed = opts.options?.[url];
      if (fixed) return clone(typeof fixed === 'function' ? fixed(params) : fixed);
      const target = endpoint(url);
      if (!target) throw msg('noEndpoint', { url });
      const { entity, op } = target;
      if (op === 'state-history') return clone(history.get(`${entity.name}:${str(params.id)}`) ?? []);
      if (entity.tree && /tree/i.test(op)) return clone(toPicker(entity, buildTree(filtered(entity, params), treeParentProp(entity))));
      return clone(sortRows(filtered(entity, params)));
    },
  };
}
