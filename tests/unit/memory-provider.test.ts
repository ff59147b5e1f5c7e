import { describe, expect, it } from 'vitest';
import { createMemoryProvider } from '../../engine/data/memory-provider';
import { createRegistry } from '../../engine/schema/registry';
import { defineEntity } from '../../engine/schema/define';
import type { Action, EntitySchema } from '../../engine/schema/model';
import param from '../../schemas/system/param';
import dict from '../../schemas/system/dict';
import dictChild from '../../schemas/system/dict-child';
import dicts from '../../schemas/system/dicts';

const store = defineEntity({
  name: 'test.store',
  title: { zh: '门店', en: 'Stores' },
  permission: 'store',
  api: { service: 'svc', entity: 'store' },
  storage: { table: 'test_store' },
  columns: [
    { prop: 'storeName', label: { zh: '门店名称', en: 'Store' }, search: true, unique: true },
    { prop: 'auditStatus', label: { zh: '审核状态', en: 'Audit' }, type: 'select', dict: 'audit_status', search: true },
    { prop: 'isAble', label: { zh: '状态', en: 'Enabled' }, type: 'switch' },
    { prop: 'note', label: { zh: '备注', en: 'Note' } },
    { prop: 'score', label: { zh: '分数', en: 'Score' }, type: 'number', search: { mode: 'range' } },
  ],
  actions: [
    {
      key: 'audit',
      label: { zh: '审核', en: 'Audit' },
      scope: 'batch',
      params: 'ids',
      effect: { set: { auditStatus: 1 }, from: { auditStatus: [0] } },
    },
    {
      key: 'isAble',
      label: { zh: '启用/停用', en: 'Enable / disable' },
      scope: 'row',
      params: 'ids',
      effect: { toggle: 'isAble' },
    },
    { key: 'note', label: { zh: '写备注', en: 'Note' }, scope: 'row', params: 'body', effect: { copy: ['note'] } },
  ],
});

const registry = createRegistry(
  [param, dict, dictChild, dicts, store].map((value, i) => ({ file: `f${i}.ts`, value })),
);

const params = Array.from({ length: 25 }, (_, i) => ({
  id: String(i + 1),
  paramName: `参数${i + 1}`,
  paramKey: `key.${i + 1}`,
  paramValue: `v${i + 1}`,
  createTime: `2024-01-${String(i + 1).padStart(2, '0')} 10:00:00`,
}));
const dictRows = [
  { id: '1', parentId: 0, code: 'sex', dictKey: '-1', dictValue: '性别', sort: 1 },
  { id: '2', parentId: 0, code: 'yes_no', dictKey: '-1', dictValue: '是否', sort: 2 },
  { id: '11', parentId: '1', code: 'sex', dictKey: '1', dictValue: '男', sort: 1 },
  { id: '12', parentId: '1', code: 'sex', dictKey: '2', dictValue: '女', sort: 2 },
  { id: '111', parentId: '11', code: 'sex', dictKey: '1-1', dictValue: '男孩', sort: 1 },
];
const stores = [
  { id: '1', storeName: '门店A', auditStatus: 0, isAble: 1, score: 10 },
  { id: '2', storeName: '门店B', auditStatus: 1, isAble: 0, score: 20 },
  { id: '3', storeName: '分店C', auditStatus: 0, isAble: 0, score: 30 },
];

const make = (lang: 'zh' | 'en' = 'zh') =>
  createMemoryProvider({
    registry,
    lang: () => lang,
    rows: { 'system.param': params, 'system.dict': dictRows, 'test.store': stores },
  });
const action = (key: string) => store.actions.find((a) => a.key === key) as Action;

