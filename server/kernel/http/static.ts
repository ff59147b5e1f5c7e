/**
 * The built console (dist/) at `/`: hashed assets cached for a long time, index.html never cached, and
 * every unknown non-/api GET answered with index.html so client-side routes survive a reload.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export function hasConsole(distDir: string | undefined): distDir is string {
  return !!distDir && existsSync(join(distDir, 'index.html'));
}

export async function registerConsole(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    // One route per file rather than a wildcard, so unknown paths reach the not-found handler (404 / 405 / SPA).
    wildcard: false,
    setHeaders(reply, path) {
      reply.header('Cache-Control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

/** GET / HEAD of a non-API path that accepts HTML → index.html. */
export function isSpaRequest(req: FastifyRequest): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && !req.url.startsWith('/api/') && req.url !== '/api';
}

export function sendIndex(reply: FastifyReply) {
  reply.header('Cache-Control', 'no-cache');
  return reply.sendFile('index.html');
}
