/**
 * Reading the targets and inputs of a device call, wherever the caller put them: Saber sends some calls'
 * parameters in the query (`?ids=1,2`), others in a JSON body (`{ merchantDeviceIds: [1, 2] }` or a comma
 * list), and the console's schema actions send `ids` or the row's `id`. Every bad value is a 400 naming
 * the parameter, never a 500.
 */
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../../server/kernel/http/errors';

export type Params = Record<string, unknown>;

/** Query and body merged (the body wins), so a call may use either. */
export function paramsOf(req: FastifyRequest): Params {
  const query = (req.query ?? {}) as Params;
  const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Params) : {};
  return { ...query, ...body };
}

const ID = /^\d{1,16}$/;

/** Whether a parameter carries a value (null and '' count as absent: a row's empty column). */
export const has = (p: Params, name: string): boolean => p[name] !== undefined && p[name] !== null && p[name] !== '';
export const MAX_IDS = 1000;

/** The first of these parameters that is present, as a list of ids (a comma list or an array). */
export function idList(p: Params, names: string[], required = true): number[] {
  const name = names.find((n) => p[n] !== undefined && p[n] !== null && p[n] !== '');
  if (!name) {
    if (!required) return [];
    throw badRequest({ zh: `请提供 ${names[0]}`, en: `${names[0]} is required` });
  }
  const raw = p[name];
  const parts = (Array.isArray(raw) ? raw : String(raw).split(',')).map((v) => String(v).trim()).filter(Boolean);
  if (!parts.length || parts.some((v) => !ID.test(v)))
    throw badRequest({ zh: `${name} 必须是以逗号分隔的编号`, en: `${name} must be ids separated by commas` });
  if (parts.length > MAX_IDS)
    throw badRequest({ zh: `${name} 一次最多 ${MAX_IDS} 个`, en: `${name} takes at most ${MAX_IDS} ids at a time` });
  return [...new Set(parts.map(Number))];
}

/** One id from the first present parameter. */
export function oneId(p: Params, names: string[]): number {
  const name = names.find((n) => p[n] !== undefined && p[n] !== null && p[n] !== '');
  const raw = name ? String(p[name]).trim() : '';
  if (!name || !ID.test(raw))
    throw badRequest({ zh: `${names[0]} 必须是一个编号`, en: `${names[0]} must be one id` });
  return Number(raw);
}

/** An optional id: undefined when absent. */
export function maybeId(p: Params, names: string[]): number | undefined {
  return names.some((n) => p[n] !== undefined && p[n] !== null && p[n] !== '') ? oneId(p, names) : undefined;
}

/** Codes (device numbers, car codes) typed one per line or separated by commas, spaces or semicolons. */
export function codeList(p: Params, name: string): string[] {
  const raw = p[name];
  const parts = (Array.isArray(raw) ? raw.map(String) : String(raw ?? '').split(/[\s,;，；]+/))
    .map((s) => s.trim())
    .filter(Boolean);
  if (!parts.length) throw badRequest({ zh: `请提供 ${name}`, en: `${name} is required` });
  if (parts.some((c) => !/^[A-Za-z0-9_-]{1,40}$/.test(c)))
    throw badRequest({ zh: `${name} 含有无效的编号`, en: `${name} holds a number that is not valid` });
  if (parts.length > MAX_IDS)
    throw badRequest({ zh: `${name} 一次最多 ${MAX_IDS} 个`, en: `${name} takes at most ${MAX_IDS} at a time` });
  return [...new Set(parts)];
}

/** One code (device number, car code). */
export function oneCode(p: Params, name: string): string {
  const raw = String(p[name] ?? '').trim();
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(raw)) throw badRequest({ zh: `${name} 无效`, en: `${name} is not valid` });
  return raw;
}

/** A whole number within bounds. */
export function intParam(p: Params, name: string, min: number, max: number): number {
  const raw = String(p[name] ?? '').trim();
  const n = Number(raw);
  if (!/^-?\d{1,9}$/.test(raw) || n < min || n > max)
    throw badRequest({ zh: `${name} 必须是 ${min}–${max} 的整数`, en: `${name} must be a whole number from ${min} to ${max}` });
  return n;
}
