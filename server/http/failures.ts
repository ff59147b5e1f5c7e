/**
 * Every failure leaves as the envelope with the mirrored HTTP status. Our own ApiErrors carry their code;
 * Fastify's client errors (bad JSON, body too large, bad content-type, bad URL...) become 400 with a clear
 * message; anything else is a 500 with a generic message, the details going to the log only. Unknown
 * /api paths are 404, a known path with the wrong method 405.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { I18nText } from '../../engine/schema';
import { text } from '../../engine/schema/resolve';
import { envelope, langOfHeader } from './envelope';
import { ApiError, msg } from './errors';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

function clientErrorText(err: FastifyError): I18nText {
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return msg.bodyTooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return msg.badMediaType;
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return msg.badJson;
    case 'FST_ERR_BAD_URL':
      return msg.badUrl;
  }
  // secure-json-parse errors (syntax, __proto__ poisoning) come without a code but as SyntaxError / 400.
  if (err instanceof SyntaxError || /JSON/i.test(err.message)) return msg.badJson;
  return msg.badRequest;
}

export function sendFailure(req: FastifyRequest, reply: FastifyReply, err: unknown) {
  const lang = req.lang ?? langOfHeader(req.headers['accept-language']);
  if (err instanceof ApiError) {
    const m = typeof err.text === 'string' ? err.text : text(err.text, lang);
    return reply.code(err.code).send(envelope(err.code, m, {}));
  }
  const e = err as FastifyError;
  const status = typeof e?.statusCode === 'number' ? e.statusCode : 500;
  if (status >= 400 && status < 500) {
    req.log.info({ err: e }, 'client error');
    return reply.code(400).send(envelope(400, text(clientErrorText(e), lang), {}));
  }
  req.log.error({ err: e, url: req.url, method: req.method }, 'unexpected error');
  return reply.code(500).send(envelope(500, text(msg.internal, lang), {}));
}

/** 405 when the path exists under another method, else 404 (for /api); the SPA fallback handles the rest. */
export function apiNotFound(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
  const path = req.url.split('?')[0];
  const lang = req.lang ?? langOfHeader(req.headers['accept-language']);
  const known = METHODS.some((m) => m !== req.method && app.findRoute({ method: m, url: path }));
  if (known) return reply.code(405).send(envelope(405, text(msg.methodNotAllowed, lang), {}));
  return reply.code(404).send(envelope(404, text(msg.notFound, lang), {}));
}
