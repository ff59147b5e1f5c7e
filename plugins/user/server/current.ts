/**
 * The signed-in caller's own user row, for the self-service endpoints (info, update-info, update-password).
 * A third-party guest (user id -1) has no row: 403, so the console does not log them out (a 401 would).
 */
import type { FastifyRequest } from 'fastify';
import { findUserById, type UserRow } from '../../../server/auth/accounts';
import { isGuest } from '../../../server/auth/guest';
import type { AuthUser, ServerContext } from '../../../server/kernel/http/context';
import { forbidden, unauthorized } from '../../../server/kernel/http/errors';

export const USER_TABLE = 'blade_user';

export async function currentUser(ctx: ServerContext, req: FastifyRequest): Promise<{ auth: AuthUser; user: UserRow }> {
  const auth = req.auth;
  if (!auth) throw unauthorized();
  if (isGuest(auth)) throw forbidden();
  const user = await findUserById(ctx.database.db, auth.tenantId, auth.userId);
  // The account was removed since the token was issued: the session is over.
  if (!user) throw unauthorized();
  return { auth, user };
}

/** Update columns of the caller's own row (tenant and id both bound, so nobody else's row can change). */
export async function updateOwnRow(ctx: ServerContext, auth: AuthUser, values: Record<string, unknown>): Promise<void> {
  await ctx.database.db
    .updateTable(USER_TABLE)
    .set(values)
    .where('id', '=', Number(auth.userId))
    .where('tenant_id', '=', auth.tenantId)
    .where('is_deleted', '=', 0)
    .execute();
}
