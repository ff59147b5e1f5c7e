/**
 * The checks that come with a value type (issue 35 item 6): a month, a time range, a region code, a
 * longitude or a latitude is refused for what it is, whatever rules the column adds. Pure: the form
 * (engine/form/rules.ts) and the server (the `x-kind` keyword of validation-messages.ts) run these very
 * functions, so both refuse the same values with the same words.
 */
import type { Column, I18nText } from './model';
import { columnType } from './resolve';

/** What a typed check needs to know of its column (kept in the server's JSON Schema as is). */
export interface KindSpec {
  type: string;
  min?: number;
  max?: number;
  precision?: number;
}

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
const TIME = '([01]\\d|2[0-3]):[0-5]\\d';
export const TIME_RANGE_PATTERN = new RegExp(`^${TIME}-${TIME}$`);
/** GB/T 2260: a province is 2 digits, a city 4, a district 6. */
export const REGION_PATTERN = /^\d{2}(\d{2}){0,2}$/;

/** The widest each coordinate may be, and the decimals kept unless the column says (6: about 0.1 m). */
export const COORDINATE_BOUNDS: Record<string, [number, number]> = { longitude: [-180, 180], latitude: [-90, 90] };
export const COORDINATE_PRECISION = 6;

/** The types with a check of their own. */
export const checkedTypes = new Set(['month', 'time-range', 'region', 'longitude', 'latitude']);

/** The spec of a column's typed check, or undefined when its type has none. */
export function kindSpecOf(column: Column): KindSpec | undefined {
  const type = columnType(column);
  if (!checkedTypes.has(type)) return undefined;
  const bounds = COORDINATE_BOUNDS[type];
  if (!bounds) return { type };
  // The column may narrow the range (stores are in China: 73°–136° E), never widen it.
  return {
    type,
    min: Math.max(bounds[0], column.min ?? bounds[0]),
    max: Math.min(bounds[1], column.max ?? bounds[1]),
    precision: column.precision ?? COORDINATE_PRECISION,
  };
}

const decimalsOf = (n: number): number => {
  const [, frac = ''] = String(n).split('e')[0].split('.');
  const exp = Number(String(n).split('e')[1] ?? 0);
  return Math.max(0, frac.length - exp);
};

/** Why the value is not one of its type, or undefined when it is (or is empty: `required` says that). */
export function checkKind(spec: KindSpec, value: unknown): I18nText | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  switch (spec.type) {
    case 'month':
      return typeof value === 'string' && MONTH_PATTERN.test(value)
        ? undefined
        : { zh: '应为年月，如 2026-11', en: 'must be a month like 2026-11' };
    case 'time-range': {
      if (typeof value !== 'string' || !TIME_RANGE_PATTERN.test(value))
        return { zh: '应为时段，如 10:00-22:00', en: 'must be hours like 10:00-22:00' };
      const [from, to] = value.split('-');
      return from === to ? { zh: '开始与结束不能相同', en: 'cannot start and end at the same time' } : undefined;
    }
    case 'region':
      return typeof value === 'string' && REGION_PATTERN.test(value)
        ? undefined
        : { zh: '应为行政区划代码(2、4 或 6 位数字)', en: 'must be a region code (2, 4 or 6 digits)' };
    case 'longitude':
    case 'latitude':
      return checkCoordinate(spec, value);
    default:
      return undefined;
  }
}

function checkCoordinate(spec: KindSpec, value: unknown): I18nText | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
  if (!Number.isFinite(n)) return { zh: '应为数字', en: 'must be a number' };
  const min = spec.min ?? -180;
  const max = spec.max ?? 180;
  if (n < min || n > max) return { zh: `应在 ${min} 到 ${max} 之间`, en: `must be between ${min} and ${max}` };
  const precision = spec.precision ?? COORDINATE_PRECISION;
  if (decimalsOf(n) > precision)
    return { zh: `最多 ${precision} 位小数`, en: `must have at most ${precision} decimals` };
  return undefined;
}

/**
 * A date range held by two columns: the `date-range` column is its start, `rangeEnd` names its end. The end
 * may not come before the start; the message names the range (the form shows it under its picker).
 */
export function rangeProblems(columns: readonly Column[], values: Record<string, unknown>): { prop: string; message: I18nText }[] {
  const out: { prop: string; message: I18nText }[] = [];
  for (const c of columns) {
    if (columnType(c) !== 'date-range' || !c.rangeEnd) continue;
    const from = values[c.prop];
    const to = values[c.rangeEnd];
    if (typeof from !== 'string' || typeof to !== 'string' || !from || !to) continue;
    if (to.slice(0, 10) < from.slice(0, 10))
      out.push({
        prop: c.prop,
        message: { zh: `${c.label.zh}: 结束不能早于开始`, en: `${c.label.en}: the end cannot be before the start` },
      });
  }
  return out;
}
