/** Depts: tenant-scoped tree, picker trees (tree, lazy-tree), tree?tenantId for the platform administrator only. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, startTestServer, type Client, type TestServer } from '../../../tests/server/helpers';
import { grantEverything } from '../../../tests/server/sys-grants';

const D = '/api/blade-system/dept';
let s: TestServer;
let platform: Client;
let brand: Client;
let brandOperator: Client;

beforeAll(async () => {
  s = await startTestServer();
  // These cases build their own trees: start from none (the demo seed adds a small tree per tenant).
  await s.database.db.deleteFrom('blade_dept').execute();
  await grantEverything(s.database, '100001', 'admin');
  platform = client(s.app, await login(s.app));
  brand = client(s.app, await login(s.app, { tenantId: '100001' }), 'en');
  brandOperator = client(s.app, await login(s.app, { tenantId: '100001', username: 'operator' }));
});
afterAll(async () => s?.close());

async function addDept(c: Client, deptName: string, parentId = 0): Promise<string> {
  const r = await c.post(`${D}/submit`, { deptName, fullName: `${deptName}全称`, deptCategory: 2, parentId, sort: 1 });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const page = await c.get(`${D}/page`, { deptName_equal: deptName });
  return String(page.body.data.records[0].id);
}

describe('depts', () => {
  let root: string;
  let child: string;
  let platformHq: string;
  beforeAll(async () => {
    root = await addDept(brand, 'BrandHQ');
    child = await addDept(brand, 'BrandOps', Number(root));
    await addDept(brand, 'BrandOpsTeam', Number(child));
    platformHq = await addDept(platform, 'PlatformHQ');
  });

  it('tree: the whole tree of the own tenant, rows that are also picker nodes', async () => {
    const r = await brand.get(`${D}/tree`);
    expect(r.status).toBe(200);
    expect(r.body.data).toHaveLength(1);
    const hq = r.body.data[0];
    expect(hq).toMatchObject({ deptName: 'BrandHQ', title: 'BrandHQ', key: root, value: root, hasChildren: true });
    expect(hq.children[0]).toMatchObject({ deptName: 'BrandOps', parentId: root, title: 'BrandOps' });
    expect(hq.children[0].children[0]).toMatchObject({ deptName: 'BrandOpsTeam', hasChildren: false });
    expect(hq.children[0].children[0].children).toBeUndefined();
    // The platform tenant's depts are not in it.
    expect(JSON.stringify(r.body.data)).not.toContain('PlatformHQ');
  });

  it('tree?tenantId: honoured for the platform administrator only', async () => {
    const mine = await platform.get(`${D}/tree`);
    expect(mine.body.data.map((n: { deptName: string }) => n.deptName)).toEqual(['PlatformHQ']);
    const other = await platform.get(`${D}/tree`, { tenantId: '100001' });
    expect(other.body.data.map((n: { deptName: string }) => n.deptName)).toEqual(['BrandHQ']);
    // A tenant administrator asking for another tenant still gets their own.
    const sneaky = await brand.get(`${D}/tree`, { tenantId: '000000' });
    expect(sneaky.body.data.map((n: { deptName: string }) => n.deptName)).toEqual(['BrandHQ']);
    expect((await brand.get(`${D}/tree`, { tenantId: "x' or 1=1" })).status).toBe(400);
  });

  it('tree: search params filter; unknown params are refused', async () => {
    const r = await brand.get(`${D}/tree`, { deptName: 'Team' });
    expect(r.body.data.map((n: { deptName: string }) => n.deptName)).toEqual(['BrandOpsTeam']);
    const bad = await brand.get(`${D}/tree`, { nope: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('nope');
  });

  it('lazy-tree: one level of picker nodes', async () => {
    const top = await brand.get(`${D}/lazy-tree`);
    expect(top.body.data).toEqual([
      { id: root, parentId: '0', title: 'BrandHQ', key: root, value: root, hasChildren: true },
    ]);
    const level = await brand.get(`${D}/lazy-tree`, { parentId: root });
    expect(level.body.data).toEqual([
      { id: child, parentId: root, title: 'BrandOps', key: child, value: child, hasChildren: true },
    ]);
    const other = await platform.get(`${D}/lazy-tree`, { parentId: 0, tenantId: '100001' });
    expect(other.body.data.map((n: { title: string }) => n.title)).toEqual(['BrandHQ']);
    expect((await brand.get(`${D}/lazy-tree`, { parentId: 'abc' })).status).toBe(400);
  });

  it('lazy-list: one level of rows with hasChildren (generic)', async () => {
    const r = await brand.get(`${D}/lazy-list`, { parentId: root });
    expect(r.body.data).toHaveLength(1);
    expect(r.body.data[0]).toMatchObject({ deptName: 'BrandOps', hasChildren: true });
    expect(String(r.body.data[0].id)).toBe(child);
  });

  it('remove: refused while the dept has children, in the caller language', async () => {
    const r = await brand.post(`${D}/remove`, undefined, { ids: child });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('Remove the child entries first');
    const zh = await client(s.app, await login(s.app, { tenantId: '100001' })).post(`${D}/remove`, undefined, {
      ids: child,
    });
    expect(zh.status).toBe(400);
    expect(zh.body.msg).toBe('请先删除子节点');
  });

  it('another tenant cannot read or change the depts; permissions are enforced', async () => {
    // A tenant administrator never reaches the platform tenant's depts.
    expect((await brand.get(`${D}/detail`, { id: platformHq })).status).toBe(404);
    const edit = { id: platformHq, deptName: 'Hacked', fullName: 'x', deptCategory: 1, sort: 1 };
    expect((await brand.post(`${D}/submit`, edit)).status).toBe(404);
    expect((await brand.post(`${D}/remove`, undefined, { ids: platformHq })).status).toBe(404);
    // The operator role holds view buttons only.
    expect((await brandOperator.get(`${D}/tree`)).status).toBe(200);
    expect(
      (await brandOperator.post(`${D}/submit`, { deptName: 'X', fullName: 'X', deptCategory: 1, sort: 1 })).status,
    ).toBe(403);
    expect((await client(s.app).get(`${D}/tree`)).status).toBe(401);
  });

  it('deptCategory uses the dept_category dictionary', async () => {
    const r = await brand.get('/api/blade-system/dict/dictionary', { code: 'dept_category' });
    expect(r.body.data.map((i: { dictValue: string }) => i.dictValue)).toEqual(['Company', 'Department', 'Group']);
  });
});
