/** Users to and from Excel: export (all matching rows, filters, tenants, token in the query), template, import. */
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, passwordGrant, startTestServer, type Client, type TestServer } from '../../../tests/server/helpers';

let s: TestServer;
let adminToken: string;
let admin: Client;
let brandToken: string;
const U = '/api/blade-user';

beforeAll(async () => {
  s = await startTestServer();
  adminToken = await login(s.app);
  admin = client(s.app, adminToken);
  brandToken = await login(s.app, { tenantId: '100001' });
});
afterAll(async () => s?.close());

async function roleId(tenant: string, alias: string): Promise<string> {
  const r = await s.database.db
    .selectFrom('blade_role')
    .select('id')
    .where('tenant_id', '=', tenant)
    .where('role_alias', '=', alias)
    .executeTakeFirstOrThrow();
  return String(r.id);
}

/** GET a workbook with the token as the `blade-auth` query parameter (as a download link does). */
async function download(url: string, token: string, query: Record<string, string> = {}) {
  const res = await s.app.inject({ method: 'GET', url, query: { ...query, 'blade-auth': `bearer ${token}` } });
  return res;
}

async function sheetRows(body: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ExcelJS.Buffer);
  const out: string[][] = [];
  book.worksheets[0].eachRow((row) => {
    out.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))));
  });
  return out;
}

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('users');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

