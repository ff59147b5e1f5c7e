/** Cells of the value types that validate (issue 35 item 6): what a list and a view show of them. */
import { isEmpty } from '../../schema/validators';
import { columnType } from '../../schema/resolve';
import { COORDINATE_PRECISION } from '../../schema/value-checks';
import type { ValueTypeDef } from './types';

type Cell = ValueTypeDef['cell'];

/**
 * A coordinate with its hemisphere: `113.264385°E`, `22.5°S`. Decimals as stored (the column's precision at
 * most), so a rounded 113.26 is not shown as 113.260000.
 */
export const coordinateCell: Cell = (v, _r, c) => {
  if (isEmpty(v)) return null;
  const n = Number(v);
  if (!Number.isFinite(n)) return String(v);
  const shown = String(Number(Math.abs(n).toFixed(c.precision ?? COORDINATE_PRECISION)));
  const [plus, minus] = columnType(c) === 'latitude' ? ['N', 'S'] : ['E', 'W'];
  return `${shown}°${n < 0 ? minus : plus}`;
};

/** A range held by two columns: `2026-01-01 ~ 2026-12-31`; an open end reads `2026-01-01 ~`. */
export const dateRangeCell: Cell = (v, row, c) => {
  const end = c.rangeEnd ? row[c.rangeEnd] : undefined;
  const day = (x: unknown) => (isEmpty(x) ? '' : String(x).slice(0, 10));
  if (isEmpty(v) && isEmpty(end)) return null;
  return `${day(v)} ~ ${day(end)}`.trim();
};

/** Hours of a day as typed, with a true dash between them: `10:00–22:00`. */
export const timeRangeCell: Cell = (v) => (isEmpty(v) ? null : String(v).replace('-', '–'));
