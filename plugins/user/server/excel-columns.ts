/**
 * The columns of the user workbook (export, import and its template) and how a cell maps to a wire value
 * and back. People read names, not ids: dictionary columns hold labels and the role / dept / post columns
 * hold names; on import a label in either language, a key, a name or an id is accepted.
 */
import type { I18nText } from '../../../engine/schema';
import type { Lang } from '../../../engine/schema/resolve';
import type { Db } from '../../../server/kernel/db/database';
import type { ServerContext } from '../../../server/kernel/http/context';
import type { EntityModel } from '../../../server/kernel/model';
import { dictItems } from '../../../server/crud/dict-store';
import { normalHeader } from '../../../server/crud/excel/cells';

export interface ExcelColumn {
  prop: string;
  dict?: string;
  /** Names of another table's rows of the tenant (comma list of ids in the user row). */
  names?: { table: string; label: string; schema: string };
  /** Not exported (the password), or not imported (the creation time). */
  only?: 'import' | 'export';
}

export const EXCEL_COLUMNS: ExcelColumn[] = [
  { prop: 'account' },
  { prop: 'name' },
  { prop: 'realName' },
  { prop: 'password', only: 'import' },
  { prop: 'email' },
  { prop: 'phone' },
  { prop: 'sex', dict: 'sex' },
  { prop: 'birthday' },
  { prop: 'roleId', names: { table: 'blade_role', label: 'role_name', schema: 'system.role' } },
  { prop: 'deptId', names: { table: 'blade_dept', label: 'dept_name', schema: 'system.dept' } },
  { prop: 'postId', names: { table: 'blade_post', label: 'post_name', schema: 'system.post' } },
  { prop: 'userType', dict: 'user_type' },
  { prop: 'status', dict: 'enable_status' },
  { prop: 'createTime', only: 'export' },
];

const passwordLabel: I18nText = { zh: '初始密码', en: 'Initial password' };

/** The header of a column in a language (the schema's label). */
export function headerOf(model: EntityModel, c: ExcelColumn, lang: Lang): string {
  if (c.prop === 'password') return passwordLabel[lang];
  const label = model.field(c.prop)?.label;
  return label ? label[lang] : c.prop;
}

/** Every spelling a header may have (either language, or the prop), normalised. */
export function headerKeys(model: EntityModel, c: ExcelColumn): string[] {
  return [headerOf(model, c, 'zh'), headerOf(model, c, 'en'), c.prop].map(normalHeader);
}

export { normalHeader };

/** Lookups between stored keys / ids and what a person reads, for one tenant. */
export interface Lookups {
  /** column prop → (key or id → label / name). */
  toText: Map<string, Map<string, string>>;
  /** column prop → (label in either language, key, name or id, normalised → key / id). */
  toKey: Map<string, Map<string, string>>;
}

/** Names of one tenant's rows, or of every tenant's (null: the platform administrator's export). */
async function namedRows(ctx: ServerContext, db: Db, c: ExcelColumn, tenantId: string | null) {
  if (!c.names || !ctx.models.has(c.names.schema)) return [];
  let q = db.selectFrom(c.names.table).select(['id', c.names.label]).where('is_deleted', '=', 0);
  if (tenantId !== null) q = q.where('tenant_id', '=', tenantId);
  const rows = await q.execute();
  return rows.map((r) => ({ key: String(r.id), text: String(r[c.names!.label] ?? '') }));
}

export async function loadLookups(ctx: ServerContext, tenantId: string | null, lang: Lang): Promise<Lookups> {
  const db = ctx.database.db;
  const codes = EXCEL_COLUMNS.flatMap((c) => (c.dict ? [c.dict] : []));
  const [zh, en] = await Promise.all([dictItems(db, codes, 'zh'), dictItems(db, codes, 'en')]);
  const toText = new Map<string, Map<string, string>>();
  const toKey = new Map<string, Map<string, string>>();
  for (const c of EXCEL_COLUMNS) {
    if (!c.dict && !c.names) continue;
    const pairs: Array<{ key: string; text: string; other?: string }> = c.dict
      ? (lang === 'en' ? en : zh).get(c.dict)!.map((i) => ({
          key: i.dictKey,
          text: i.dictValue,
          other: (lang === 'en' ? zh : en).get(c.dict!)!.find((o) => o.dictKey === i.dictKey)?.dictValue,
        }))
      : await namedRows(ctx, db, c, tenantId);
    toText.set(c.prop, new Map(pairs.map((p) => [p.key, p.text])));
    const back = new Map<string, string>();
    for (const p of pairs) {
      for (const spelling of [p.text, p.other]) if (spelling) back.set(normalHeader(spelling), p.key);
      back.set(p.key, p.key);
    }
    toKey.set(c.prop, back);
  }
  return { toText, toKey };
}

/** A wire value → the cell text (labels for dictionaries, names for comma lists of ids). */
export function cellText(c: ExcelColumn, value: unknown, lookups: Lookups): string {
  if (value === null || value === undefined) return '';
  const names = lookups.toText.get(c.prop);
  if (!names) return String(value);
  return String(value)
    .split(',')
    .filter((k) => k !== '' && k !== '-1')
    .map((k) => names.get(k) ?? k)
    .join(',');
}

/** Cell text → the wire value; `undefined` with the unknown part when a label or name is not known. */
export function cellValue(c: ExcelColumn, text: string, lookups: Lookups): { value?: string; unknown?: string } {
  const keys = lookups.toKey.get(c.prop);
  if (!keys || text === '') return { value: text };
  const parts = text
    .split(/[,，、;；]/)
    .map((s) => s.trim())
    .filter(Boolean);
  const out: string[] = [];
  for (const part of parts) {
    const key = keys.get(normalHeader(part));
    if (key === undefined) return { unknown: part };
    out.push(key);
  }
  return { value: out.join(',') };
}
