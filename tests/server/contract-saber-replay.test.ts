/**
 * The Saber front end's own calls, replayed against the reference server for every system screen
 * (tests/server/bladex-facts.ts says what each screen sends): the list as the screen asks for it (`current`,
 * `size` and its search fields, empty ones included) and read as the screen reads it (a whole tree for
 * dept, role, menu and dict; a page otherwise), the add form's body as avue posts it (display-only fields
 * included), `detail?id=`, the edit form's body (the detail row, changed, with display fields), and
 * `remove?ids=`. Every call must succeed as it would on a BladeX server. Regions (keyed by code) and the
 * logs (read only) have their own shapes, at the end. The session is Saber's own sign-in
 * (`blade-auth/token`, ./saber-login.ts), and the user screen calls `blade-system/user/*` as Saber 4.2+ does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, startTestServer, type Client, type TestServer } from './helpers';
import { SABER_SCREENS, type Fixture, type SaberScreen } from './bladex-facts';
import { saberToken } from './saber-login';

type Node = Record<string, unknown> & { children?: Node[] };

let s: TestServer;
let saber: Client;
let fx: Fixture;

async function idOf(table: string, where: Record<string, unknown>): Promise<string> {
  let q = s.database.db.selectFrom(table).select('id');
  for (const [k, v] of Object.entries(where)) q = q.where(k, '=', v);
  return String((await q.executeTakeFirstOrThrow()).id);
}

beforeAll(async () => {
  s = await startTestServer();
  // Signed in as Saber signs in: SM2-encrypted password, Basic header, captcha headers (./saber-login.ts).
  saber = client(s.app, await saberToken(s.app));
  fx = {
    roleId: await idOf('blade_role', { tenant_id: '000000', role_alias: 'administrator' }),
    deptId: await idOf('blade_dept', { tenant_id: '000000', parent_id: 0 }),
    menuId: await idOf('blade_menu', { code: 'system' }),
    tag: Date.now().toString(36).slice(-5),
  };
});
afterAll(async () => s?.close());

const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

/** The list call of the screen, read the way the screen reads it; the rows, flattened. */
async function listRows(screen: SaberScreen): Promise<Node[]> {
  const r = await saber.get(`${screen.base}/list`, { current: 1, size: 10, ...(screen.search ?? {}) } as never);
  expect(r.status, `${screen.view} list: ${JSON.stringify(r.body)}`).toBe(200);
  expect(r.body).toMatchObject({ code: 200, success: true });
  if (screen.tree) {
    // Saber hands `res.data.data` to avue as the tree itself.
    expect(Array.isArray(r.body.data), `${screen.view}: the list must be the tree itself`).toBe(true);
    return flatten(r.body.data);
  }
  expect(r.body.data).toMatchObject({ current: 1, size: 10 });
  expect(Array.isArray(r.body.data.records)).toBe(true);
  expect(typeof r.body.data.total).toBe('number');
  return r.body.data.records;
}

/** The row Saber's add created, found again in the list (all pages of a page list: search by key). */
async function added(screen: SaberScreen, body: Record<string, unknown>): Promise<Node> {
  const [prop] = screen.key;
  const value = body[prop];
  if (screen.tree) {
    const found = (await listRows(screen)).find((n) => n[prop] === value);
    expect(found, `${screen.view}: the added row is in the tree`).toBeTruthy();
    return found!;
  }
  const r = await saber.get(`${screen.base}/list`, { current: 1, size: 10, [prop]: String(value) });
  const found = (r.body.data.records as Node[]).find((n) => n[prop] === value);
  expect(found, `${screen.view}: the added row is listed`).toBeTruthy();
  return found!;
}

