/**
 * Export and import of every list whose schema says `excel` (engine/schema/model.ts), as background jobs:
 *
 * - `POST <base>/export` (code `<permission>_export`; the search as the list sends it, in the query or a
 *   JSON body) → the job `excel.export`, answered at once as `{ id, status, … }`; the job writes every
 *   matching row into an .xlsx (export.ts), reporting progress; its file is then downloaded by its owner
 *   from `GET /api/blade-job/job/download?id=` (server/crud/job-routes.ts);
 * - `POST <base>/import?mode=check` (code `<permission>_import`, multipart `file`) → the job
 *   `excel.import` whose result is the dry run's report (import.ts): rows, valid, invalid, problems by row
 *   and field; then `POST <base>/import?mode=all|valid&file=<id of that job>` stores the same upload
 *   (every row only when all pass, or the valid rows) — again a job, with the report as its result;
 * - `GET <base>/import-template` (code `<permission>_import`) → the header row an import reads.
 *
 * Paths may be renamed per schema (`excel.export.path`, `excel.import.path`); `excel.export.direct`
 * answers the file itself, streamed into the response with the same writer (BladeX's blob exports such as
 * `rentrecord/pageList` with the filter in the body), instead of a job.
 */
import { createWriteStream } from 'node:fs';
import { unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { excelOps, text } from '../../../engine/schema/resolve';
import type { ServerContext } from '../../kernel/http/context';
import { ok } from '../../kernel/http/envelope';
import { badRequest } from '../../kernel/http/errors';
import type { RouteSink } from '../../kernel/http/route-table';
import type { JobRun } from '../../kernel/jobs/types';
import type { EntityModel } from '../../kernel/model';
import { jobView, ownJob } from '../job-routes';
import { listQuery, PAGING } from '../read';
import { jobRequest, reviveAuth, snapshotOf, type CallerSnapshot } from './caller';
import { columnSets } from './cells';
import { writeExport } from './export';
import { disposition, downloadName, fileDirOf, FILE_TTL_MS, isStoredName, storedName, sweep, XLSX } from './files';
import { readUpload, runImport, type ImportMode } from './import';
import ExcelJS from 'exceljs';

export const EXPORT_JOB = 'excel.export';
export const IMPORT_JOB = 'excel.import';

export interface ExportPayload {
  entity: string;
  query: Record<string, unknown>;
  caller: CallerSnapshot;
}

export interface ImportPayload {
  entity: string;
  file: string;
  mode: ImportMode;
  caller: CallerSnapshot;
}

const excelText = {
  noEntity: (name: string) => ({ zh: `列表「${name}」不存在`, en: `No list named "${name}"` }),
  badMode: { zh: 'mode 只能是 check、all 或 valid', en: 'mode must be check, all or valid' },
  noUpload: {
    zh: '未找到要导入的文件，请重新上传',
    en: 'The file to import was not found: upload it again',
  },
};

function modelOf(ctx: ServerContext, name: string): EntityModel {
  const model = ctx.models.get(name);
  if (!model) throw badRequest(excelText.noEntity(name));
  return model;
}

/** The list's search from the query and a JSON body (the body wins), validated as the list validates it. */
export function searchOf(req: FastifyRequest, model: EntityModel): Record<string, unknown> {
  const body =
    req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
  req.query = { ...((req.query ?? {}) as Record<string, unknown>), ...body };
  const query = listQuery(req, model, 'page');
  for (const k of PAGING) if (k !== 'ascs' && k !== 'descs') delete query[k];
  return query;
}

const ownerOf = (req: FastifyRequest) => ({
  tenantId: req.auth?.tenantId ?? '',
  userId: req.auth?.userId ?? '',
  account: req.auth?.account ?? '',
  lang: req.lang,
});

/** Define the two job kinds. */
function defineKinds(ctx: ServerContext): void {
  if (ctx.jobs.has(EXPORT_JOB)) return;
  ctx.jobs.define<ExportPayload, unknown>({
    kind: EXPORT_JOB,
    maxAttempts: 2,
    async run(job: JobRun<ExportPayload>) {
      const { entity, query, caller } = job.payload;
      const model = modelOf(ctx, entity);
      const dir = fileDirOf(ctx.config);
      await sweep(dir);
      const file = storedName('export');
      const path = join(dir, file);
      const stream = createWriteStream(path);
      try {
        const { rows } = await writeExport({
          ctx,
          model,
          auth: reviveAuth(caller),
          lang: caller.lang,
          query,
          stream,
          req: jobRequest(caller),
          progress: (done, total) => job.progress(done, total),
          signal: job.signal,
        });
        await finished(stream);
        return {
          file,
          fileName: downloadName(text(model.schema.title, caller.lang)),
          rows,
          expiresAt: Date.now() + FILE_TTL_MS,
        };
      } catch (err) {
        stream.destroy();
        await unlink(path).catch(() => undefined);
        throw err;
      }
    },
  });
  ctx.jobs.define<ImportPayload, unknown>({
    kind: IMPORT_JOB,
    maxAttempts: 2,
    async run(job: JobRun<ImportPayload>) {
      const { entity, file, mode, caller } = job.payload;
      const model = modelOf(ctx, entity);
      if (!isStoredName(file)) throw badRequest(excelText.noUpload);
      const report = await runImport({
        ctx,
        model,
        auth: reviveAuth(caller),
        lang: caller.lang,
        file: join(fileDirOf(ctx.config), file),
        mode,
        req: jobRequest(caller),
        progress: (done, total) => job.progress(done, total),
        signal: job.signal,
        // The rows commit in the same transaction that records the job's success: stored exactly once.
        store: (fn) => job.complete(async () => ({ ...(await fn()), file, expiresAt: Date.now() + FILE_TTL_MS })),
      });
      return { ...report, file, expiresAt: Date.now() + FILE_TTL_MS };
    },
  });
}

export function registerExcelRoutes(ctx: ServerContext, routes: RouteSink): void {
  defineKinds(ctx);
  for (const model of ctx.models.values()) {
    const ops = excelOps(model.schema);
    if (ops.export?.direct) {
      routes.add({
        method: ['POST', 'GET'],
        url: ops.export.path,
        access: ops.export.code,
        handler: async (req, reply) => {
          // Everything that can refuse the request (the search) happens before the first byte is sent.
          const query = searchOf(req, model);
          const out = new PassThrough();
          writeExport({ ctx, model, auth: req.auth!, lang: req.lang, query, stream: out, req }).catch((err: unknown) =>
            out.destroy(err as Error),
          );
          return reply
            .header('content-type', XLSX)
            .header('content-disposition', disposition(downloadName(text(model.schema.title, req.lang))))
            .header('x-content-type-options', 'nosniff')
            .send(out);
        },
      });
    } else if (ops.export) {
      routes.add({
        method: ['POST', 'GET'],
        url: ops.export.path,
        access: ops.export.code,
        handler: async (req) => {
          const query = searchOf(req, model);
          const caller = snapshotOf(req);
          const { id } = await ctx.jobs.enqueue(
            EXPORT_JOB,
            { entity: model.name, query, caller },
            { owner: ownerOf(req) },
          );
          return ok(req, jobView(await ownJob(ctx, req, id)));
        },
      });
    }
    if (ops.import) {
      routes.add({
        method: 'POST',
        url: ops.import.path,
        access: ops.import.code,
        handler: async (req) => {
          const q = (req.query ?? {}) as Record<string, unknown>;
          const mode = String(q.mode ?? 'check') as ImportMode;
          if (!['check', 'all', 'valid'].includes(mode)) throw badRequest(excelText.badMode);
          let file: string;
          if (q.file !== undefined) {
            // The upload of an earlier dry run of the caller's (its job names the stored file).
            const earlier = await ownJob(ctx, req, String(q.file));
            const stored = (earlier.payload as { file?: unknown; entity?: unknown } | null) ?? {};
            if (stored.entity !== model.name || !isStoredName(stored.file)) throw badRequest(excelText.noUpload);
            file = stored.file;
          } else {
            const buffer = await readUpload(req);
            const dir = fileDirOf(ctx.config);
            await sweep(dir);
            file = storedName('import');
            await writeFile(join(dir, file), buffer);
          }
          const payload: ImportPayload = { entity: model.name, file, mode, caller: snapshotOf(req) };
          const { id } = await ctx.jobs.enqueue(IMPORT_JOB, payload, { owner: ownerOf(req) });
          return ok(req, jobView(await ownJob(ctx, req, id)));
        },
      });
      routes.add({
        method: 'GET',
        url: ops.import.templatePath,
        access: ops.import.code,
        handler: async (req, reply) => {
          const book = new ExcelJS.Workbook();
          const sheet = book.addWorksheet(text(model.schema.title, req.lang).slice(0, 31));
          sheet.columns = columnSets(model, req.lang).imported.map((c) => ({
            header: c.header,
            key: c.prop,
            width: c.width,
          }));
          sheet.getRow(1).font = { bold: true };
          const name = `${text(model.schema.title, req.lang)}-${req.lang === 'en' ? 'template' : '模板'}.xlsx`;
          return reply
            .header('content-type', XLSX)
            .header('content-disposition', disposition(name))
            .send(Buffer.from(await book.xlsx.writeBuffer()));
        },
      });
    }
  }
}
