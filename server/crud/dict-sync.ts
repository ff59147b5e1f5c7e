/**
 * Dictionaries from every catalog (`registry.dicts`), synced on every start: a group row per code
 * (parent_id 0, dict_key -1) and its items as children, `is_sealed` from `sealed`, `dict_value_en` from the
 * English label. Only missing groups / items are inserted; rows an administrator edited stay as they are.
 * The system module syncs them at start, the code generator after it writes a schema: so it lives here,
 * beside the dictionary store, rather than in either plugin.
 */
import type { Registry } from '../../engine/schema';
import type { Db } from '../kernel/db/database';
import { nowText } from '../kernel/db/time';
import { DICT_TABLE } from './dict-store';

export async function syncDicts(db: Db, registry: Registry): Promise<{ inserted: number }> {
  return db.transaction().execute(async (trx) => {
    const now = nowText();
    const rows = await trx.selectFrom(DICT_TABLE).select(['id', 'code', 'parent_id', 'dict_key']).execute();
    const groups = new Map(rows.filter((r) => Number(r.parent_id) === 0).map((r) => [String(r.code), Number(r.id)]));
    const items = new Set(rows.filter((r) => Number(r.parent_id) !== 0).map((r) => `${r.code}:${r.dict_key}`));
    const audit = { create_time: now, update_time: now, status: 1, is_deleted: 0 };
    let inserted = 0;
    for (const d of registry.dicts) {
      if (groups.has(d.code) && d.items.every((i) => items.has(`${d.code}:${i.key}`))) continue;
      const sealed = d.sealed ? 1 : 0;
      let groupId = groups.get(d.code);
      if (groupId === undefined) {
        const g = await trx
          .insertInto(DICT_TABLE)
          .values({
            ...audit,
            code: d.code,
            parent_id: 0,
            dict_key: '-1',
            dict_value: d.title.zh,
            dict_value_en: d.title.en,
            sort: 1,
            is_sealed: sealed,
            remark: '',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        groupId = Number(g.id);
        groups.set(d.code, groupId);
        inserted++;
      }
      let sort = 0;
      for (const item of d.items) {
        sort++;
        if (items.has(`${d.code}:${item.key}`)) continue;
        await trx
          .insertInto(DICT_TABLE)
          .values({
            ...audit,
            code: d.code,
            parent_id: groupId,
            dict_key: String(item.key),
            dict_value: item.label.zh,
            dict_value_en: item.label.en,
            sort,
            is_sealed: sealed,
            remark: item.remark ?? '',
          })
          .execute();
        items.add(`${d.code}:${item.key}`);
        inserted++;
      }
    }
    return { inserted };
  });
}
