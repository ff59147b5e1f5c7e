/**
 * A client-supplied string that is safe to bind outside schema validation (log-in parameters, lookups):
 * bounded, and without NUL, which PostgreSQL text cannot hold (it would be a 500, not a 400).
 */
export function safeText(v: unknown, max = 255): string | undefined {
  return typeof v === 'string' && v.length <= max && !v.includes('\u0000') ? v : undefined;
}
