/**
 * The display names SpringBlade's list wrappers add to rows (PostWrapper, NoticeWrapper, DataScopeWrapper,
 * ApiScopeWrapper): `categoryName` / `scopeTypeName`, the dictionary label of the row's key. Saber shows
 * these in its tables, so without them a cell is an empty tag. They are computed on every read (never
 * stored; a submit carrying them is bound like any unknown field, i.e. ignored), one dictionary query per
 * page, in the caller's language.
 */
import { dictItems } from '../../../server/crud/dict-store';
import type { Db } from '../../../server/kernel/db/database';
import type { ServerContext } from '../../../server/kernel/http/context';
import type { EntityHooks, HookMap } from '../../../server/kernel/hooks';

/** An afterRead hook adding `nameProp` = the label of `prop` in dictionary `dict` (the key when unknown). */
export function dictNameHook(db: Db, prop: string, dict: string, nameProp: string): EntityHooks {
  return {
    async afterRead({ req, rows }) {
      if (!rows.length) return rows;
      const items = (await dictItems(db, [dict], req.lang)).get(dict) ?? [];
      const labels = new Map(items.map((i) => [i.dictKey, i.dictValue]));
      return rows.map((r) => {
        const key = r[prop] === undefined || r[prop] === null ? '' : String(r[prop]);
        return { ...r, [nameProp]: labels.get(key) ?? key };
      });
    },
  };
}

/** The entities SpringBlade's wrappers name, with the dictionary of each. */
export function listNameHooks(ctx: ServerContext): HookMap {
  const { db } = ctx.database;
  return {
    'system.post': dictNameHook(db, 'category', 'post_category', 'categoryName'),
    'desk.notice': dictNameHook(db, 'category', 'notice', 'categoryName'),
    'system.dataScope': dictNameHook(db, 'scopeType', 'data_scope_type', 'scopeTypeName'),
    'system.apiScope': dictNameHook(db, 'scopeType', 'api_scope_type', 'scopeTypeName'),
  };
}
