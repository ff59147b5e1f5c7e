/** Trees (whole, subtree, lazy), sealed rows, schema actions with effects, money, and the restful variant. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, startTestServer, type Client, type TestServer } from './helpers';

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

const F = '/api/toycar-test/folder';
const G = '/api/toycar-test/gadget';

async function folder(
  title: string,
  parentId: string | number = 0,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const r = await c.post(`${F}/submit`, { title, parentId, ...extra });
  if (r.status !== 200) throw new Error(JSON.stringify(r.body));
  return (await c.get(`${F}/page`, { title_equal: title })).body.data.records[0].id;
}

interface Node {
  id: string;
  title: string;
  hasChildren: boolean;
  children?: Node[];
}
const shape = (nodes: Node[]): unknown => nodes.map((n) => (n.children ? { [n.title]: shape(n.children) } : n.title));

describe('trees', () => {
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    ids.root = await folder('root', 0, { sort: 1 });
    ids.child = await folder('child', ids.root);
    ids.grandchild = await folder('grandchild', ids.child);
    ids.root2 = await folder('root2', 0, { sort: 2 });
  });

  it('tree returns the whole tree, children omitted when empty', async () => {
    const r = await c.get(`${F}/tree`);
    expect(r.status).toBe(200);
    expect(shape(r.body.data)).toEqual([{ root: [{ child: ['grandchild'] }] }, 'root2']);
    const root2 = r.body.data[1];
    expect(root2.children).toBeUndefined();
    expect(root2.hasChildren).toBe(false);
    expect(r.body.data[0].hasChildren).toBe(true);
    expect(r.body.data[0].parentId).toBe('0');
  });

  it('tree with the parent param returns the whole subtree under it', async () => {
    const r = await c.get(`${F}/tree`, { parentId: ids.root });
    expect(shape(r.body.data)).toEqual([{ child: ['grandchild'] }]);
    expect((await c.get(`${F}/tree`, { parentId: ids.grandchild })).body.data).toEqual([]);
    expect((await c.get(`${F}/tree`, { title: 'grand' })).body.data.map((n: Node) => n.title)).toEqual(['grandchild']);
  });

  it('lazy-list returns one level with hasChildren', async () => {
    const top = (await c.get(`${F}/lazy-list`)).body.data;
    expect(top.map((n: Node) => [n.title, n.hasChildren])).toEqual([
      ['root', true],
      ['root2', false],
    ]);
    expect(top[0].children).toBeUndefined();
    const level = (await c.get(`${F}/lazy-list`, { parentId: ids.root })).body.data;
    expect(level.map((n: Node) => [n.title, n.hasChildren])).toEqual([['child', true]]);
    expect((await c.get(`${F}/lazy-list`, { parentId: 'x' })).status).toBe(400);
  });

  it('refuses a missing parent and moving a node under itself or its descendants', async () => {
    const missing = await c.post(`${F}/submit`, { title: 'orphan', parentId: 999999 });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('上级不存在');
    const loop = await c.post(`${F}/submit`, { id: ids.root, parentId: ids.grandchild });
    expect(loop.body.msg).toBe('不能选择自身或下级作为上级');
    expect((await c.post(`${F}/submit`, { id: ids.root, parentId: ids.root })).status).toBe(400);
    expect((await c.post(`${F}/submit`, { id: ids.root2, parentId: ids.root })).status).toBe(200);
    expect((await c.post(`${F}/submit`, { id: ids.root2, parentId: 0 })).status).toBe(200);
  });

  it('refuses removing a node with live children, unless they go with it', async () => {
    const r = await c.post(`${F}/remove`, undefined, { ids: ids.root });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('请先删除子节点');
    expect((await en.post(`${F}/remove`, undefined, { ids: ids.child })).body.msg).toBe(
      'Remove the child entries first',
    );
    expect((await c.post(`${F}/remove`, undefined, { ids: `${ids.child},${ids.grandchild}` })).status).toBe(200);
    expect((await c.post(`${F}/remove`, undefined, { ids: ids.root })).status).toBe(200);
    expect(shape((await c.get(`${F}/tree`)).body.data)).toEqual(['root2']);
  });

  it('protects sealed rows from update and removal', async () => {
    const id = await folder('sealed one', 0, { isSealed: 1 });
    const upd = await c.post(`${F}/submit`, { id, title: 'renamed' });
    expect(upd.status).toBe(400);
    expect(upd.body.msg).toBe('已封存的数据不能修改');
    const rm = await en.post(`${F}/remove`, undefined, { ids: id });
    expect(rm.body.msg).toBe('Sealed records cannot be removed');
    expect((await c.get(`${F}/detail`, { id })).body.data.title).toBe('sealed one');
  });
});

describe('actions with effects', () => {
  const gadget = async (code: string, extra: Record<string, unknown> = {}) => {
    const r = await c.post(`${G}/submit`, { name: `Gadget ${code}`, code, ...extra });
    if (r.status !== 200) throw new Error(JSON.stringify(r.body));
    return (await c.get(`${G}/page`, { code_equal: code })).body.data.records[0];
  };
  const get = async (id: string) => (await c.get(`${G}/detail`, { id })).body.data;

  it('sets fields from allowed states and refuses other states naming the row and the state', async () => {
    const a = await gadget('ACT-1');
    const b = await gadget('ACT-2');
    expect(a.state).toBe(0);
    const ok = await c.post(`${G}/approve`, undefined, { ids: `${a.id},${b.id}` });
    expect(ok.body).toMatchObject({ code: 200, success: true });
    expect((await get(a.id)).state).toBe(1);
    expect((await get(b.id)).state).toBe(1);

    const again = await c.post(`${G}/approve`, undefined, { ids: a.id });
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('「Gadget ACT-1」的状态为「已通过」，不能执行「审核」');
    expect((await en.post(`${G}/approve`, undefined, { ids: a.id })).body.msg).toBe(
      '"Gadget ACT-1" has State "Approved", so "Approve" is not allowed',
    );

    const c3 = await gadget('ACT-3');
    const mixed = await c.post(`${G}/approve`, undefined, { ids: `${c3.id},${a.id}` });
    expect(mixed.status).toBe(400);
    expect((await get(c3.id)).state).toBe(0);

    expect((await c.post(`${G}/retire-one`, undefined, { id: a.id })).status).toBe(200);
    expect((await get(a.id)).state).toBe(2);
    expect((await c.post(`${G}/retire-one`, undefined, { id: c3.id })).body.msg).toBe(
      '「Gadget ACT-3」的状态为「待审核」，不能执行「退役」',
    );
  });

  it('toggles a 0/1 field per row', async () => {
    const g = await gadget('TOG-1');
    expect(g.isAble).toBe(1);
    await c.post(`${G}/isAble`, undefined, { ids: g.id });
    expect((await get(g.id)).isAble).toBe(0);
    await c.post(`${G}/isAble`, undefined, { ids: g.id });
    expect((await get(g.id)).isAble).toBe(1);
  });

  it('copies validated input onto the row', async () => {
    const g = await gadget('NOTE-1');
    expect((await c.post(`${G}/note`, { id: g.id, remark: 'hello' })).status).toBe(200);
    expect((await get(g.id)).remark).toBe('hello');
    const missing = await c.post(`${G}/note`, { id: g.id, remark: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('请输入备注内容');
    const withRow = await c.post(`${G}/note`, { ...(await get(g.id)), remark: 'from the row form' });
    expect(withRow.status).toBe(200);
    expect((await get(g.id)).remark).toBe('from the row form');
    // A field the action does not know is ignored (BladeX's Jackson), never written.
    expect((await c.post(`${G}/note`, { id: g.id, remark: 'x', hacker: 1 })).status).toBe(200);
    expect((await get(g.id)).remark).toBe('x');
  });

  it('needs target rows, and skips plugin actions', async () => {
    const none = await c.post(`${G}/approve`);
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('请选择至少一条数据');
    expect((await c.post(`${G}/approve`, undefined, { ids: '1,x' })).status).toBe(400);
    expect((await c.post(`${G}/approve`, undefined, { ids: '999999' })).status).toBe(404);
    expect((await c.post(`${G}/iot.commands`, undefined, { ids: '1' })).status).toBe(404);
  });

  it('the refused transition changes nothing even in a batch', async () => {
    const g = await gadget('BATCH-1');
    await c.post(`${G}/approve`, undefined, { ids: g.id });
    const before = await get(g.id);
    await c.post(`${G}/retire-one`, undefined, { id: g.id });
    await c.post(`${G}/approve`, undefined, { ids: g.id });
    expect((await get(g.id)).state).toBe(2);
    expect(before.state).toBe(1);
  });
});

describe('schema scope', () => {
  const A = '/api/toycar-test/approved-gadget';
  it('is enforced on list, detail, update and remove, and set on insert', async () => {
    await c.post(`${G}/submit`, { name: 'Pending one', code: 'SC-0' });
    await c.post(`${G}/submit`, { name: 'Approved one', code: 'SC-1' });
    const byCode = async (code: string) => (await c.get(`${G}/page`, { code_equal: code })).body.data.records[0];
    const pending = await byCode('SC-0');
    const approved = await byCode('SC-1');
    await c.post(`${G}/approve`, undefined, { ids: approved.id });

    const list = (await c.get(`${A}/page`, { name_like: ' one' })).body.data;
    expect(list.records.map((r: { code: string }) => r.code)).toEqual(['SC-1']);
    expect((await c.get(`${A}/page`, { state: 0 })).body.data.total).toBe(0);
    expect((await c.get(`${A}/detail`, { id: pending.id })).status).toBe(404);
    expect((await c.post(`${A}/submit`, { id: pending.id, name: 'x' })).status).toBe(404);
    expect((await c.post(`${A}/remove`, undefined, { ids: pending.id })).status).toBe(404);
    expect((await byCode('SC-0')).name).toBe('Pending one');

    expect((await c.post(`${A}/submit`, { id: approved.id, name: 'Renamed', state: 0 })).status).toBe(200);
    expect(await byCode('SC-1')).toMatchObject({ name: 'Renamed', state: 1 });

    expect((await c.post(`${A}/submit`, { name: 'Born approved', code: 'SC-2', state: 0 })).status).toBe(200);
    expect((await byCode('SC-2')).state).toBe(1);
  });
});

describe('money', () => {
  it('travels as yuan and is stored as integer fen', async () => {
    await c.post(`${G}/submit`, { name: 'Money', code: 'M-1', price: 12.34 });
    const row = (await c.get(`${G}/page`, { code_equal: 'M-1' })).body.data.records[0];
    expect(row.price).toBe(12.34);
    const stored = await s.database.db
      .selectFrom('test_gadget')
      .select('price')
      .where('id', '=', Number(row.id))
      .executeTakeFirst();
    expect(Number(stored?.price)).toBe(1234);
    await c.post(`${G}/submit`, { id: row.id, price: '0.1' });
    expect((await c.get(`${G}/detail`, { id: row.id })).body.data.price).toBe(0.1);
    await c.post(`${G}/submit`, { id: row.id, price: 19999999.99 });
    expect((await c.get(`${G}/detail`, { id: row.id })).body.data.price).toBe(19999999.99);
  });

  it('refuses more than 2 decimals and negative amounts', async () => {
    const r = await c.post(`${G}/submit`, { name: 'Money', code: 'M-2', price: 1.234 });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('价格: 最多两位小数');
    expect((await en.post(`${G}/submit`, { name: 'Money', code: 'M-2', price: -1 })).body.msg).toBe(
      'Price: must be at least 0.00',
    );
  });

  it('validates named validators and patterns on the server', async () => {
    const r = await c.post(`${G}/submit`, { name: 'V', code: 'lower', contact: '12345' });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('编号只能包含大写字母、数字和横线；请输入正确的手机号码');
    expect((await c.post(`${G}/submit`, { name: 'V', code: 'V-1', contact: '13800138000' })).status).toBe(200);
    expect((await c.post(`${G}/submit`, { name: 'V', code: 'V-2', contact: '' })).status).toBe(200);
    expect((await c.post(`${G}/submit`, { name: 'V', code: 'V-3', qty: 1001 })).body.msg).toBe('数量: 不能大于 1000');
    expect((await c.post(`${G}/submit`, { name: 'V', code: 'V-3', releaseDate: 'soon' })).body.msg).toBe(
      '发布日期: 格式应为 YYYY-MM-DD',
    );
  });
});

describe('restful variant', () => {
  const R = '/api/toycar-test/shelf';
  it('create, page, tree, get, update and delete', async () => {
    expect((await c.post(R, { name: 'Top shelf' })).status).toBe(200);
    const page = await c.get(`${R}/page`);
    expect(page.body.data.total).toBe(1);
    const id = page.body.data.records[0].id;
    await c.post(R, { name: 'Lower shelf', parentId: id });
    const tree = (await c.get(`${R}/tree`)).body.data;
    expect(tree).toHaveLength(1);
    expect(tree[0].children.map((n: { name: string }) => n.name)).toEqual(['Lower shelf']);
    expect((await c.get(`${R}/${id}`)).body.data).toMatchObject({ id, name: 'Top shelf' });
    expect((await c.put(R, { id, name: 'Renamed' })).status).toBe(200);
    expect((await c.get(`${R}/${id}`)).body.data.name).toBe('Renamed');
    expect((await c.del(`${R}/${id}`)).status).toBe(400);
    const child = tree[0].children[0].id;
    expect((await c.del(`${R}/${child}`)).status).toBe(200);
    expect((await c.get(`${R}/${child}`)).status).toBe(404);
  });

  it('refuses an id on create, a missing id on update, and bad ids', async () => {
    expect((await c.post(R, { id: '1', name: 'x' })).status).toBe(400);
    expect((await c.put(R, { name: 'x' })).status).toBe(400);
    expect((await c.get(`${R}/abc`)).status).toBe(404);
    expect((await c.del(`${R}/abc`)).status).toBe(404);
    expect((await c.post(R, {})).body.msg).toBe('请输入货架名称');
    expect((await c.get(`${R}/detail`, { id: 1 })).status).toBe(404);
  });
});
