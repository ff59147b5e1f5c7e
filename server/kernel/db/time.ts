/**
 * Date-times are stored and sent as text `YYYY-MM-DD HH:mm:ss` in the server's local time zone: it sorts
 * correctly as text and is the same code for SQLite and PostgreSQL.
 */
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

export function formatDateTime(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

export const nowText = (): string => formatDateTime(new Date());
