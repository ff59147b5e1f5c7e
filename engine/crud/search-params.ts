/**
 * Search form values -> list call parameters (CONTRACT §3), by each column's search mode:
 *  - like: bare `prop` (the server reads a bare text field as LIKE);
 *  - exact: bare `prop` for non-text types (the server reads it as =), `prop_equal` for text;
 *  - range: `prop_dategt` / `prop_datelt` for dates (whole days, `YYYY-MM-DD HH:mm:ss`), `_ge` / `_le` otherwise.
 * Empty values are dropped (spec §5).
 */
import type { Column, EntitySchema } from '../schema/model';
import { columnType, columnsIn, searchMode, valueTypeInfo } from '../schema/resolve';
import { dropEmpty, isEmpty } from '../schema/validators';

const isDateType = (c: Column) => ['date', 'datetime', 'date-range'].includes(columnType(c));

export const rangeStart = (day: string) => (day.length <= 10 ? `${day} 00:00:00` : day);
export const rangeEnd = (day: string) => (day.length <= 10 ? `${day} 23:59:59` : day);

export function searchParams(schema: EntitySchema, values: Record<string, unknown>): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const c of columnsIn(schema, 'search')) {
    const v = values[c.prop];
    if (isEmpty(v)) continue;
    const mode = searchMode(c);
    if (mode === 'range') {
      const [from, to] = Array.isArray(v) ? v : [v, undefined];
      if (isDateType(c)) {
        if (!isEmpty(from)) params[`${c.prop}_dategt`] = rangeStart(String(from));
        if (!isEmpty(to)) params[`${c.prop}_datelt`] = rangeEnd(String(to));
      } else {
        params[`${c.prop}_ge`] = from;
        params[`${c.prop}_le`] = to;
      }
    } else if (mode === 'exact' && valueTypeInfo(c).textual) {
      params[`${c.prop}_equal`] = v;
    } else {
      params[c.prop] = Array.isArray(v) ? v.join(',') : v;
    }
  }
  return dropEmpty(params);
}

/**
 * Search form values from a link's query, so a link can open a list already filtered (a dashboard tile:
 * `/rental/rentrecord?status=0`, `?startTime=2026-11-25,2026-11-25`). Only the screen's search columns are
 * read, by prop; a range column takes `from,to` (either end may be empty). Anything else is ignored.
 */
export function searchValuesFromQuery(schema: EntitySchema, query: URLSearchParams): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const c of columnsIn(schema, 'search')) {
    const raw = query.get(c.prop);
    if (raw === null || raw.trim() === '') continue;
    if (searchMode(c) === 'range') {
      const [from = '', to = ''] = raw.split(',').map((x) => x.trim());
      if (from || to) values[c.prop] = [from || undefined, to || undefined];
    } else values[c.prop] = raw.trim();
  }
  return values;
}