describe.each(SABER_SCREENS)('$view as Saber calls it', (screen) => {
  it('list, add, detail, edit and remove succeed with the bodies avue sends', async () => {
    await listRows(screen);

    const body = screen.add(fx);
    const add = await saber.post(`${screen.base}/submit`, body);
    expect(add.status, `${screen.view} add: ${JSON.stringify(add.body)}`).toBe(200);
    expect(add.body).toMatchObject({ code: 200, success: true });
    const row = await added(screen, body);

    // The edit form loads the row by detail, then posts it back changed, with avue's display fields.
    const detail = await saber.get(`${screen.base}/detail`, { id: String(row.id) });
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    expect(detail.body.data.id).toBe(row.id);
    const edit = await saber.post(`${screen.base}/${screen.editOp ?? 'submit'}`, {
      ...detail.body.data,
      ...screen.edit,
    });
    expect(edit.status, `${screen.view} edit: ${JSON.stringify(edit.body)}`).toBe(200);
    const after = (await saber.get(`${screen.base}/detail`, { id: String(row.id) })).body.data;
    for (const [k, v] of Object.entries(screen.edit))
      if (Object.hasOwn(detail.body.data, k)) expect(after[k], `${screen.view}: ${k} after the edit`).toEqual(v);
    // Display-only fields are never stored.
    for (const k of Object.keys(screen.edit))
      if (!Object.hasOwn(detail.body.data, k)) expect(after).not.toHaveProperty(k);

    const remove = await saber.post(`${screen.base}/remove`, undefined, { ids: String(row.id) });
    expect(remove.status, JSON.stringify(remove.body)).toBe(200);
    expect((await saber.get(`${screen.base}/detail`, { id: String(row.id) })).status).toBe(404);
  });
});

describe('base/region.vue as Saber calls it', () => {
  const R = '/api/blade-system/region';

  it('lazy-tree by parentCode, detail by code, submit keyed by code (no id), remove by id', async () => {
    const top = await saber.get(`${R}/lazy-tree`, { parentCode: '00' });
    expect(top.status).toBe(200);
    const province = (top.body.data as Node[]).find((n) => n.code === '33')!;
    expect(province).toMatchObject({ hasChildren: true, title: '浙江省', level: 1 });
    const detail = await saber.get(`${R}/detail`, { code: '3301' });
    expect(detail.body.data).toMatchObject({ code: '3301', parentCode: '33', level: 2 });

    // addChildren(): the parent's code and name preset, `subCode` typed, `code` = parent code + subCode.
    const child = {
      parentCode: '3301',
      parentName: '杭州市',
      code: '330197',
      subCode: '97',
      name: '余杭区',
      level: 3,
      $level: '区县',
      sort: 5,
      remark: '',
    };
    expect((await saber.post(`${R}/submit`, child)).status).toBe(200);
    expect((await saber.get(`${R}/detail`, { code: '330197' })).body.data).toMatchObject({
      name: '余杭区',
      level: 3,
      cityName: '杭州市',
      ancestors: '00,33,3301',
    });
    // Editing posts the form back by code, with no id.
    const edit = await saber.post(`${R}/submit`, { ...child, name: '余杭', subCode: '97' });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect((await saber.get(`${R}/detail`, { code: '330197' })).body.data.name).toBe('余杭');
    expect((await saber.post(`${R}/remove`, undefined, { id: '330197' })).status).toBe(200);
    expect((await saber.get(`${R}/detail`, { code: '330197' })).status).toBe(404);
  });
});

describe('monitor/log/*.vue as Saber calls them', () => {
  it.each(['usual', 'api', 'error'])('%s log: list with current and size, detail by id', async (kind) => {
    if (kind === 'error') await saber.post('/api/blade-log/error/save-client', { logs: [{ message: 'boom' }] });
    if (kind === 'usual') await saber.post('/api/blade-user/grant', { userIds: fx.roleId, roleIds: fx.roleId });
    // API logs are buffered until the server is idle a moment: a fast run could list them before that.
    if (kind === 'api') await s.app.apiLogs.flush();
    const list = await saber.get(`/api/blade-log/${kind}/list`, { current: 1, size: 10 });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const records = list.body.data.records as Node[];
    expect(records.length).toBeGreaterThan(0);
    const detail = await saber.get(`/api/blade-log/${kind}/detail`, { id: String(records[0].id) });
    expect(detail.status).toBe(200);
    expect(detail.body.data.id).toBe(records[0].id);
  });
});

