/**
 * The paths SpringBlade's Saber calls beyond BladeX's (docs/contract.md §10, one test per row of its
 * table): the user service under `blade-system/user/*` (the same handlers as `blade-user/*`, access and API
 * scopes included), the pickers and look-ups (`tenant/select`, `tenant/info?domain=`, `post/select`,
 * `region/select?code=`), dictionaries as a whole tree (`dict/list`, `dict/tree?code=DICT`), defaults for
 * what SpringBlade's forms leave out (a dept without organisation type), and demo rows on every system
 * screen of a new database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SABER_SCREENS } from './bladex-facts';
import { client, login, request, startTestServer, type Client, type TestServer } from './helpers';
import { saberEncrypt, saberToken } from './saber-login';

type Row = Record<string, unknown> & { children?: Row[] };
const U = '/api/blade-system/user';

let s: TestServer;
let admin: Client;
beforeAll(async () => {
  s = await startTestServer();
  admin = client(s.app, await saberToken(s.app));
});
afterAll(async () => s?.close());

const userId = async (account: string, tenantId = '000000') =>
  String(
    (
      await s.database.db
        .selectFrom('blade_user')
        .select('id')
        .where('account', '=', account)
        .where('tenant_id', '=', tenantId)
        .executeTakeFirstOrThrow()
    ).id,
  );

describe('blade-system/user/* answers as blade-user/* does', () => {
  it('list is a page; detail a row; info the caller', async () => {
    const list = await admin.get(`${U}/list`, { current: 1, size: 10, account: 'admin', realName: '' });
    expect(list.body.data).toMatchObject({ current: 1, size: 10, total: expect.any(Number) });
    const mine = (list.body.data.records as Row[]).find((u) => u.tenantId === '000000')!;
    expect(mine).toMatchObject({ account: 'admin' });
    expect(mine).not.toHaveProperty('password');
    const same = await admin.get('/api/blade-user/list', { current: 1, size: 10, account: 'admin', realName: '' });
    expect(list.body.data).toEqual(same.body.data);
    const id = String(mine.id);
    expect((await admin.get(`${U}/detail`, { id })).body.data).toMatchObject({ id, account: 'admin' });
    expect((await admin.get(`${U}/info`)).body.data).toMatchObject({ account: 'admin', realName: '管理员' });
  });

  it('submit adds, update edits, grant, reset-password, remove — as Saber’s user screen posts them', async () => {
    // The role picker of the form: the tenant's role tree.
    const roleId = (await admin.get('/api/blade-system/role/tree', { tenantId: '000000' })).body.data[0].id;
    const add = await admin.post(`${U}/submit`, {
      account: 'saber_paths',
      tenantId: '000000',
      password: 'Paths123',
      password2: 'Paths123',
      name: 'Paths',
      realName: '路径',
      roleId,
      deptId: '1',
      postId: '',
    });
    expect(add.body, JSON.stringify(add.body)).toMatchObject({ success: true });
    const id = await userId('saber_paths');
    const row = (await admin.get(`${U}/detail`, { id })).body.data;
    const edit = await admin.post(`${U}/update`, { ...row, realName: '路径二', roleName: '超级管理员', $sex: '男' });
    expect(edit.body).toMatchObject({ success: true });
    expect((await admin.get(`${U}/detail`, { id })).body.data.realName).toBe('路径二');
    expect((await admin.post(`${U}/grant`, undefined, { userIds: id, roleIds: roleId })).body.success).toBe(true);
    const reset = await admin.post(`${U}/reset-password`, undefined, { userIds: id });
    expect(reset.body).toMatchObject({ success: true, data: { password: '123456' } });
    const signIn = await saberToken(s.app, { account: 'saber_paths', password: '123456', ip: '10.30.0.1' });
    expect(signIn).toBeTruthy();
    expect((await admin.post(`${U}/remove`, undefined, { ids: id })).body.success).toBe(true);
    expect((await admin.get(`${U}/detail`, { id })).status).toBe(404);
  });

  it('update-info and update-password are the caller’s own', async () => {
    const brand = client(s.app, await saberToken(s.app, { tenantId: '100001', ip: '10.30.0.2' }));
    const info = await brand.post(`${U}/update-info`, {
      realName: '童趣管理员',
      phone: '13912345678',
      email: 'a@b.cn',
    });
    expect(info.body).toMatchObject({ success: true });
    expect((await brand.get(`${U}/info`)).body.data.phone).toBe('13912345678');
    const wrong = await brand.post(`${U}/update-password`, undefined, {
      oldPassword: 'nope',
      newPassword: 'Admin456',
      newPassword1: 'Admin456',
    });
    expect(wrong.body.success).toBe(false);
  });

  it('keeps the access rules: no token 401, no code 403', async () => {
    expect((await request(s.app, { method: 'GET', url: `${U}/list` })).status).toBe(401);
    const operator = client(
      s.app,
      await login(s.app, { tenantId: '100001', username: 'operator', password: 'operator' }).catch(() => ''),
    );
    const r = await operator.post(`${U}/remove`, undefined, { ids: await userId('admin', '100001') });
    expect([401, 403]).toContain(r.status);
  });

  it('an API scope written for either name of the user service covers both', async () => {
    // Administrators are exempt from API scopes; the operator views users through the user_view button.
    const operator = client(s.app, await login(s.app, { tenantId: '100001', username: 'operator', ip: '10.30.0.4' }));
    const menuId = String(
      (
        await s.database.db
          .selectFrom('blade_menu')
          .select('id')
          .where('code', '=', 'system.user')
          .executeTakeFirstOrThrow()
      ).id,
    );
    for (const scopePath of ['/api/blade-system/user/**', '/api/blade-user/**']) {
      const add = await admin.post('/api/blade-system/api-scope/submit', {
        menuId,
        resourceCode: 'user',
        scopeName: `用户接口 ${scopePath}`,
        scopePath,
        scopeType: 2,
      });
      expect(add.body).toMatchObject({ success: true });
      const scope = (await admin.get('/api/blade-system/api-scope/list', { scopeName: scopePath })).body.data
        .records[0];
      // Granted to nobody, it closes both paths.
      for (const url of [`${U}/list`, '/api/blade-user/list'])
        expect((await operator.get(url, { current: 1, size: 10 })).status, `${scopePath} → ${url}`).toBe(403);
      await admin.post('/api/blade-system/api-scope/remove', undefined, { ids: scope.id });
    }
    expect((await operator.get(`${U}/list`, { current: 1, size: 10 })).status).toBe(200);
  });
});

describe('pickers and look-ups', () => {
  it('tenant/select: [{ id, tenantId, tenantName }]', async () => {
    const r = await admin.get('/api/blade-system/tenant/select');
    expect(r.body.data).toEqual(
      expect.arrayContaining([{ id: expect.any(String), tenantId: '100001', tenantName: '童趣出行' }]),
    );
  });

  it('tenant/info?domain=: the tenant of a domain, else an empty object', async () => {
    const hit = await request(s.app, {
      method: 'GET',
      url: '/api/blade-system/tenant/info',
      query: { domain: 'kiddo.toycar.local' },
    });
    expect(hit.body).toMatchObject({ success: true, data: { tenantId: '100001', domain: 'kiddo.toycar.local' } });
    const miss = await request(s.app, {
      method: 'GET',
      url: '/api/blade-system/tenant/info',
      query: { domain: 'http://localhost:2888' },
    });
    expect(miss.body).toMatchObject({ success: true, data: {} });
  });

  it('post/select?tenantId=: the tenant’s posts as rows, in sort order', async () => {
    const r = await admin.get('/api/blade-system/post/select', { tenantId: '100001' });
    expect(r.body.data.map((p: Row) => p.postName)).toEqual(['区域经理', '门店店长', '运营专员', '车辆维护员']);
    expect(r.body.data[0]).toMatchObject({
      id: expect.any(String),
      postCode: 'manager',
      category: 1,
      tenantId: '100001',
    });
  });

  it('region/select?code=: one level of regions, provinces without a code', async () => {
    const provinces = (await admin.get('/api/blade-system/region/select')).body.data as Row[];
    expect(provinces.map((p) => p.code)).toContain('33');
    expect(provinces[0]).toMatchObject({ parentCode: '00', level: 1 });
    const cities = (await admin.get('/api/blade-system/region/select', { code: '33' })).body.data as Row[];
    expect(cities.find((c) => c.code === '3301')).toMatchObject({
      id: '3301',
      name: '杭州市',
      parentCode: '33',
    });
    expect((await admin.get('/api/blade-system/region/select', { code: 'x' })).status).toBe(400);
  });

  it('dict/list: the whole tree as an array; dict/tree?code=DICT: the parent picker’s nodes', async () => {
    const list = await admin.get('/api/blade-system/dict/list', { current: 1, size: 10, code: '', dictValue: '' });
    expect(Array.isArray(list.body.data)).toBe(true);
    const sex = (list.body.data as Row[]).find((d) => d.code === 'sex')!;
    expect(sex).toMatchObject({ parentId: '0', hasChildren: true });
    expect(sex.children!.map((c) => c.dictValue)).toEqual(['男', '女', '未知']);
    const tree = await admin.get('/api/blade-system/dict/tree?code=DICT');
    const node = (tree.body.data as Row[]).find((n) => n.title === '性别')!;
    expect(node).toMatchObject({ id: sex.id, key: sex.id, value: sex.id, parentId: '0' });
  });
});

describe('what SpringBlade’s forms leave out', () => {
  it('a dept without organisation type is accepted, as a department', async () => {
    const r = await admin.post('/api/blade-system/dept/submit', {
      deptName: '赛博部',
      fullName: '赛博部门',
      parentId: '1',
      sort: 3,
    });
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ success: true });
    const dept = await s.database.db
      .selectFrom('blade_dept')
      .selectAll()
      .where('dept_name', '=', '赛博部')
      .executeTakeFirstOrThrow();
    expect(Number(dept.dept_category)).toBe(2);
  });

  it('a region added under a picked one (新增下级 keeps the picked region’s id) is a new child', async () => {
    const parent = (await admin.get('/api/blade-system/region/detail', { code: '3301' })).body.data;
    // Saber's addChildren: the picked region's detail, with parentCode / code / name replaced.
    const r = await admin.post('/api/blade-system/region/submit', {
      ...parent,
      parentCode: parent.code,
      parentName: parent.name,
      subCode: '99',
      code: `${parent.code}99`,
      name: '赛博区',
      level: 3,
      sort: 99,
    });
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ success: true });
    const child = (await admin.get('/api/blade-system/region/detail', { code: `${parent.code}99` })).body.data;
    expect(child).toMatchObject({ name: '赛博区', parentCode: parent.code });
    // The picked region is untouched.
    expect((await admin.get('/api/blade-system/region/detail', { code: '3301' })).body.data.name).toBe(parent.name);
  });

  it('a user whose birthday picker was left empty (avue sends "") is added with no birthday', async () => {
    const roleId = (await admin.get('/api/blade-system/role/tree', { tenantId: '000000' })).body.data[0].id;
    // What Saber's user form posts when only the required fields are filled: every other column empty.
    const r = await admin.post(`${U}/submit`, {
      account: 'saber_nobirthday',
      tenantId: '000000',
      password: 'Paths123',
      password2: 'Paths123',
      name: 'NoBirthday',
      realName: '无生日',
      roleId,
      deptId: '1',
      postId: '1',
      code: '',
      phone: '',
      email: '',
      sex: '',
      birthday: '',
    });
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ success: true });
    const detail = await admin.get(`${U}/detail`, { id: await userId('saber_nobirthday') });
    expect(detail.body.data.birthday ?? null).toBeNull();
    // A date that is not one is still refused.
    const bad = await admin.post(`${U}/submit`, { id: await userId('saber_nobirthday'), birthday: 'soon' });
    expect(bad.status).toBe(400);
  });
});

describe('a new database shows rows on every system screen', () => {
  it.each(SABER_SCREENS.map((x) => [x.view, x] as const))('%s', async (_view, screen) => {
    const r = await admin.get(`${screen.base}/list`, { current: 1, size: 10 });
    const rows = screen.tree ? r.body.data : r.body.data.records;
    expect(rows.length, `${screen.base}/list`).toBeGreaterThan(0);
  });

  it('notices, posts and data sources look like a real business', async () => {
    const notices = (await admin.get('/api/blade-desk/notice/list', { current: 1, size: 20 })).body.data
      .records as Row[];
    expect(notices.map((n) => n.title)).toContain('平台五一假期运营安排');
    const sources = (await admin.get('/api/blade-develop/datasource/list', { current: 1, size: 10 })).body.data
      .records as Row[];
    expect(sources.map((d) => d.name)).toEqual(expect.arrayContaining(['杭州门店业务库', '上海报表只读库']));
  });
});

describe('SpringBlade’s sign-in, once more at the gateway’s root', () => {
  it('/blade-system/user/list without /api answers the same page', async () => {
    const token = await saberToken(s.app, { rawPassword: saberEncrypt('admin'), ip: '10.30.0.3' });
    const r = await request(s.app, {
      method: 'GET',
      url: '/blade-system/user/list',
      headers: { 'blade-auth': `bearer ${token}` },
    });
    expect(r.body).toMatchObject({ success: true, data: { records: expect.any(Array) } });
  });
});
