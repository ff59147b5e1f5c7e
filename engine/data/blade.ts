/**
 * The BladeX-style data provider (CONTRACT §3): `page`/`list` with current, size, ascs, descs and the
 * search values (empty ones dropped) plus the schema's fixed `scope`; `detail?id`; `submit` as a JSON
 * POST; `remove?ids=` as a POST; whole trees (from `list`, as BladeX serves them) and lazy trees; schema
 * actions; downloads; batched dictionaries.
 * Every path comes from the schema (opPath / actionPath), never from here.
 */
import type { AxiosInstance, AxiosResponse } from 'axios';
import type { Action, EntitySchema } from '../schema/model';
import { actionPath, listOp, opPath } from '../schema/resolve';
import { summaryPath } from '../schema/stats-paths';
import type { ChartData } from '../schema/stats';
import { dropEmpty } from '../schema/validators';
import { fileNameFromDisposition, uploadFile } from './files';
import type { ActionCall, DataProvider, DictItem, DownloadResult, PageQuery, PageResult, Row } from './provider';
import { TransportError, http as sharedHttp, unwrap } from './transport';

type Params = Record<string, unknown>;

/** Search values without empties, then the schema scope (which the user cannot override). */
export function listParams(entity: EntitySchema, params?: Params): Params {
  return { ...dropEmpty(params ?? {}), ...(entity.scope ?? {}) };
}

export function pageParams(entity: EntitySchema, q: PageQuery): Params {
  const p: Params = { ...listParams(entity, q.params), current: q.current, size: q.size };
  if (q.ascs?.length) p.ascs = q.ascs.join(',');
  if (q.descs?.length) p.descs = q.descs.join(',');
  return p;
}

const num = (v: unknown, d: number): number => (v === undefined || v === null || v === '' || Number.isNaN(Number(v)) ? d : Number(v));

/** A page answer, tolerant of servers that send counts as strings or a bare array for a list op. */
export function toPage(data: unknown, q: PageQuery): PageResult {
  if (Array.isArray(data)) return { records: data as Row[], total: data.length, size: q.size, current: q.current, pages: 1 };
  const d = (data ?? {}) as Partial<Record<keyof PageResult, unknown>>;
  const records = Array.isArray(d.records) ? (d.records as Row[]) : [];
  const total = num(d.total, records.length);
  const size = num(d.size, q.size);
  return { records, total, size, current: num(d.current, q.current), pages: num(d.pages, size > 0 ? Math.ceil(total / size) : 1) };
}

/** Rows of a list answer, whether it is an array or a page object. */
export const toRows = (data: unknown): Row[] =>
  Array.isArray(data) ? (data as Row[]) : data && typeof data === 'object' && Array.isArray((data as PageResult).records) ? (data as PageResult).records : [];

/**
 * The op a paged list is read from. BladeX serves every paged list at `list` (only a few controllers, such
 * as tenant and post, also have a `page`), and Saber reads them all there: so `list`, unless the schema
 * asks for `page` (`api.list: 'page'`) or names its own page op (dict groups: `parent-list`).
 */
export const pagedOp = (entity: EntitySchema): 'page' | 'list' =>
  entity.api.list === 'page' || entity.api.ops?.page ? 'page' : 'list';

const idsOf = (rows: Row[]): string => rows.map((r) => r.id).filter((id) => id !== undefined && id !== null).join(',');

/** The row as the schema knows it: its columns and id, without screen-only extras (children, labels). */
function schemaFields(entity: EntitySchema, row: Row): Row {
  const keep = new Set(['id', ...entity.columns.map((c) => c.prop)]);
  return Object.fromEntries(Object.entries(row).filter(([k]) => keep.has(k))) as Row;
}

/**
 * An action call as the schema describes it: `ids` → `?ids=1,2` (input-form values beside them in the
 * query), `id` → `?id=1`, `body` → a JSON body naming its targets (the row's fields and `id` for one
 * row, `ids` for several) plus the input-form values. Without `params`, row and batch actions send ids,
 * toolbar actions their form values.
 */
export async function callAction(http: AxiosInstance, entity: EntitySchema, action: Action, call: ActionCall): Promise<unknown> {
  const url = actionPath(entity, action);
  const method = action.method ?? 'POST';
  const values = dropEmpty(call.values ?? {});
  const mode = action.params ?? (call.rows.length ? 'ids' : 'body');
  let params: Params | undefined;
  let data: unknown;
  if (mode === 'ids') params = { ids: idsOf(call.rows), ...values };
  else if (mode === 'id') params = { id: call.rows[0]?.id, ...values };
  else {
    const target: Params = call.rows.length === 1 ? schemaFields(entity, call.rows[0]) : call.rows.length ? { ids: idsOf(call.rows) } : {};
    const payload = { ...target, ...values };
    if (method === 'GET') params = payload;
    else data = payload;
  }
  const res = await http.request({ url, method, params, data, responseType: action.download ? 'blob' : undefined });
  return action.download ? toDownload(res, url) : unwrap(res);
}

