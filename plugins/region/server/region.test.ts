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
  it('the whole country is seeded once (idempotent): 31 provinces, their cities and districts', async () => {
    expect(await seedRegions(s.database.db)).toBe(0);
    const top = await c.get(`${R}/lazy-tree`);
    expect(top.status).toBe(200);
    expect(top.body.data).toHaveLength(31);
    expect(codes(top.body.data).slice(0, 3)).toEqual(['11', '12', '13']);
    expect(top.body.data.find((n: { code: string }) => n.code === '33')).toEqual(
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
    );
    const beijing = await c.get(`${R}/lazy-tree`, { parentCode: '1101' });
    expect(beijing.body.data[0]).toMatchObject({ code: '110101', name: '东城区', provinceName: '北京市', level: 3 });
  });

  it('lazy-tree: one level by parentCode (or parentId, what the console sends)', async () => {
    const cities = await c.get(`${R}/lazy-tree`, { parentCode: '33' });
    expect(codes(cities.body.data).slice(0, 3)).toEqual(['3301', '3302', '3303']);
    expect(cities.body.data).toHaveLength(11);
    expect(cities.body.data[0]).toMatchObject({ cityName: '杭州市', provinceName: '浙江省', level: 2 });
    const same = await c.get(`${R}/lazy-tree`, { parentId: '33' });
    expect(codes(same.body.data)).toEqual(codes(cities.body.data));
    const districts = await c.get(`${R}/lazy-tree`, { parentCode: '3301' });
    expect(districts.body.data.every((d: { hasChildren: boolean }) => !d.hasChildren)).toBe(true);
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
    expect(all.body.data.total).toBeGreaterThan(3000);
    expect(all.body.data.records).toHaveLength(100);
    const level = await c.get(`${R}/list`, { parentCode: '33' });
    expect(codes(level.body.data.records).slice(0, 2)).toEqual(['3301', '3302']);
    const named = await c.get(`${R}/list`, { name: '宁波' });
    expect(codes(named.body.data.records)).toEqual(['3302']);
    expect((await c.get(`${R}/list`, { nope: 1 })).status).toBe(400);
  });

  it('submit: add a child (fields derived from the parent), then edit it by code', async () => {
    const add = await c.post(`${R}/submit`, { code: '330198', parentCode: '3301', name: '滨江新区', sort: 3 });
    expect(add.status, JSON.stringify(add.body)).toBe(200);
    const row = (await c.get(`${R}/detail`, { code: '330198' })).body.data;
    expect(row).toMatchObject({
      level: 3,
      ancestors: '00,33,3301',
      cityName: '杭州市',
      districtName: '滨江新区',
    });
    const edit = await c.post(`${R}/submit`, { ...row, name: '滨江新', parentCode: '33', code: '1' });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    // Name changes; code and parent do not.
    expect((await c.get(`${R}/detail`, { code: '330198' })).body.data).toMatchObject({
      name: '滨江新',
      districtName: '滨江新',
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
    const orphan = await en.post(`${R}/submit`, { code: '9901', parentCode: '99', name: 'X', sort: 1 });
    expect([orphan.status, orphan.body.msg]).toEqual([400, 'The parent region does not exist (parentCode)']);
    const bad = await en.post(`${R}/submit`, { code: 'abc', name: 'X', sort: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('region code is 2-12 digits');
    const noName = await en.post(`${R}/submit`, { code: '99', sort: 1 });
    expect(noName.status).toBe(400);
    expect(noName.body.msg).toContain('Please enter the region name');
  });

  it('a root region goes under 00', async () => {
    expect((await c.post(`${R}/submit`, { code: '99', name: '测试省', sort: 99 })).status).toBe(200);
    const top = await c.get(`${R}/lazy-tree`, { parentCode: '00' });
    expect(codes(top.body.data)).toHaveLength(32);
    expect(codes(top.body.data)).toContain('99');
    expect((await c.get(`${R}/detail`, { code: '99' })).body.data).toMatchObject({
      parentCode: '00',
      level: 1,
      provinceName: '测试省',
    });
    expect((await c.post(`${R}/submit`, { code: '9901', parentCode: '99', name: '测试市', sort: 1 })).status).toBe(200);
    expect((await c.post(`${R}/submit`, { code: '990101', parentCode: '9901', name: '测试区', sort: 1 })).status).toBe(200);
  });

  it('remove by code: refused while the region has children', async () => {
    const refused = await en.post(`${R}/remove`, undefined, { id: '3301' });
    expect([refused.status, refused.body.msg]).toEqual([400, 'Remove the child regions first']);
    const zh = await c.post(`${R}/remove`, undefined, { id: '3301' });
    expect(zh.body.msg).toBe('请先删除下级区划');
    expect((await c.post(`${R}/remove`, undefined, { id: '330198' })).status).toBe(200);
    expect((await c.get(`${R}/detail`, { code: '330198' })).status).toBe(404);
    // A parent together with all of its children goes in one call (ids, as the console sends).
    expect((await c.post(`${R}/remove`, undefined, { ids: '9901,990101' })).status).toBe(200);
    expect((await c.get(`${R}/detail`, { code: '9901' })).status).toBe(404);
    expect((await c.post(`${R}/remove`, undefined, { id: '123456' })).status).toBe(404);
    expect((await c.post(`${R}/remove`)).status).toBe(400);
  });

  it('tree: the whole tree nested by code', async () => {
    const r = await c.get(`${R}/tree`);
    const zj = r.body.data.find((n: { code: string }) => n.code === '33');
    expect(codes(zj.children)).toHaveLength(11);
    expect(codes(zj.children[0].children)).toContain('330106');
  });

  it('permissions: view only for the operator; no token, 401', async () => {
    expect((await operator.get(`${R}/lazy-tree`)).status).toBe(200);
    expect((await operator.post(`${R}/submit`, { code: '55', name: 'X', sort: 1 })).status).toBe(403);
    expect((await operator.post(`${R}/remove`, undefined, { id: '330106' })).status).toBe(403);
    expect((await client(s.app).get(`${R}/lazy-tree`)).status).toBe(401);
  });
});
