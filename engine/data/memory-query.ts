/**
 * The search semantics of CONTRACT §3 over rows in memory (for the in-memory provider): a bare field
 * is LIKE for text columns and `=` otherwise; suffixes `_equal`, `_like`, `_dategt`, ... as on the
 * server. Values compare as strings where the wire does (ids, dictionary keys).
 */
import dayjs from 'dayjs';
import type { EntitySchema } from '../schema/model';
import { treeParentProp, valueTypeInfo } from '../schema/resolve';
import { isEmpty } from '../schema/validators';
import type { Row } from './provider';

export const SUFFIXES = [
  'equal', 'notequal', 'like', 'notlike', 'likeleft', 'likeright', 'gt', 'ge', 'lt', 'le',
  'dategt', 'datege', 'datelt', 'datele', 'dateequal', 'null', 'notnull', 'ignore',
] as const;
type Suffix = (typeof SUFFIXES)[number];

export interface Condition {
  prop: string;
  op: Suffix | 'bare';
  value: unknown;
}

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const num = (v: unknown) => (typeof v === 'number' ? v : Number(v));
const time = (v: unknown) => dayjs(str(v)).valueOf();

/** Split `createTime_dategt` into prop + op. A name without a known suffix is a bare field. */
export function parseParam(key: string, value: unknown): Condition {
  const at = key.lastIndexOf('_');
  const suffix = at > 0 ? key.slice(at + 1) : '';
  if ((SUFFIXES as readonly string[]).includes(suffix)) return { prop: key.slice(0, at), op: suffix as Suffix, value };
  return { prop: key, op: 'bare', value };
}

/** Fields a caller may filter on: the columns, the id, the tree parent and the scope keys. */
export function knownProps(entity: EntitySchema): Set<string> {
  return new Set(['id', treeParentProp(entity), ...entity.columns.map((c) => c.prop), ...Object.keys(entity.scope ?? {})]);
}

function test(row: Row, c: Condition, textual: boolean): boolean {
  const have = row[c.prop];
  const want = c.value;
  const h = str(have).toLowerCase();
  const w = str(want).toLowerCase();
  switch (c.op) {
    case 'bare':
      return textual ? h.includes(w) : str(have) === str(want);
    case 'equal': return str(have) === str(want);
    case 'notequal': return str(have) !== str(want);
    case 'like': return h.includes(w);
    case 'notlike': return !h.includes(w);
    case 'likeleft': return h.endsWith(w);
    case 'likeright': return h.startsWith(w);
    case 'gt': return num(have) > num(want);
    case 'ge': return num(have) >= num(want);
    case 'lt': return num(have) < num(want);
    case 'le': return num(have) <= num(want);
    case 'dategt': return !isEmpty(have) && time(have) > time(want);
    case 'datege': return !isEmpty(have) && time(have) >= time(want);
    case 'datelt': return !isEmpty(have) && time(have) < time(want);
    case 'datele': return !isEmpty(have) && time(have) <= time(want);
    case 'dateequal': return !isEmpty(have) && dayjs(str(have)).isSame(dayjs(str(want)), 'day');
    case 'null': return isEmpty(have);
    case 'notnull': return !isEmpty(have);
    case 'ignore': return true;
  }
}

/** Conditions from search params, with the names of fields the entity does not have. */
export function conditionsOf(entity: EntitySchema, params: Record<string, unknown> = {}) {
  const known = knownProps(entity);
  const conditions: Condition[] = [];
  const unknown: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (isEmpty(value)) continue;
    const c = parseParam(key, value);
    if (known.has(c.prop)) conditions.push(c);
    else unknown.push(key);
  }
  return { conditions, unknown };
}

export function matcher(entity: EntitySchema, conditions: Condition[]) {
  const textual = new Set(entity.columns.filter((c) => valueTypeInfo(c).textual).map((c) => c.prop));
  return (row: Row) => conditions.every((c) => test(row, c, textual.has(c.prop)));
}

/** Numbers compare as numbers, everything else as text. */
export function compareValues(a: unknown, b: unknown): number {
  if (isEmpty(a) && isEmpty(b)) return 0;
  if (isEmpty(a)) return -1;
  if (isEmpty(b)) return 1;
  const na = Number(a);
  const nb = Number(b);
  if (!Number.isNaN(na) && !Number.isNaN(nb)) return na - nb;
  return str(a).localeCompare(str(b));
}

/** ascs / descs first, then newest first (highest id), like a fresh BladeX page. */
export function sortRows(rows: Row[], ascs: string[] = [], descs: string[] = []): Row[] {
  const keys = [...ascs.map((p) => ({ p, d: 1 })), ...descs.map((p) => ({ p, d: -1 }))];
  return [...rows].sort((a, b) => {
    for (const { p, d } of keys) {
      const c = compareValues(a[p], b[p]);
      if (c) return c * d;
    }
    return -compareValues(a.id, b.id);
  });
}

/** Tree order: the `sort` column when present, then id. */
export const treeOrder = (a: Row, b: Row) => compareValues(a.sort, b.sort) || compareValues(a.id, b.id);

/**
 * Nest rows by parent. Roots are the rows under `rootId` when given, else every row whose parent is not
 * among the rows (so a search shows its matches as roots). Empty `children` are left out (CONTRACT §3).
 */
export function buildTree(rows: Row[], parentProp: string, rootId?: unknown): Row[] {
  const ids = new Set(rows.map((r) => str(r.id)));
  const byParent = new Map<string, Row[]>();
  for (const r of rows) {
    const p = str(r[parentProp]);
    byParent.set(p, [...(byParent.get(p) ?? []), r]);
  }
  const grow = (r: Row, seen: Set<string>): Row => {
    const kids = seen.has(str(r.id)) ? [] : (byParent.get(str(r.id)) ?? []);
    const next = new Set(seen).add(str(r.id));
    const children = kids.sort(treeOrder).map((k) => grow(k, next));
    const { children: _old, ...rest } = r;
    return children.length ? { ...rest, children } : rest;
  };
  const roots = rootId !== undefined ? (byParent.get(str(rootId)) ?? []) : rows.filter((r) => !ids.has(str(r[parentProp])));
  return roots.sort(treeOrder).map((r) => grow(r, new Set()));
}
