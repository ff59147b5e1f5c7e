/**
 * Around the generic writes of the mall's entities: order numbers made by the server, a shelf category
 * that goods still use cannot go, a lane template never asks for more than a lane holds.
 */
import type { HookMap } from '../../../server/kernel/hooks';
import type { ServerContext } from '../../../server/kernel/http/context';
import { badRequest } from '../../../server/kernel/http/errors';
import { ENTITY, modelOf, numberOf } from './store';

const PREFIX: Record<string, string> = { [ENTITY.orderIn]: 'RK', [ENTITY.pickIn]: 'LH', [ENTITY.refundIn]: 'TH' };

/** How many live goods of the tenant use each of these shelf categories. */
export async function goodsUsing(ctx: ServerContext, tenantId: string, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const r = await ctx.database.db
    .selectFrom(modelOf(ctx, ENTITY.spu).table)
    .select((eb) => eb.fn.countAll().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('is_deleted', '=', 0)
    .where('shelf_category_id', 'in', ids)
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

export const inUse = (n: number) =>
  badRequest({ zh: `该货架分类仍有 ${n} 个商品在用，不能删除`, en: `${n} goods still use this shelf category: it cannot be removed` });

export function mallHooks(ctx: ServerContext): HookMap {
  const numbered = {
    beforeInsert({ model, values }: { model: { name: string }; values: Record<string, unknown> }) {
      if (!values.order_no) values.order_no = numberOf(PREFIX[model.name]);
    },
  };
  return {
    [ENTITY.orderIn]: numbered,
    [ENTITY.pickIn]: numbered,
    [ENTITY.refundIn]: numbered,
    [ENTITY.shelfCategory]: {
      async beforeRemove({ rows }) {
        const byTenant = new Map<string, number[]>();
        for (const r of rows) byTenant.set(String(r.tenant_id), [...(byTenant.get(String(r.tenant_id)) ?? []), Number(r.id)]);
        for (const [tenant, ids] of byTenant) {
          const n = await goodsUsing(ctx, tenant, ids);
          if (n) throw inUse(n);
        }
      },
    },
    [ENTITY.template]: {
      beforeInsert: ({ values }) => checkFill(values),
      beforeUpdate: ({ before, values }) => checkFill({ ...before, ...values }),
    },
  };
}

function checkFill(v: Record<string, unknown>) {
  if (Number(v.count ?? 0) > Number(v.capacity ?? 0))
    throw badRequest({ zh: `补货数量 ${String(v.count)} 超过货道容量 ${String(v.capacity)}`, en: `count ${String(v.count)} is above the lane capacity ${String(v.capacity)}` });
}
