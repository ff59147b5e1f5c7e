/** Regions: code-keyed lazy tree, detail by code, submit with derived fields, remove by code. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, startTestServer, type Client, type TestServer } from '../../../tests/server/helpers';
import { seedRegions } from './seed-regions';

const R = '/api/blade-system/region';
let s: TestServer;
let c: Client;
let en: Client;
let operator: Client;

beforeAll(async () => {
  s = await startTestServer();
  const token = await login(s.app);
  c = client(s.app, token);
  en = client(s.app, token, 'en');
  operator = client(s.app, await login(s.app, { tenantId: '100001', username: 'operator' }));
});
afterAll(async () => s?.close());

const codes = (rows: Array<{ code: string }>) => rows.map((r) => r.code);

describe('regions', () => {
  it('the demo regions are seeded once (idempotent)', async () => {
    expect(await seedRegions(s.database.db)).toBe(0);
    const top = await c.get(`${R}/lazy-tree`);
    expect(top.status).toBe(200);
    expect(top.body.data).toEqual([
      expect.objectContaining({
        id: '33',
        code: '33',
        parentCode: '00',
        name: '浙江省',
        level: 1,
        title: '浙江省',
        key: '33',
        value: '33',
        hasChildren: true,
      }),
    ]);
  });

  it('lazy-tree: one level by parentCode (or parentId, what the console sends)', async () => {
    const cities = await c.get(`${R}/lazy-tree`, { parentCode: '33' });
    expect(codes(cities.body.data)).toEqual(['3301', '3302']);
    expect(cities.body.data[0]).toMatchObject({ cityName: '杭州市', provinceName: '浙江省', level: 2 });
    const same = await c.get(`${R}/lazy-tree`, { parentId: '33' });
    expect(codes(same.body.data)).toEqual(['3301', '3302']);
    const districts = await c.get(`${R}/lazy-tree`, { parentCode: '3301' });
    expect(districts.body.data.map((d: { hasChildren: boolean }) => d.hasChildren)).toEqual([false, false]);
    expect((await c.get(`${R}/lazy-tree`, { parentCode: '33;drop' })).status).toBe(400);
    const found = await c.get(`${R}/lazy-tree`, { parentCode: '3301', name: '西湖' });
    expect(codes(found.body.data)).toEqual(['330106']);
  });

  it('detail by code (or id = code); 404 when unknown', async () => {
    const r = await c.get(`${R}/detail`, { code: '330106' });
    expect(r.body.data).toMatchObject({
      id: '330106',
      name: '西湖区',
      parentCode: '3301',
      ancestors: '00,33,3301',
      provinceCode: '33',
      cityCode: '3301',
      districtCode: '330106',
      districtName: '西湖区',
      level: 3,
    });
    expect((await c.get(`${R}/detail`, { id: '330106' })).body.data.name).toBe('西湖区');
    expect((await c.get(`${R}/detail`, { code: '999999' })).status).toBe(404);
    expect((await c.get(`${R}/detail`)).status).toBe(400);
  });

  it('list: paged, searchable, one level with parentCode', async () => {
    const all = await c.get(`${R}/list`, { size: 100 });
    expect(all.body.data.total).toBe(6);
    const level = await c.get(`${R}/list`, { parentCode: '33' });
    expect(codes(level.body.data.records)).toEqual(['3301', '3302']);
    const named = await c.get(`${R}/list`, { name: '宁波' });
    expect(codes(named.body.data.records)).toEqual(['3302']);
    expect((await c.get(`${R}/list`, { nope: 1 })).status).toBe(400);
  });

  it('submit: add a child (fields derived from the parent), then edit it by code', async () => {
    const add = await c.post(`${R}/submit`, { code: '330108', parentCode: '3301', name: '滨江区', sort: 3 });
    expect(add.status, JSON.stringify(add.body)).toBe(200);
    const row = (await c.get(`${R}/detail`, { code: '330108' })).body.data;
    expect(row).toMatchObject({
      level: 3,
      ancestors: '00,33,3301',
      cityName: '杭州市',
      districtName: '滨江区',
    });
    const edit = await c.post(`${R}/submit`, { ...row, name: '滨江', parentCode: '33', code: '1' });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    // Name changes; code and parent do not.
    expect((await c.get(`${R}/detail`, { code: '330108' })).body.data).toMatchObject({
      name: '滨江',
      districtName: '滨江',
      parentCode: '3301',
    });
    expect((await c.post(`${R}/submit`, { id: '999999', name: 'x', sort: 1 })).status).toBe(404);
  });

  it('submit: refuses a missing parent, a bad code, a missing name; an existing code without id edits it', async () => {
    // BladeX keys regions by code: Saber's region form sends no id, and a known code means "edit".
    const same = await en.post(`${R}/submit`, { code: '3301', parentCode: '33', name: '杭州', sort: 1 });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect((await c.get(`${R}/detail`, { code: '3301' })).body.data).toMatchObject({
      name: '杭州',
      cityName: '杭州',
    });
    expect((await c.post(`${R}/submit`, { code: '3301', name: '杭州市', sort: 1 })).status).toBe(200);
    const orphan = await en.post(`${R}/submit`, { code: '4401', parentCode: '44', name: 'X', sort: 1 });
    expect([orphan.status, orphan.body.msg]).toEqual([400, 'The parent region does not exist (parentCode)']);
    const bad = await en.post(`${R}/submit`, { code: 'abc', name: 'X', sort: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('region code is 2-12 digits');
    const noName = await en.post(`${R}/submit`, { code: '44', sort: 1 });
    expect(noName.status).toBe(400);
    expect(noName.body.msg).toContain('Please enter the region name');
  });

  it('a root region goes under 00', async () => {
    expect((await c.post(`${R}/submit`, { code: '44', name: '广东省', sort: 2 })).status).toBe(200);
    const top = await c.get(`${R}/lazy-tree`, { parentCode: '00' });
    expect(codes(top.body.data)).toEqual(['33', '44']);
    expect((await c.get(`${R}/detail`, { code: '44' })).body.data).toMatchObject({
      parentCode: '00',
      level: 1,
      provinceName: '广东省',
    });
  });

  it('remove by code: refused while the region has children', async () => {
    const refused = await en.post(`${R}/remove`, undefined, { id: '3301' });
    expect([refused.status, refused.body.msg]).toEqual([400, 'Remove the child regions first']);
    const zh = await c.post(`${R}/remove`, undefined, { id: '3301' });
    expect(zh.body.msg).toBe('请先删除下级区划');
    expect((await c.post(`${R}/remove`, undefined, { id: '330108' })).status).toBe(200);
    expect((await c.get(`${R}/detail`, { code: '330108' })).status).toBe(404);
    // A parent together with all of its children goes in one call (ids, as the console sends).
    expect((await c.post(`${R}/remove`, undefined, { ids: '3302,330203' })).status).toBe(200);
    expect((await c.post(`${R}/remove`, undefined, { id: '123456' })).status).toBe(404);
    expect((await c.post(`${R}/remove`)).status).toBe(400);
  });

  it('tree: the whole tree nested by code', async () => {
    const r = await c.get(`${R}/tree`);
    const zj = r.body.data.find((n: { code: string }) => n.code === '33');
    expect(codes(zj.children)).toEqual(['3301']);
    expect(codes(zj.children[0].children)).toEqual(['330102', '330106']);
  });

  it('permissions: view only for the operator; no token, 401', async () => {
    expect((await operator.get(`${R}/lazy-tree`)).status).toBe(200);
    expect((await operator.post(`${R}/submit`, { code: '55', name: 'X', sort: 1 })).status).toBe(403);
    expect((await operator.post(`${R}/remove`, undefined, { id: '330106' })).status).toBe(403);
    expect((await client(s.app).get(`${R}/lazy-tree`)).status).toBe(401);
  });
});
