/**
 * Choices that follow the row's tenant. The server takes a reference only to a row of the writing row's own
 * tenant (docs/integrity.md, rule 2), so a form offers only those: a tenant's user edited by the platform
 * administrator gets that tenant's roles and departments, an inspection area of a merchant gets the
 * inspectors of the merchant's tenant. The row's tenant is, first, its owner's (schema `owner`: the parent
 * row chosen in the form), else its own `tenantId` (an edit), else the writer's (an add). While an owner is
 * still to be chosen nothing is narrowed: the tenant is not known yet.
 */
import { createContext } from 'react';
import type { Row } from '../data/provider';
import type { OptionItem } from './value-types/types';

export interface RowTenant {
  /** The row's own tenant (an edit), else the writer's tenant (an add). */
  tenantId?: string;
  /** The parent reference that decides the tenant, with the value chosen so far. */
  owner?: { prop: string; schema: string; value: unknown; parentKey?: string };
}

/** Provided by a record's add / edit dialog; absent elsewhere (tables, search forms, views). */
export const RowTenantContext = createContext<RowTenant | null>(null);

const blank = (v: unknown) => v === undefined || v === null || v === '';
const key = (v: unknown) => String(v);

/** Depth-first over a (possibly nested) row list. */
function* walk(rows: Row[] | undefined): Generator<Row> {
  for (const r of rows ?? []) {
    yield r;
    if (Array.isArray(r.children)) yield* walk(r.children as Row[]);
  }
}

/** The tenant the row will live in, or undefined when it is not known (nothing is then narrowed). */
export function tenantOfRow(rt: RowTenant | null, refs: Record<string, Row[]>): string | undefined {
  if (!rt) return undefined;
  if (rt.owner) {
    if (blank(rt.owner.value)) return undefined;
    for (const r of walk(refs[rt.owner.schema]))
      if (key(r[rt.owner.parentKey ?? 'id']) === key(rt.owner.value))
        return blank(r.tenantId) ? rt.tenantId : key(r.tenantId);
    return undefined;
  }
  return blank(rt.tenantId) ? undefined : rt.tenantId;
}

/**
 * The options whose referenced rows live in `tenant` (a row that does not say its tenant stays: the list it
 * came from was already the caller's). A parent of another tenant goes with its children.
 */
export function keepTenant(
  options: OptionItem[],
  rows: Row[] | undefined,
  tenant: string,
  valueKey: string,
): OptionItem[] {
  const other = new Set<string>();
  for (const r of walk(rows)) if (!blank(r.tenantId) && key(r.tenantId) !== tenant) other.add(key(r[valueKey]));
  const prune = (list: OptionItem[]): OptionItem[] =>
    list.filter((o) => !other.has(key(o.value))).map((o) => (o.children ? { ...o, children: prune(o.children) } : o));
  return prune(options);
}
