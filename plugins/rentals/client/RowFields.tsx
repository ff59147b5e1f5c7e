/**
 * A row shown field by field (antd Descriptions) or rows as a small table, each cell drawn by the column's
 * value type — dictionary labels, money per locale, times — exactly as the lists draw them.
 */
import { Descriptions, Table } from 'antd';
import type { Row } from '../../../engine/data/provider';
import { optionsOf, renderCell, useScreenOptions } from '../../../engine/form';
import type { Column, EntitySchema } from '../../../engine/schema';
import { text } from '../../../engine/schema/resolve';
import { useT } from '../../../engine/i18n';
import { RENTALS_NS } from './locale';

const shown = (c: Column) => c.table !== false;

function useCells(schema: EntitySchema, props?: string[]) {
  const { lang } = useT(RENTALS_NS);
  const columns = schema.columns.filter((c) => (props ? props.includes(c.prop) : shown(c)));
  const src = useScreenOptions(columns);
  const cell = (c: Column, row: Row) => renderCell(c, row[c.prop], row, { lang, options: optionsOf(c, src) });
  return { columns, cell, lang };
}

export function RowFields({ schema, row, props, title }: { schema: EntitySchema; row: Row; props?: string[]; title?: string }) {
  const { columns, cell, lang } = useCells(schema, props);
  return (
    <Descriptions
      title={title}
      size="small"
      bordered
      column={{ xs: 1, sm: 2, lg: 3 }}
      items={columns.map((c) => ({ key: c.prop, label: text(c.label, lang), children: cell(c, row) }))}
    />
  );
}

export function RowsTable({ schema, rows, props, testId }: { schema: EntitySchema; rows: Row[]; props: string[]; testId?: string }) {
  const { columns, cell, lang } = useCells(schema, props);
  return (
    <Table
      data-testid={testId}
      size="small"
      rowKey={(r) => String(r.id)}
      pagination={false}
      dataSource={rows}
      scroll={{ x: true }}
      columns={columns.map((c) => ({ key: c.prop, title: text(c.label, lang), render: (_: unknown, r: Row) => cell(c, r) }))}
    />
  );
}
