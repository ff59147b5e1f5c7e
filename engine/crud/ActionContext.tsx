/**
 * The record an action dialog acts on (a transition's `context`, issue 35): its key fields drawn like their
 * columns, and remainders such as the refundable amount (paid − already refunded), so the operator sees
 * what they are about to change before typing anything.
 */
import { Descriptions } from 'antd';
import type { Column, EntitySchema, Transition } from '../schema/model';
import { formatYuan } from '../schema/money';
import { text, type Lang } from '../schema/resolve';
import type { Row } from '../data/provider';
import { optionsOf, renderCell, useScreenOptionsContext } from '../form';

export type ContextItem = NonNullable<Transition['context']>[number];

/** a − b of two money or number props, exact to the fen; undefined when either is not a number. */
export function remainder(row: Row, [a, b]: [string, string]): number | undefined {
  const x = Number(row[a] ?? NaN);
  const y = Number(row[b] ?? 0);
  if (!Number.isFinite(x) || !Number.isFinite(y)) return undefined;
  return (Math.round(x * 100) - Math.round(y * 100)) / 100;
}

export function ActionContext({ schema, row, items, lang }: { schema: EntitySchema; row: Row; items: ContextItem[]; lang: Lang }) {
  const screen = useScreenOptionsContext();
  const columnOf = (prop: string): Column | undefined => schema.columns.find((c) => c.prop === prop);
  const entries = items.flatMap((item) => {
    if (typeof item === 'string') {
      const c = columnOf(item);
      if (!c) return [];
      const options = screen ? optionsOf(c, screen) : undefined;
      return [{ key: item, label: text(c.label, lang), children: renderCell(c, row[item], row, { lang, options }) }];
    }
    const left = columnOf(item.minus[0]);
    const value = remainder(row, item.minus);
    const shown = value === undefined ? '-' : left?.type === 'money' ? formatYuan(value, lang) : String(value);
    return [{ key: item.minus.join('-'), label: text(item.label, lang), children: <strong>{shown}</strong> }];
  });
  return (
    <Descriptions
      data-testid="action-context"
      size="small"
      bordered
      column={2}
      items={entries}
      style={{ marginBottom: 16 }}
    />
  );
}
