/**
 * Reading dictionaries from blade_dict: group rows have parent_id 0 and dict_key -1; items sit under them
 * (any depth) with the group's code. Labels come in the caller's language (dict_value_en when English and
 * present).
 */
import type { Lang } from '../../engine/schema/resolve';
import type { Db } from '../kernel/db/database';

export const DICT_TABLE = 'blade_dict';

export interface DictItemWire {
  id: string;
  parentId: string;
  code: string;
  dictKey: string;
  dictValue: string;
  sort: number;
  remark: string;
  isSealed: number;
}

type DictRow = Record<string, unknown>;

export const dictLabelOf = (r: DictRow, lang: Lang): string =>
  String((lang === 'en' && r.dict_value_en ? r.dict_value_en : r.dict_value) ?? '');

export function itemToWire(r: DictRow, lang: Lang): DictItemWire {
  return {
    id: String(r.id),
    parentId: String(r.parent_id ?? 0),
    code: String(r.code ?? ''),
    dictKey: String(r.dict_key ?? ''),
    dictValue: dictLabelOf(r, lang),
    sort: Number(r.sort ?? 0),
    remark: String(r.remark ?? ''),
    isSealed: Number(r.is_sealed ?? 0),
  };
}

/** Items of each code (not the group rows), sorted; a code with no items maps to []. */
export async function dictItems(db: Db, codes: string[], lang: Lang): Promise<Map<string, DictItemWire[]>> {
  const out = new Map<string, DictItemWire[]>(codes.map((c) => [c, []]));
  if (!codes.length) return out;
  const rows = await db
    .selectFrom(DICT_TABLE)
    .selectAll()
    .where('code', 'in', codes)
    .where('parent_id', '<>', 0)
    .where('is_deleted', '=', 0)
    .orderBy('sort', 'asc')
    .orderBy('id', 'asc')
    .execute();
  for (const r of rows) out.get(String(r.code))?.push(itemToWire(r, lang));
  return out;
}

/** The label of one key of a dictionary, or the key itself when the dictionary does not know it. */
export async function dictLabel(db: Db, code: string, key: unknown, lang: Lang): Promise<string> {
  const items = (await dictItems(db, [code], lang)).get(code) ?? [];
  return items.find((i) => i.dictKey === String(key))?.dictValue ?? String(key ?? '');
}