describe('the pickers and grant trees Saber screens read', () => {
  beforeAll(async () => {
    // One post of the demo brand for its picker (the platform administrator adds it there).
    const r = await saber.post('/api/blade-system/post/submit', {
      tenantId: '100001',
      category: 1,
      postCode: 'ceo',
      postName: '首席执行官',
      sort: 1,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  });

  it.each<[string, string, Record<string, string>]>([
    ['tenant/select (tenant column of role, dept, post, user)', '/api/blade-system/tenant/select', {}],
    ['post/select?tenantId (user form)', '/api/blade-system/post/select', { tenantId: '100001' }],
    ['role/tree?tenantId (user form, role parent)', '/api/blade-system/role/tree', { tenantId: '000000' }],
    ['dept/tree?tenantId (user form, dept parent)', '/api/blade-system/dept/tree', { tenantId: '000000' }],
    ['menu/tree (menu parent)', '/api/blade-system/menu/tree', {}],
    // Every dictionary a Saber view reads through a column's dicUrl (src/views/**): an empty one draws a
    // radio or select with nothing to choose, and the form cannot be submitted.
    ...['post_category', 'notice', 'yes_no', 'region', 'data_scope_type', 'api_scope_type'].map(
      (code): [string, string, Record<string, string>] => [
        `dict/dictionary?code=${code} (dictionary column)`,
        '/api/blade-system/dict/dictionary',
        { code },
      ],
    ),
  ])('%s answers a list', async (_name, url, query) => {
    const r = await saber.get(url, query);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(Array.isArray(r.body.data)).toBe(true);
    expect(r.body.data.length).toBeGreaterThan(0);
  });

  it('tenant/select gives the platform administrator every tenant, anyone else their own', async () => {
    const all = (await saber.get('/api/blade-system/tenant/select')).body.data as Node[];
    expect(all.map((t) => t.tenantId)).toEqual(expect.arrayContaining(['000000', '100001']));
    expect(all[0]).toEqual({ id: expect.any(String), tenantId: expect.any(String), tenantName: expect.any(String) });
    const brand = client(s.app, await login(s.app, { tenantId: '100001' }));
    expect(((await brand.get('/api/blade-system/tenant/select')).body.data as Node[]).map((t) => t.tenantId)).toEqual([
      '100001',
    ]);
  });

  it('the grant trees and checked keys of the role and top-menu dialogs', async () => {
    const grant = await saber.get('/api/blade-system/menu/grant-tree');
    expect(Object.keys(grant.body.data).sort()).toEqual(['apiScope', 'dataScope', 'menu']);
    const keys = await saber.get('/api/blade-system/menu/role-tree-keys', { roleIds: fx.roleId });
    expect(Array.isArray(keys.body.data.menu)).toBe(true);
    // Saber's top-menu screen reads these two under blade-system/menu, as BladeX serves them.
    const top = await saber.get('/api/blade-system/menu/grant-top-tree');
    expect(top.status).toBe(200);
    // SpringBlade's GrantTreeVO: the tree under `menu` (Saber's dialog reads `data.menu`).
    expect(Array.isArray(top.body.data.menu)).toBe(true);
    expect(top.body.data.menu.length).toBeGreaterThan(0);
    const topId = await idOf('blade_top_menu', { tenant_id: '000000', code: 'system' });
    const topKeys = await saber.get('/api/blade-system/menu/top-tree-keys', { topMenuIds: topId });
    expect(Array.isArray(topKeys.body.data.menu)).toBe(true);
  });
});
