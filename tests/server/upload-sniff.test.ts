/**
 * Uploads are checked by their content, not their name only (issue 13, defect 7): the first bytes must be
 * those of the type the extension declares (magic numbers), markup never passes as a picture or text, a
 * declared Content-Type of markup or script is refused, and a field that accepts images only
 * (`?accept=image`, sent by image fields and the avatar) takes images only. Nothing refused is stored.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, request, startTestServer, type TestServer } from './helpers';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer();
  token = await login(s.app, { tenantId: '100001', username: 'operator' });
});
afterAll(async () => s?.close());

const PUT = '/api/blade-resource/oss/endpoint/put-file';

function upload(name: string, data: Buffer, type = 'application/octet-stream', query = '') {
  const boundary = `----toycar${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return request(s.app, {
    method: 'POST',
    url: `${PUT}${query}`,
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'blade-auth': `bearer ${token}`,
      'accept-language': 'en',
    },
  });
}

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), randomBytes(200)]);
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), randomBytes(200)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), randomBytes(100)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([1, 0, 0, 0]), Buffer.from('WEBPVP8 '), randomBytes(50)]);
const PDF = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n');
const ZIP = Buffer.concat([Buffer.from('504b0304', 'hex'), randomBytes(100)]);
const OLE = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), randomBytes(100)]);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');

const storedFiles = () => readdirSync(s.uploadDir).length;

describe('content sniffing', () => {
  it('refuses HTML sent as x.png (it used to be stored), and stores nothing', async () => {
    const before = storedFiles();
    const r = await upload('x.png', HTML, 'image/png');
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 400, success: false });
    expect(r.body.msg).toMatch(/does not match/i);
    expect(storedFiles()).toBe(before);
  });

  it('refuses every extension whose bytes are something else', async () => {
    for (const [name, data] of [
      ['a.jpg', PNG],
      ['a.gif', JPEG],
      ['a.webp', GIF],
      ['a.pdf', HTML],
      ['a.docx', PDF],
      ['a.xls', ZIP],
      ['a.zip', SVG],
      ['a.bmp', HTML],
      ['a.txt', HTML],
      ['a.csv', SVG],
      ['a.txt', Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe, 0x00])],
    ] as const) {
      const r = await upload(name, data);
      expect(r.status, name).toBe(400);
    }
  });

  it('takes files whose bytes are what their extension says', async () => {
    for (const [name, data] of [
      ['a.png', PNG],
      ['a.JPG', JPEG],
      ['a.jpeg', JPEG],
      ['a.gif', GIF],
      ['a.webp', WEBP],
      ['a.bmp', Buffer.concat([Buffer.from('BM'), randomBytes(60)])],
      ['a.pdf', PDF],
      ['a.docx', ZIP],
      ['a.xlsx', ZIP],
      ['a.zip', ZIP],
      ['a.doc', OLE],
      ['a.xls', OLE],
      ['a.txt', Buffer.from('plain text, 中文 too\n')],
      ['a.csv', Buffer.from('\ufeffname,value\n<b>,1\n')],
    ] as const) {
      const r = await upload(name, data);
      expect(r.status, `${name}: ${JSON.stringify(r.body)}`).toBe(200);
    }
  });

  it('refuses a declared Content-Type of markup or script whatever the name', async () => {
    expect((await upload('a.txt', Buffer.from('hello'), 'text/html')).status).toBe(400);
    expect((await upload('a.png', PNG, 'image/svg+xml')).status).toBe(400);
  });

  it('a field that accepts images takes images only', async () => {
    expect((await upload('a.png', PNG, 'image/png', '?accept=image')).status).toBe(200);
    const pdf = await upload('a.pdf', PDF, 'application/pdf', '?accept=image');
    expect(pdf.status).toBe(400);
    expect(pdf.body.msg).toMatch(/image/i);
    // An accept value the server does not know is a 400 naming it, not ignored.
    expect((await upload('a.png', PNG, 'image/png', '?accept=whatever')).status).toBe(400);
  });
});
