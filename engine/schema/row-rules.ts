/**
 * Rules a schema states about one row, read alike by the console (cells, buttons) and the server (exports):
 * conditions over the row's values, money that leaves (`deduction`), masked personal data (`mask`).
 * Pure TypeScript.
 */
import type { Column, Condition } from './model';

type Values = Record<string, unknown>;

/** Keys compare as strings: a row holding 0 matches the key '0'. */
const same = (a: unknown, b: unknown): boolean => a !== null && a !== undefined && String(a) === String(b);

/** Whether a row meets a condition (`in` / `notIn` over one prop); no condition holds for every row. */
export function conditionHolds(cond: Condition | undefined, row: Values): boolean {
  if (!cond) return true;
  const v = row[cond.prop];
  if (cond.in && !cond.in.some((x) => same(x, v))) return false;
  if (cond.notIn && cond.notIn.some((x) => same(x, v))) return false;
  return true;
}

/** Whether this column's amount leaves on this row (schema `deduction`): shown negative. */
export const isDeduction = (column: Column, row: Values): boolean =>
  column.deduction === true || (!!column.deduction && conditionHolds(column.deduction, row));

/**
 * The signed amount of a deduction: a positive stored amount shown as taken away. A value already
 * negative stays as it is (it was signed where it was written).
 */
export function signedAmount(column: Column, row: Values, value: unknown): unknown {
  if (!isDeduction(column, row) || value === null || value === undefined || value === '') return value;
  const text = String(value).trim();
  if (text.startsWith('-') || /^0+(\.0+)?$/.test(text)) return value;
  return typeof value === 'number' ? -value : `-${text}`;
}

const KEEP = { phone: [3, 4], idcard: [4, 4], name: [1, 0] } as const;

/** Personal data as shown to a caller without the reveal grant: `138****5678`, `3301**********1234`, `张*`. */
export function maskValue(kind: NonNullable<Column['mask']>, value: unknown): unknown {
  if (value === null || value === undefined || value === '') return value;
  const chars = [...String(value)];
  const [head, tail] = KEEP[kind];
  if (chars.length <= head + tail) return chars.length > 1 ? `${chars[0]}${'*'.repeat(chars.length - 1)}` : '*';
  return (
    chars.slice(0, head).join('') + '*'.repeat(chars.length - head - tail) + chars.slice(chars.length - tail).join('')
  );
}

/** Whether a value is the mask of something (a masked value sent back on update keeps the stored one). */
export const looksMasked = (value: unknown): boolean => typeof value === 'string' && /\*{1,}/.test(value);
