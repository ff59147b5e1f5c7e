/**
 * Looking up the parties of a log-in: the OAuth client (Basic header), the tenant, the user and their
 * roles. Table and column names are those of the system schemas (schemas/system/{client,tenant,user,role}).
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../kernel/db/database';
import { nowText } from '../kernel/db/time';
import type { AuthUser } from '../kernel/http/context';
import { safeText } from '../kernel/http/safe-text';

export interface ClientRecord {
  clientId: string;
  accessValidity: number;
  refreshValidity: number;
  grantTypes: string[];
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The client named by `Authorization: Basic base64(id:secret)`, if the secret matches a live client. */
export async function clientOf(db: Db, req: FastifyRequest): Promise<ClientRecord | undefined> {
  const m = /^\s*basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(req.headers.authorization ?? '');
  if (!m) return undefined;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) return undefined;
  const [id, secret] = [decoded.slice(0, colon), decoded.slice(colon + 1)];
  if (!safeText(id, 64)) return undefined;
  const row = await db
    .selectFrom('blade_client')
    .selectAll()
    .where('client_id', '=', id)
    .where('is_deleted', '=', 0)
    .executeTakeFirst();
  if (!row || !sameText(String(row.client_secret ?? ''), secret)) return undefined;
  return {
    clientId: id,
    accessValidity: Number(row.access_token_validity) > 0 ? Number(row.access_token_validity) : 3600,
    refreshValidity: Number(row.refresh_token_validity) > 0 ? Number(row.refresh_token_validity) : 604800,
    grantTypes: String(row.authorized_grant_types ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };
}

/** A live, enabled, not expired tenant. */
/** A tenant's state for signing in: no such live tenant, disabled, past its expiry, or open. */
export type TenantState = 'missing' | 'disabled' | 'expired' | 'open';

export async function tenantState(db: Db, tenantId: string): Promise<TenantState> {
  const row = await db
    .selectFrom('blade_tenant')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('is_deleted', '=', 0)
    .executeTakeFirst();
  if (!row) return 'missing';
  if (Number(row.status ?? 1) !== 1) return 'disabled';
  const expire = row.expire_time ? String(row.expire_time) : '';
  return expire && expire <= nowText() ? 'expired' : 'open';
}

export async function tenantIsOpen(db: Db, tenantId: string): Promise<boolean> {
  return (await tenantState(db, tenantId)) === 'open';
}

export type UserRow = Record<string, unknown>;

export async function findUser(db: Db, tenantId: string, account: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('blade_user')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('account', '=', account)
    .where('is_deleted', '=', 0)
    .executeTakeFirst();
}

export async function findUserById(db: Db, tenantId: string, userId: string): Promise<UserRow | undefined> {
  if (!/^\d{1,16}$/.test(userId)) return undefined;
  return db
    .selectFrom('blade_user')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', Number(userId))
    .where('is_deleted', '=', 0)
    .executeTakeFirst();
}

const idList = (v: unknown) =>
  String(v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d{1,16}$/.test(s));

/**
 * The AuthUser of a user row: its live roles in its tenant (optionally narrowed to `onlyRole`, the
 * Role-Id header of switch mode, when the user holds it).
 */
export async function authUserOf(db: Db, user: UserRow, clientId: string, onlyRole?: string): Promise<AuthUser> {
  const tenantId = String(user.tenant_id);
  let roleIds = idList(user.role_id);
  if (onlyRole && roleIds.includes(onlyRole)) roleIds = [onlyRole];
  const roles = roleIds.length
    ? await db
        .selectFrom('blade_role')
        .select(['id', 'role_alias'])
        .where('id', 'in', roleIds.map(Number))
        .where('tenant_id', '=', tenantId)
        .where('is_deleted', '=', 0)
        .orderBy('id')
        .execute()
    : [];
  return {
    tenantId,
    userId: String(user.id),
    account: String(user.account ?? ''),
    realName: String(user.real_name ?? ''),
    roleIds: roles.map((r) => String(r.id)),
    roleNames: roles.map((r) => String(r.role_alias ?? '')),
    deptId: idList(user.dept_id).join(','),
    postId: idList(user.post_id).join(','),
    clientId,
  };
}
