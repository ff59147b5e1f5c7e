/**
 * Button permissions: the caller's codes are the `code`s of button rows (blade_menu, category 2) granted to
 * their live roles (blade_role_menu). The platform administrator — tenant 000000 with role alias
 * `administrator` — holds every code. Loaded once per request, on first use.
 */
import type { FastifyRequest } from 'fastify';
import type { AuthUser, ServerContext } from '../http/context';
import { forbidden, unauthorized } from '../http/errors';

export const PLATFORM_TENANT = '000000';
export const ADMINISTRATOR = 'administrator';

export interface Grants {
  /** Holds every code and sees every menu. */
  all: boolean;
  /** Granted button codes. */
  codes: Set<string>;
  /** Granted menu and button row ids. */
  menuIds: Set<number>;
}

const numericIds = (ids: string[]) => ids.filter((x) => /^\d{1,16}$/.test(x)).map(Number);

/** The caller's live roles in their own tenant. */
async function liveRoles(ctx: ServerContext, auth: AuthUser): Promise<Array<{ id: number; alias: string }>> {
  const ids = numericIds(auth.roleIds);
  if (!ids.length) return [];
  const rows = await ctx.database.db
    .selectFrom('blade_role')
    .select(['id', 'role_alias'])
    .where('id', 'in', ids)
    .where('is_deleted', '=', 0)
    .where('tenant_id', '=', auth.tenantId)
    .execute();
  return rows.map((r) => ({ id: Number(r.id), alias: String(r.role_alias ?? '') }));
}

export async function loadGrants(ctx: ServerContext, auth: AuthUser): Promise<Grants> {
  const roles = await liveRoles(ctx, auth);
  const all = auth.tenantId === PLATFORM_TENANT && roles.some((r) => r.alias === ADMINISTRATOR);
  const grants: Grants = { all, codes: new Set(), menuIds: new Set() };
  // The administrator holds everything: no need to read the grants.
  if (all || !roles.length) return grants;
  const { db } = ctx.database;
  const rows = await db
    .selectFrom('blade_menu')
    .select(['id', 'code', 'category'])
    .where('is_deleted', '=', 0)
    .where(
      'id',
      'in',
      db
        .selectFrom('blade_role_menu')
        .select('menu_id')
        .where(
          'role_id',
          'in',
          roles.map((r) => r.id),
        ),
    )
    .execute();
  for (const r of rows) {
    grants.menuIds.add(Number(r.id));
    if (Number(r.category) === 2 && r.code) grants.codes.add(String(r.code));
  }
  return grants;
}

export function grantsOf(ctx: ServerContext, req: FastifyRequest): Promise<Grants> {
  if (!req.auth) throw unauthorized();
  req.grantsCache ??= loadGrants(ctx, req.auth);
  return req.grantsCache;
}

export async function hasPermission(ctx: ServerContext, req: FastifyRequest, code: string): Promise<boolean> {
  const g = await grantsOf(ctx, req);
  return g.all || g.codes.has(code);
}

/** 403 unless the caller holds the button code. */
export async function requirePermission(ctx: ServerContext, req: FastifyRequest, code: string): Promise<void> {
  if (!(await hasPermission(ctx, req, code))) throw forbidden();
}
