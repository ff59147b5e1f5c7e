/**
 * Entity hooks of the operations area, inside the generic writes' transactions:
 * - every `richtext` column (of any entity) is sanitised before it is written and again on its way out
 *   (a row written before the sanitiser, or straight into the database, is still served clean);
 * - an ad position some ad uses, and an ad with slides, are not removed.
 */
import type { EntityModel } from '../../../server/kernel/model';
import type { HookMap, StoredRow } from '../../../server/kernel/hooks';
import type { ServerContext } from '../../../server/kernel/http/context';
import { badRequest } from '../../../server/kernel/http/errors';
import { sanitizeHtml } from './sanitize';

const richProps = (model: EntityModel) => model.schema.columns.filter((c) => c.type === 'richtext').map((c) => c.prop);

function cleanValues(model: EntityModel, values: StoredRow) {
  for (const prop of richProps(model)) {
    const col = model.field(prop)?.dbName;
    if (col && col in values && values[col] !== null) values[col] = sanitizeHtml(values[col]);
  }
}

const text = {
  positionInUse: (n: number) => ({
    zh: `该广告位下还有 ${n} 条广告，请先删除或移走这些广告`,
    en: `${n} ad(s) still use this position: remove or move them first`,
  }),
  adHasSlides: (n: number) => ({
    zh: `该广告还有 ${n} 张明细图片，请先删除明细`,
    en: `This ad still has ${n} slide(s): remove them first`,
  }),
};

export function operationHooks(ctx: ServerContext): HookMap {
  const inUse = (table: string, col: string) => async (rows: StoredRow[]) => {
    const ids = rows.map((r) => Number(r.id));
    const found = await ctx.database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .where(col, 'in', ids)
      .where('is_deleted', '=', 0)
      .executeTakeFirst();
    return Number(found?.n ?? 0);
  };
  return {
    '*': {
      beforeInsert: ({ model, values }) => cleanValues(model, values),
      beforeUpdate: ({ model, values }) => cleanValues(model, values),
      afterRead: ({ model, rows }) => {
        const props = richProps(model);
        if (!props.length) return rows;
        return rows.map((r) => {
          const out = { ...r };
          for (const p of props) if (typeof out[p] === 'string') out[p] = sanitizeHtml(out[p]);
          return out;
        });
      },
    },
    'operation.adPosition': {
      beforeRemove: async ({ rows }) => {
        const n = await inUse('so_ad', 'position_id')(rows);
        if (n) throw badRequest(text.positionInUse(n));
      },
    },
    'operation.ad': {
      beforeRemove: async ({ rows }) => {
        const n = await inUse('so_ad_detail', 'ad_id')(rows);
        if (n) throw badRequest(text.adHasSlides(n));
      },
    },
  };
}
