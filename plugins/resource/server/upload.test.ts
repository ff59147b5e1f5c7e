/** put-file: storage on disk, the attachment row, serving the file back, and the refusals. */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, request, startTestServer, type TestServer } from '../../../tests/server/helpers';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer();
  token = await login(s.app, { tenantId: '100001', username: 'operator' });
});
afterAll(async () => s?.close());

const PUT = '/api/blade-resource/oss/endpoint/put-file';

/** A multipart/form-data body with one file part (and optional text fields). */
function multipart(
  file: { field?: string; name: string; type?: string; data: Buffer },
  fields: Record<string, string> = {},
) {
  const boundary = `----toycar${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(file: Parameters<typeof multipart>[0], opts: { token?: string; lang?: string } = { token }) {
  const { payload, headers } = multipart(file);
  return request(s.app, {
    method: 'POST',
    url: PUT,
    payload,
    headers: {
      ...headers,
      ...(opts.token && { 'blade-auth': `bearer ${opts.token}` }),
      ...(opts.lang && { 'accept-language': opts.lang }),
    },
  });
}

describe('put-file', () => {
  it('stores the file, records it, and serves it back byte-identical', async () => {
    // A PNG signature, then anything: the content must be what the extension says (upload-sniff.test.ts).
    const data = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(300_000)]);
    const r = await upload({ name: 'C:\\photos\\my avatar.PNG', type: 'image/png', data });
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d).toMatchObject({ domain: '/api/blade-resource/oss/file', originalName: 'my avatar.PNG' });
    expect(d.name).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(d.link).toBe(`/api/blade-resource/oss/file/${d.name}`);
    expect(d.attachId).toMatch(/^\d+$/);
    expect(readdirSync(s.uploadDir)).toContain(d.name);

    // Public read (an <img> cannot send the token).
    const back = await s.app.inject({ method: 'GET', url: d.link });
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('image/png');
    expect(back.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(back.rawPayload, data)).toBe(0);

    const row = await s.database.db
      .selectFrom('blade_attach')
      .selectAll()
      .where('id', '=', Number(d.attachId))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ tenant_id: '100001', name: d.name, original_name: 'my avatar.PNG', extension: 'png' });
    expect(Number(row.attach_size)).toBe(data.length);
    // The generic attachment API: behind attach_view (the attachment menu grants it to tenant
    // administrators), per tenant; the platform administrator narrows to one tenant with tenantId.
    const admin100001 = client(s.app, await login(s.app, { tenantId: '100001' }));
    expect((await admin100001.get('/api/blade-resource/attach/page')).status).toBe(200);
    const adminToken = await login(s.app);
    const own = await upload({ name: 'notes.txt', data: Buffer.from('hello') }, { token: adminToken });
    const platform = client(s.app, adminToken);
    const names = (await platform.get('/api/blade-resource/attach/page', { tenantId: '000000' })).body.data.records.map(
      (x: { name: string }) => x.name,
    );
    // The demo's attachments (seed-demo.ts, under upload/2026/05/) aside: only the platform's own upload.
    expect(names.filter((n: string) => !n.startsWith('upload/2026/05/'))).toEqual([own.body.data.name]);
  });

  it('refuses a missing token, a missing file, a bad type and an over-size file', async () => {
    expect((await upload({ name: 'a.png', data: Buffer.from('x') }, {})).status).toBe(401);
    const c = client(s.app, token);
    const noBody = await c.post(PUT, { file: 'x' });
    expect(noBody.body).toMatchObject({ code: 400, msg: '请选择要上传的文件' });
    const wrongField = await upload({ field: 'avatar', name: 'a.png', data: Buffer.from('x') });
    expect(wrongField.body.msg).toBe('请选择要上传的文件');
    for (const name of ['evil.svg', 'page.html', 'run.exe', 'noext', 'x.php.']) {
      const r = await upload({ name, data: Buffer.from('<svg onload=alert(1)>') });
      expect(r.status, name).toBe(400);
      expect(r.body.msg).toMatch(/^不支持的文件类型/);
    }
    expect((await upload({ name: 'run.exe', data: Buffer.from('x') }, { token, lang: 'en' })).body.msg).toMatch(
      /^This file type is not allowed \(\.exe\)/,
    );
    const big = await upload({ name: 'big.zip', data: Buffer.alloc(10 * 1024 * 1024 + 1) });
    expect(big.status).toBe(400);
    expect(big.body.msg).toBe('文件大小不能超过 10MB');
    const empty = await upload({ name: 'empty.txt', data: Buffer.alloc(0) });
    expect(empty.body.msg).toBe('上传的文件为空');
    // Nothing refused is left on disk.
    expect(readdirSync(s.uploadDir).filter((f) => !/\.(png|txt)$/.test(f))).toEqual([]);
  });

  it('malformed multipart, and multipart sent to a JSON endpoint, are 400s', async () => {
    const auth = { 'blade-auth': `bearer ${token}` };
    const noBoundary = await request(s.app, {
      method: 'POST',
      url: PUT,
      payload: 'garbage',
      headers: { ...auth, 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.status).toBe(400);
    const cut = multipart({ name: 'a.png', data: Buffer.from('abc') });
    const truncated = await request(s.app, {
      method: 'POST',
      url: PUT,
      payload: cut.payload.subarray(0, cut.payload.length - 20),
      headers: { ...auth, ...cut.headers },
    });
    expect(truncated.status).toBe(400);
    const toJson = multipart({ name: 'a.png', data: Buffer.from('abc') });
    const r = await request(s.app, {
      method: 'POST',
      url: '/api/blade-user/update-info',
      payload: toJson.payload,
      headers: { ...auth, ...toJson.headers },
    });
    expect(r.status).toBeLessThan(500);
  });

  it('serves only generated names: traversal and unknown names are 404', async () => {
    for (const url of [
      '/api/blade-resource/oss/file/..%2F..%2Fpackage.json',
      '/api/blade-resource/oss/file/0123456789abcdef0123456789abcdef.png',
      '/api/blade-resource/oss/file/x.png',
    ]) {
      const r = await request(s.app, { method: 'GET', url });
      expect(r.status, url).toBe(404);
    }
    expect(existsSync(s.uploadDir)).toBe(true);
  });

  it('a 10 MB file at the limit is accepted', async () => {
    const edge = Buffer.alloc(10 * 1024 * 1024, 7);
    edge.write('%PDF-1.7\n');
    const r = await upload({ name: 'edge.pdf', data: edge });
    expect(r.status).toBe(200);
    const back = await s.app.inject({ method: 'GET', url: r.body.data.link });
    expect(back.headers['content-type']).toBe('application/pdf');
    expect(back.rawPayload.length).toBe(10 * 1024 * 1024);
  });
});
