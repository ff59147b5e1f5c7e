/**
 * Parameters of the BladeX calls that Spring binds from the query string, a form or a JSON body alike
 * (oauth/token, register-guest, update-password, update-info): all three are accepted, the body winning.
 * Only strings and numbers are kept, as strings; anything else (objects, arrays, null) counts as absent.
 */
import type { FastifyRequest } from 'fastify';

export type Params = Record<string, string>;

export function paramsOf(req: FastifyRequest): Params {
  const out: Params = {};
  const body =
    req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
  // Query first, then the body over it. Object.entries gives own keys only; `out` is written by key, so a
  // `__proto__` key lands as an own property of a plain object and is never read back by the handlers.
  for (const source of [(req.query ?? {}) as Record<string, unknown>, body])
    for (const [k, v] of Object.entries(source))
      if (typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))) out[k] = String(v);
  return out;
}

/** Whether a JSON body or the query carries the key at all (even as null or ''), for partial updates. */
export const hasParam = (p: Params, key: string): boolean => Object.hasOwn(p, key);
