/**
 * The HTTP hardening of the app (issue 13): security headers on every answer (helmet) with a
 * Content-Security-Policy the console works under, and the per-IP rate limits the routes ask for
 * (@fastify/rate-limit; the log-in endpoints, server/auth/rate-limit.ts).
 *
 * The policy: scripts, styles, fonts, frames and connections from our own origin only. Exceptions, each
 * because the console needs it: inline styles (antd writes its CSS-in-JS into <style> elements and style
 * attributes), images from data: (the captcha) and blob: (previews), and from http(s) hosts (avatars and
 * pictures may be links to an OSS elsewhere). No inline or eval'd script at all. No framing by anyone
 * (frame-ancestors 'none' and X-Frame-Options DENY). Files served back from uploads carry their own,
 * stricter policy (a sandbox; plugins/resource/server/upload-routes.ts).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError, msg } from '../kernel/http/errors';

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:'],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameSrc: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

const HELMET: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  frameguard: { action: 'deny' },
  // Pictures may come from another host (an avatar link): do not require them to opt in.
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'same-origin' },
};

/**
 * The headers helmet sets, worked out once. The policy depends on nothing in the request (no nonces),
 * and @fastify/helmet rebuilt helmet's middleware — parsing every directive — on each request: about 4 %
 * of a small list answer's CPU.
 */
function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const capture = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(HELMET)({} as IncomingMessage, capture as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export async function installSecurity(app: FastifyInstance): Promise<void> {
  const headers = Object.entries(securityHeaders());
  app.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  await app.register(rateLimit, {
    // Only routes that ask for a limit (ApiRoute.rateLimit) are limited.
    global: false,
    errorResponseBuilder: (req, ctx) =>
      new ApiError(
        429,
        msg.tooManyRequests(Math.max(1, Math.ceil(ctx.ttl / 1000))),
        req.url.startsWith('/api/blade-auth/oauth/token') ? 'oauth' : 'envelope',
      ),
  });
}
