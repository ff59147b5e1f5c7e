/**
 * Small pieces the write hooks share: the row as it will be after an update, the refusals in both
 * languages, the "still referenced" check of removals, and the server-made codes (M000123, S000456).
 */
import type { I18nText } from '../../../engine/schema';
import type { StoredRow } from '../../../server/kernel/hooks';
import type { ServerContext } from '../../../server/kernel/http/context';
import { badRequest } from '../../../server/kernel/http/errors';
import type { EntityModel } from '../../../server/kernel/model';
import { named, referencesTo, referenceText } from './lookups';

/** The stored row with the update's values over it: what the row will be. */
export const merged = (before: StoredRow | undefined, values: StoredRow): StoredRow => ({ ...(before ?? {}), ...values });

export const refuse = (text: I18nText): never => {
  throw badRequest(text);
};

/** Whether the update writes this column with a value other than the stored one. */
export const changes = (before: StoredRow, values: StoredRow, column: string): boolean =>
  Object.hasOwn(values, column) && String(values[column] ?? '') !== String(before[column] ?? '');

/**
 * Refuse removing rows other live rows still refer to (any schema's `ref` column), naming the first row
 * and what refers to it: "「万达广场店」还有 3 条场地管理，不能删除".
 */
export async function refuseReferenced(
  ctx: ServerContext,
  model: EntityModel,
  rows: StoredRow[],
  except: string[] = [],
): Promise<void> {
  const label = model.labelField?.dbName ?? 'id';
  for (const row of rows) {
    const refs = await referencesTo(ctx, model.name, [Number(row.id)], String(row.tenant_id ?? ''), except);
    if (!refs.length) continue;
    const n = named(row, label);
    const t = referenceText(refs);
    refuse({
      zh: `${n.zh}还有 ${t.zh} 在使用，不能删除`,
      en: `${n.en} is still used by ${t.en}, so it cannot be removed`,
    });
  }
}

/** A code made from the id, e.g. `M000123`: unique because the id is. */
export const codeOf = (prefix: string, id: number): string => `${prefix}${String(id).padStart(6, '0')}`;

/** Whether a time text `YYYY-MM-DD HH:mm:ss` (or a date) is strictly before another. */
export const before = (a: unknown, b: unknown): boolean => String(a ?? '') < String(b ?? '');