function importFile(file: Buffer, isCovered: 0 | 1, token = adminToken, lang = 'zh') {
  const boundary = `----toycar${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="users.xlsx"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return s.app.inject({
    method: 'POST',
    url: `${U}/import-user`,
    query: { isCovered: String(isCovered) },
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'blade-auth': `bearer ${token}`,
      'accept-language': lang,
    },
    payload,
  });
}

describe('export-user', () => {
  it('a sort it cannot apply is a 400 envelope, not a cut connection (found by the fuzz suite)', async () => {
    for (const ascs of ['a\u0000b', 'noSuchColumn', 'password']) {
      const res = await download(`${U}/export-user`, adminToken, { ascs });
      expect(res.statusCode, ascs).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, success: false });
    }
  });

  beforeAll(async () => {
    const op = await roleId('000000', 'operator');
    for (let i = 1; i <= 23; i++)
      await admin.post(`${U}/submit`, {
        account: `exp_${String(i).padStart(2, '0')}`,
        password: 'secret1',
        name: `导出${i}`,
        realName: i % 2 ? '单数' : '双数',
        roleId: op,
        sex: 1,
      });
    const brand = client(s.app, brandToken);
    await brand.post(`${U}/submit`, {
      account: 'exp_brand',
      password: 'secret1',
      name: 'b',
      realName: 'b',
      roleId: await roleId('100001', 'operator'),
    });
  });

  it('writes every matching row (more than a page) with labels and names, as .xlsx', async () => {
    const res = await download(`${U}/export-user`, adminToken, { account_likeright: 'exp_0', tenantId: '000000' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    expect(res.headers['content-disposition']).toMatch(/attachment/);
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]).toContain('登录账号');
    expect(rows[0]).not.toContain('初始密码');
    expect(rows).toHaveLength(1 + 9);
    const all = await sheetRows(
      (await download(`${U}/export-user`, adminToken, { account_likeright: 'exp_' })).rawPayload,
    );
    const accounts = all.slice(1).map((r) => r[0]);
    expect(accounts.filter((a) => /^exp_\d\d$/.test(a))).toHaveLength(23);
    const first = all.find((r) => r[0] === 'exp_01')!;
    expect(first).toContain('运营人员');
    expect(first).toContain('男');
  });

  it('applies the search conditions and the tenant', async () => {
    const odd = await sheetRows((await download(`${U}/export-user`, adminToken, { realName: '单数' })).rawPayload);
    expect(odd.slice(1).every((r) => r[2] === '单数')).toBe(true);
    expect(odd).toHaveLength(1 + 12);
    const brand = await sheetRows((await download(`${U}/export-user`, brandToken)).rawPayload);
    const brandAccounts = brand.slice(1).map((r) => r[0]);
    expect(brandAccounts).toContain('exp_brand');
    expect(brandAccounts.some((a) => /^exp_\d\d$/.test(a))).toBe(false);
  });

  it('refuses an unknown search field (400) and a caller without the code (403)', async () => {
    const bad = await download(`${U}/export-user`, adminToken, { nope: '1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/nope/);
    await admin.post(`${U}/submit`, {
      account: 'exp_viewer',
      password: 'viewer1',
      name: 'v',
      realName: 'v',
      roleId: await roleId('000000', 'operator'),
    });
    const viewer = await login(s.app, { username: 'exp_viewer', password: 'viewer1' });
    expect((await download(`${U}/export-user`, viewer)).statusCode).toBe(403);
    expect((await download(`${U}/export-user`, 'nonsense')).statusCode).toBe(401);
  });
});

describe('export-template', () => {
  it('is the header row the import reads, in the caller’s language', async () => {
    const rows = await sheetRows((await download(`${U}/export-template`, adminToken)).rawPayload);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual(expect.arrayContaining(['登录账号', '用户姓名', '初始密码', '所属角色']));
    expect(rows[0]).not.toContain('创建时间');
  });
});

describe('import-user', () => {
  const header = ['登录账号', '用户昵称', '用户姓名', '所属角色', '性别', '初始密码'];

  it('adds good rows, refuses bad ones naming row and column, hashes passwords', async () => {
    const file = await workbook([
      header,
      ['imp_a', '甲', '张三', '运营人员', '男', 'abc123'],
      ['imp_b', '乙', '李四', '运营人员', 'Female', ''],
      ['imp_c', '丙', '', '运营人员', '男', ''],
      ['imp_d', '丁', '王五', '不存在的角色', '男', ''],
      [],
      ['admin', '管', '管理员', '运营人员', '男', ''],
    ]);
    const res = await importFile(file, 0);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toMatchObject({ added: 2, updated: 0 });
    expect(body.msg).toBe('导入完成：新增 2 条，更新 0 条，拒绝 3 条');
    const refused = body.data.refused as Array<{ row: number; reason: string }>;
    expect(refused.map((r) => r.row)).toEqual([4, 5, 7]);
    expect(refused[0].reason).toMatch(/用户姓名/);
    expect(refused[1].reason).toMatch(/所属角色.*不存在的角色/);
    expect(refused[2].reason).toMatch(/账号已存在/);
    expect((await passwordGrant(s.app, { username: 'imp_a', password: 'abc123' })).status).toBe(200);
    expect((await passwordGrant(s.app, { username: 'imp_b', password: '123456' })).status).toBe(200);
    const b = (await admin.get(`${U}/page`, { account_equal: 'imp_b' })).body.data.records[0];
    expect(b).toMatchObject({ sex: 2, roleId: await roleId('000000', 'operator') });
  });

  it('overwrites existing accounts with isCovered=1 (password kept)', async () => {
    const file = await workbook([header, ['imp_a', '甲', '张三改', '运营人员', '女', 'other99']]);
    const res = await importFile(file, 1, adminToken, 'en');
    expect(res.json()).toMatchObject({ code: 200, data: { added: 0, updated: 1, refused: [] } });
    expect(res.json().msg).toBe('Import done: 0 added, 1 updated, 0 refused');
    const a = (await admin.get(`${U}/page`, { account_equal: 'imp_a' })).body.data.records[0];
    expect(a).toMatchObject({ realName: '张三改', sex: 2 });
    expect((await passwordGrant(s.app, { username: 'imp_a', password: 'abc123' })).status).toBe(200);
  });

  it('refuses a file that is not a workbook, one without an account column, and a bad isCovered', async () => {
    const notXlsx = await importFile(Buffer.from('hello'), 0, adminToken, 'en');
    expect(notXlsx.statusCode).toBe(400);
    expect(notXlsx.json().msg).toMatch(/xlsx/);
    const noAccount = await importFile(await workbook([['用户姓名'], ['x']]), 0, adminToken, 'en');
    expect(noAccount.json().msg).toMatch(/Account/);
    const res = await s.app.inject({
      method: 'POST',
      url: `${U}/import-user`,
      query: { isCovered: '7' },
      headers: { 'blade-auth': `bearer ${adminToken}` },
    });
    expect(res.statusCode).toBe(400);
  });

  it('imports into the caller’s tenant only', async () => {
    const file = await workbook([header, ['imp_brand', '品', '品牌用户', '运营人员', '男', '']]);
    const res = await importFile(file, 0, brandToken);
    expect(res.json().data).toMatchObject({ added: 1 });
    const row = await s.database.db
      .selectFrom('blade_user')
      .select(['tenant_id', 'role_id'])
      .where('account', '=', 'imp_brand')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ tenant_id: '100001', role_id: await roleId('100001', 'operator') });
  });
});