describe('memory provider', () => {
  it('pages newest first with totals', async () => {
    const p = make();
    const page = await p.page(param, { current: 3, size: 10 });
    expect(page).toMatchObject({ total: 25, size: 10, current: 3, pages: 3 });
    expect(page.records.map((r) => r.id)).toEqual(['5', '4', '3', '2', '1']);
    const sorted = await p.page(param, { current: 1, size: 3, ascs: ['paramKey'] });
    expect(sorted.records.map((r) => r.paramKey)).toEqual(['key.1', 'key.10', 'key.11']);
  });

  it('applies the search semantics of the contract', async () => {
    const p = make();
    const ids = async (q: Record<string, unknown>, e: EntitySchema = param) =>
      (await p.page(e, { current: 1, size: 100, params: q })).records.map((r) => r.id);
    expect(await ids({ paramName: '参数2' })).toEqual(['25', '24', '23', '22', '21', '20', '2']); // LIKE for text
    expect(await ids({ paramKey_equal: 'key.2' })).toEqual(['2']);
    expect(await ids({ createTime_dategt: '2024-01-20 00:00:00', createTime_datelt: '2024-01-22 23:59:59' })).toEqual([
      '22',
      '21',
      '20',
    ]);
    expect(await ids({ paramName: '', paramKey: null })).toHaveLength(25); // empty values ignored
    expect(await ids({ auditStatus: '0' }, store)).toEqual(['3', '1']); // = for non-text, keys as strings
    expect(await ids({ score_ge: 15, score_le: 30 }, store)).toEqual(['3', '2']);
    expect(await ids({ storeName_likeright: '门店' }, store)).toEqual(['2', '1']);
    await expect(p.page(param, { current: 1, size: 10, params: { nope: 1 } })).rejects.toThrow(
      '不支持的查询字段: nope',
    );
  });

  it('keeps an entity inside its scope (dictionary groups are parentId 0)', async () => {
    const p = make();
    const page = await p.page(dict, { current: 1, size: 10 });
    expect(page.records.map((r) => r.dictValue)).toEqual(['是否', '性别']);
    await p.submit(dict, { code: 'color', dictValue: '颜色', sort: 3 });
    const again = await p.page(dict, { current: 1, size: 10, params: { code: 'color' } });
    expect(again.records[0]).toMatchObject({ parentId: 0, dictValue: '颜色' });
  });

  it('lists whole trees, subtrees and lazy levels', async () => {
    const p = make();
    const tree = await p.list(dictChild);
    expect(tree.map((n) => n.dictValue)).toEqual(['性别', '是否']);
    const sex = tree[0].children as Array<Record<string, unknown>>;
    expect(sex.map((n) => n.dictValue)).toEqual(['男', '女']);
    expect((sex[0].children as Array<Record<string, unknown>>)[0].dictValue).toBe('男孩');
    expect(sex[1]).not.toHaveProperty('children');
    const sub = await p.list(dictChild, { parentId: '1' });
    expect(sub.map((n) => n.dictValue)).toEqual(['男', '女']);
    const level = await p.lazyTree(dictChild, '1');
    expect(level.map((n) => [n.dictValue, n.hasChildren])).toEqual([
      ['男', true],
      ['女', false],
    ]);
    const picker = await p.options('/api/blade-system/dict/tree');
    expect(picker[0]).toMatchObject({ title: '性别', value: '1', key: '1', hasChildren: true });
  });

  it('inserts, updates, refuses duplicates of unique columns and removes', async () => {
    const p = make();
    await p.submit(param, { paramName: '新', paramKey: 'new', paramValue: 'x' });
    const created = (await p.page(param, { current: 1, size: 1 })).records[0];
    expect(created).toMatchObject({ paramName: '新', paramKey: 'new' });
    expect(created.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    await p.submit(param, { id: created.id, paramValue: 'y' });
    expect(await p.detail(param, created.id as string)).toMatchObject({ paramName: '新', paramValue: 'y' });
    await expect(p.submit(param, { paramName: 'dup', paramKey: 'key.3', paramValue: 'x' })).rejects.toThrow(
      '参数键名已存在: key.3',
    );
    await p.remove(param, [created.id as string, '1']);
    expect((await p.page(param, { current: 1, size: 10 })).total).toBe(24);
    await expect(p.detail(param, '1')).rejects.toThrow('数据不存在: 1');
  });

  it('runs action effects and refuses a transition that is not allowed, naming the row', async () => {
    const p = make();
    await p.action(store, action('audit'), { rows: [{ id: '1' }, { id: '3' }] });
    expect((await p.detail(store, '1')).auditStatus).toBe(1);
    await expect(p.action(store, action('audit'), { rows: [{ id: '2' }] })).rejects.toThrow(
      '「门店B」当前状态不允许执行「审核」',
    );
    await expect(make('en').action(store, action('audit'), { rows: [{ id: '2' }] })).rejects.toThrow(
      '"门店B" cannot be changed by "Audit"',
    );
    await p.action(store, action('isAble'), { rows: [{ id: '1' }, { id: '2' }] });
    expect([(await p.detail(store, '1')).isAble, (await p.detail(store, '2')).isAble]).toEqual([0, 1]);
    await p.action(store, action('note'), { rows: [{ id: '3' }], values: { note: 'hello' } });
    expect((await p.detail(store, '3')).note).toBe('hello');
  });

  it('serves seeded dictionaries in the caller language, given ones as they are, and csv downloads', async () => {
    expect((await make('zh').dictionaries(['yes_no'])).yes_no).toEqual([
      { code: 'yes_no', dictKey: '0', dictValue: '否', sort: 1 },
      { code: 'yes_no', dictKey: '1', dictValue: '是', sort: 2 },
    ]);
    expect((await make('en').dictionaries(['yes_no', 'none'])).yes_no.map((d) => d.dictValue)).toEqual(['No', 'Yes']);
    const given = createMemoryProvider({ registry, dicts: { audit_status: [{ dictKey: '0', dictValue: '待审核' }] } });
    expect(await given.dictionaries(['audit_status'])).toEqual({
      audit_status: [{ dictKey: '0', dictValue: '待审核' }],
    });
    const file = await make().download('/api/svc/store/export', { ids: '1,2' });
    expect(file.fileName).toBe('test.store.csv');
    const csv = await file.blob.text();
    expect(csv).toContain('"门店名称"');
    expect(csv).toContain('"门店A"');
    expect(csv).not.toContain('分店C');
  });
});
