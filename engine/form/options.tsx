/**
 * Choices of select-like columns. A screen loads every dictionary, url list and reference its columns
 * need in one go (ScreenOptionsProvider) and shares them through context, so cells and editors never
 * fetch one by one. An editor rendered outside a screen (a plugin form) fetches its own.
 */
import { MAX_PAGE_SIZE } from '../schema/validation-fields';
import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { Column, EntitySchema } from '../schema/model';
import type { DictItem, Row } from '../data/provider';
import { useEngine } from '../data/context';
import { useDictionaries, useOptions, useOptionsBatch, useRefRows, useRefRowsWhere } from '../data/hooks';
import { narrowOptions, remoteLinked, remoteParams } from './linked-options';
import { RowTenantContext, keepTenant, tenantOfRow } from './row-tenant';
import { FieldDataContext } from './field-data';
import { useShownRefs } from './shown-refs';
import type { LinkedEditorProps, OptionItem } from './value-types/types';

export interface ScreenOptions {
  dicts: Record<string, DictItem[]>;
  urls: Record<string, Row[]>;
  refs: Record<string, Row[]>;
}

const OptionsContext = createContext<ScreenOptions | null>(null);

/** Dictionary keys compare as strings: a row holding 0 matches the key '0'. */
export const sameKey = (a: unknown, b: unknown): boolean => a !== null && a !== undefined && String(a) === String(b);

export const dictToOptions = (items: DictItem[] = []): OptionItem[] =>
  items.map((d) => ({ label: d.dictValue, value: d.dictKey, ...(d.tone && { tone: d.tone }) }));

/** Which rows a form may pick (schema `ref.active`); without it, every row. */
export interface ActiveRows {
  prop: string;
  values: (string | number)[];
}

export function rowsToOptions(rows: Row[] = [], labelKey: string, valueKey: string, active?: ActiveRows): OptionItem[] {
  return rows.map((r) => {
    const kids = Array.isArray(r.children) ? rowsToOptions(r.children as Row[], labelKey, valueKey, active) : undefined;
    const value = r[valueKey];
    const inactive = !!active && !active.values.some((v) => sameKey(r[active.prop], v));
    return {
      label: String(r[labelKey] ?? value ?? ''),
      value: typeof value === 'number' ? value : String(value ?? ''),
      ...(inactive ? { disabled: true } : {}),
      ...(kids && kids.length ? { children: kids } : {}),
    };
  });
}

/** Depth-first search of a (possibly nested) option list. */
export function findOption(options: OptionItem[] | undefined, value: unknown): OptionItem | undefined {
  for (const o of options ?? []) {
    if (sameKey(o.value, value)) return o;
    const deeper = findOption(o.children, value);
    if (deeper) return deeper;
  }
  return undefined;
}

/** The options of one column, from what the screen loaded. Undefined: the column has no choices. */
export function optionsOf(column: Column, src: ScreenOptions): OptionItem[] | undefined {
  if (typeof column.dict === 'string') return dictToOptions(src.dicts[column.dict]);
  if (column.dict) return rowsToOptions(src.urls[column.dict.url], column.dict.label, column.dict.value);
  if (column.ref)
    return rowsToOptions(src.refs[column.ref.schema], column.ref.label, column.ref.value ?? 'id', column.ref.active);
  return undefined;
}

const dictCodesOf = (columns: Column[]) => columns.flatMap((c) => (typeof c.dict === 'string' ? [c.dict] : []));
// A remote list called with another field's value (schema `options.param`) is fetched per value, by its editor.
const urlsOf = (columns: Column[]) =>
  columns.flatMap((c) => (c.dict && typeof c.dict === 'object' && !remoteLinked(c) ? [c.dict.url] : []));

/**
 * Load the choices of all these columns: one dictionary batch, one url batch, one reference batch; and,
 * given the rows shown, the referenced rows they name beyond those (shown-refs.ts). `via`: the screen
 * (entity name) these columns belong to, through which a user reads the names of entities whose own
 * screens are not theirs.
 */
export function useScreenOptions(columns: Column[], rows?: Row[], via?: string): ScreenOptions {
  const { registry } = useEngine();
  const codes = useMemo(() => dictCodesOf(columns), [columns]);
  const urls = useMemo(() => urlsOf(columns), [columns]);
  const refEntities = useMemo(
    () =>
      [...new Set(columns.flatMap((c) => (c.ref ? [c.ref.schema] : [])))]
        .map((n) => registry.entity(n))
        .filter((e): e is EntitySchema => !!e),
    [columns, registry],
  );
  const { dicts } = useDictionaries(codes);
  const { byUrl } = useOptionsBatch(urls);
  const { byName } = useRefRows(refEntities, via);
  const entityOf = useCallback((name: string) => registry.entity(name), [registry]);
  const refs = useShownRefs(columns, rows, byName, entityOf, via);
  return useMemo(() => ({ dicts, urls: byUrl, refs }), [dicts, byUrl, refs]);
}

