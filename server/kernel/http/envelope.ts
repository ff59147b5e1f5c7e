/**
 * The response envelope of CONTRACT §2: `{ code, success, data, msg }`, success iff code 200. Write ops
 * answer with empty data (`{}`) and rely on `success`.
 */
import type { FastifyRequest } from 'fastify';
import type { I18nText } from '../../../engine/schema';
import { text, type Lang } from '../../../engine/schema/resolve';
import { msg } from './errors';

export interface Envelope<T = unknown> {
  code: number;
  success: boolean;
  data: T;
  msg: string;
}

export const envelope = <T>(code: number, message: string, data: T): Envelope<T> => ({
  code,
  success: code === 200,
  data,
  msg: message,
});

/** `Accept-Language` starting with `en` means English; anything else (or nothing) means Chinese. */
export function langOfHeader(header: string | string[] | undefined): Lang {
  const v = Array.isArray(header) ? header[0] : header;
  return v && v.trim().toLowerCase().startsWith('en') ? 'en' : 'zh';
}

export const say = (req: FastifyRequest, t: I18nText | string): string =>
  typeof t === 'string' ? t : text(t, req.lang);

export const ok = <T>(req: FastifyRequest, data: T): Envelope<T> => envelope(200, say(req, msg.success), data);

/** Success of a write op: empty data. */
export const done = (req: FastifyRequest): Envelope<Record<string, never>> => ok(req, {});
