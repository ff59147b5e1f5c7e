/**
 * Reading the merchant side's rows from guards, hooks and routes: one live row by id within a tenant, its
 * name for messages, and who refers to it (every schema column whose `ref` names the entity, so the devices
 * and rentals areas' references count without this module knowing their tables).
 */
import type { I18nText } from '../../../engine/schema';
import type { Db } from '../../../server/kernel/db/database';
import type { StoredRow } from '../../../server/kernel/hooks';
import type { ServerContext } from '../../../server/kernel/http/context';
import type { EntityModel } from '../../../server/kernel/model';

export const T = {
  merchant: 'tc_merchant',
  store: 'tc_merchant_store',
  site: 'tc_merchant_store_site',
  account: 'tc_merchant_account',
  siteMerchant: 'tc_site_merchant',
  rule: 'tc_charge_rule',
  area: 'sb_area',
  fence: 'sb_electric_fence',
  partner: 'so_partner',
  checkConf: 'um_check_conf',
  checkArea: 'um_check_area',
  checkItem: 'um_check_item',
  checkDetail: 'um_check_detail',
  checkDevice: 'um_check_device',
} as const;

/** A live (not removed) row of `table` by id, within the tenant when one is given. */
export async function liveRow(db: Db, table: string, id: unknown, tenantId?: string): Promise<StoredRow | undefined> {
  const n = Number(id);
  if (!Number.isSafeInteger(n) || n <= 0) return undefined;
  let q = db.selectFrom(table).selectAll().where('id', '=', n);
  if (tenantId !== undefined) q = q.where('tenant_id', '=', tenantId);
  const row = await q.executeTakeFirst();
  if (!row || Number(row.is_deleted ?? 0) === 1) return undefined;
  return row;
}

/** The tenant of the row being written: the stored row's, else the caller's. */
export const tenantOf = (row: StoredRow | undefined, fallback: string | undefined): string =>
  String(row?.tenant_id ?? fallback ?? '');

export const enabled = (row: StoredRow | undefined): boolean => Number(row?.is_able ?? 0) === 1;
export const approved = (row: StoredRow | undefined): boolean => Number(row?.audit_status ?? 0) === 1;

/** `「name」` / `"name"` of a row for messages. */
export const named = (row: StoredRow | undefined, column: string): I18nText => {
  const name = String(row?.[column] ?? `#${String(row?.id ?? '')}`);
  return { zh: `「${name}」`, en: `"${name}"` };
};

export interface Reference {
  model: EntityModel;
  prop: string;
  count: number;
}

/**
 * Live rows of other entities that refer to these ids of `target` (a column with `ref: { schema: target }`),
 * counted in SQL, within the tenant. `except` skips entities whose links go away with the row.
 */
export async function referencesTo(
  ctx: ServerContext,
  target: string,
  ids: number[],
  tenantId: string,
  except: string[] = [],
): Promise<Reference[]> {
  const out: Reference[] = [];
  if (!ids.length) return out;
  const seen = new Set<string>();
  for (const model of ctx.models.values()) {
    if (except.includes(model.name)) continue;
    for (const col of model.schema.columns) {
      if (col.ref?.schema !== target || (col.ref.value && col.ref.value !== 'id')) continue;
      const field = model.field(col.prop);
      if (!field || col.db?.virtual) continue;
      // Two schemas may share a table (a list and its facade): count a table's column once.
      const key = `${model.table}.${field.dbName}`;
      if (seen.has(key)) continue;
      seen.add(key);
      let q = ctx.database.db
        .selectFrom(model.table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where(field.dbName, 'in', ids);
      if (model.tenant) q = q.where('tenant_id', '=', tenantId);
      if (model.softDelete) q = q.where('is_deleted', '=', 0);
      const row = await q.executeTakeFirst();
      const count = Number(row?.n ?? 0);
      if (count > 0) out.push({ model, prop: col.prop, count });
    }
  }
  return out;
}

/** "3 门店、2 计费规则" / "3 Stores, 2 Charge rules" of the references. */
export const referenceText = (refs: Reference[]): I18nText => ({
  zh: refs.map((r) => `${r.count} 条${r.model.schema.title.zh}`).join('、'),
  en: refs.map((r) => `${r.count} ${r.model.schema.title.en}`).join(', '),
});
