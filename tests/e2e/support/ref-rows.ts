/**
 * A journey's add form may have to pick a row of another entity (a `ref` column, e.g. a factory account's
 * factory role). On a fresh database that list can be empty, and the journey of that other screen deletes
 * its own row again, so the row is made here through the API first — set-up, not the subject.
 */
import type { APIRequestContext } from '@playwright/test';
import type { Column, EntitySchema } from '../../../engine/schema/model';
import { apiAs } from './api';
import { sampleText } from './fill';

const base = (e: EntitySchema) => `/api/${[e.api?.service, e.api?.entity].filter(Boolean).join('/')}`;

/** Values that pass the rules of every required or unique field that has no default (text and numbers). */
function sampleRow(e: EntitySchema, seed: string): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const c of e.columns) {
    const needed = c.unique || (c.rules?.some((r) => r.required) && c.default === undefined);
    if (!needed || c.form === false) continue;
    const t = c.type ?? 'text';
    row[c.prop] = t === 'number' || t === 'money' ? Math.max(1, c.min ?? 1) : sampleText(c, seed);
  }
  return row;
}

/** Make sure each referenced entity of these columns has at least one row. */
export async function ensureReferencedRows(request: APIRequestContext, columns: Column[], schemas: EntitySchema[]) {
  const needed = columns.filter((c) => c.form !== false && c.rules?.some((r) => r.required));
  const refs = needed.map((c) => c.ref?.schema).filter((name): name is string => !!name);
  if (!refs.length) return;
  const api = await apiAs(request);
  for (const name of new Set(refs)) {
    const target = schemas.find((s) => s.name === name);
    if (!target) continue;
    const page = await api.get<{ records?: unknown[] }>(`${base(target)}/page`, { current: 1, size: 1 });
    if (page.records?.length) continue;
    await api.post(`${base(target)}/submit`, sampleRow(target, `ref${Date.now().toString(36)}`));
  }
}
