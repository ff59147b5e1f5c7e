/**
 * What the logs may keep of a request: its parameters with every secret masked. A key naming a password,
 * a secret, a token, a captcha or the auth header has its value replaced by `******`, at any depth (a JSON
 * body nests), so a log row never holds a credential.
 */
import type { FastifyRequest } from 'fastify';

const SECRET_KEYS = /pass|secret|token|captcha|blade-auth|authorization/i;
export const MASK = '******';
/** Deep enough for any form; deeper values are cut rather than walked. */
const MAX_DEPTH = 6;
/** The log keeps a few thousand characters anyway: long texts and lists are cut before stringifying. */
const MAX_TEXT = 2000;
const MAX_ITEMS = 50;

/** A copy of `value` with the values of secret keys masked (long texts and lists cut). */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (Array.isArray(value)) {
    if (depth >= MAX_DEPTH) return '…';
    const items = value.slice(0, MAX_ITEMS).map((v) => maskSecrets(v, depth + 1));
    return value.length > MAX_ITEMS ? [...items, '…'] : items;
  }
  if (!value || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '…';
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>))
    out[k] = SECRET_KEYS.test(k) ? MASK : maskSecrets(v, depth + 1);
  return out;
}

/** Any value as bounded text without NUL (which PostgreSQL text cannot hold). */
export function clip(v: unknown, max: number): string {
  let s: string;
  if (v === undefined || v === null) s = '';
  else if (typeof v === 'string') s = v;
  else {
    try {
      s = JSON.stringify(v) ?? String(v);
    } catch {
      s = String(v);
    }
  }
  return s.replaceAll('\u0000', '').slice(0, max);
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v) && !Buffer.isBuffer(v);

/**
 * The request's parameters as log text: the query, plus a JSON or form body (a multipart upload's bytes
 * are never logged), secrets masked. `{}` when there are none.
 */
export function requestParams(req: FastifyRequest, max: number): string {
  const query = isPlainObject(req.query) ? req.query : {};
  const body = req.isMultipart?.() ? undefined : req.body;
  const params: Record<string, unknown> = { ...query };
  if (isPlainObject(body)) Object.assign(params, body);
  else if (Array.isArray(body)) params.body = body;
  return clip(maskSecrets(params), max);
}
