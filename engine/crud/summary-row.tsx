/**
 * The summary row under a table (schema `summary`): the totals the server summed for the list's current
 * filter, each under its column, rendered like that column's cells (money per locale with two decimals);
 * the label says what they cover ("合计（全部 1,234 条）" / "Total of all 1,234") in the first column
 * without a total. Cells follow the table's own columns, so hidden or moved
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
  /** The label when the schema gives none (合计（全部 N 条）/ Total of all N). */
  defaultLabel: string;
  /** What the totals cover (the label's tooltip): every row of the search, not the page. */
  covers?: string;
  lang: Lang;
}

export function SummaryRow({
  schema,
  columns,
  selection,
  values,
  defaultLabel,
  covers,
  lang,
}: SummaryRowProps): ReactNode {
  const label = schema.summary?.label ? text(schema.summary.label, lang) : defaultLabel;
  const sums = new Set(schema.summary?.sums ?? []);
  const summed = (i: number) => sums.has(String(columns[i]?.key));
  // One cell per column, never a span: a cell spanning a fixed column and scrolling ones slid out of line
  // when the table scrolled sideways (issue 35); rc-table fixes each cell as its own column is fixed.
  // The label sits in the first column without a total (the selection cell when every column has one).
  const labelAt = columns.findIndex((_c, i) => !summed(i));
  const labelCell = (
    <strong className="crud-summary-text" title={covers} style={{ whiteSpace: 'normal' }}>
      {label}
    </strong>
  );
  const cells: ReactNode[] = [];
  if (selection)
    cells.push(
      <Table.Summary.Cell key="__selection" index={0} className="crud-summary-label">
        {labelAt < 0 && labelCell}
      </Table.Summary.Cell>,
    );
  const lead = selection ? 1 : 0;
  for (let i = 0; i < columns.length; i++) {
    const prop = String(columns[i].key);
    const column = summed(i) ? schema.columns.find((c) => c.prop === prop) : undefined;
    const value = column && values ? values[prop] : undefined;
    cells.push(
      <Table.Summary.Cell
        key={prop}
        index={i + lead}
        align={columns[i].align}
        className={i === labelAt ? 'crud-summary-label' : undefined}
      >
        {i === labelAt && labelCell}
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
