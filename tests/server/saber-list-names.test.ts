/**
 * The display names SpringBlade's list wrappers add to rows and Saber's tables show (docs/contract.md §10):
 * users' roleName / deptName / postName, posts' and notices' categoryName, data and API scopes'
 * scopeTypeName. They come with list, page and detail answers, follow the caller's language for dictionary
 * labels, and are never stored: a form that posts them back changes nothing by them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, startTestServer, type Client, type TestServer } from './helpers';
import { saberToken } from './saber-login';

type Row = Record<string, unknown>;
const SYS = '/api/blade-system';

let s: TestServer;
let saber: Client;
let en: Client;

beforeAll(async () => {
  s = await startTestServer();
  saber = client(s.app, await saberToken(s.app));
  en = client(s.app, await login(s.app), 'en');
});
afterAll(async () => s?.close());

/** dictKey → label of a dictionary, as its `dictionary` route answers it. */
async function labels(c: Client, code: string): Promise<Map<string, string>> {
  const items = (await c.get(`${SYS}/dict/dictionary`, { code })).body.data as Row[];
  return new Map(items.map((i) => [String(i.dictKey), String(i.dictValue)]));
}

const nameOf = async (table: string, column: string, id: unknown) =>
  String(
    (await s.database.db.selectFrom(table).select(column).where('id', '=', Number(id)).executeTakeFirstOrThrow())[
      column
    ],
  );

describe('users: roleName, deptName, postName', () => {
  let userId = '';
  let roles: string[] = [];
  let dept = '';
  let post = '';

  beforeAll(async () => {
    roles = ((await saber.get(`${SYS}/role/list`, { tenantId: '000000' })).body.data as Row[])
      .slice(0, 2)
      .map((r) => String(r.id));
    dept = String(((await saber.get(`${SYS}/dept/list`)).body.data as Row[])[0].id);
    post = String(((await saber.get(`${SYS}/post/list`, { size: 1 })).body.data.records as Row[])[0].id);
    const add = await saber.post(`${SYS}/user/submit`, {
      account: 'named_user',
      name: 'named',
      realName: '名字',
      password: 'Passw0rd!',
      password2: 'Passw0rd!',
      tenantId: '000000',
      roleId: roles.join(','),
      deptId: dept,
      postId: post,
      sex: 1,
    });
    expect(add.body, JSON.stringify(add.body)).toMatchObject({ success: true });
    const list = await saber.get(`${SYS}/user/list`, { current: 1, size: 10, account: 'named_user' });
    userId = String(list.body.data.records[0].id);
  });

  it('a list row and the detail carry the names of the ids, comma-joined in their order', async () => {
    const expected = {
      roleName: (await Promise.all(roles.map((id) => nameOf('blade_role', 'role_name', id)))).join(','),
      deptName: await nameOf('blade_dept', 'dept_name', dept),
      postName: await nameOf('blade_post', 'post_name', post),
    };
    expect(roles).toHaveLength(2);
    expect(expected.roleName).toContain(',');
    const list = await saber.get(`${SYS}/user/list`, { current: 1, size: 10, account: 'named_user' });
    expect(list.body.data.records[0]).toMatchObject(expected);
    const page = await saber.get('/api/blade-user/page', { current: 1, size: 10, account: 'named_user' });
    expect(page.body.data.records[0]).toMatchObject(expected);
    expect((await saber.get(`${SYS}/user/detail`, { id: userId })).body.data).toMatchObject(expected);
    // Every row of a page is named, from one look-up per table.
    const all = (await saber.get(`${SYS}/user/list`, { current: 1, size: 50 })).body.data.records as Row[];
    for (const r of all) expect(typeof r.roleName).toBe('string');
  });

  it('names posted back with the form are ignored: the ids decide', async () => {
    const detail = (await saber.get(`${SYS}/user/detail`, { id: userId })).body.data as Row;
    const r = await saber.post(`${SYS}/user/update`, { ...detail, roleName: 'x', deptName: 'y', postName: 'z' });
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ success: true });
    const after = (await saber.get(`${SYS}/user/detail`, { id: userId })).body.data as Row;
    expect(after).toMatchObject({ roleName: detail.roleName, deptName: detail.deptName, postName: detail.postName });
  });
});

describe('dictionary labels: categoryName, scopeTypeName', () => {
  const screens = [
    { base: `${SYS}/post`, prop: 'category', dict: 'post_category', name: 'categoryName' },
    { base: '/api/blade-desk/notice', prop: 'category', dict: 'notice', name: 'categoryName' },
    { base: `${SYS}/data-scope`, prop: 'scopeType', dict: 'data_scope_type', name: 'scopeTypeName' },
    { base: `${SYS}/api-scope`, prop: 'scopeType', dict: 'api_scope_type', name: 'scopeTypeName' },
  ];

  for (const sc of screens)
    it(`${sc.base}: ${sc.name} is the ${sc.dict} label of ${sc.prop}, in the caller's language`, async () => {
      for (const c of [saber, en]) {
        const dict = await labels(c, sc.dict);
        const rows = (await c.get(`${sc.base}/list`, { current: 1, size: 20 })).body.data.records as Row[];
        expect(rows.length, sc.base).toBeGreaterThan(0);
        for (const r of rows) expect(r[sc.name]).toBe(dict.get(String(r[sc.prop])));
        const detail = (await c.get(`${sc.base}/detail`, { id: String(rows[0].id) })).body.data as Row;
        expect(detail[sc.name]).toBe(dict.get(String(detail[sc.prop])));
      }
      // Posted back, the name changes nothing and is not kept.
      const row = ((await saber.get(`${sc.base}/list`, { current: 1, size: 1 })).body.data.records as Row[])[0];
      const back = await saber.post(`${sc.base}/submit`, { ...row, [sc.name]: 'ignored' });
      expect(back.body, JSON.stringify(back.body)).toMatchObject({ success: true });
      const again = (await saber.get(`${sc.base}/detail`, { id: String(row.id) })).body.data as Row;
      expect(again[sc.name]).toBe(row[sc.name]);
    });
});
