/**
 * The provider a console uses: each entity call goes to the BladeX or the restful implementation as the
 * schema's `api.style` says, so one screen never needs to know which kind of back end it talks to.
 */
import type { AxiosInstance } from 'axios';
import { apiStyle } from '../schema/resolve';
import type { EntitySchema } from '../schema/model';
import { createBladeProvider } from './blade';
import { createJobApi } from './jobs';
import type { DataProvider } from './provider';
import { createRestfulProvider } from './restful';
import { http as sharedHttp } from './transport';

export function createDataProvider(http: AxiosInstance = sharedHttp): DataProvider {
  const blade = createBladeProvider(http);
  const restful = createRestfulProvider(http);
  const pick = (e: EntitySchema): DataProvider => (apiStyle(e) === 'restful' ? restful : blade);
  return {
    page: (e, q) => pick(e).page(e, q),
    list: (e, p) => pick(e).list(e, p),
    lazyTree: (e, id, p) => pick(e).lazyTree(e, id, p),
    detail: (e, id) => pick(e).detail(e, id),
    submit: (e, row) => pick(e).submit(e, row),
    remove: (e, ids) => pick(e).remove(e, ids),
    action: (e, a, call) => pick(e).action(e, a, call),
    // Not tied to an entity: dictionaries and options live on BladeX endpoints either way.
    download: (url, params) => blade.download(url, params),
    dictionaries: (codes) => blade.dictionaries(codes),
    options: (url, params) => blade.options(url, params),
    // Without it image / upload fields fall back to a plain link input: uploads go to put-file either way.
    upload: (file, opts) => blade.upload!(file, opts),
    jobs: createJobApi(http),
    // A list's totals follow its style (same filters, `<base>/sum`); statistics endpoints are plain GETs.
    sum: (e, params) => pick(e).sum!(e, params),
    chart: (url, params) => blade.chart!(url, params),
  };
}
