/**
 * Factory side (service share-factory, issue 4 item 8): the factory role set (factory.role, factory.menu,
 * factory.roleMenu: see factory-merchant-role-sets.ts) and the account password reset:
 * - `GET /api/share-factory/factoryaccount/updatePWD?id=` (button of the schema's `resetPassword` action):
 *   sets the account's password to its tenant's initial password (server/auth/init-password.ts: parameter
 *   `account.initPassword`, else 123456), stored hashed like every password; answers `{ password }` and a message that says it,
 *   so the operator can pass it on. Only an account the caller reaches (else 404).
 */
import type { FastifyRequest } from 'fastify';
import { actionPermission, actionPath } from '../../../engine/schema/resolve';
import { hashTypedPassword } from '../../../server/auth/password';
import { initialPassword } from '../../../server/auth/init-password';
import { auditValues, loadRows } from '../../../server/crud/rows';
import type { EntityModel } from '../../../server/kernel/model';
import type { ServerContext } from '../../../server/kernel/http/context';
import { envelope, say } from '../../../server/kernel/http/envelope';
import { badRequest } from '../../../server/kernel/http/errors';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { onSuccess } from '../../../server/log/usual-log';
import { registerRoleSet } from './role-sets';

async function resetPassword(ctx: ServerContext, model: EntityModel, req: FastifyRequest) {
  const raw = String((req.query as Record<string, unknown>)?.id ?? '');
  if (!/^\d{1,16}$/.test(raw)) throw badRequest({ zh: 'id 必须是账号编号', en: 'id must be the account id' });
  const id = Number(raw);
  const [row] = await loadRows(ctx, model, req.auth, [id]);
  // The account's own tenant: the platform administrator may reset any tenant's accounts.
  const password = await initialPassword(ctx, String(row.tenant_id ?? req.auth!.tenantId));
  await ctx.database.db
    .updateTable(model.table)
    .set({ password: await hashTypedPassword(password), ...auditValues(model, req, 'update') })
    .where('id', '=', id)
    .execute();
  const message = say(req, {
    zh: `密码已重置为初始密码：${password}`,
    en: `The password was reset to the initial password: ${password}`,
  });
  return envelope(200, message, { password });
}

export function registerFactoryRoutes(ctx: ServerContext, routes: RouteSink): void {
  registerRoleSet(ctx, routes, { role: 'factory.role', menu: 'factory.menu', grant: 'factory.roleMenu' });
  const account = ctx.models.get('factory.account');
  const action = account?.schema.actions?.find((a) => a.key === 'resetPassword');
  if (!account || !action) return;
  routes.add({
    method: 'GET',
    url: actionPath(account.schema, action),
    access: actionPermission(account.schema, action),
    usualEvent: onSuccess('password-reset', 'warn', (p) => ({
      zh: `工厂账号 ${p('id')} 的密码已重置`,
      en: `Password of factory account ${p('id')} reset`,
    })),
    handler: (req) => resetPassword(ctx, account, req),
  });
}
