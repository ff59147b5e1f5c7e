/**
 * Security headers on everything the server sends (issue 13, defect 3): the console's page, its client
 * routes, its assets and every /api answer carry a Content-Security-Policy (with frame-ancestors),
 * X-Frame-Options and X-Content-Type-Options (helmet); the token and captcha endpoints are
 * rate-limited per IP (@fastify/rate-limit) with answers the console understands.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC, passwordGrant, request, startTestServer, type TestServer } from './helpers';

let s: TestServer;
const dist = mkdtempSync(join(tmpdir(), 'toycar-dist-'));
beforeAll(async () => {
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
  s = await startTestServer({ config: { distDir: dist, rateLimit: { token: 5, captcha: 4, windowMs: 60_000 } } });
});
afterAll(async () => {
  await s?.close();
  rmSync(dist, { recursive: true, force: true });
});

function expectSecurityHeaders(headers: Record<string, unknown>, what: string) {
  const csp = String(headers['content-security-policy'] ?? '');
  expect(csp, what).toMatch(/default-src 'self'/);
  expect(csp, what).toMatch(/frame-ancestors 'none'/);
  expect(csp, what).toMatch(/object-src 'none'/);
  expect(csp, what).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('same-origin');
  expect(headers['strict-transport-security'], what).toMatch(/max-age=\d+/);
  expect(headers['access-control-allow-origin'], what).toBeUndefined();
}

describe('security headers', () => {
  it('on the console, its client routes, its assets and the API', async () => {
    for (const url of [
      '/',
      '/login',
      '/system/param',
      '/assets/app.js',
      '/api/health',
      '/api/blade-system/param/page',
      '/api/no/such/endpoint',
    ]) {
      const r = await s.app.inject({ method: 'GET', url, headers: { origin: 'https://evil.example' } });
      expect(r.statusCode, url).toBeLessThan(500);
      expectSecurityHeaders(r.headers, url);
      if (url.startsWith('/api/')) expect(r.headers['content-type'], url).toBe('application/json; charset=utf-8');
    }
    const r = await s.app.inject({ method: 'POST', url: '/api/blade-system/param/submit', payload: '{bad' });
    expectSecurityHeaders(r.headers, 'POST with a bad body');
  });
});

describe('rate limits on the token and captcha endpoints', () => {
  it('the token endpoint answers 429 in the OAuth form past the limit of one IP; other IPs go on', async () => {
    const ip = '10.88.0.1';
    for (let i = 0; i < 5; i++) expect((await passwordGrant(s.app, { ip })).status).toBe(200);
    const over = await passwordGrant(s.app, { ip, lang: 'en' });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ error_code: 429 });
    expect(over.body.error_description).toMatch(/too many/i);
    expect((await passwordGrant(s.app, { ip: '10.88.0.2' })).status).toBe(200);
  });

  it('the captcha endpoint answers 429 with the envelope past the limit', async () => {
    const get = () =>
      request(s.app, { method: 'GET', url: '/api/blade-auth/oauth/captcha', remoteAddress: '10.88.0.3' });
    for (let i = 0; i < 4; i++) expect((await get()).status).toBe(200);
    const over = await get();
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 429, success: false, data: {} });
    expect(over.body.msg).toMatch(/频繁/);
  });

  it('other endpoints are not limited this way', async () => {
    for (let i = 0; i < 12; i++)
      expect((await request(s.app, { method: 'GET', url: '/api/health', remoteAddress: '10.88.0.4' })).status).toBe(
        200,
      );
    const client = await request(s.app, {
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      headers: { authorization: BASIC },
      remoteAddress: '10.88.0.5',
      query: { grant_type: 'magic' },
    });
    expect(client.status).toBe(400);
  });
});
