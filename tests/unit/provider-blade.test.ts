/** The BladeX provider builds the calls of CONTRACT §3 from the schema alone (fake adapter, no network). */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Action, EntitySchema } from '../../engine/schema/model';
import { createBladeProvider } from '../../engine/data/blade';
import { configureTransport, createHttp, resetTransport } from '../../engine/data/transport';
import { installFakeAdapter, ok, type Recorded, type Reply } from './transport-fake-adapter';

const entity = (over: Partial<EntitySchema> = {}): EntitySchema => ({
  name: 'test.thing',
  title: { zh: '东西', en: 'Things' },
  permission: 'thing',
  api: { service: 'svc', entity: 'thing' },
  columns: [{ prop: 'name', label: { zh: '名称', en: 'Name' } }],
  ...over,
});

const notifier = { error: vi.fn() };
const http = createHttp();
let reply: (c: Recorded) => Reply;
let calls: Recorded[];

beforeEach(() => {
  resetTransport();
  vi.clearAllMocks();
  configureTransport({ notifier, progress: { start() {}, done() {} }, navigate: vi.fn(), onUnauthorized: vi.fn() });
  reply = () => ok({ records: [{ id: '1' }], total: '21', size: 10, current: 1, pages: 3 });
  calls = installFakeAdapter(http, (c) => reply(c));
});

