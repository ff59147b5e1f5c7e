/**
 * Personal data shown masked (schema column `mask`, issue 35): a phone number keeps its first three and
 * last four digits (`138****1234`), an identity card number its first four and last four — enough to tell
 * two members apart on a call, not enough to reach them. Used by the server on every read (lists, details,
 * exports) for a caller without the screen's reveal grant, so a masked value never leaves it whole.
 */
import type { Column, EntitySchema } from './model';

/** The button code that lets its holder read a screen's personal data whole. */
export const revealPermission = (e: EntitySchema): string => `${e.permission}_reveal`;

/** The columns of a screen that are masked for callers without the reveal grant. */
export const maskedColumns = (e: EntitySchema): Column[] => e.columns.filter((c) => !!c.mask);

const KEEP: Record<NonNullable<Column['mask']>, [number, number]> = { phone: [3, 4], idCard: [4, 4] };

/** The masked form of a value; short values become stars only, so nothing of them is told. */
export function maskValue(kind: NonNullable<Column['mask']>, value: unknown): unknown {
  if (typeof value !== 'string' && typeof value !== 'number') return value;
  const s = String(value);
  if (s === '') return value;
  const [head, tail] = KEEP[kind];
  if (s.length <= head + tail) return '*'.repeat(s.length);
  return s.slice(0, head) + '*'.repeat(s.length - head - tail) + s.slice(-tail);
}

/** Whether a submitted value is a mask sent back (it holds `****`): the stored value is then kept. */
export const isMaskedValue = (v: unknown): boolean => typeof v === 'string' && /\*{4}/.test(v);

/** Rows with every masked column masked (new objects; the rows given are not changed). */
export function maskRows<T extends Record<string, unknown>>(e: EntitySchema, rows: T[]): T[] {
  const cols = maskedColumns(e);
  if (!cols.length) return rows;
  return rows.map((r) => {
    const out: Record<string, unknown> = { ...r };
    for (const c of cols) if (Object.hasOwn(out, c.prop)) out[c.prop] = maskValue(c.mask!, out[c.prop]);
    return out as T;
  });
}
