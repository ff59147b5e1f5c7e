/**
 * API scopes (schema system.apiScope, table blade_scope_api): while at least one live scope matches a
 * request (its path pattern and its method class), a caller who is not an administrator (platform
 * `administrator` or a tenant's `admin`) may make the request only when one of their roles is granted one
 * of the matching scopes (blade_role_scope, category 2); otherwise 403. Requests that no scope matches are
 * left to the button checks. Patterns: `*` one path segment, `**` anything (including nothing) after a `/`;
 * a pattern without the `/api` prefix gets it. The scope list is cached like the grants.
 */
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../kernel/http/context';
import type { Database } from '../kernel/db/database';
import { forbidden } from '../kernel/http/errors';
import { generationOf, type Grants } from './permissions';

export const API_SCOPE_TABLE = 'blade_scope_api';
const TTL_MS = 5000;

export const API_ANY = 1;
export const API_READ = 2;
export const API_WRITE = 3;

interface ApiScope {
  id: number;
  patterns: RegExp[];
  type: number;
}

/** `/api/blade-system/param/**` → a RegExp anchored at both ends. */
export function patternOf(path: string): RegExp {
  const full = path.startsWith('/api/') || path === '/api' ? path : `/api${path.startsWith('/') ? '' : '/'}${path}`;
  let out = '';
  for (let i = 0; i < full.length; i++) {
    if (full.startsWith('/**', i)) {
      out += '(?:/.*)?';
      i += 2;
    } else if (full.startsWith('**', i)) {
      out += '.*';
      i += 1;
    } else if (full[i] === '*') out += '[^/]*';
    else out += full[i].replace(/[.+?^${}()|[\]\\-]/g, (c) => `\\${c}`);
  }
  return new RegExp(`^${out}/?$`);
}

const methodMatches = (type: number, method: string) =>
  type === API_READ ? method === 'GET' : type === API_WRITE ? method !== 'GET' : true;

const cache = new WeakMap<Database, { generation: number; at: number; scopes: Promise<ApiScope[]> }>();

function liveScopes(ctx: ServerContext): Promise<ApiScope[]> {
  const generation = generationOf(ctx.database, [API_SCOPE_TABLE]);
  const hit = cache.get(ctx.database);
  if (hit && hit.generation === generation && Date.now() - hit.at < TTL_MS) return hit.scopes;
  const scopes = ctx.database.db
    .selectFrom(API_SCOPE_TABLE)
    .select(['id', 'scope_path', 'scope_type'])
    .where('is_deleted', '=', 0)
    .execute()
    .then((rows) =>
      rows
        .filter((r) => typeof r.scope_path === 'string' && r.scope_path.startsWith('/'))
        .map((r) => {
          // A scope written with an aliased name of the resource covers the routed name too.
          const path = String(r.scope_path);
          const routed = ctx.routedPath?.(path) ?? path;
          const patterns = [patternOf(path), ...(routed !== path ? [patternOf(routed)] : [])];
          return { id: Number(r.id), patterns, type: Number(r.scope_type ?? 1) };
        }),
    );
  cache.set(ctx.database, { generation, at: Date.now(), scopes });
  scopes.catch(() => cache.delete(ctx.database));
  return scopes;
}

/** A URL's path without the query string, decoded as the router decodes it (`%70aram` routes as `param`). */
function pathOf(url: string): string {
  const raw = url.split('?')[0];
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** 403 when API scopes cover this request and none of them is granted to the caller. */
export async function checkApiScope(ctx: ServerContext, req: FastifyRequest, grants: Grants): Promise<void> {
  if (grants.admin) return;
  const scopes = await liveScopes(ctx);
  if (!scopes.length) return;
  // The path routed and, when an alias rewrote it (route-table.ts), the path called: a scope written for
  // either name of the resource covers both.
  const paths = [pathOf(req.url), ...(req.originalUrl !== req.url ? [pathOf(req.originalUrl)] : [])];
  const matching = scopes.filter(
    (s) => methodMatches(s.type, req.method) && paths.some((p) => s.patterns.some((re) => re.test(p))),
  );
  if (matching.length && !matching.some((s) => grants.apiScopeIds.has(s.id))) throw forbidden();
}
