/**
 * All API routes are collected here before they reach Fastify, so that a special route (dict/dictionary,
 * menu/routes, a plugin's) wins over a generic one for the same method and path instead of clashing, and
 * so that every non-public route gets the token check.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiRoute {
  method: Method | Method[];
  url: string;
  /** Reachable without a token (log-in, captcha, health, tenant lookups). */
  public?: boolean;
  /** A body limit other than the app's (e.g. a batch of client error logs). */
  bodyLimit?: number;
  handler: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

type Kind = 'generic' | 'special';

export class RouteTable {
  private readonly entries = new Map<string, { route: ApiRoute; kind: Kind; method: Method }>();

  /** Add a route. A special route replaces a generic one on the same method + path; two specials clash. */
  add(route: ApiRoute, kind: Kind = 'special'): void {
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
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

  /** Register everything on Fastify; `authenticate` runs before every non-public handler. */
  install(app: FastifyInstance, authenticate: (req: FastifyRequest) => Promise<void>): void {
    for (const { route, method } of this.entries.values()) {
      app.route({
        method,
        url: route.url,
        ...(route.bodyLimit && { bodyLimit: route.bodyLimit }),
        preHandler: route.public ? undefined : async (req) => authenticate(req),
        handler: route.handler,
      });
    }
  }
}
