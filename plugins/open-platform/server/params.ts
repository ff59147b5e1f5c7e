/** Parameters of the open-platform calls: ids from the query, a form or a JSON body (a list or a comma list). */
import type { FastifyRequest } from 'fastify';
import type { I18nText } from '../../../engine/schema';
import { badRequest } from '../../../server/kernel/http/errors';
import { paramsOf } from '../../../server/kernel/http/params';

const ID = /^\d{1,18}$/;

export const missing = (name: string): I18nText => ({ zh: `请提供 ${name}`, en: `${name} is required` });
const bad = (name: string, v: string): I18nText => ({ zh: `${name} 不是有效的编号: ${v}`, en: `${name} must be ids: "${v}" is not one` });

/** One id; 400 naming the parameter when absent (unless optional) or malformed. */
export function idParam(req: FastifyRequest, name: string, optional = false): number | undefined {
  const v = (paramsOf(req)[name] ?? '').trim();
  if (!v) {
    if (optional) return undefined;
    throw badRequest(missing(name));
  }
  if (!ID.test(v)) throw badRequest(bad(name, v));
  return Number(v);
}

/** A list of ids (`1,2,3` or a JSON array); `allowEmpty` for a call that clears a set. */
export function idsParam(req: FastifyRequest, name: string, allowEmpty = false): number[] {
  const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  const query = (req.query ?? {}) as Record<string, unknown>;
  const raw = body[name] ?? query[name];
  const parts = (Array.isArray(raw) ? raw.map(String) : String(raw ?? '').split(','))
    .map((s) => s.trim())
    .filter(Boolean);
  if (!parts.length && !allowEmpty) throw badRequest(missing(name));
  const wrong = parts.find((p) => !ID.test(p));
  if (wrong) throw badRequest(bad(name, wrong));
  return [...new Set(parts.map(Number))];
}
