/**
 * All API routes are collected here before they reach Fastify, so that a special route (dict/dictionary,
 * menu/routes, a module's) wins over a generic one for the same method and path instead of clashing, and
 * so that every route says who may call it: the table runs the token check and the button-code check
 * before any handler, the same way for generic and module routes.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { I18nText } from '../../../engine/schema';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a route:
 * - `'public'`: anyone, no token (log-in, captcha, health, tenant lookups);
 * - `'signed-in'`: any valid token (self-service: one's own menus, profile, dictionaries, uploads);
 * - a button code, or a list of codes of which the caller must hold one (403 otherwise); a name with a
 *   dot names a screen and stands for its view grant — `'rentals.board'` (a plugin page: its menu entry),
 *   `'device.merchantDevice'` (an entity screen: its view button) — for what opening that screen needs
 *   (its rows, the lookups it shows them with);
 * - a function that names the code from the request, for routes whose code depends on it (the generic
 *   `submit` needs `_add` without an id and `_edit` with one).
 * The platform administrator holds every code. A handler may check more (row ownership, platform-only).
 */
export type RouteAccess =
  'public' | 'signed-in' | string | readonly string[] | ((req: FastifyRequest) => string | Promise<string>);

/** A business event worth a row in the usual log, described from a finished call. */
export interface UsualEvent {
  logId: string;
  logLevel?: 'info' | 'warn' | 'error';
  logData: I18nText | string;
  /** For public calls (log-in): whose tenant and account, from the call's parameters. */
  tenantId?: string;
  account?: string;
}

/** Describes the usual-log event of a finished call (`ok`: it answered success), or undefined for none. */
export type UsualEventOf = (req: FastifyRequest, ok: boolean) => Promise<UsualEvent | undefined>;

export interface ApiRoute {
  method: Method | readonly Method[];
  url: string;
  access: RouteAccess;
  /** A body limit other than the app's (e.g. a batch of client error logs). */
  bodyLimit?: number;
  /**
   * Run the handler in one database transaction: everything it awaits that reads `ctx.database.db` —
   * generic CRUD, entity hooks — joins it, and a thrown error rolls it all back.
   */
  transaction?: boolean;
  /** The usual-log event this route records (server/log/usual-log.ts writes it after the answer). */
  usualEvent?: UsualEventOf;
  /** Not written to the API log (files served back, the health check). */
  quiet?: boolean;
  /** At most `max` calls per caller IP per `windowMs` (log-in endpoints); past it, 429 (server/compose/security.ts). */
  rateLimit?: { max: number; windowMs: number };
  handler: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

/** What the table needs from the server to guard routes (the composition root supplies it). */
export interface RouteGuard {
  /** 401 unless the request carries a valid token; sets `req.auth`. */
  authenticate(req: FastifyRequest): Promise<void>;
  /** 403 unless the caller holds one of the codes. */
  requireAny(req: FastifyRequest, codes: readonly string[]): Promise<void>;
  /** Runs `fn` in one transaction (`transaction: true` routes). */
  transaction<T>(fn: () => Promise<T>): Promise<T>;
}

/** The part of the table a module sees: it adds routes, and may answer a second path prefix with them. */
export interface RouteSink {
  add(route: ApiRoute): void;
  /**
   * Requests under `fromPrefix` are answered by the routes under `toPrefix` (the path is rewritten before
   * routing, so access rules, API scopes and logs are those of the one route): another flavour of the
   * contract naming the same resource otherwise, e.g. SpringBlade's `/api/blade-system/user/` for
   * `/api/blade-user/`. Both prefixes end with the same separator, `/` or `-`.
   */
  alias(fromPrefix: string, toPrefix: string): void;
}

type Kind = 'generic' | 'special';

/** The fixed codes of a route ([] for public, signed-in and per-request ones). */
export const codesOf = (access: RouteAccess): readonly string[] =>
  typeof access === 'function' || access === 'public' || access === 'signed-in'
    ? []
    : typeof access === 'string'
      ? [access]
      : access;

/** Runs before a non-public handler: the token, then the code(s) the route names. */
function preHandlerOf(access: RouteAccess, guard: RouteGuard) {
  if (typeof access === 'function')
    return async (req: FastifyRequest) => {
      await guard.authenticate(req);
      await guard.requireAny(req, [await access(req)]);
    };
  const codes = codesOf(access);
  if (!codes.length) return async (req: FastifyRequest) => guard.authenticate(req);
  return async (req: FastifyRequest) => {
    await guard.authenticate(req);
    await guard.requireAny(req, codes);
  };
}

/** How many aliases one path may pass through (a gateway path, then a renamed service). */
const MAX_ALIAS_STEPS = 4;

export class RouteTable implements RouteSink {
  private readonly entries = new Map<string, { route: ApiRoute; kind: Kind; method: Method }>();
  private readonly aliases: Array<{ from: string; to: string }> = [];

