/**
 * What a caller's roles grant: button codes (the `code`s of button rows, blade_menu category 2, granted
 * through blade_role_menu), menu ids, data scope and API scope ids (blade_role_scope, category 1 / 2) and
 * the data-scope rules those ids stand for. The platform administrator — tenant 000000 with role alias
 * `administrator` — holds every code and manages every tenant; a role aliased `admin` makes a tenant
 * administrator (exempt from API scopes, still bound to their own tenant and to their granted codes).
 *
 * Grants are cached in memory per role set (tenant + sorted live role ids): the key is checked against the
 * write generations of every table they derive from (server/kernel/db/write-tracker.ts), so a grant, a menu, a
 * role or a scope changed by this process is seen by the next request; changes made by another process
 * are seen after at most CACHE_TTL_MS.
 */
import type { FastifyRequest } from 'fastify';
import type { Database } from '../kernel/db/database';
import type { AuthUser, ServerContext } from '../kernel/http/context';
import { unauthorized } from '../kernel/http/errors';
import type { ScopeRule } from '../kernel/http/context';
import { loadScopeRules } from './data-scope-rules';

export const PLATFORM_TENANT = '000000';
export const ADMINISTRATOR = 'administrator';
export const TENANT_ADMIN = 'admin';
export const ROLE_SCOPE_TABLE = 'blade_role_scope';
export const DATA_SCOPE = 1;
export const API_SCOPE = 2;

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's grants, loaded once per request on first use (`grantsOf`). */
    grantsCache: Promise<Grants> | null;
  }
}

export interface Grants {
  /** The platform administrator: holds every code, sees every menu and every tenant. */
  all: boolean;
  /** Holds a role aliased `admin` (or is the platform administrator). */
  admin: boolean;
  /** Live role ids of the caller in their tenant. */
  roleIds: number[];
  /** Granted button codes. */
  codes: Set<string>;
  /** Granted menu and button row ids. */
  menuIds: Set<number>;
  /** Codes of the granted menu entries (category 1): schema names, `<plugin>.<page key>`, menu groups. */
  screens: Set<string>;
  dataScopeIds: Set<number>;
  apiScopeIds: Set<number>;
  /** Granted data-scope rules by resource key (an entity's permission or name). */
  dataRules: Map<string, ScopeRule[]>;
}

/** Tables grants are derived from: a write to any of them makes cached grants stale. */
export const GRANT_TABLES = [
  'blade_role',
  'blade_role_menu',
  'blade_menu',
  ROLE_SCOPE_TABLE,
  'blade_scope_data',
  'blade_scope_api',
];
const CACHE_TTL_MS = 5000;
const CACHE_MAX = 2000;

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
  const grants: Grants = {
    all,
    admin: all || roles.some((r) => r.alias === TENANT_ADMIN),
    roleIds: roles.map((r) => r.id).sort((a, b) => a - b),
    codes: new Set(),
    menuIds: new Set(),
    screens: new Set(),
    dataScopeIds: new Set(),
    apiScopeIds: new Set(),
    dataRules: new Map(),
  };
  // The administrator holds everything: no need to read the grants.
  if (all || !roles.length) return grants;
  const { db } = ctx.database;
  const rows = await db
    .selectFrom('blade_menu')
    .select(['id', 'code', 'category'])
    .where('is_deleted', '=', 0)
    .where('id', 'in', db.selectFrom('blade_role_menu').select('menu_id').where('role_id', 'in', grants.roleIds))
    .execute();
  for (const r of rows) {
    grants.menuIds.add(Number(r.id));
    if (Number(r.category) === 2 && r.code) grants.codes.add(String(r.code));
    else if (r.code) grants.screens.add(String(r.code));
  }
  const scopes = await db
    .selectFrom(ROLE_SCOPE_TABLE)
    .select(['scope_id', 'scope_category'])
    .where('role_id', 'in', grants.roleIds)
    .execute();
  for (const s of scopes)
    (Number(s.scope_category) === DATA_SCOPE ? grants.dataScopeIds : grants.apiScopeIds).add(Number(s.scope_id));
  grants.dataRules = await loadScopeRules(ctx, [...grants.dataScopeIds]);
  return grants;
}

/**
 * A number that changes whenever one of `tables` may have changed in this process (0 without a tracker):
 * the sum of their write generations, each of which only grows, so any write moves the sum. Read on every
 * request: no string is built.
 */
export function generationOf(database: Database, tables: readonly string[]): number {
  const writes = database.writes;
  if (!writes) return 0;
  let sum = 0;
  for (const t of tables) sum += writes.generation(t);
  return sum;
}

interface CacheEntry {
  generation: number;
  at: number;
  grants: Promise<Grants>;
}
const cache = new WeakMap<Database, Map<string, CacheEntry>>();

/** Grants of a role set, from the cache when still current. */
export function cachedGrants(ctx: ServerContext, auth: AuthUser): Promise<Grants> {
  const entries = cache.get(ctx.database) ?? new Map<string, CacheEntry>();
  cache.set(ctx.database, entries);
  const key = `${auth.tenantId}|${numericIds(auth.roleIds)
    .sort((a, b) => a - b)
    .join(',')}`;
  const generation = generationOf(ctx.database, GRANT_TABLES);
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.generation === generation && now - hit.at < CACHE_TTL_MS) return hit.grants;
  if (entries.size >= CACHE_MAX) entries.clear();
  const grants = loadGrants(ctx, auth);
  entries.set(key, { generation, at: now, grants });
  // A failed load is not remembered.
  grants.catch(() => {
    if (entries.get(key)?.grants === grants) entries.delete(key);
  });
  return grants;
}

export function grantsOf(ctx: ServerContext, req: FastifyRequest): Promise<Grants> {
  if (!req.auth) throw unauthorized();
  req.grantsCache ??= cachedGrants(ctx, req.auth);
  return req.grantsCache;
}
