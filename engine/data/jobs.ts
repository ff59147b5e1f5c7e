/**
 * Background jobs on the wire (the reference server's server/crud/job-routes.ts and server/crud/excel):
 * a list's export and import start a job and answer it at once; the browser polls its progress, then
 * downloads the export's file (its owner only) or reads the import's report.
 */
import type { AxiosInstance } from 'axios';
import { excelOps } from '../schema/resolve';
import type { EntitySchema } from '../schema/model';
import { listParams, toDownload } from './blade';
import type { DownloadResult, JobApi, JobInfo } from './provider';
import { unwrap } from './transport';

export const JOB_BASE = '/api/blade-job/job';

export function createJobApi(http: AxiosInstance): JobApi {
  const need = <K extends 'export' | 'import'>(e: EntitySchema, which: K) => {
    const op = excelOps(e)[which];
    if (!op) throw new Error(`${e.name} offers no ${which}`);
    return op as NonNullable<ReturnType<typeof excelOps>[K]>;
  };
  return {
    async exportRows(entity, params) {
      // The search as the list sends it (search values, tree filter, scope, order) in a JSON body.
      return unwrap<JobInfo>(await http.post(need(entity, 'export').path, listParams(entity, params)));
    },
    async exportFile(entity, params) {
      const url = need(entity, 'export').path;
      return toDownload(await http.post(url, listParams(entity, params), { responseType: 'blob' }), url);
    },
    async importRows(entity, { file, mode, fromJob }) {
      const url = need(entity, 'import').path;
      if (file) {
        const body = new FormData();
        body.append('file', file, file.name);
        return unwrap<JobInfo>(await http.post(url, body, { params: { mode } }));
      }
      return unwrap<JobInfo>(await http.post(url, undefined, { params: { mode, file: fromJob } }));
    },
    async progress(id) {
      // Polled: no progress bar for it.
      return unwrap<JobInfo>(await http.get(`${JOB_BASE}/progress`, { params: { id } }));
    },
    async cancel(id) {
      await http.post(`${JOB_BASE}/cancel`, undefined, { params: { id } });
    },
    async download(id): Promise<DownloadResult> {
      const url = `${JOB_BASE}/download`;
      return toDownload(await http.get(url, { params: { id }, responseType: 'blob' }), url);
    },
    async template(entity): Promise<DownloadResult> {
      const url = need(entity, 'import').templatePath;
      return toDownload(await http.get(url, { responseType: 'blob' }), url);
    },
  };
}
