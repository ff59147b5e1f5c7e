/**
 * The attachment screen's own calls (system.attach, blade-resource/attach), registered as special routes
 * so they replace the generic ones on the same paths:
 * - `GET attach/download?id=` (code `attach_download`): the stored bytes with the ORIGINAL name in
 *   Content-Disposition (`filename="<ASCII fallback>"; filename*=UTF-8''<encoded>`), always as a download.
 * - `POST attach/remove?ids=` (code `attach_delete`): the generic soft delete, then the stored files are
 *   deleted from the upload dir (after the commit; a file that is already gone is fine).
 * - `POST attach/upload` `{ link }` (code `attach_upload`): the upload toolbar button. The form's upload
 *   field already sent the file to put-file, which stored it and recorded the row; this call only confirms
 *   that `link` is a live attachment of the caller's tenant (400 otherwise).
 */
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EntitySchema } from '../../../engine/schema';
import { actionPath, actionPermission, crudPermissions, opPath } from '../../../engine/schema/resolve';
import { allOf, baseFilters } from '../../../server/crud/conditions';
import type { EntityModel } from '../../../server/kernel/model';
import { loadRows } from '../../../server/crud/rows';
import { idsOf, removeIds } from '../../../server/crud/write';
import type { ServerContext } from '../../../server/kernel/http/context';
import { done } from '../../../server/kernel/http/envelope';
import { badRequest, notFound } from '../../../server/kernel/http/errors';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { extensionOf, FILE_TYPES, STORED_NAME, uploadDirOf } from './upload-routes';

export const attachText = {
  badId: { zh: '请选择要下载的附件', en: 'Please choose the attachment to download (id)' },
  fileMissing: { zh: '附件文件不存在', en: 'The stored file of this attachment is missing' },
  notUploaded: { zh: '请先上传文件', en: 'Please upload a file first' },
};

const action = (e: EntitySchema, key: string) => {
  const a = e.actions?.find((x) => x.key === key);
  if (!a) throw new Error(`${e.name} has no action "${key}"`);
  return a;
};

/** `filename="…"` keeps ASCII only (old clients); `filename*` carries the real name, UTF-8 encoded. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

async function download(ctx: ServerContext, model: EntityModel, req: FastifyRequest, reply: FastifyReply) {
  const raw = (req.query as Record<string, unknown>)?.id;
  const id = typeof raw === 'string' && /^\d{1,16}$/.test(raw) ? Number(raw) : undefined;
  if (id === undefined) throw badRequest(attachText.badId);
  const [row] = await loadRows(ctx, model, req.auth, [id]);
  const name = String(row.name ?? '');
  if (!STORED_NAME.test(name)) throw notFound(attachText.fileMissing);
  const path = join(uploadDirOf(ctx), name);
  const info = await stat(path).catch(() => undefined);
  if (!info?.isFile()) throw notFound(attachText.fileMissing);
  reply
    .header('Content-Type', FILE_TYPES.get(extensionOf(name)) ?? 'application/octet-stream')
    .header('Content-Length', info.size)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Content-Disposition', contentDisposition(String(row.original_name || name)));
  return reply.send(createReadStream(path));
}

async function remove(ctx: ServerContext, model: EntityModel, req: FastifyRequest) {
  const ids = idsOf(req, model);
  const rows = await loadRows(ctx, model, req.auth, ids);
  await removeIds(ctx, model, req, ids);
  const dir = uploadDirOf(ctx);
  for (const name of rows.map((r) => String(r.name ?? '')).filter((n) => STORED_NAME.test(n)))
    await rm(join(dir, name), { force: true }).catch((err: unknown) =>
      req.log.warn({ err }, 'could not delete an attachment file'),
    );
  return done(req);
}

async function confirmUpload(ctx: ServerContext, model: EntityModel, req: FastifyRequest) {
  const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  const link = typeof body.link === 'string' ? body.link.trim() : '';
  if (!link) throw badRequest(attachText.notUploaded);
  const row = await ctx.database.db
    .selectFrom(model.table)
    .select('id')
    .where(allOf([...baseFilters(model, req.auth), (eb) => eb('link', '=', link.slice(0, 1000))]))
    .executeTakeFirst();
  if (!row) throw badRequest(attachText.notUploaded);
  return done(req);
}

export function registerAttachRoutes(ctx: ServerContext, routes: RouteSink): void {
  const model = ctx.models.get('system.attach');
  if (!model) return;
  const e = model.schema;
  const downloadAction = action(e, 'download');
  const uploadAction = action(e, 'upload');
  routes.add({
    method: 'GET',
    url: actionPath(e, downloadAction),
    access: actionPermission(e, downloadAction),
    handler: async (req, reply) => {
      return download(ctx, model, req, reply);
    },
  });
  routes.add({
    method: 'POST',
    url: opPath(e, 'remove'),
    access: crudPermissions(e).delete,
    handler: async (req) => {
      return remove(ctx, model, req);
    },
  });
  routes.add({
    method: 'POST',
    url: actionPath(e, uploadAction),
    access: actionPermission(e, uploadAction),
    handler: async (req) => {
      return confirmUpload(ctx, model, req);
    },
  });
}
