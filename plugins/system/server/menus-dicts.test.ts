/** Menu routes and buttons from the synced rows; dictionary endpoints; the dict pages' shared paths. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionCodes } from '../../../engine/schema/resolve';
import { syncMenus } from '../../../server/access/menu-sync';
import { syncDicts } from '../../../server/crud/dict-sync';
import { client, login, startTestServer, type Client, type TestServer } from '../../../tests/server/helpers';

let s: TestServer;
let c: Client;
let en: Client;
beforeAll(async () => {
  s = await startTestServer();
  const token = await login(s.app);
  c = client(s.app, token);
  en = client(s.app, token, 'en');
});
afterAll(async () => s?.close());

interface MenuNode {
  id: string;
  code: string;
  name: string;
  path: string;
  category: number;
  meta: { i18n: string };
  children?: MenuNode[];
}
const flat = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

describe('menus', () => {
  it('routes: the system folder with the parameter and dictionary screens', async () => {
    const r = await c.get('/api/blade-system/menu/routes');
    expect(r.status).toBe(200);
    const system = r.body.data.find((n: MenuNode) => n.code === 'system');
    expect(system).toMatchObject({
      name: '系统管理',
      path: '/system',
      category: 1,
      parentId: '0',
      meta: { i18n: 'System' },
    });
    const param = system.children.find((n: MenuNode) => n.code === 'system.param');
    expect(param).toMatchObject({
      name: '参数管理',
      path: '/system/param',
      source: 'control',
      sort: 10,
      isOpen: 1,
      parentId: system.id,
      meta: { i18n: 'Parameters', isTab: true },
    });
    expect(param.children).toBeUndefined();
    const codes = system.children.map((n: MenuNode) => n.code);
    expect(codes).toEqual(expect.arrayContaining(['system.param', 'system.dictHorizontal', 'system.dictVertical']));
    expect(flat(r.body.data).every((n) => n.category === 1)).toBe(true);
    // The dictionaries' menu row carries BladeX's standard path (schemas/system/standard-screens.ts).
    expect(system.children.map((n: MenuNode) => n.path)).toContain('/system/dict');
  });

  it('buttons: leaves are the button codes of each screen', async () => {
    const r = await c.get('/api/blade-system/menu/buttons');
    const byMenu = new Map<string, string[]>(
      r.body.data.map((m: MenuNode) => [m.code, (m.children ?? []).map((b) => b.code)]),
    );
    // The four CRUD buttons, then the list's export and import (schema `excel`).
    expect(byMenu.get('system.param')).toEqual([
      'param_add',
      'param_edit',
      'param_delete',
      'param_view',
      'param_export',
      'param_import',
    ]);
    expect(byMenu.get('system.dictHorizontal')).toEqual(['dict_add', 'dict_edit', 'dict_delete', 'dict_view']);
    const gadget = s.registry.entity('test.gadget')!;
    expect(byMenu.get('test.gadget')).toEqual(permissionCodes(gadget));
    const leaves = flat(r.body.data).filter((n) => !n.children);
    expect(leaves.every((n) => n.category === 2)).toBe(true);
  });

  it('sync is idempotent and respects deletions', async () => {
    const count = async () => (await s.database.db.selectFrom('blade_menu').select('id').execute()).length;
    const before = await count();
    expect((await syncMenus(s.database.db, s.registry)).inserted).toBe(0);
    expect(await count()).toBe(before);
    await s.database.db.updateTable('blade_menu').set({ is_deleted: 1 }).where('code', '=', 'param_delete').execute();
    expect((await syncMenus(s.database.db, s.registry)).inserted).toBe(0);
    const buttons = (await c.get('/api/blade-system/menu/buttons')).body.data.find(
      (m: MenuNode) => m.code === 'system.param',
    );
    expect(buttons.children.map((b: MenuNode) => b.code)).toEqual([
      'param_add',
      'param_edit',
      'param_view',
      'param_export',
      'param_import',
    ]);
    await s.database.db.updateTable('blade_menu').set({ is_deleted: 0 }).where('code', '=', 'param_delete').execute();
  });

  it('the administrator role is granted every synced row', async () => {
    const { db } = s.database;
    const role = await db
      .selectFrom('blade_role')
      .select('id')
      .where('role_alias', '=', 'administrator')
      .executeTakeFirstOrThrow();
    const menus = await db.selectFrom('blade_menu').select('id').execute();
    const grants = await db
      .selectFrom('blade_role_menu')
      .select('menu_id')
      .where('role_id', '=', Number(role.id))
      .execute();
    expect(grants.length).toBe(menus.length);
  });
});

describe('dictionaries', () => {
  it('dictionary: the items of one code, in the caller language', async () => {
    const r = await c.get('/api/blade-system/dict/dictionary', { code: 'yes_no' });
    expect(r.body.data).toEqual([
      { code: 'yes_no', dictKey: '0', dictValue: '否', sort: 1, remark: '' },
      { code: 'yes_no', dictKey: '1', dictValue: '是', sort: 2, remark: '' },
    ]);
    const e = await en.get('/api/blade-system/dict/dictionary', { code: 'yes_no' });
    expect(e.body.data.map((i: { dictValue: string }) => i.dictValue)).toEqual(['No', 'Yes']);
    expect((await c.get('/api/blade-system/dict/dictionary', { code: 'nope' })).body.data).toEqual([]);
    expect((await c.get('/api/blade-system/dict/dictionary')).status).toBe(400);
    expect((await c.get('/api/blade-system/dict/dictionary', { code: "x' or 1=1" })).status).toBe(400);
    expect((await client(s.app).get('/api/blade-system/dict/dictionary', { code: 'yes_no' })).status).toBe(401);
  });

  it('dictionary-batch: several codes in one call', async () => {
    const r = await c.get('/api/blade-system/dict/dictionary-batch', { codes: 'sex,yes_no,nope' });
    expect(Object.keys(r.body.data)).toEqual(['sex', 'yes_no', 'nope']);
    expect(r.body.data.sex.map((i: { dictKey: string }) => i.dictKey)).toEqual(['1', '2', '3']);
    expect(r.body.data.yes_no).toHaveLength(2);
    expect(r.body.data.nope).toEqual([]);
  });

  it('tree: a picker tree of every dictionary row', async () => {
    const r = await c.get('/api/blade-system/dict/tree', { code: 'DICT' });
    const yesNo = r.body.data.find((n: { title: string }) => n.title === '是否');
    expect(yesNo).toMatchObject({ parentId: '0', key: yesNo.id, value: yesNo.id, hasChildren: true });
    expect(yesNo.children.map((n: { title: string }) => n.title)).toEqual(['否', '是']);
    expect(yesNo.children[0].children).toBeUndefined();
    expect(r.body.data.length).toBe(s.registry.dicts.length);
  });

  it('parent-list pages the groups only; child-list gives the subtree of a group', async () => {
    const parents = await c.get('/api/blade-system/dict/parent-list', { size: 100 });
    expect(parents.body.data.total).toBe(s.registry.dicts.length);
    expect(parents.body.data.records.every((r: { parentId: number }) => r.parentId === 0)).toBe(true);
    const group = parents.body.data.records.find((r: { code: string }) => r.code === 'sex');
    const children = await c.get('/api/blade-system/dict/child-list', { parentId: group.id });
    expect(children.body.data.map((n: { dictKey: string }) => n.dictKey)).toEqual(['1', '2', '3']);
    expect(children.body.data[0]).toMatchObject({
      code: 'sex',
      dictValue: '男',
      dictValueEn: 'Male',
      parentId: group.id,
    });
  });

  it('groups and items are written through the shared dict paths', async () => {
    expect(
      (await c.post('/api/blade-system/dict/submit', { code: 'color', dictValue: '颜色', sort: 1, isSealed: 0 }))
        .status,
    ).toBe(200);
    const group = (await c.get('/api/blade-system/dict/parent-list', { code_equal: 'color' })).body.data.records[0];
    expect(group).toMatchObject({ parentId: 0, dictKey: '-1', dictValue: '颜色', isSealed: 0 });
    const item = await c.post('/api/blade-system/dict/submit', {
      code: 'color',
      parentId: group.id,
      dictKey: 'red',
      dictValue: '红',
      sort: 1,
      isSealed: '0',
    });
    expect(item.status).toBe(200);
    const tree = (await c.get('/api/blade-system/dict/child-list', { parentId: group.id })).body.data;
    expect(tree.map((n: { dictKey: string }) => n.dictKey)).toEqual(['red']);
    expect((await c.post('/api/blade-system/dict/submit', { ...tree[0], dictValue: '大红' })).status).toBe(200);
    expect((await c.get('/api/blade-system/dict/dictionary', { code: 'color' })).body.data).toEqual([
      { code: 'color', dictKey: 'red', dictValue: '大红', sort: 1, remark: '' },
    ]);
    expect((await c.post('/api/blade-system/dict/submit', { id: group.id, dictValue: '色彩' })).status).toBe(200);
    expect((await c.get('/api/blade-system/dict/detail', { id: group.id })).body.data).toMatchObject({
      parentId: '0',
      dictValue: '色彩',
    });
    const blocked = await c.post('/api/blade-system/dict/remove', undefined, { ids: group.id });
    expect(blocked.body.msg).toBe('请先删除子节点');
    expect(
      (await c.post('/api/blade-system/dict/remove', undefined, { ids: `${group.id},${tree[0].id}` })).status,
    ).toBe(200);
    expect((await c.get('/api/blade-system/dict/dictionary', { code: 'color' })).body.data).toEqual([]);
  });

  it('sealed dictionaries cannot be changed or removed', async () => {
    const group = (await c.get('/api/blade-system/dict/parent-list', { code_equal: 'yes_no' })).body.data.records[0];
    const r = await c.post('/api/blade-system/dict/submit', { id: group.id, dictValue: 'changed' });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('已封存的数据不能修改');
    const item = (await c.get('/api/blade-system/dict/child-list', { parentId: group.id })).body.data[0];
    expect((await c.post('/api/blade-system/dict/remove', undefined, { ids: item.id })).body.msg).toBe(
      '已封存的数据不能删除',
    );
  });

  it('dictionary sync is idempotent', async () => {
    expect((await syncDicts(s.database.db, s.registry)).inserted).toBe(0);
  });
});
