/**
 * Money totals made in SQL and read back exactly: `sum` over integer fen cast to text (exact on SQLite and
 * PostgreSQL at any size, where a number would pass through a float), and a stored amount read as fen.
 * Every business area that sums its own amounts (bills, shares, orders) needs the pair, so it lives here.
 */
import { sql, type RawBuilder } from 'kysely';
import { fenFromDb, type Fen } from '../../../engine/schema/money';

/** `sum(col)` as exact text, '0' when no row. */
export const sumText = (col: string): RawBuilder<string> => sql<string>`cast(coalesce(sum(${sql.ref(col)}), 0) as text)`;

/** A stored amount (number, or PostgreSQL's text) as fen; null, undefined or '' (an empty sum) is 0. */
export const fen = (v: unknown): Fen => (v === null || v === undefined || v === '' ? 0 : fenFromDb(v));
