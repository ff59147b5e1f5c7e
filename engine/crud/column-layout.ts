/**
 * The table's columns for the width it has (column-fit.ts), the user's settings and the rows shown:
 * - the tenant column (the platform administrator's) only when the rows shown belong to several tenants;
 * - the index column (序号) only when every column already fits beside it, never in a tree;
 * - the user's own column settings win: nothing is folded away then, only sized.
 */
import { useMemo } from 'react';
import type { EntitySchema } from '../schema/model';
import type { Lang } from '../schema/resolve';
import type { Row } from '../data/provider';
import type { ResolvedColumn } from './column-options';
import { fitColumns, sizedColumns } from './column-fit';
import { tenantColumn } from './tenant-column';

/** The row-selection column (checkbox) as antd lays it out. */
export const SELECTION_WIDTH = 48;
/** The index column (序号). */
export const INDEX_WIDTH = 64;
/** Table border and rounding: what the columns cannot use of the frame. */
const FRAME = 4;

export const TENANT_ONLY = new Set(['tenantId']);

/** Whether every row shown belongs to one tenant (or none is shown): the tenant column says nothing then. */
export const oneTenant = (rows: Row[] | undefined): boolean =>
  new Set((rows ?? []).map((r) => String(r.tenantId ?? ''))).size <= 1;

export interface LayoutInput {
  schema: EntitySchema;
  lang: Lang;
  resolved: ResolvedColumn[];
  /** The user saved their own settings for this table. */
  saved: boolean;
  /** Props to hide on this page (the tenant column of one tenant's rows). */
  drop?: Set<string>;
  /** The table frame's width. */
  width: number;
  /** Width of what is not a value column: operations, selection. */
  extra: number;
}

export interface ColumnLayout {
  /** Every column, shown ones with their laid-out width. */
  columns: ResolvedColumn[];
  /** What the column chooser shows. */
  settings: ResolvedColumn[];
  /** Whether the index column fits. */
  index: boolean;
}

export function columnLayout(o: LayoutInput): ColumnLayout {
  // Only the column the console adds for the platform administrator: a schema's own tenantId (the tenants
  // screen's) is that screen's business number.
  const injected = o.resolved.some((r) => r.column === tenantColumn);
  const drop = injected ? o.drop : undefined;
  const available = o.width - o.extra - FRAME;
  if (o.saved) {
    const columns = sizedColumns(o.resolved, o.lang, drop);
    return { columns, settings: o.resolved, index: !o.schema.tree && fits(columns, available) };
  }
  const fitted = fitColumns(o.resolved, { schema: o.schema, lang: o.lang, available, drop });
  return {
    columns: fitted.layout,
    settings: fitted.settings,
    index: !o.schema.tree && !fitted.folded.length && fits(fitted.layout, available),
  };
}

const fits = (columns: ResolvedColumn[], available: number) =>
  columns.reduce((s, c) => s + (c.hidden ? 0 : (c.width ?? 0)), 0) + INDEX_WIDTH <= available;

export function useColumnLayout(o: LayoutInput): ColumnLayout {
  const { schema, lang, resolved, saved, drop, width, extra } = o;
  return useMemo(
    () => columnLayout({ schema, lang, resolved, saved, drop, width, extra }),
    [schema, lang, resolved, saved, drop, width, extra],
  );
}
