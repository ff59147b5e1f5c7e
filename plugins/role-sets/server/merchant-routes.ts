/**
 * Merchant side (issue 4 item 9): the merchant role set (merchant.role, merchant.menu, merchant.roleMenu:
 * see factory-merchant-role-sets.ts; `merchantrole/isAble` is the schema's generic toggle) and a user's
 * stores per merchant role:
 * - `POST /api/unified-merchant/unifiedmerchantrole/updateUserStore {userId, roleId, storeIds}` (button of
 *   the schema's `updateUserStore` action): sets the stores of the (user, role) pair, inserting the row when
 *   the pair has none. userId must be a live user and roleId a live merchant role the caller reaches, both
 *   of one tenant, which the row then belongs to (400 naming the field otherwise); storeIds is a comma
 *   string or an array of ids (empty = no store), stored deduplicated as a comma string. Answers the row's `{ id, userId, roleId, storeIds }`.
 */
import type { FastifyRequest } from 'fastify';
import { actionPermission, actionPath } from '../../../engine/schema/resolve';
import type { EntityModel } from '../../../server/kernel/model';
import { auditValues } from '../../../server/crud/rows';
import { objectBody } from '../../../server/crud/validate';
import type { ServerContext } from '../../../server/kernel/http/context';
import { ok } from '../../../server/kernel/http/envelope';
import { badRequest } from '../../../server/kernel/http/errors';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { parseIds, registerRoleSet, requireLive } from './role-sets';

function oneId(value: unknown, field: string): number {
  const ids = parseIds(value, field, true);
  if (ids.length !== 1) throw badRequest({ zh: `${field} 只能是一个编号`, en: `${field} must be one id` });
  return ids[0];
}

interface Models {
  link: EntityModel;
  user: EntityModel;
  role: EntityModel;
}

async function updateUserStore(ctx: ServerContext, m: Models, req: FastifyRequest) {
  const body = objectBody(req.body);
  const userId = oneId(body.userId, 'userId');
  const roleId = oneId(body.roleId, 'roleId');
  const storeIds = parseIds(body.storeIds, 'storeIds', false).join(',');
  const userTenant = (await requireLive(ctx, m.user, req, [userId], 'userId')).get(userId)!;
  const tenantId = (await requireLive(ctx, m.role, req, [roleId], 'roleId')).get(roleId)!;
  if (userTenant !== tenantId)
    throw badRequest({ zh: 'roleId 与用户不属于同一租户', en: 'roleId belongs to another tenant than the user' });
  const id = await ctx.database.transaction(async (trx) => {
    const existing = await trx
      .selectFrom(m.link.table)
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('role_id', '=', roleId)
      .executeTakeFirst();
    if (existing) {
      await trx
        .updateTable(m.link.table)
        .set({ store_ids: storeIds, ...auditValues(m.link, req, 'update') })
        .where('id', '=', existing.id)
        .execute();
      return Number(existing.id);
    }
    const row = await trx
      .insertInto(m.link.table)
      .values({
        tenant_id: tenantId,
        user_id: userId,
        role_id: roleId,
        store_ids: storeIds,
        ...auditValues(m.link, req, 'insert'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  });
  return ok(req, { id: String(id), userId: String(userId), roleId: String(roleId), storeIds });
}

export function registerMerchantRoutes(ctx: ServerContext, routes: RouteSink): void {
  registerRoleSet(ctx, routes, { role: 'merchant.role', menu: 'merchant.menu', grant: 'merchant.roleMenu' });
  const link = ctx.models.get('merchant.unifiedRole');
  const user = ctx.models.get('system.user');
  const role = ctx.models.get('merchant.role');
  const action = link?.schema.actions?.find((a) => a.key === 'updateUserStore');
  if (!link || !user || !role || !action) return;
  routes.add({
    method: 'POST',
    url: actionPath(link.schema, action),
    access: actionPermission(link.schema, action),
    handler: async (req) => {
      return updateUserStore(ctx, { link, user, role }, req);
    },
  });
}
