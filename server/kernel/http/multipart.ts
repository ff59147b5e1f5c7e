/**
 * What to throw for an error met while reading a multipart body. Reading only reads the client's bytes,
 * so a failure there is the client's: our own refusals and the multipart limits' 4xx (file too large,
 * too many parts: the failure handler words them) pass through; anything else — no boundary, a body
 * cut short — becomes a 400 with the reader's "choose a file" text, never a 500.
 */
import type { I18nText } from '../../../engine/schema';
import { ApiError, badRequest } from './errors';

export function uploadFailure(err: unknown, noFile: I18nText): unknown {
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  if (err instanceof ApiError || (typeof status === 'number' && status < 500)) return err;
  return Object.assign(badRequest(noFile), { cause: err });
}
