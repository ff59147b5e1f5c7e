/**
 * Parameters of the contract's special calls: each may come in the query string or a JSON body (BladeX's
 * controllers read either), validated here with a 400 naming the field and the reason in both languages.
 */
import type { FastifyRequest } from 'fastify';
import type { I18nText } from '../../../engine/schema';
import { badRequest, forbidden } from '../../../server/kernel/http/errors';

const bodyOf = (req: FastifyRequest): Record<string, unknown> =>
  req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};

/** The raw value of a parameter: the body's, else the query's; empty text counts as absent. */
export function param(req: FastifyRequest, name: string): unknown {
  const b = bodyOf(req)[name];
  const v = b !== undefined && b !== null && b !== '' ? b : (req.query as Record<string, unknown> | undefined)?.[name];
  return v === '' ? undefined : v;
}

/** A record id parameter (digits, as ids travel as strings): required unless `optional`. */
export function idParam(req: FastifyRequest, name: string, label: I18nText, optional = false): number | undefined {
  const v = param(req, name);
  if (v === undefined || v === null) {
    if (optional) return undefined;
    throw badRequest({ zh: `${name}（${label.zh}）不能为空`, en: `${name} (${label.en}) is required` });
  }
  const s = String(v);
  if (!/^\d{1,16}$/.test(s) || Number(s) <= 0)
    throw badRequest({ zh: `${name}（${label.zh}）必须是记录编号`, en: `${name} (${label.en}) must be a record id` });
  return Number(s);
}

/** A text parameter, trimmed, at most `max` characters. */
export function textParam(req: FastifyRequest, name: string, label: I18nText, max = 60): string | undefined {
  const v = param(req, name);
  if (v === undefined || v === null) return undefined;
  const s = String(v).trim();
  if (s.length > max)
    throw badRequest({ zh: `${name}（${label.zh}）最多 ${max} 个字符`, en: `${name} (${label.en}) has at most ${max} characters` });
  return s || undefined;
}

/**
 * The `tenantId` parameter of the pickers: the platform administrator's choice is applied by the row filters
 * (server/access); anyone else may only name their own tenant.
 */
export function refuseOtherTenant(req: FastifyRequest): void {
  const t = (req.query as Record<string, unknown> | undefined)?.tenantId;
  if (t === undefined || t === '' || req.auth?.access?.platformAdmin) return;
  if (String(t) !== req.auth?.tenantId) throw forbidden();
}
