/**
 * Whether the account and the tenant behind a token may still act — checked by the token check on every
 * request and by the refresh grant, so access ends at once when it should: a user disabled (status 0),
 * removed, left pending, or no longer holding a role the token carries; a tenant disabled, removed or past
 * its expiry. A token refused here also closes its session (server/auth/sessions.ts), so it and its
 * refresh token stay refused and the online-user screen shows it ended.
 *
 * States are cached in memory per user and per tenant: an entry is reloaded when this process changed
 * its table (the write tracker's change generation: an update or a delete, not an append) and otherwise
 * at most every TTL_MS, so another process's change is seen within that time; the expiry is compared
 * with the clock on every check.
 */
import type { Database } from '../kernel/db/database';
import { nowText } from '../kernel/db/time';
import type { AuthUser, ServerContext } from '../kernel/http/context';
import { LruMap } from '../kernel/lru-map';
import { isPendingUser } from './guest';

const TTL_MS = 5000;
const MAX_ENTRIES = 10_000;

interface UserState {
  live: boolean;
  enabled: boolean;
  roleIds: Set<string>;
}

interface TenantState {
  live: boolean;
  enabled: boolean;
  /** The expiry as stored ('' = never). */
  expires: string;
}

interface Entry<T> {
  generation: number;
  at: number;
  state: Promise<T>;
}

interface Caches {
  users: LruMap<string, Entry<UserState>>;
  tenants: LruMap<string, Entry<TenantState>>;
}
const byDatabase = new WeakMap<Database, Caches>();

function cachesOf(database: Database): Caches {
  let c = byDatabase.get(database);
  if (!c) byDatabase.set(database, (c = { users: new LruMap(MAX_ENTRIES), tenants: new LruMap(MAX_ENTRIES) }));
  return c;
}

function cached<T>(
  database: Database,
  map: LruMap<string, Entry<T>>,
  key: string,
  table: string,
  load: () => Promise<T>,
): Promise<T> {
  const generation = database.writes?.changeGeneration(table) ?? 0;
  const hit = map.get(key);
  if (hit && hit.generation === generation && Date.now() - hit.at < TTL_MS) return hit.state;
  const state = load();
  map.set(key, { generation, at: Date.now(), state });
  state.catch(() => map.delete(key));
  return state;
}

const ids = (v: unknown) =>
  String(v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

function userState(ctx: ServerContext, tenantId: string, userId: string): Promise<UserState> {
  const { database } = ctx;
  return cached(database, cachesOf(database).users, `${tenantId}|${userId}`, 'blade_user', async () => {
    if (!/^\d{1,16}$/.test(userId)) return { live: false, enabled: false, roleIds: new Set() };
    const row = await database.db
      .selectFrom('blade_user')
      .select(['status', 'is_deleted', 'role_id'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', Number(userId))
      .executeTakeFirst();
    if (!row || Number(row.is_deleted ?? 0) !== 0) return { live: false, enabled: false, roleIds: new Set() };
    return {
      live: true,
      enabled: Number(row.status ?? 1) !== 0 && !isPendingUser(row),
      roleIds: new Set(ids(row.role_id)),
    };
  });
}

function tenantState(ctx: ServerContext, tenantId: string): Promise<TenantState> {
  const { database } = ctx;
  return cached(database, cachesOf(database).tenants, tenantId, 'blade_tenant', async () => {
    const row = await database.db
      .selectFrom('blade_tenant')
      .select(['status', 'is_deleted', 'expire_time'])
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst();
    if (!row || Number(row.is_deleted ?? 0) !== 0) return { live: false, enabled: false, expires: '' };
    return {
      live: true,
      enabled: Number(row.status ?? 1) === 1,
      expires: row.expire_time ? String(row.expire_time) : '',
    };
  });
}

/**
 * Why the token's account may no longer act, or undefined when it may: the user (live, enabled, still
 * holding every role the token carries) and the tenant (live, enabled, not expired). The test guest
 * (user id -1, no account) is left to its own rules.
 */
export async function accountRefusal(ctx: ServerContext, auth: AuthUser): Promise<string | undefined> {
  if (auth.userId === '-1') return undefined;
  const [user, tenant] = await Promise.all([
    userState(ctx, auth.tenantId, auth.userId),
    tenantState(ctx, auth.tenantId),
  ]);
  if (!tenant.live || !tenant.enabled) return 'tenant disabled';
  if (tenant.expires && tenant.expires <= nowText()) return 'tenant expired';
  if (!user.live) return 'user removed';
  if (!user.enabled) return 'user disabled';
  if (auth.roleIds.some((r) => !user.roleIds.has(r))) return 'role removed';
  return undefined;
}
