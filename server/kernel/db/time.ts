/**
 * Date-times are stored and sent as text `YYYY-MM-DD HH:mm:ss` in the server's local time zone: it sorts
 * correctly as text and is the same code for SQLite and PostgreSQL.
 */
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

export function formatDateTime(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

// The text of the current second, made once per second: every request writes it (the API log row).
let shownSecond = NaN;
let shownText = '';

export function nowText(): string {
  const ms = Date.now();
  const second = Math.floor(ms / 1000);
  if (second !== shownSecond) {
    shownText = formatDateTime(new Date(ms));
    shownSecond = second;
  }
  return shownText;
}

/** A half-open time range `[from, to)` of `YYYY-MM-DD HH:mm:ss` texts (they compare correctly as text). */
export interface Range {
  from: string;
  to: string;
}

/** The calendar month `YYYY-MM` as a range: its first second up to the first second of the next month. */
export function monthRange(month: string): Range {
  const [y, m] = month.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { from: `${month}-01 00:00:00`, to: `${next}-01 00:00:00` };
}