export function ScreenOptionsProvider({
  columns,
  rows,
  via,
  children,
}: {
  columns: Column[];
  rows?: Row[];
  via?: string;
  children: ReactNode;
}) {
  const value = useScreenOptions(columns, rows, via);
  return <OptionsContext.Provider value={value}>{children}</OptionsContext.Provider>;
}

export const useScreenOptionsContext = (): ScreenOptions | null => useContext(OptionsContext);

const noColumns: Column[] = [];

/** What a field's editor publishes in its form field's `data` for the labels computed values read. */
export interface PublishedOptions {
  options?: OptionItem[];
}

/**
 * Options for an editor: the screen's when present, else fetched for this column alone; narrowed by the
 * controlling field's value when the form hands one (`linked`), and published when asked (`publish`).
 */
export function useColumnOptions(column: Column, link: LinkedEditorProps = {}): OptionItem[] | undefined {
  const shared = useContext(OptionsContext);
  const rowTenant = useContext(RowTenantContext);
  const { registry, tenantId: writer } = useEngine();
  const own = useScreenOptions(shared ? noColumns : [column]);
  const src = shared ?? own;
  const params = remoteParams(column, link.linked);
  const remote = useOptions(params && remoteLinked(column) ? column.dict.url : null, params ?? undefined);
  // In a record's form, a reference to a tenant's rows offers only the row's own tenant (row-tenant.ts).
  const referred = column.ref?.schema ?? column.refersTo;
  const tenant =
    referred && rowTenant?.owner?.prop !== column.prop && registry.entity(referred)?.storage?.tenant
      ? tenantOfRow(rowTenant, src.refs)
      : undefined;
  // A url list (a role or dept tree) answers for the caller's tenant: ask it for the row's, as the platform
  // administrator may (`tenantId=`, which BladeX's trees and lists read as "this tenant").
  const urlDict = column.dict && typeof column.dict === 'object' && !remoteLinked(column) ? column.dict : undefined;
  const otherTenant = urlDict && tenant !== undefined && tenant !== writer ? urlDict.url : null;
  const ofTenant = useOptions(otherTenant, otherTenant ? { tenantId: tenant } : undefined);
  // A referenced entity's rows as the screen loaded them may be one page of every tenant's (a user list):
  // the record's own tenant's are asked for, up to a page the size of a picker's reach.
  const refEntity = column.ref && tenant !== undefined ? (registry.entity(column.ref.schema) ?? null) : null;
  const refsOfTenant = useRefRowsWhere(refEntity, { tenantId: tenant, size: MAX_PAGE_SIZE });
  const options = useMemo(() => {
    const dict = remoteLinked(column) ? column.dict : undefined;
    const tenantRefs = refEntity ? refsOfTenant.rows : undefined;
    const base =
      otherTenant && urlDict
        ? ofTenant.rows
          ? rowsToOptions(ofTenant.rows, urlDict.label, urlDict.value)
          : []
        : column.ref && tenantRefs
          ? rowsToOptions(tenantRefs, column.ref.label, column.ref.value ?? 'id', column.ref.active)
          : optionsOf(column, src);
    const refRows = column.ref ? (tenantRefs ?? src.refs[column.ref.schema]) : undefined;
    const narrowed = narrowOptions(column, base, link.linked, {
      refRows,
      remote: dict && remote.rows ? rowsToOptions(remote.rows, dict.label, dict.value) : undefined,
    });
    if (!narrowed || tenant === undefined) return narrowed;
    const rows = column.ref ? refRows : urlDict ? (otherTenant ? ofTenant.rows : src.urls[urlDict.url]) : undefined;
    const valueKey = column.ref ? (column.ref.value ?? 'id') : (urlDict?.value ?? 'id');
    return keepTenant(narrowed, rows, tenant, valueKey);
  }, [
    column,
    src,
    link.linked,
    remote.rows,
    tenant,
    otherTenant,
    urlDict,
    ofTenant.rows,
    refEntity,
    refsOfTenant.rows,
  ]);
  const field = useContext(FieldDataContext);
  useEffect(() => {
    if (link.publish && field) field.setData({ ...(field.data ?? {}), options } satisfies PublishedOptions);
  }, [link.publish, field, options]);
  return options;
}
