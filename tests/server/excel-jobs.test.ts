/**
 * Exports and imports of any list as jobs (server/crud/excel): the parameters list exported with its
 * search into a real .xlsx (headers in the caller's language, every matching row, dictionary labels),
 * progress and download (owner only); the jobs screen's retry and cancel; an import's dry run naming rows
 * and fields in the caller's language, nothing stored unless every row passes (or the valid rows are
 * chosen), and the streaming writer's bounded batches.
 */
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeExport } from '../../server/crud/excel/export';
import { jobRequest } from '../../server/crud/excel/caller';
import { client, login, startTestServer, type Client, type TestServer } from './helpers';

let s: TestServer;
let admin: Client;
let adminEn: Client;
let adminToken: string;
let brand: Client;
const P = '/api/blade-system/param';
const JOB = '/api/blade-job/job';

beforeAll(async () => {
  s = await startTestServer({ config: { jobs: { pollMs: 50 } } });
  adminToken = await login(s.app);
  admin = client(s.app, adminToken);
  adminEn = client(s.app, adminToken, 'en');
  brand = client(s.app, await login(s.app, { tenantId: '100001' }));
  for (let i = 1; i <= 25; i++)
    await admin.post(`${P}/submit`, {
      paramName: `导出参数${i}`,
      paramKey: `xls.key.${String(i).padStart(2, '0')}`,
      paramValue: `v${i}`,
    });
});
afterAll(async () => s?.close());

async function settle(c: Client, id: string) {
  for (let i = 0; i < 400; i++) {
    const r = await c.get(`${JOB}/progress`, { id });
    expect(r.status).toBe(200);
    if (['succeeded', 'failed', 'cancelled'].includes(r.body.data.status)) return r.body.data;
    await new Promise((res) => setTimeout(res, 25));
  }
  throw new Error(`job ${id} did not finish`);
}

async function rowsOf(buffer: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  const out: string[][] = [];
  book.worksheets[0].eachRow((row) => {
    out.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))));
  });
  return out;
}

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('p');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

function upload(url: string, file: Buffer, token: string, lang = 'zh', query: Record<string, string> = {}) {
  const boundary = `----toycar${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.xlsx"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return s.app.inject({
    method: 'POST',
    url,
    query,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'blade-auth': `bearer ${token}`,
      'accept-language': lang,
    },
    payload,
  });
}

describe('export', () => {
  it('exports every row matching the search as .xlsx, with progress, downloadable by its owner only', async () => {
    const started = await admin.post(`${P}/export`, { paramKey: 'xls.key.', descs: 'param_key' });
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({ kind: 'excel.export' });
    const job = await settle(admin, started.body.data.id);
    expect(job).toMatchObject({ status: 'succeeded', progress: 100, doneCount: 25, totalCount: 25 });
    expect(job.result).toMatchObject({ rows: 25 });
    expect(job.result.file).toBeUndefined();
    expect(job.result.fileName).toMatch(/^参数管理-\d{8}-\d{4}\.xlsx$/);

    const file = await s.app.inject({
      method: 'GET',
      url: `${JOB}/download`,
      query: { id: job.id, 'blade-auth': `bearer ${adminToken}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/spreadsheetml/);
    expect(file.headers['content-disposition']).toContain("filename*=UTF-8''%E5%8F%82%E6%95%B0");
    const rows = await rowsOf(file.rawPayload);
    expect(rows[0]).toEqual(['参数名称', '参数键名', '参数键值', '备注', '创建时间']);
    expect(rows).toHaveLength(26);
    // The list's order (param_key descending) and its search.
    expect(rows[1][1]).toBe('xls.key.25');
    expect(rows[25][1]).toBe('xls.key.01');

    // Another user (another tenant) neither sees the job nor downloads the file.
    expect((await brand.get(`${JOB}/progress`, { id: job.id })).status).toBe(404);
    expect((await brand.get(`${JOB}/download`, { id: job.id })).status).toBe(404);
  });

  it('writes headers in English for an English caller, and refuses a bad search before starting', async () => {
    const started = await adminEn.post(`${P}/export`, { paramKey: 'xls.key.0' });
    const job = await settle(adminEn, started.body.data.id);
    const file = await s.app.inject({
      method: 'GET',
      url: `${JOB}/download`,
      query: { id: job.id, 'blade-auth': `bearer ${adminToken}` },
    });
    const rows = await rowsOf(file.rawPayload);
    expect(rows[0]).toEqual(['Name', 'Key', 'Value', 'Remark', 'Created']);
    expect(rows).toHaveLength(10);
    const bad = await adminEn.post(`${P}/export`, { nope: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/nope/);
  });

  it('shows dictionary labels as the screen does (SMS history: provider and status)', async () => {
    const sent = await admin.post('/api/blade-resource/sms/send-message', undefined, {
      phones: '13800000009',
      params: '{"code":"1"}',
    });
    expect(sent.status).toBe(200);
    const started = await adminEn.post('/api/share-operation/smshistory/export', { phone: '13800000009' });
    const job = await settle(adminEn, started.body.data.id);
    const file = await s.app.inject({
      method: 'GET',
      url: `${JOB}/download`,
      query: { id: job.id, 'blade-auth': `bearer ${adminToken}` },
    });
    const [header, row] = await rowsOf(file.rawPayload);
    const cell = (label: string) => row[header.indexOf(label)];
    expect(cell('Phone')).toBe('13800000009');
    expect(cell('Provider')).toBe('Console log');
    expect(cell('Status')).toBe('Sent');
    // The jobs screen lists the export without its payload (the caller's access snapshot).
    const jobs = (await admin.get(`${JOB}/page`, { current: 1, size: 5 })).body.data.records;
    expect(jobs[0]).toMatchObject({ kind: 'excel.export', status: 'succeeded' });
    expect(jobs[0].payload).toBeUndefined();
  });

  it('streams in bounded batches: bytes leave before the last batch is read', async () => {
    const out = new PassThrough();
    let bytes = 0;
    const seenAt: number[] = [];
    out.on('data', (chunk: Buffer) => (bytes += chunk.length));
    const auth = {
      tenantId: '000000',
      userId: '1',
      account: 'admin',
      realName: 'admin',
      roleIds: [],
      roleNames: ['administrator'],
      deptId: '',
      postId: '',
      clientId: 'saber',
      access: { platformAdmin: false, userId: 1, deptIds: [], deptTree: [], dataRules: new Map() },
    };
    const { buildModels } = await import('../../server/kernel/model');
    const { allTables } = await import('../../server/compose/tables');
    const { loadModules } = await import('../../server/compose/modules');
    const models = buildModels(s.registry, allTables(s.registry, await loadModules()));
    const ctx = {
      database: s.database,
      models,
      hooks: { has: () => false },
    } as unknown as Parameters<typeof writeExport>[0]['ctx'];
    const { rows } = await writeExport({
      ctx,
      model: models.get('system.param')!,
      auth,
      lang: 'zh',
      query: { paramKey: 'xls.key.' },
      stream: out,
      req: jobRequest({ lang: 'zh', auth: { ...auth, access: { ...auth.access, dataRules: [] } } }),
      batch: 5,
      progress: async (done) => {
        seenAt.push(bytes);
        expect(done).toBeLessThanOrEqual(25);
      },
    });
    expect(rows).toBe(25);
    // Progress after every batch of 5, and the zip stream had received bytes before the last batch.
    expect(seenAt).toHaveLength(6);
    expect(seenAt[seenAt.length - 2]).toBeGreaterThan(0);
  });
});

