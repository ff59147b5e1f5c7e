/**
 * Every error a client can cause is a contract envelope (issue 13, defect 5), also those raised before a
 * route runs — by Node's HTTP parser (431 headers too large, 414 a request line too long, a malformed
 * request) or by Fastify's body handling (413, malformed JSON, wrong content type): `{ code: 400, success:
 * false, data: {}, msg }` with HTTP 400 (the contract's code for a bad request), the message in the
 * caller's language saying what was wrong. Over a real socket, since `inject` skips Node's parser.
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestServer, type TestServer } from './helpers';

let s: TestServer;
let port: number;
let token: string;
beforeAll(async () => {
  s = await startTestServer();
  token = await login(s.app);
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  port = (s.app.server.address() as AddressInfo).port;
});
afterAll(async () => s?.close());

interface Raw {
  status: number;
  headers: string;
  body: string;
}

/** Send raw bytes, read the whole answer (the server closes or the answer is complete). */
function raw(payload: string | Buffer): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (d) => chunks.push(d));
    socket.on('error', (err: NodeJS.ErrnoException) => (err.code === 'ECONNRESET' ? socket.emit('end') : reject(err)));
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head, ...rest] = text.split('\r\n\r\n');
      let body = rest.join('\r\n\r\n');
      if (/transfer-encoding: chunked/i.test(head)) body = dechunk(body);
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), headers: head, body });
    });
    socket.write(payload);
    // Let the server answer, then close our side (the answer may come before we finished sending).
    setTimeout(() => socket.end(), 300);
  });
}

function dechunk(body: string): string {
  let out = '';
  let rest = body;
  for (;;) {
    const nl = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, nl), 16);
    if (!size) return out;
    out += rest.slice(nl + 2, nl + 2 + size);
    rest = rest.slice(nl + 2 + size + 2);
  }
}

function expectEnvelope(r: Raw, status: number, msg: RegExp) {
  expect(r.status, r.headers + r.body).toBe(status);
  expect(r.headers).toMatch(/content-type: application\/json/i);
  const body = JSON.parse(r.body);
  expect(body).toMatchObject({ code: status, success: false, data: {} });
  expect(body.msg).toMatch(msg);
}

const get = (path: string, headers = '') =>
  `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: en\r\n${headers}Connection: close\r\n\r\n`;
const post = (path: string, body: string, type = 'application/json', extra = '') =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: en\r\nBlade-Auth: bearer ${token}\r\n` +
  `Content-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${extra}Connection: close\r\n\r\n${body}`;

describe('errors raised before any route runs', () => {
  it("a 100 kB query string: 400 envelope (was Fastify's bare 431 JSON)", async () => {
    const r = await raw(get(`/api/blade-system/param/page?paramName=${'x'.repeat(100_000)}`));
    expectEnvelope(r, 400, /address is too long/i);
  });

  it('headers too large: 400 envelope', async () => {
    const r = await raw(get('/api/health', `X-Filler: ${'y'.repeat(40_000)}\r\n`));
    expectEnvelope(r, 400, /headers are too large/i);
  });

  it('a request Node cannot parse: 400 envelope', async () => {
    const r = await raw('GARBAGE\r\n\r\n');
    expectEnvelope(r, 400, /not valid/i);
  });
});

describe('errors of the body', () => {
  it('a body over the limit: 400 envelope', async () => {
    const r = await raw(post('/api/blade-system/param/submit', JSON.stringify({ paramName: 'x'.repeat(1_100_000) })));
    expectEnvelope(r, 400, /too large/i);
  });

  it('a declared length over the limit, refused before the body is read: 400 envelope', async () => {
    const head =
      `POST /api/blade-system/param/submit HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: en\r\n` +
      `Content-Type: application/json\r\nContent-Length: 50000000\r\nConnection: close\r\n\r\n{`;
    expectEnvelope(await raw(head), 400, /too large/i);
  });

  it('malformed JSON: 400 envelope', async () => {
    expectEnvelope(await raw(post('/api/blade-system/param/submit', '{"paramName": ')), 400, /not valid JSON/i);
  });

  it('a wrong content type: 400 envelope', async () => {
    expectEnvelope(await raw(post('/api/blade-system/param/submit', '<x/>', 'application/xml')), 400, /Content-Type/);
  });

  it('a malformed percent-escape in the path or the query: 400 envelope', async () => {
    expectEnvelope(await raw(get('/api/blade-system/param/%E0%A4%A')), 400, /not valid/i);
  });
});