export function toDownload(res: AxiosResponse, url: string): DownloadResult {
  const fallback = url.split('?')[0].split('/').filter(Boolean).pop() || 'download';
  const header = res.headers?.['content-disposition'] as string | undefined;
  const blob = res.data instanceof Blob ? res.data : new Blob([JSON.stringify(res.data)], { type: 'application/json' });
  return { blob, fileName: fileNameFromDisposition(header, fallback) };
}

/** One dictionary item as the console uses it: keys are strings (select values compare by string). */
const toItem = (raw: Row): DictItem => ({
  ...(raw as unknown as DictItem),
  dictKey: raw.dictKey === undefined || raw.dictKey === null ? '' : String(raw.dictKey),
  dictValue: raw.dictValue === undefined || raw.dictValue === null ? '' : String(raw.dictValue),
});

/** A batch answer keyed by code, or a flat list whose items carry their code. */
export function splitBatch(data: unknown, codes: string[]): Record<string, DictItem[]> {
  const out: Record<string, DictItem[]> = Object.fromEntries(codes.map((c) => [c, [] as DictItem[]]));
  if (Array.isArray(data)) {
    for (const raw of data as Row[]) {
      const code = String(raw.code ?? '');
      if (code in out) out[code].push(toItem(raw));
    }
  } else if (data && typeof data === 'object') {
    for (const code of codes) {
      const list = (data as Record<string, unknown>)[code];
      if (Array.isArray(list)) out[code] = (list as Row[]).map(toItem);
    }
  }
  return out;
}

export const DICT_BATCH_URL = '/api/blade-system/dict/dictionary-batch';
export const DICT_URL = '/api/blade-system/dict/dictionary';

export function createBladeProvider(http: AxiosInstance = sharedHttp): DataProvider {
  // A real BladeX gateway has no batch endpoint: after its first 404 go straight to per-code calls.
  let batchMissing = false;

  async function dictionaryEach(codes: string[]): Promise<Record<string, DictItem[]>> {
    const lists = await Promise.all(codes.map((code) => http.get(DICT_URL, { params: { code } }).then((r) => toRows(unwrap(r)))));
    return Object.fromEntries(codes.map((code, i) => [code, lists[i].map(toItem)]));
  }

  return {
    async page(entity, q) {
      return toPage(unwrap(await http.get(opPath(entity, pagedOp(entity)), { params: pageParams(entity, q) })), q);
    },
    async list(entity, params) {
      // A whole tree is read from `list`: BladeX answers a tree entity's list with the whole tree, every
      // column of every node (its `tree` gives picker nodes only). A schema whose rows come from another
      // tree op names it (`api.ops.tree`, e.g. dict items' `child-list`).
      const op = listOp(entity) === 'tree' && entity.api.ops?.tree ? 'tree' : 'list';
      return toRows(unwrap(await http.get(opPath(entity, op), { params: listParams(entity, params) })));
    },
    async lazyTree(entity, parentId, params) {
      return toRows(unwrap(await http.get(opPath(entity, 'lazyTree'), { params: { ...listParams(entity, params), parentId } })));
    },
    async detail(entity, id) {
      return (unwrap<Row>(await http.get(opPath(entity, 'detail'), { params: { id } })) ?? {}) as Row;
    },
    async submit(entity, row) {
      await http.post(opPath(entity, 'submit'), row);
    },
    async remove(entity, ids) {
      // No body at all (undefined, not null): axios then sends no Content-Type, which every server accepts.
      await http.post(opPath(entity, 'remove'), undefined, { params: { ids: ids.join(',') } });
    },
    action: (entity, action, call) => callAction(http, entity, action, call),
    async download(url, params) {
      const res = await http.get(url, { params: dropEmpty(params ?? {}), responseType: 'blob' });
      return toDownload(res, url);
    },
    async dictionaries(codes) {
      const wanted = [...new Set(codes.filter(Boolean))];
      if (!wanted.length) return {};
      if (batchMissing) return dictionaryEach(wanted);
      try {
        const res = await http.get(DICT_BATCH_URL, { params: { codes: wanted.join(',') }, whiteList: [404] });
        return splitBatch(unwrap(res), wanted);
      } catch (e) {
        if (!(e instanceof TransportError) || e.kind !== 'white-list' || e.code !== 404) throw e;
        batchMissing = true;
        return dictionaryEach(wanted);
      }
    },
    upload(file, opts) {
      return uploadFile(http, file, file.name, opts?.accept);
    },
    async options(url, params) {
      return toRows(unwrap(await http.get(url, { params: dropEmpty(params ?? {}) })));
    },
    async sum(entity, params) {
      const url = summaryPath(entity);
      if (!url) return {};
      return (unwrap<Record<string, unknown>>(await http.get(url, { params: listParams(entity, params) })) ?? {});
    },
    async chart(url, params) {
      return (unwrap<ChartData>(await http.get(url, { params: dropEmpty(params ?? {}) })) ?? { x: [], series: [] });
    },
  };
}
