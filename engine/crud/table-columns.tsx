/** Schema columns (with the user's settings) -> antd Table columns: index, value cells, sorting, operations. */
import { isValidElement, type HTMLAttributes, type ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import type { Column, Condition } from '../schema/model';
import { isReference, text, type Lang } from '../schema/resolve';
import type { Row } from '../data/provider';
import { optionsOf, renderCell, sameKey, type ScreenOptions } from '../form';
import type { ResolvedColumn } from './column-options';

export interface SortState {
  prop?: string;
  order?: 'asc' | 'desc';
}

export interface BuildColumnsOptions {
  columns: ResolvedColumn[];
  lang: Lang;
  options: ScreenOptions;
  sort: SortState;
  /** Index column: where numbering starts (page offset), or undefined for no index column. */
  indexOffset?: number;
  indexTitle: string;
  operations?: { title: string; width: number; render: (row: Row) => ReactNode };
  /** The key columns (column-priority.ts): their headers say so, for the screen review. */
  keys?: Set<string>;
}

/**
 * What a header cell tells the screen review (tests/e2e/screen-review.spec.ts) about its column: its prop,
 * whether it is a key column and whether it holds references (names expected, never bare ids).
 */
const headerData = (column: Column, key: boolean) => () =>
  ({
    'data-col': column.prop,
    ...(key ? { 'data-key': 'true' } : {}),
    ...(isReference(column) ? { 'data-ref': 'true' } : {}),
  }) as HTMLAttributes<HTMLElement>;

const tableSpec = (c: Column) => (typeof c.table === 'object' ? c.table : {});

/** Whether a row meets an action's `visible` condition (values compare as strings). */
export function conditionHolds(cond: Condition | undefined, row: Row): boolean {
  if (!cond) return true;
  const v = row[cond.prop];
  if (cond.in && !cond.in.some((x) => sameKey(x, v))) return false;
  if (cond.notIn && cond.notIn.some((x) => sameKey(x, v))) return false;
  return true;
}

/** Horizontal padding plus border of a `size="middle"` cell: what is left of the column for its text. */
const CELL_CHROME = 17;

/**
 * One-line text cut with "…" and the whole text as a tooltip, inside a column of known width. Done in
 * the cell rather than with antd's `column.ellipsis`: our tables lay out automatically (`scroll.x:
 * max-content` with a fixed column), where a nowrap ellipsis cell is sized to its whole text, so the
 * columns widened and the table cost far more to lay out — in the bench (issue 5, 100 × 50 with five
 * ellipsis columns) most of the gap to a bare antd table. `max-width` also caps the text's intrinsic
 * width, so the column keeps the width it was given.
 */
function clipped(content: ReactNode, width: number): ReactNode {
  if (content === null || content === undefined || content === '') return content;
  const title = typeof content === 'string' || typeof content === 'number' ? String(content) : undefined;
  return (
    <div
      className="crud-cell-clip"
      title={title}
      style={{ maxWidth: width - CELL_CHROME, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
    >
      {content}
    </div>
  );
}

/** Default width per column when none is set: lets virtual tables (which need a number) add up scroll.x. */
export const DEFAULT_COLUMN_WIDTH = 160;

export function buildColumns(o: BuildColumnsOptions): TableColumnsType<Row> {
  const cols: TableColumnsType<Row> = [];
  if (o.indexOffset !== undefined) {
    const offset = o.indexOffset;
    cols.push({
      key: '__index',
      title: o.indexTitle,
      width: 64,
      align: 'center',
      render: (_v, _r, i) => offset + i + 1,
    });
  }
  for (const { column, hidden, width } of o.columns) {
    if (hidden) continue;
    const spec = tableSpec(column);
    const options = optionsOf(column, o.options);
    cols.push({
      key: column.prop,
      dataIndex: column.prop,
      title: text(column.label, o.lang),
      width,
      fixed: spec.fixed,
      align: spec.align,
      // A column of known width clips its own text (clipped below); antd's `ellipsis` only without one.
      ellipsis: spec.ellipsis && typeof width !== 'number',
      onHeaderCell: headerData(column, !!o.keys?.has(column.prop)),
      sorter: spec.sortable ? true : undefined,
      sortOrder: spec.sortable && o.sort.prop === column.prop ? (o.sort.order === 'asc' ? 'ascend' : 'descend') : null,
      render:
        spec.ellipsis && typeof width === 'number'
          ? (value: unknown, row: Row) => clipped(renderCell(column, value, row, { lang: o.lang, options }), width)
          : (value: unknown, row: Row) => renderCell(column, value, row, { lang: o.lang, options }),
    });
  }
  if (o.operations) {
    const ops = o.operations;
    // Fixed right: in a narrow pane the row buttons stay reachable while the value columns scroll.
    cols.push({
      key: '__operations',
      title: ops.title,
      onHeaderCell: () => ({ 'data-col': '__operations' }) as HTMLAttributes<HTMLElement>,
      width: ops.width,
      fixed: 'right',
      render: (_v, row) => ops.render(row),
    });
  }
  return cols;
}

export const totalWidth = (cols: TableColumnsType<Row>): number =>
  cols.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : DEFAULT_COLUMN_WIDTH), 0);

/** The props antd's row-selection Checkbox gets (antd/es/table/hooks/useSelection), as far as we use them. */
interface SelectionCheckboxProps {
  checked?: boolean;
  disabled?: boolean;
  onClick?: (e: { stopPropagation: () => void }) => void;
  onChange?: (e: { nativeEvent: Event; target: { checked: boolean } }) => void;
}

/**
 * `rowSelection.renderCell`: a native checkbox in place of antd's row Checkbox (100 of them per page
 * weighed heavily on the table's first render, issue 5). It calls antd's own handlers, so selection,
 * shift-click ranges and the header checkbox behave as before; only the row cells' markup changes
 * (`input[type=checkbox].crud-row-check` instead of `.ant-checkbox-wrapper`).
 */
export function plainSelectionCell(_checked: boolean, _row: Row, _index: number, origin: ReactNode): ReactNode {
  if (!isValidElement<SelectionCheckboxProps>(origin)) return origin;
  const p = origin.props;
  return (
    <input
      type="checkbox"
      className="crud-row-check"
      style={{
        width: 16,
        height: 16,
        margin: 0,
        cursor: p.disabled ? 'not-allowed' : 'pointer',
        verticalAlign: 'middle',
      }}
      checked={!!p.checked}
      disabled={p.disabled}
      onClick={p.onClick}
      onChange={(e) => p.onChange?.({ nativeEvent: e.nativeEvent, target: { checked: e.target.checked } })}
    />
  );
}
