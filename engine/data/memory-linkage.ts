/**
 * Field linkage in the in-memory provider (Storybook, unit tests, the schema playground's preview), with
 * the reference server's semantics (server/crud/linkage.ts): hidden fields are stored empty, disabled ones
 * keep their value, conditionally required ones and disallowed choices are refused with the shared
 * messages, computed values are computed again — labels read from the provider's own dictionaries, option
 * answers and rows.
 */
import type { Column, EntitySchema } from '../schema/model';
import { evaluateLinkage, isLinked, linkageOrder, linkageProblems, type LabelOf } from '../schema/linkage';
import { text, type Lang } from '../schema/resolve';
import type { DictItem, Row } from './provider';

export interface MemoryLookups {
  dictItems(code: string): DictItem[];
  optionRows(url: string, params: Record<string, unknown>): Row[];
  refRows(schema: string): Row[];
}

const keyText = (v: unknown) => (v === null || v === undefined ? '' : String(v));

function labelsFrom(columns: Column[], values: Row, look: MemoryLookups): LabelOf {
  return (prop, v) => {
    const c = columns.find((x) => x.prop === prop);
    if (!c) return undefined;
    if (typeof c.dict === 'string') return look.dictItems(c.dict).find((d) => d.dictKey === keyText(v))?.dictValue;
    if (c.dict) {
      const params = c.options?.param ? { [c.options.param]: values[c.options.dependsOn] } : {};
      const row = look.optionRows(c.dict.url, params).find((r) => keyText(r[c.dict && typeof c.dict === 'object' ? c.dict.value : '']) === keyText(v));
      return row ? keyText(row[c.dict.label]) : undefined;
    }
    if (c.ref) return keyText(look.refRows(c.ref.schema).find((r) => keyText(r[c.ref!.value ?? 'id']) === keyText(v))?.[c.ref.label]) || undefined;
    return undefined;
  };
}

/** The row to store: `incoming` over `existing` (an update) with the linkage applied; throws the problems. */
export function applyMemoryLinkage(e: EntitySchema, incoming: Row, existing: Row | undefined, look: MemoryLookups, lang: Lang): Row {
  if (!e.columns.some(isLinked)) return incoming;
  const values = { ...(existing ?? {}), ...incoming };
  const result = evaluateLinkage(e.columns, values, labelsFrom(e.columns, values, look));
  const problems = linkageProblems(e.columns, result);
  if (problems.length) throw new Error(problems.map((p) => text(p.message, lang)).join(lang === 'en' ? '; ' : '；'));
  const out = { ...incoming };
  for (const c of linkageOrder(e.columns)) {
    if (result.hidden.has(c.prop)) out[c.prop] = null;
    else if (result.disabled.has(c.prop)) {
      if (existing) delete out[c.prop];
      else out[c.prop] = c.default ?? null;
    } else if (c.compute) out[c.prop] = result.values[c.prop];
  }
  return out;
}
