/** Every generic op on system.param: page, list, detail, submit (insert / update), remove; validation and sorting. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, startTestServer, type Client, type TestServer } from './helpers';

let s: TestServer;
let c: Client;
let en: Client;
beforeAll(async () => {
  s = await startTestServer();
  // A tenant administrator: the platform administrator would see every tenant's parameters (enforce-tenant.test.ts).
  const token = await login(s.app, { tenantId: '100001' });
  c = client(s.app, token);
  en = client(s.app, token, 'en');
});
afterAll(async () => s?.close());

const P = '/api/blade-system/param';
const keysOf = (records: Array<{ paramKey: string }>) => records.map((r) => r.paramKey);
const add = (paramKey: string, extra: Record<string, unknown> = {}) =>
  c.post(`${P}/submit`, { paramName: `name of ${paramKey}`, paramKey, paramValue: `value of ${paramKey}`, ...extra });
const idOf = async (paramKey: string): Promise<string> =>
  (await c.get(`${P}/page`, { paramKey_equal: paramKey })).body.data.records[0]?.id;

describe('page and list', () => {
  it('pages the seeded parameters with string ids and the paging fields', async () => {
    const r = await c.get(`${P}/page`);
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(200);
    expect(r.body.data).toMatchObject({ total: 3, size: 10, current: 1, pages: 1 });
    expect(keysOf(r.body.data.records).sort()).toEqual([
      'account.initPassword',
      'rental.defaultDeposit',
      'tenant.default.accountNumber',
    ]);
    const first = r.body.data.records[0];
    expect(typeof first.id).toBe('string');
    expect(first.tenantId).toBe('100001');
    expect(first.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(first.isDeleted).toBe(0);
    expect(first.status).toBe(1);
  });

  it('list is paged too', async () => {
    const r = await c.get(`${P}/list`, { size: 2 });
    expect(r.body.data).toMatchObject({ total: 3, size: 2, current: 1, pages: 2 });
    expect(r.body.data.records).toHaveLength(2);
  });

  it('computes the total from full pages and from the last page', async () => {
    const p1 = await c.get(`${P}/page`, { size: 2, current: 1 });
    expect(p1.body.data.total).toBe(3);
    const p2 = await c.get(`${P}/page`, { size: 2, current: 2 });
    expect(p2.body.data).toMatchObject({ total: 3, pages: 2, current: 2 });
    expect(p2.body.data.records).toHaveLength(1);
    const past = await c.get(`${P}/page`, { size: 2, current: 5 });
    expect(past.body.data).toMatchObject({ total: 3, records: [] });
  });

  it('sorts by ascs / descs (props or column names) and refuses unknown columns', async () => {
    const asc = await c.get(`${P}/page`, { ascs: 'paramKey' });
    expect(keysOf(asc.body.data.records)).toEqual([
      'account.initPassword',
      'rental.defaultDeposit',
      'tenant.default.accountNumber',
    ]);
    const desc = await c.get(`${P}/page`, { descs: 'param_key' });
    expect(keysOf(desc.body.data.records)).toEqual([
      'tenant.default.accountNumber',
      'rental.defaultDeposit',
      'account.initPassword',
    ]);
    const defaultOrder = await c.get(`${P}/page`);
    const ids = defaultOrder.body.data.records.map((r: { id: string }) => Number(r.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const bad = await c.get(`${P}/page`, { ascs: 'paramKey,nope', descs: 'drop table' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('排序字段无效: nope, drop table');
    expect((await en.get(`${P}/page`, { descs: 'nope' })).body.msg).toBe('Unknown sort columns: nope');
  });

  it('refuses bad paging parameters naming them', async () => {
    const big = await c.get(`${P}/page`, { size: 5000 });
    expect(big.status).toBe(400);
    expect(big.body.msg).toBe('每页条数: 不能大于 1000');
    const zero = await en.get(`${P}/page`, { current: 0 });
    expect(zero.body.msg).toBe('Page (current): must be at least 1');
    expect((await c.get(`${P}/page`, { current: 'x' })).body.msg).toBe('当前页: 必须是整数');
  });
});

describe('submit, detail and remove', () => {
  it('inserts, reads, updates and soft-deletes a row', async () => {
    const ins = await add('k.one', { remark: 'first' });
    expect(ins.status).toBe(200);
    expect(ins.body).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });
    const id = await idOf('k.one');
    expect(id).toMatch(/^\d+$/);

    const detail = await c.get(`${P}/detail`, { id });
    expect(detail.body.data).toMatchObject({
      id,
      paramName: 'name of k.one',
      paramKey: 'k.one',
      paramValue: 'value of k.one',
      remark: 'first',
      tenantId: '100001',
    });
    expect(detail.body.data.createUser).toMatch(/^\d+$/);

    const upd = await c.post(`${P}/submit`, {
      ...detail.body.data,
      paramValue: 'changed',
      createTime: '2000-01-01 00:00:00',
      tenantId: '000000',
    });
    expect(upd.status).toBe(200);
    const after = (await c.get(`${P}/detail`, { id })).body.data;
    expect(after.paramValue).toBe('changed');
    expect(after.createTime).toBe(detail.body.data.createTime);
    expect(after.tenantId).toBe('100001');

    const partial = await c.post(`${P}/submit`, { id, remark: 'only the remark' });
    expect(partial.status).toBe(200);
    expect((await c.get(`${P}/detail`, { id })).body.data).toMatchObject({
      paramValue: 'changed',
      remark: 'only the remark',
    });

    const rm = await c.post(`${P}/remove`, undefined, { ids: id });
    expect(rm.body).toMatchObject({ code: 200, success: true });
    expect((await c.get(`${P}/detail`, { id })).status).toBe(404);
    const row = await s.database.db
      .selectFrom('blade_param')
      .select(['is_deleted'])
      .where('id', '=', Number(id))
      .executeTakeFirst();
    expect(Number(row?.is_deleted)).toBe(1);
  });

  it('removes several rows at once and 404s when any id is not found (removing none)', async () => {
    await add('k.a');
    await add('k.b');
    const a = await idOf('k.a');
    const b = await idOf('k.b');
    const missing = await c.post(`${P}/remove`, undefined, { ids: `${a},999999` });
    expect(missing.status).toBe(404);
    expect(await idOf('k.a')).toBe(a);
    expect((await c.post(`${P}/remove`, undefined, { ids: `${a},${b}` })).status).toBe(200);
    expect(await idOf('k.a')).toBeUndefined();
    expect(await idOf('k.b')).toBeUndefined();
  });

  it('404 for an unknown id on detail and update', async () => {
    expect((await c.get(`${P}/detail`, { id: 999999 })).status).toBe(404);
    const upd = await c.post(`${P}/submit`, { id: '999999', paramName: 'x', paramKey: 'x', paramValue: 'x' });
    expect(upd.status).toBe(404);
    expect(upd.body.msg).toBe('数据不存在或已被删除');
  });
});

describe('validation', () => {
  it('names every missing required field with the rule message, in both languages', async () => {
    const zh = await c.post(`${P}/submit`, {});
    expect(zh.status).toBe(400);
    expect(zh.body).toMatchObject({ code: 400, success: false });
    expect(zh.body.msg).toBe('请输入参数名称；请输入参数键名；请输入参数键值');
    const e = await en.post(`${P}/submit`, { paramName: '', paramKey: null });
    expect(e.body.msg).toBe(
      'Please enter the parameter name; Please enter the parameter key; Please enter the parameter value',
    );
  });

  it('gives the length limit with the label', async () => {
    const long = 'x'.repeat(2001);
    const zh = await c.post(`${P}/submit`, { paramName: 'n', paramKey: 'k.long', paramValue: long });
    expect(zh.body.msg).toBe('参数键值: 长度不能超过 2000');
    const e = await en.post(`${P}/submit`, { paramName: 'n', paramKey: 'k.long', paramValue: long });
    expect(e.body.msg).toBe('Value: must be at most 2000 characters');
    expect(
      (await c.post(`${P}/submit`, { paramName: 'n', paramKey: 'k.long', paramValue: 'x'.repeat(2000) })).status,
    ).toBe(200);
  });

  it('refuses wrong types, ignores unknown fields (as BladeX does), accepts the known read-only ones', async () => {
    const typed = await c.post(`${P}/submit`, { paramName: { a: 1 }, paramKey: 'k.t', paramValue: 'v' });
    expect(typed.body.msg).toBe('参数名称: 必须是文本');
    // A bad known value is still named even when unknown fields come along.
    const both = await en.post(`${P}/submit`, { paramName: { a: 1 }, paramKey: 'k.t', paramValue: 'v', foo: 1 });
    expect([both.status, both.body.msg]).toEqual([400, 'Name: must be text']);
    const unknown = await c.post(`${P}/submit`, { paramName: 'n', paramKey: 'k.u', paramValue: 'v', foo: 1, bar: 'x' });
    expect(unknown.status).toBe(200);
    expect(Object.keys((await c.get(`${P}/page`, { paramKey_equal: 'k.u' })).body.data.records[0])).not.toContain(
      'foo',
    );
    const known = await c.post(`${P}/submit`, {
      paramName: 'n',
      paramKey: 'k.known',
      paramValue: 'v',
      createTime: 'whatever',
      tenantId: '000000',
      isDeleted: 1,
      createUser: '5',
      status: 0,
    });
    expect(known.status).toBe(200);
    const row = (await c.get(`${P}/page`, { paramKey_equal: 'k.known' })).body.data.records[0];
    expect(row).toMatchObject({ tenantId: '100001', isDeleted: 0, status: 1 });
    expect(row.createTime).not.toBe('whatever');
  });

  it('refuses unknown query parameters naming them', async () => {
    const r = await c.get(`${P}/page`, { nope: 1, paramName_bogus: 'x' });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('未知字段: nope, paramName_bogus');
  });

  it('keeps unique columns unique among live rows of the tenant', async () => {
    expect((await add('k.unique')).status).toBe(200);
    const dup = await add('k.unique');
    expect(dup.status).toBe(400);
    expect(dup.body.msg).toBe('参数键名已存在');
    expect((await en.post(`${P}/submit`, { paramName: 'n', paramKey: 'k.unique', paramValue: 'v' })).body.msg).toBe(
      'Key already exists',
    );
    const id = await idOf('k.unique');
    expect((await c.post(`${P}/submit`, { id, paramKey: 'k.unique', paramValue: 'same key, same row' })).status).toBe(
      200,
    );
    await add('k.other');
    const clash = await c.post(`${P}/submit`, { id: await idOf('k.other'), paramKey: 'k.unique' });
    expect(clash.body.msg).toBe('参数键名已存在');
    await c.post(`${P}/remove`, undefined, { ids: id });
    expect((await add('k.unique')).status).toBe(200);
  });
});
