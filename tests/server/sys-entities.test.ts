/**
 * The other system entities of issue 4 item 4: posts, notices (tenant-scoped CRUD), the sidebar entries of
 * every new screen, and the dictionary endpoints of CONTRACT §6 (parent-list, child-list, tree, dictionary).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, startTestServer, type Client, type TestServer } from './helpers';
import { grantEverything } from './sys-grants';

const P = '/api/blade-system/post';
const N = '/api/blade-desk/notice';
let s: TestServer;
let platform: Client;
let brand: Client;
let operator: Client;

beforeAll(async () => {
  s = await startTestServer();
  await grantEverything(s.database, '100001', 'admin');
  platform = client(s.app, await login(s.app));
  brand = client(s.app, await login(s.app, { tenantId: '100001' }), 'en');
  operator = client(s.app, await login(s.app, { tenantId: '100001', username: 'operator' }));
});
afterAll(async () => s?.close());

interface MenuNode {
  code: string;
  path: string;
  children?: MenuNode[];
}
const flat = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

describe('sidebar', () => {
  it('the administrator reaches every new screen under its folder', async () => {
    const r = await platform.get('/api/blade-system/menu/routes');
    const under = (folder: string) =>
      flat(r.body.data.find((n: MenuNode) => n.code === folder)?.children ?? []).map((n) => n.path);
    // The menu carries the standard paths that Saber and a BladeX gateway know (schemas/system/
    // standard-screens.ts): regions at /base/region, the horizontal dictionary at /system/dict.
    expect(under('system')).toEqual(
      expect.arrayContaining([
        '/system/dept',
        '/system/post',
        '/base/region',
        '/system/tenant',
        '/system/client',
        '/system/param',
        '/system/dict',
        '/dict-vertical/index',
      ]),
    );
    expect(under('desk')).toContain('/desk/notice');
    expect(under('tool')).toContain('/tool/datasource');
  });

  it('each screen carries its button codes, actions included', async () => {
    const r = await platform.get('/api/blade-system/menu/buttons');
    const byMenu = new Map<string, string[]>(
      r.body.data.map((m: MenuNode) => [m.code, (m.children ?? []).map((b) => b.code)]),
    );
    expect(byMenu.get('system.tenant')).toEqual(
      expect.arrayContaining(['tenant_view', 'tenant_add', 'tenant_setting', 'tenant_datasource']),
    );
    expect(byMenu.get('system.region')).toEqual(expect.arrayContaining(['region_view', 'region_delete']));
    expect(byMenu.get('desk.notice')).toEqual(expect.arrayContaining(['notice_add', 'notice_view']));
  });
});

/** The brand's demo rows of a list (plugins/system/server/seed-demo-screens.ts) go first: the test counts its own. */
async function removeDemoRows(base: string) {
  const rows = (await brand.get(`${base}/page`, { size: 100 })).body.data.records as Array<{ id: string }>;
  if (rows.length)
    expect((await brand.post(`${base}/remove`, undefined, { ids: rows.map((r) => r.id).join(',') })).status).toBe(200);
}