describe('blade provider', () => {
  it('pages with current/size/ascs/descs, drops empty search values and adds the scope', async () => {
    const p = createBladeProvider(http);
    const res = await p.page(entity({ scope: { parentId: 0 } }), {
      current: 2,
      size: 10,
      params: { name: 'car', code: '', remark: null, tags: [], extra: {}, zero: 0, off: false, parentId: 99 },
      ascs: ['name'],
      descs: ['createTime', 'id'],
    });
    expect(calls[0].method).toBe('GET');
    // Paged lists are read from `list`, where BladeX serves every one of them.
    expect(calls[0].url).toBe('/api/svc/thing/list');
    expect(calls[0].params).toEqual({ name: 'car', zero: 0, off: false, parentId: 0, current: 2, size: 10, ascs: 'name', descs: 'createTime,id' });
    expect(calls[0].uri).toContain('descs=createTime,id');
    expect(res).toEqual({ records: [{ id: '1' }], total: 21, size: 10, current: 1, pages: 3 });
  });

  it('uses the list op and op overrides from the schema', async () => {
    const p = createBladeProvider(http);
    await p.page(entity({ api: { service: 'blade-user', entity: '', list: 'list' } }), { current: 1, size: 10 });
    expect(calls[0].url).toBe('/api/blade-user/list');
    await p.page(entity({ api: { service: 'svc', entity: 'thing', ops: { page: 'pageList' } } }), { current: 1, size: 10 });
    expect(calls[1].url).toBe('/api/svc/thing/pageList');
    await p.page(entity({ api: { service: 'svc', entity: 'thing', list: 'page' } }), { current: 1, size: 10 });
    expect(calls[2].url).toBe('/api/svc/thing/page');
  });

  it('reads trees and lazy trees', async () => {
    const p = createBladeProvider(http);
    reply = () => ok([{ id: '1', children: [{ id: '2' }] }]);
    const tree = entity({ api: { service: 'blade-system', entity: 'dict', list: 'tree', ops: { tree: 'child-list' } }, tree: { labelProp: 'name' } });
    expect(await p.list(tree, { parentId: '7', code: '' })).toEqual([{ id: '1', children: [{ id: '2' }] }]);
    expect(calls[0].url).toBe('/api/blade-system/dict/child-list');
    expect(calls[0].params).toEqual({ parentId: '7' });
    await p.list(entity());
    expect(calls[1].url).toBe('/api/svc/thing/list');
    await p.lazyTree(entity({ tree: { labelProp: 'name', lazy: true } }), 5, { name: '' });
    expect(calls[2].url).toBe('/api/svc/thing/lazy-list');
    expect(calls[2].params).toEqual({ parentId: 5 });
  });

  it('reads a whole tree (role, dept) from list, where BladeX answers it with every column', async () => {
    const p = createBladeProvider(http);
    reply = () => ok([{ id: '1', roleName: 'a', children: [{ id: '2', roleName: 'b' }] }]);
    const roles = entity({ api: { service: 'blade-system', entity: 'role' }, tree: { labelProp: 'roleName' } });
    expect(await p.list(roles, { roleName: '' })).toEqual([{ id: '1', roleName: 'a', children: [{ id: '2', roleName: 'b' }] }]);
    expect(calls[0].url).toBe('/api/blade-system/role/list');
    expect(calls[0].params).toEqual({});
  });

  it('detail, submit and remove', async () => {
    const p = createBladeProvider(http);
    reply = () => ok({ id: '9', name: 'x' });
    expect(await p.detail(entity(), '9')).toEqual({ id: '9', name: 'x' });
    expect(calls[0].uri).toBe('/api/svc/thing/detail?id=9');
    await p.submit(entity(), { name: 'new' });
    expect(calls[1].method).toBe('POST');
    expect(calls[1].url).toBe('/api/svc/thing/submit');
    expect(calls[1].data).toEqual({ name: 'new' });
    expect(calls[1].headers.get('Content-Type')).toMatch(/application\/json/);
    await p.remove(entity(), ['1', '2', 3]);
    expect(calls[2].method).toBe('POST');
    expect(calls[2].uri).toBe('/api/svc/thing/remove?ids=1,2,3');
    // No body, so the browser adapter sends no Content-Type (a null body would keep axios' form type).
    expect(calls[2].config.data).toBeUndefined();
  });

  it('runs actions as their params say', async () => {
    const p = createBladeProvider(http);
    const rows = [{ id: '1' }, { id: '2' }];
    const a = (over: Partial<Action>): Action => ({ key: 'audit', label: { zh: '审核', en: 'Audit' }, scope: 'batch', ...over });
    reply = () => ok('done');
    expect(await p.action(entity(), a({ endpoint: 'auditStore', params: 'ids' }), { rows, values: { remark: 'ok', empty: '' } })).toBe('done');
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/svc/thing/auditStore', params: { ids: '1,2', remark: 'ok' } });
    await p.action(entity(), a({ params: 'id', method: 'GET' }), { rows: [rows[0]] });
    expect(calls[1]).toMatchObject({ method: 'GET', url: '/api/svc/thing/audit', params: { id: '1' } });
    await p.action(entity(), a({ params: 'body' }), { rows: [{ id: '1', name: 'n', children: [], $label: 'x' }] });
    expect(calls[2].data).toEqual({ id: '1', name: 'n' });
    await p.action(entity(), a({ params: 'body' }), { rows, values: { toStatus: 2 } });
    expect(calls[3].data).toEqual({ ids: '1,2', toStatus: 2 });
    await p.action(entity(), a({ scope: 'row' }), { rows: [rows[1]] });
    expect(calls[4].params).toEqual({ ids: '2' });
  });

  it('downloads a blob with the server file name', async () => {
    const p = createBladeProvider(http);
    reply = () => ({
      status: 200,
      data: new Blob(['a,b'], { type: 'application/vnd.ms-excel' }),
      headers: { 'content-disposition': "attachment; filename*=UTF-8''%E8%AE%A2%E5%8D%95.xlsx" },
    });
    const res = await p.download('/api/svc/thing/export', { name: 'x', code: '' });
    expect(res.fileName).toBe('订单.xlsx');
    expect(await res.blob.text()).toBe('a,b');
    expect(calls[0].params).toEqual({ name: 'x' });
    expect(calls[0].config.responseType).toBe('blob');

    reply = () => ({ status: 200, data: new Blob(['x']), headers: {} });
    const act: Action = { key: 'export', label: { zh: '导出', en: 'Export' }, scope: 'toolbar', download: true, endpoint: 'carCodesExport' };
    expect(await p.action(entity(), act, { rows: [] })).toMatchObject({ fileName: 'carCodesExport' });
  });

  it('fetches dictionaries in one batch call', async () => {
    const p = createBladeProvider(http);
    reply = () => ok({ yes_no: [{ code: 'yes_no', dictKey: 0, dictValue: '否' }, { code: 'yes_no', dictKey: 1, dictValue: '是' }], sex: [] });
    const res = await p.dictionaries(['yes_no', 'sex', 'yes_no']);
    expect(calls).toHaveLength(1);
    expect(calls[0].uri).toBe('/api/blade-system/dict/dictionary-batch?codes=yes_no,sex');
    expect(res.yes_no.map((i) => i.dictKey)).toEqual(['0', '1']);
    expect(res.sex).toEqual([]);
    expect(await p.dictionaries([])).toEqual({});
    expect(calls).toHaveLength(1);
  });

  it('accepts a batch answer as a flat list carrying codes', async () => {
    const p = createBladeProvider(http);
    reply = () => ok([{ code: 'a', dictKey: '1', dictValue: 'A1' }, { code: 'b', dictKey: '2', dictValue: 'B2' }]);
    const res = await p.dictionaries(['a', 'b']);
    expect(res.a[0].dictValue).toBe('A1');
    expect(res.b[0].dictValue).toBe('B2');
  });

  it('falls back to one call per code when the batch endpoint is missing (404), silently, and remembers it', async () => {
    const p = createBladeProvider(http);
    reply = (c) =>
      c.url.endsWith('dictionary-batch')
        ? { status: 404, data: { code: 404, success: false, msg: 'Not Found' } }
        : ok([{ code: c.params.code, dictKey: '1', dictValue: `${c.params.code}-1` }]);
    const res = await p.dictionaries(['a', 'b']);
    expect(res).toEqual({ a: [{ code: 'a', dictKey: '1', dictValue: 'a-1' }], b: [{ code: 'b', dictKey: '1', dictValue: 'b-1' }] });
    expect(calls.map((c) => c.uri)).toEqual([
      '/api/blade-system/dict/dictionary-batch?codes=a,b',
      '/api/blade-system/dict/dictionary?code=a',
      '/api/blade-system/dict/dictionary?code=b',
    ]);
    expect(notifier.error).not.toHaveBeenCalled();
    await p.dictionaries(['c']);
    expect(calls[3].uri).toBe('/api/blade-system/dict/dictionary?code=c');
  });

  it('still reports other batch failures', async () => {
    const p = createBladeProvider(http);
    reply = () => ({ status: 500, data: { code: 500, msg: 'boom' } });
    await expect(p.dictionaries(['a'])).rejects.toThrow('boom');
    expect(notifier.error).toHaveBeenCalledWith('boom');
  });

  it('loads options from any endpoint, page or list', async () => {
    const p = createBladeProvider(http);
    reply = () => ok({ records: [{ id: 1 }], total: 1 });
    expect(await p.options('/api/svc/merchant/select', { tenantId: '000000', q: '' })).toEqual([{ id: 1 }]);
    expect(calls[0].params).toEqual({ tenantId: '000000' });
  });

  it('uploads a file as multipart `file` to put-file and answers its link', async () => {
    const p = createBladeProvider(http);
    reply = () => ok({ link: '/api/blade-resource/oss/file/ab12.png', name: 'ab12.png', originalName: 'car.png' });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'car.png', { type: 'image/png' });
    const res = await p.upload!(file);
    expect(calls[0].method).toBe('POST');
    expect(calls[0].url).toBe('/api/blade-resource/oss/endpoint/put-file');
    expect(calls[0].data).toBeInstanceOf(FormData);
    const sent = (calls[0].data as FormData).get('file') as File;
    expect(sent.name).toBe('car.png');
    expect(sent.size).toBe(4);
    expect(res.link).toBe('/api/blade-resource/oss/file/ab12.png');
  });
});
