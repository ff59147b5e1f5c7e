/**
 * Who did it (schema column `actor`, issue 35 item 5): a log's operator is a person's name as it was, or
 * the server itself when a job acted (a bill generated overnight, a refund retried). The server's own name
 * is stored as a word — 系统, or `system` from a job started in English — and shown in the reader's
 * language on every read and export, so an English reader never meets 系统 and a Chinese one never meets
 * `system`. A person's name is the business's data and stays as stored.
 */
import type { Column, EntitySchema } from './model';

/** The server's name as an operator, per language. */
export const SYSTEM_ACTOR = { zh: '系统', en: 'System' } as const;

/** The stored forms of the server's name (what jobs wrote in either language). */
const STORED = new Set(['系统', 'system', 'System']);

export const isSystemActor = (v: unknown): boolean => typeof v === 'string' && STORED.has(v.trim());

/** The columns of a screen that name who acted. */
export const actorColumns = (e: EntitySchema): Column[] => e.columns.filter((c) => c.actor === true);

/** Rows with the server's name in `lang` (new objects only where one changes; the rows given stay). */
export function actorRows<T extends Record<string, unknown>>(e: EntitySchema, rows: T[], lang: string): T[] {
  const cols = actorColumns(e);
  if (!cols.length) return rows;
  const word = lang === 'en' ? SYSTEM_ACTOR.en : SYSTEM_ACTOR.zh;
  return rows.map((r) => {
    const hit = cols.filter((c) => isSystemActor(r[c.prop]) && r[c.prop] !== word);
    if (!hit.length) return r;
    const out: Record<string, unknown> = { ...r };
    for (const c of hit) out[c.prop] = word;
    return out as T;
  });
}
