/**
 * Every failure leaves as the envelope with the mirrored HTTP status. Our own ApiErrors carry their code;
 * Fastify's client errors (bad JSON, body too large, bad content-type, bad URL...) become 400 with a clear
 * message; a database that cannot be reached (PostgreSQL restarting, connections cut) is a 503 saying so;
 * anything else is a 500 with a generic message, the details going to the log only. Unknown /api paths are
 * 404, a known path with the wrong method 405. Errors Node's HTTP parser raises before Fastify sees a
 * request (headers or request line too large, not HTTP at all) get the envelope too (`clientErrorHandler`).
 */
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { I18nText } from '../../../engine/schema';
import { text } from '../../../engine/schema/resolve';
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

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);

/**
 * The database could not be reached or dropped the connection: PostgreSQL's connection exceptions (class
 * 08), its shutdown and start-up refusals (57P01–57P03), the pool's own messages, network errors.
 */
export function isDatabaseDown(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | undefined;
  const code = typeof e?.code === 'string' ? e.code : '';
  if (CONNECTION_CODES.has(code) || /^08/.test(code) || /^57P0[1-3]$/.test(code)) return true;
  const m = typeof e?.message === 'string' ? e.message : '';
  return /Connection terminated|connection timeout|Client has encountered a connection error|the database system is (starting up|shutting down)|terminating connection due to administrator command/i.test(
    m,
  );
}

export function sendFailure(req: FastifyRequest, reply: FastifyReply, err: unknown) {
  const lang = req.lang ?? langOfHeader(req.headers['accept-language']);
  if (err instanceof ApiError) {
    const m = typeof err.text === 'string' ? err.text : text(err.text, lang);
    if (err.form === 'oauth') return reply.code(err.code).send({ error_code: err.code, error_description: m });
    return reply.code(err.code).send(envelope(err.code, m, {}));
  }
  if (isDatabaseDown(err)) {
    req.log.error({ err, url: req.url, method: req.method }, 'database not reachable');
    return reply.code(503).send(envelope(503, text(msg.databaseDown, lang), {}));
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

/** Headers every answer carries, also those written on the raw socket below (no Fastify hook runs there). */
const RAW_HEADERS = [
  'Content-Type: application/json; charset=utf-8',
  "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options: nosniff',
  'X-Frame-Options: DENY',
  'Connection: close',
];

/** What the parser refused, from its error code and the bytes it had read. */
type ParserError = Error & { code?: string; rawPacket?: unknown };

/** The bytes the parser had read (Node gives them as a Buffer). */
const rawHead = (err: ParserError): string =>
  Buffer.isBuffer(err.rawPacket) ? err.rawPacket.subarray(0, 65536).toString('latin1') : '';

function parserErrorText(err: ParserError): I18nText {
  if (err.code === 'HPE_HEADER_OVERFLOW') {
    // The request line alone past the limit: the address (a huge query string), else the headers.
    const head = rawHead(err);
    const line = head.indexOf('\r\n');
    return line < 0 || line > 8192 ? msg.urlTooLong : msg.headersTooLarge;
  }
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return msg.requestTimeout;
  if (err.code === 'HPE_URI_TOO_LONG' || err.code === 'HPE_INVALID_URL') return msg.badUrl;
  return msg.badHttp;
}

/**
 * Fastify's `clientErrorHandler`: Node's parser refused the bytes before any request existed. Answer the
 * envelope (400) on the socket and close it. The language comes from an Accept-Language header the parser
 * had read; when it never got that far, the message is given in both languages.
 */
export function sendParserFailure(err: ParserError, socket: Socket): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const t = parserErrorText(err);
  const head = rawHead(err);
  const lang = /\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(head)?.[1];
  const message = lang === undefined ? `${t.zh} (${t.en})` : text(t, langOfHeader(lang));
  const body = JSON.stringify(envelope(400, message, {}));
  const headers = [...RAW_HEADERS, `Content-Length: ${Buffer.byteLength(body)}`];
  socket.end(`HTTP/1.1 400 Bad Request\r\n${headers.join('\r\n')}\r\n\r\n${body}`);
}
