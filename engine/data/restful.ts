/**
 * The restful variant (CONTRACT §3: the mall goods family): `GET page`, `GET tree`, `POST` create and
 * `PUT` update at the entity root, `GET` and `DELETE` at `/{id}`. Same envelope, so list answers,
 * actions, downloads and dictionaries behave exactly as in the BladeX provider.
 */
import type { AxiosInstance } from 'axios';
import { basePath, listOp, opPath } from '../schema/resolve';
import { MAX_PAGE_SIZE } from '../schema/validation-fields';
import { createBladeProvider, listParams, pageParams, toPage, toRows } from './blade';
import type { DataProvider, Row } from './provider';
import { http as sharedHttp, unwrap } from './transport';

const itemPath = (base: string, id: string | number) => `${base}/${encodeURIComponent(String(id))}`;

export function createRestfulProvider(http: AxiosInstance = sharedHttp): DataProvider {
  // Paging, trees, actions and dictionaries use the same ops and answers as BladeX.
  const blade = createBladeProvider(http);
  return {
    ...blade,
    async page(entity, q) {
      // The restful variant pages at `GET page` (it has no `list`).
      return toPage(unwrap(await http.get(opPath(entity, 'page'), { params: pageParams(entity, q) })), q);
    },
    async list(entity, params) {
      // The restful variant has no `list` op: a whole tree is its `GET tree`, every row (a picker's
      // options, a reference's labels) the first page of `GET page` at the largest page size.
      if (listOp(entity) === 'tree')
        return toRows(unwrap(await http.get(opPath(entity, 'tree'), { params: listParams(entity, params) })));
      const all = { ...listParams(entity, params), current: 1, size: MAX_PAGE_SIZE };
      return toRows(unwrap(await http.get(opPath(entity, 'page'), { params: all })));
    },
    async detail(entity, id) {
      return (unwrap<Row>(await http.get(itemPath(basePath(entity), id))) ?? {}) as Row;
    },
    async submit(entity, row) {
      const hasId = row.id !== undefined && row.id !== null && row.id !== '';
      if (hasId) await http.put(basePath(entity), row);
      else await http.post(basePath(entity), row);
    },
    async remove(entity, ids) {
      // One DELETE per row: the restful API has no batch removal.
      await Promise.all(ids.map((id) => http.delete(itemPath(basePath(entity), id))));
    },
  };
}