describe("direct export (a blob at the schema's own path)", () => {
  it("answers the file itself for the filter in the body, as BladeX's pageList does", async () => {
    const shelf = '/api/toycar-test/shelf';
    for (const name of ['Direct A', 'Direct B', 'Other']) expect((await admin.post(shelf, { name })).status).toBe(200);
    const res = await s.app.inject({
      method: 'POST',
      url: `${shelf}/pageList`,
      headers: { 'blade-auth': `bearer ${adminToken}`, 'accept-language': 'en' },
      payload: { name: 'Direct' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Test_shelves-\d{8}-\d{4}\.xlsx"/);
    const rows = await rowsOf(res.rawPayload);
    expect(rows[0]).toEqual(['Shelf name', 'Parent', 'Sort']);
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(['Direct A', 'Direct B']);
    // A bad search is refused before anything is sent; no code, no file.
    const bad = await admin.post(`${shelf}/pageList`, { nope: 1 });
    expect(bad.status).toBe(400);
    expect((await brand.post(`${shelf}/pageList`, {})).status).toBe(403);
  });
});

describe('import', () => {
  const url = `${P}/import`;

  it('a dry run names each bad row and field in the caller’s language, and stores nothing', async () => {
    const file = await workbook([
      ['参数名称', '参数键名', '参数键值', '备注'],
      ['好的', 'imp.good.1', 'v', ''],
      ['', 'imp.bad.2', 'v', ''], // no name
      ['重复', 'xls.key.01', 'v', ''], // key already stored
      ['同文件', 'imp.good.1', '', ''], // key repeated in the file, no value
      ['好的2', 'imp.good.5', 'v', 'x'.repeat(300)], // remark too long
    ]);
    const started = await upload(url, file, adminToken, 'zh');
    expect(started.statusCode).toBe(200);
    const job = await settle(admin, started.json().data.id);
    expect(job.status).toBe('succeeded');
    const report = job.result;
    expect(report).toMatchObject({ mode: 'check', rows: 5, valid: 1, invalid: 4, stored: 0 });
    const byRow = (n: number) => report.problems.filter((p: { row: number }) => p.row === n);
    expect(byRow(2)).toEqual([]);
    expect(byRow(3)).toEqual([{ row: 3, field: 'paramName', label: '参数名称', message: '请输入参数名称' }]);
    expect(byRow(4)).toEqual([{ row: 4, field: 'paramKey', label: '参数键名', message: '参数键名已存在' }]);
    expect(
      byRow(5)
        .map((p: { field: string }) => p.field)
        .sort(),
    ).toEqual(['paramKey', 'paramValue']);
    expect(byRow(5).find((p: { field: string }) => p.field === 'paramKey').message).toBe('参数键名：与第 2 行重复');
    expect(byRow(6)).toEqual([{ row: 6, field: 'remark', label: '备注', message: expect.stringContaining('备注') }]);
    expect((await admin.get(`${P}/list`, { paramKey: 'imp.good' })).body.data.records).toEqual([]);

    // English: the same problems in English, headers in English accepted too.
    const en = await upload(
      url,
      await workbook([
        ['Name', 'Key', 'Value'],
        ['', 'imp.en.1', 'v'],
      ]),
      adminToken,
      'en',
    );
    const enJob = await settle(adminEn, en.json().data.id);
    expect(enJob.result.problems).toEqual([
      { row: 2, field: 'paramName', label: 'Name', message: 'Please enter the parameter name' },
    ]);

    // Storing everything is refused while any row has a problem.
    const all = await admin.post(url, undefined, { mode: 'all', file: job.id });
    const allJob = await settle(admin, all.body.data.id);
    expect(allJob.result).toMatchObject({ mode: 'all', stored: 0, refusal: '有 4 行未通过校验，未导入任何数据' });
    expect((await admin.get(`${P}/list`, { paramKey: 'imp.good' })).body.data.records).toEqual([]);

    // The user accepts the valid rows: exactly those are stored.
    const valid = await admin.post(url, undefined, { mode: 'valid', file: job.id });
    const validJob = await settle(admin, valid.body.data.id);
    expect(validJob.result).toMatchObject({ mode: 'valid', stored: 1 });
    const stored = (await admin.get(`${P}/list`, { paramKey: 'imp.good' })).body.data.records;
    expect(stored.map((r: { paramKey: string }) => r.paramKey)).toEqual(['imp.good.1']);
  });

  it('stores every row in one go when the whole file passes', async () => {
    const file = await workbook([
      ['参数名称', '参数键名', '参数键值'],
      ...[1, 2, 3].map((i) => [`全部${i}`, `imp.all.${i}`, `v${i}`]),
    ]);
    const check = await settle(admin, (await upload(url, file, adminToken)).json().data.id);
    expect(check.result).toMatchObject({ rows: 3, valid: 3, invalid: 0 });
    const all = await settle(admin, (await admin.post(url, undefined, { mode: 'all', file: check.id })).body.data.id);
    expect(all.result).toMatchObject({ stored: 3 });
    expect((await admin.get(`${P}/list`, { paramKey: 'imp.all' })).body.data.total).toBe(3);
    // The stored rows belong to the importer's tenant, with audit values.
    expect((await brand.get(`${P}/list`, { paramKey: 'imp.all' })).body.data.total).toBe(0);
  });

  it('refuses what is not a workbook, an unknown mode, another user’s upload, and callers without the code', async () => {
    const notXlsx = await upload(url, Buffer.from('hello'), adminToken, 'en');
    const job = await settle(adminEn, notXlsx.json().data.id);
    expect(job).toMatchObject({ status: 'failed', error: 'The file is not a valid .xlsx workbook' });
    expect((await admin.post(url, undefined, { mode: 'nope' })).status).toBe(400);
    // A malformed multipart body — no boundary, or cut short inside the file — is the client's fault.
    for (const [contentType, payload] of [
      ['multipart/form-data', 'no boundary'],
      ['multipart/form-data; boundary=XYZ', '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="p.xlsx"\r\n\r\ncut short'],
    ]) {
      const r = await s.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': contentType, 'blade-auth': `bearer ${adminToken}`, 'accept-language': 'en' },
        payload,
      });
      expect(r.statusCode, contentType).toBe(400);
    }
    expect((await brand.post(url, undefined, { mode: 'all', file: job.id })).status).toBe(404);
    const template = await s.app.inject({
      method: 'GET',
      url: `${P}/import-template`,
      headers: { 'blade-auth': `bearer ${adminToken}`, 'accept-language': 'en' },
    });
    expect(template.statusCode).toBe(200);
    expect((await rowsOf(template.rawPayload))[0]).toEqual(['Name', 'Key', 'Value', 'Remark']);
  });
});

describe('the jobs screen', () => {
  it('lists jobs per tenant and retries a failed one', async () => {
    const notXlsx = await upload(`${P}/import`, Buffer.from('x'), adminToken);
    const job = await settle(admin, notXlsx.json().data.id);
    expect(job.status).toBe('failed');
    expect(job.attempts).toBe(1); // a refused file is not worth a retry
    const r = await admin.post(`${JOB}/retry`, undefined, { id: job.id });
    expect(r.status).toBe(200);
    const again = await settle(admin, job.id);
    expect(again).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await admin.post(`${JOB}/cancel`, undefined, { id: job.id })).status).toBe(400);
    // Another tenant neither lists nor retries it.
    const list = (await brand.get(`${JOB}/page`, { current: 1, size: 100 })).body.data.records;
    expect(list.some((x: { id: string }) => x.id === job.id)).toBe(false);
    expect((await brand.post(`${JOB}/retry`, undefined, { id: job.id })).status).toBeGreaterThanOrEqual(403);
  });
});