  alias(fromPrefix: string, toPrefix: string): void {
    // Ending at a separator, a prefix never catches a longer name (`/api/blade-user/` is not `/api/blade-users`).
    const bounded = (p: string) => p.startsWith('/') && /[/-]$/.test(p);
    if (!bounded(fromPrefix) || !bounded(toPrefix) || fromPrefix.at(-1) !== toPrefix.at(-1))
      throw new Error(
        `Alias ${fromPrefix} → ${toPrefix}: both prefixes start with "/" and end with the same "/" or "-"`,
      );
    if (this.aliases.some((a) => a.from === fromPrefix)) throw new Error(`Two aliases for ${fromPrefix}`);
    this.aliases.push({ from: fromPrefix, to: toPrefix });
  }

  /** The URL a request is routed by: its path through the aliases (the query string kept). */
  rewrite(url: string): string {
    let out = url;
    for (let step = 0; step < MAX_ALIAS_STEPS; step++) {
      const a = this.aliases.find((x) => out.startsWith(x.from));
      if (!a) break;
      out = a.to + out.slice(a.from.length);
    }
    return out;
  }

  /** Add a route. A special route replaces a generic one on the same method + path; two specials clash. */
  add(route: ApiRoute, kind: Kind = 'special'): void {
    const { access } = route;
    if (typeof access !== 'function' && access !== 'public' && access !== 'signed-in' && !codesOf(access).length)
      throw new Error(`${route.url}: a route names its button code(s), or says 'signed-in' or 'public'`);
    for (const method of typeof route.method === 'string' ? [route.method] : route.method) {
      const key = `${method} ${route.url}`;
      const existing = this.entries.get(key);
      if (existing?.kind === 'special' && kind === 'special') throw new Error(`Two special routes for ${key}`);
      if (existing && kind === 'generic') continue;
      this.entries.set(key, { route, kind, method });
    }
  }

  has(method: Method, url: string): boolean {
    return this.entries.has(`${method} ${url}`);
  }

  /** Every route with its method, e.g. for enforcement tests and the usual log. */
  list(): Array<{ method: Method; route: ApiRoute }> {
    return [...this.entries.values()].map(({ method, route }) => ({ method, route }));
  }

  /** Register everything on Fastify, each handler behind its token and button-code checks. */
  install(app: FastifyInstance, guard: RouteGuard): void {
    for (const { route, method } of this.entries.values()) {
      const handler = route.transaction
        ? (req: FastifyRequest, reply: FastifyReply) => guard.transaction(() => route.handler(req, reply))
        : route.handler;
      app.route({
        method,
        url: route.url,
        ...(route.bodyLimit && { bodyLimit: route.bodyLimit }),
        config: {
          usualEvent: route.usualEvent,
          quiet: route.quiet,
          ...(route.rateLimit && { rateLimit: { max: route.rateLimit.max, timeWindow: route.rateLimit.windowMs } }),
        },
        preHandler: route.access === 'public' ? undefined : preHandlerOf(route.access, guard),
        handler,
      });
    }
  }
}
