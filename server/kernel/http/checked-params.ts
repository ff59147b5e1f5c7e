/**
 * Reading the special calls' parameters: query and JSON body together, each value checked with a 400
 * naming the parameter and the reason in the caller's language (never a 500 for a client's input).
 *
 * Unlike ./params.ts (the BladeX calls' strings only), values are kept as they came — an id list may be
 * a JSON array — and each is read by a checker that says what it must be. Shared by every business
 * area's special calls (billing, profit sharing), so it lives here rather than in one of them.
 */
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

export type Params = Record<string, unknown>;

/** Query and body (an object body only) as one map; the body wins. */
export function paramsOf(req: FastifyRequest): Params {
  const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Params) : {};
  return { ...((req.query ?? {}) as Params), ...body };
}

const present = (v: unknown) => v !== undefined && v !== null && v !== '';

/** A record id (ids travel as strings): required unless `optional`. */
export function idParam(p: Params, name: string): number;
export function idParam(p: Params, name: string, optional: true): number | undefined;
export function idParam(p: Params, name: string, optional = false): number | undefined {
  const v = p[name];
  if (!present(v)) {
    if (optional) return undefined;
    throw badRequest({ zh: `缺少参数 ${name}`, en: `The parameter ${name} is missing` });
  }
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  if (!/^\d{1,16}$/.test(s) || Number(s) < 1)
    throw badRequest({ zh: `参数 ${name} 须为记录ID`, en: `The parameter ${name} must be a record id` });
  return Number(s);
}

/** A list of record ids: `1,2,3` or an array. */
export function idsParam(p: Params, name: string): number[] {
  const v = p[name];
  const parts = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : typeof v === 'number' ? [v] : [];
  if (!parts.length) throw badRequest({ zh: `缺少参数 ${name}`, en: `The parameter ${name} is missing` });
  if (parts.length > 1000) throw badRequest({ zh: '一次最多处理 1000 条', en: 'At most 1000 records at once' });
  return [...new Set(parts.map((x, i) => idParam({ [name]: x }, `${name}[${i}]`)))];
}

/** A month `YYYY-MM`. */
export function monthParam(p: Params, name: string): string {
  const v = p[name];
  if (!present(v)) throw badRequest({ zh: `缺少参数 ${name}（账单月份）`, en: `The parameter ${name} (the month) is missing` });
  const s = String(v).trim();
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(s))
    throw badRequest({ zh: `参数 ${name} 须为 YYYY-MM 格式的月份`, en: `The parameter ${name} must be a month written YYYY-MM` });
  return s;
}

/** A date-time `YYYY-MM-DD HH:mm:ss` or a date `YYYY-MM-DD` (as the start of that day), optional. */
export function timeParam(p: Params, name: string): string | undefined {
  const v = p[name];
  if (!present(v)) return undefined;
  const s = String(v).trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(s))) return `${s} 00:00:00`;
  if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(s) && !Number.isNaN(Date.parse(s.replace(' ', 'T')))) return s;
  throw badRequest({
    zh: `参数 ${name} 须为 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss`,
    en: `The parameter ${name} must be YYYY-MM-DD or YYYY-MM-DD HH:mm:ss`,
  });
}

/** A short code from a fixed list, optional. */
export function codeParam(p: Params, name: string, allowed: readonly string[]): string | undefined {
  const v = p[name];
  if (!present(v)) return undefined;
  const s = String(v);
  if (!allowed.includes(s))
    throw badRequest({ zh: `参数 ${name} 须为 ${allowed.join('、')} 之一`, en: `The parameter ${name} must be one of ${allowed.join(', ')}` });
  return s;
}

/** A whole number in a range, optional. */
export function intParam(p: Params, name: string, min: number, max: number): number | undefined {
  const v = p[name];
  if (!present(v)) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max)
    throw badRequest({ zh: `参数 ${name} 须为 ${min} 到 ${max} 的整数`, en: `The parameter ${name} must be a whole number from ${min} to ${max}` });
  return n;
}
