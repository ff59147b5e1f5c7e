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