describe('posts', () => {
  it('CRUD within the tenant; postCode unique; category from post_category', async () => {
    await removeDemoRows(P);
    const add = await brand.post(`${P}/submit`, { category: 1, postCode: 'ceo', postName: 'CEO', sort: 1 });
    expect(add.status, JSON.stringify(add.body)).toBe(200);
    const dup = await brand.post(`${P}/submit`, { category: 2, postCode: 'ceo', postName: 'Again', sort: 2 });
    expect([dup.status, dup.body.msg]).toEqual([400, 'Code already exists']);
    // Another tenant may use the same code, and does not see the brand's post.
    const plat = await client(s.app, await login(s.app)).post(`${P}/submit`, {
      category: 1,
      postCode: 'ceo',
      postName: '总裁',
      sort: 1,
    });
    expect(plat.status).toBe(200);
    const mine = await brand.get(`${P}/page`);
    expect(mine.body.data.records.map((p: { postName: string }) => p.postName)).toEqual(['CEO']);
    const row = mine.body.data.records[0];
    expect((await brand.post(`${P}/submit`, { ...row, postName: 'Chief' })).status).toBe(200);
    expect((await brand.get(`${P}/detail`, { id: row.id })).body.data).toMatchObject({
      postName: 'Chief',
      category: 1,
    });
    const bad = await brand.post(`${P}/submit`, { category: 1, postName: 'No code', sort: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('post code');
    expect((await operator.post(`${P}/remove`, undefined, { ids: row.id })).status).toBe(403);
    expect((await brand.post(`${P}/remove`, undefined, { ids: row.id })).status).toBe(200);
    const dict = await brand.get('/api/blade-system/dict/dictionary', { code: 'post_category' });
    expect(dict.body.data.map((i: { dictValue: string }) => i.dictValue)).toEqual([
      'Senior management',
      'Middle management',
      'Frontline staff',
      'Other',
    ]);
  });
});

describe('notices', () => {
  it('CRUD within the tenant, searchable by category and release date', async () => {
    await removeDemoRows(N);
    for (const [title, category, releaseTime] of [
      ['Spring sale', 1, '2026-03-01'],
      ['Safety check', 3, '2026-04-15'],
    ] as const) {
      const r = await brand.post(`${N}/submit`, { title, category, releaseTime, content: `${title} details` });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    const page = await brand.get(`${N}/page`);
    // Newest first.
    expect(page.body.data.records.map((n: { title: string }) => n.title)).toEqual(['Safety check', 'Spring sale']);
    const byCategory = await brand.get(`${N}/page`, { category: 3 });
    expect(byCategory.body.data.records.map((n: { title: string }) => n.title)).toEqual(['Safety check']);
    const byDate = await brand.get(`${N}/page`, { releaseTime_datelt: '2026-04-01' });
    expect(byDate.body.data.records.map((n: { title: string }) => n.title)).toEqual(['Spring sale']);
    // The brand's operator reads them (view button); another tenant's notice never shows to the brand.
    expect((await operator.get(`${N}/page`)).body.data.total).toBe(2);
    const hidden = { title: 'Platform only', category: 2, releaseTime: '2026-05-01' };
    expect((await platform.post(`${N}/submit`, hidden)).status).toBe(200);
    expect((await brand.get(`${N}/page`, { title: 'Platform' })).body.data.total).toBe(0);
    const bad = await brand.post(`${N}/submit`, { title: 'x', category: 1, releaseTime: 'soon' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('Release date');
    const dict = await brand.get('/api/blade-system/dict/dictionary', { code: 'notice' });
    expect(dict.body.data).toHaveLength(5);
  });
});

describe('dictionaries (CONTRACT §6)', () => {
  it('parent-list, child-list?parentId, tree?code=DICT and dictionary?code= answer', async () => {
    const parents = await brand.get('/api/blade-system/dict/parent-list', { code: 'region_level' });
    expect(parents.status).toBe(200);
    const group = parents.body.data.records[0];
    expect(group).toMatchObject({ code: 'region_level', parentId: 0, isSealed: 1 });
    const items = await brand.get('/api/blade-system/dict/child-list', { parentId: group.id });
    expect(items.body.data.map((i: { dictKey: string }) => i.dictKey)).toEqual(['1', '2', '3', '4', '5']);
    const tree = await brand.get('/api/blade-system/dict/tree', { code: 'DICT' });
    const node = tree.body.data.find((n: { id: string }) => n.id === String(group.id));
    expect(node).toMatchObject({ title: 'Region level', hasChildren: true });
    expect(node.children).toHaveLength(5);
    const dictionary = await brand.get('/api/blade-system/dict/dictionary', { code: 'datasource_driver' });
    expect(dictionary.body.data[0]).toEqual({
      code: 'datasource_driver',
      dictKey: 'org.postgresql.Driver',
      dictValue: 'PostgreSQL',
      sort: 1,
      remark: '',
    });
  });
});
