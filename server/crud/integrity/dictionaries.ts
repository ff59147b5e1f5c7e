/**
 * A column bound to a dictionary takes only that dictionary's keys — one, or each of a comma list — read
 * from the dictionary table as it stands (items an administrator added count; removed ones do not), and,
 * were the dictionary table tenant-scoped, the row's tenant's items and the platform's. A write may keep
 * what is stored (a value the dictionary has since dropped); what it adds is checked. The refusal names the
 * field and the allowed labels, in the caller's language.
 */
import type { Column, I18nText } from '../../../engine/schema';
import { dictCodeOf, valuesOf } from '../../../engine/schema/integrity';
import type { Db } from '../../kernel/db/database';
import type { ServerContext } from '../../kernel/http/context';
import { DICT_TABLE } from '../dict-store';
import type { WriteFacts } from './write-facts';
import { integrityText } from './texts';

export const PLATFORM_TENANT = '000000';

interface DictItem {
  key: string;
  label: I18nText;
}

/** The live items of a dictionary (for a tenant when the dictionary table keeps tenants). */
export async function dictionaryItems(
  ctx: ServerContext,
  db: Db,
  code: string,
  tenantId?: string,
): Promise<DictItem[]> {
  let q = db
    .selectFrom(DICT_TABLE)
    .selectAll()
    .where('code', '=', code)
    .where('parent_id', '<>', 0)
    .where('is_deleted', '=', 0)
    .orderBy('sort', 'asc')
    .orderBy('id', 'asc');
  const tenanted = [...ctx.models.values()].some((m) => m.table === DICT_TABLE && m.tenant);
  if (tenanted && tenantId) q = q.where('tenant_id', 'in', [tenantId, PLATFORM_TENANT]);
  const rows = await q.execute();
  return rows.map((r) => {
    const zh = String(r.dict_value ?? r.dict_key ?? '');
    return { key: String(r.dict_key ?? ''), label: { zh, en: String(r.dict_value_en || zh) } };
  });
}

/** What is wrong with the columns whose new values are not keys of their dictionary, one text per column. */
export async function dictionaryProblems(ctx: ServerContext, w: WriteFacts): Promise<I18nText[]> {
  const out: I18nText[] = [];
  for (const { column, label } of w.written) {
    const code = dictCodeOf(column);
    if (!code) continue;
    const added = newValues(column, w.body[column.prop], w.before?.[w.dbName(column.prop)]);
    if (!added.length) continue;
    const items = await dictionaryItems(ctx, ctx.database.db, code, w.tenantId);
    const keys = new Set(items.map((i) => i.key));
    const bad = added.filter((v) => !keys.has(v));
    if (bad.length)
      out.push(
        integrityText.notInDictionary(label, bad, {
          zh: items.map((i) => i.label.zh),
          en: items.map((i) => i.label.en),
        }),
      );
  }
  return out;
}

/** The values a write gives a column that the stored row does not already hold. */
export function newValues(column: Column, value: unknown, stored: unknown): string[] {
  const kept = new Set(valuesOf(column, stored));
  return [...new Set(valuesOf(column, value))].filter((v) => !kept.has(v));
}
