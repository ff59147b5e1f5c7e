/**
 * The summary row under a table (schema `summary`): the totals the server summed for the list's current
 * filter, each under its column, rendered like that column's cells (money per locale with two decimals);
 * the label ("合计" / "Total") in the first cell. Cells follow the table's own columns, so hidden or moved
 * columns (column settings) and the selection column keep the totals in place. Loaded with the first
 * screen that declares a summary (CrudView), so screens without one do not carry it.
 */
import type { ReactNode } from 'react';
import { Table, type TableColumnsType } from 'antd';
import type { EntitySchema } from '../schema/model';
import { text, type Lang } from '../schema/resolve';
import type { Row } from '../data/provider';
import { renderCell } from '../form';

export interface SummaryRowProps {
  schema: EntitySchema;
  /** The table's columns as built (index, value columns, operations). */
  columns: TableColumnsType<Row>;
  /** Whether a selection column comes first. */
  selection: boolean;
  /** The totals by prop; undefined while loading (cells show "…"), null when they failed ("—"). */
  values: Record<string, unknown> | null | undefined;
  /** The label when the schema gives none (合计 / Total). */
  defaultLabel: string;
  lang: Lang;
}

export function SummaryRow({ schema, columns, selection, values, defaultLabel, lang }: SummaryRowProps): ReactNode {
  const label = schema.summary?.label ? text(schema.summary.label, lang) : defaultLabel;
  const sums = new Set(schema.summary?.sums ?? []);
  const summed = (i: number) => sums.has(String(columns[i]?.key));
  const firstSum = columns.findIndex((_c, i) => summed(i));
  const lead = selection ? 1 : 0;
  // The label spans the selection column and the columns before the first total (none when a total is first).
  const labelSpan = lead + (firstSum < 0 ? columns.length : firstSum);
  const cells: ReactNode[] = [];
  if (labelSpan > 0)
    cells.push(
      <Table.Summary.Cell key="__label" index={0} colSpan={labelSpan} className="crud-summary-label">
        <strong>{label}</strong>
      </Table.Summary.Cell>,
    );
  for (let i = Math.max(labelSpan - lead, 0); i < columns.length; i++) {
    const prop = String(columns[i].key);
    const column = summed(i) ? schema.columns.find((c) => c.prop === prop) : undefined;
    const value = column && values ? values[prop] : undefined;
    cells.push(
      <Table.Summary.Cell key={prop} index={i + lead} align={columns[i].align}>
        {column && (
          <span className="crud-summary-value" data-prop={prop}>
            {values === undefined ? '…' : values === null ? '—' : renderCell(column, value ?? 0, {}, { lang })}
          </span>
        )}
      </Table.Summary.Cell>,
    );
  }
  return (
    <Table.Summary>
      <Table.Summary.Row className="crud-summary" aria-label={label}>
        {cells}
      </Table.Summary.Row>
    </Table.Summary>
  );
}

export default SummaryRow;
