/** The attachment screen's calls: download with the original name, delete with the file, the upload button. */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, request, startTestServer, type Client, type TestServer } from '../../../tests/server/helpers';

let s: TestServer;
let token: string;
let brand: Client;
beforeAll(async () => {
  s = await startTestServer();
  token = await login(s.app, { tenantId: '100001' });
  brand = client(s.app, token);
});
afterAll(async () => s?.close());

const ATTACH = '/api/blade-resource/attach';

/** put-file through multipart, as the console's upload field does. */
async function putFile(name: string, data: Buffer, as = token) {
  const boundary = `----res${randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const r = await request(s.app, {
    method: 'POST',
    url: '/api/blade-resource/oss/endpoint/put-file',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'blade-auth': `bearer ${as}` },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data as { link: string; name: string; attachId: string };
}

describe('attachments', () => {
  it('lists uploads and downloads one with its original (Chinese) name', async () => {
    const data = Buffer.from('租车合同,2026\n');
    const file = await putFile('租车 合同.csv', data);
    const list = await brand.get(`${ATTACH}/page`, { current: 1, size: 10, originalName: '合同' });
    expect(list.status).toBe(200);
    expect(list.body.data.records.map((r: { id: string }) => r.id)).toContain(file.attachId);

    const res = await s.app.inject({
      method: 'GET',
      url: `${ATTACH}/download`,
      query: { id: file.attachId },
      headers: { 'blade-auth': `bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(Buffer.compare(res.rawPayload, data)).toBe(0);
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment;/);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('租车 合同.csv')}`);
    expect(disposition).toContain('filename="');
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("answers 400 without an id, 404 for another tenant's attachment, 401 without a token", async () => {
    expect((await brand.get(`${ATTACH}/download`)).status).toBe(400);
    const platform = await login(s.app);
    const theirs = await putFile('platform.txt', Buffer.from('x'), platform);
    expect((await brand.get(`${ATTACH}/download`, { id: theirs.attachId })).status).toBe(404);
    expect((await client(s.app).get(`${ATTACH}/download`, { id: theirs.attachId })).status).toBe(401);
  });

  it('deletes the stored file with the row', async () => {
    const file = await putFile('old.txt', Buffer.from('old'));
    const path = join(s.uploadDir, file.name);
    expect(existsSync(path)).toBe(true);
    expect((await brand.post(`${ATTACH}/remove`, undefined, { ids: file.attachId })).status).toBe(200);
    expect(existsSync(path)).toBe(false);
    expect((await brand.get(`${ATTACH}/detail`, { id: file.attachId })).status).toBe(404);
    expect((await brand.get(`${ATTACH}/download`, { id: file.attachId })).status).toBe(404);
    expect((await s.app.inject({ method: 'GET', url: file.link })).statusCode).toBe(404);
  });

  it('upload button: confirms a link put-file recorded for the tenant, refuses anything else', async () => {
    const file = await putFile('new.pdf', Buffer.from('%PDF-1.4'));
    expect((await brand.post(`${ATTACH}/upload`, { link: file.link })).status).toBe(200);
    const bad = await client(s.app, token, 'en').post(`${ATTACH}/upload`, { link: '/api/nowhere.png' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/upload a file/);
    expect((await brand.post(`${ATTACH}/upload`, {})).status).toBe(400);
  });
});
