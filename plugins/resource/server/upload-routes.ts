/**
 * Files (CONTRACT §7): `POST /api/blade-resource/oss/endpoint/put-file` (multipart, field `file`) stores the
 * upload on local disk under the upload dir (`${DATA_DIR}/upload`) with a generated name, records it in
 * blade_attach (system.attach, the caller's tenant) and answers `{ link, domain, name, originalName,
 * attachId }`. `GET /api/blade-resource/oss/file/<name>` serves it back.
 *
 * Reading is public: an <img src> cannot send the Blade-Auth header, and the generated names (128 random
 * bits) cannot be guessed. Uploading needs a token but no button code (every user may set their avatar).
 * Limits: 10 MB, one file, and only the extensions below — no SVG or HTML, which would run scripts on
 * our origin; the content must be what the extension says (magic bytes, ./sniff.ts), a declared
 * Content-Type of markup or script is refused, and `?accept=image` (image fields, the avatar) or a list of
 * extensions narrows what the field takes. Every file goes out with nosniff and a sandboxing CSP.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { uploadFailure } from '../../../server/kernel/http/multipart';
import { auditValues } from '../../../server/crud/rows';
import type { ServerContext } from '../../../server/kernel/http/context';
import { ok } from '../../../server/kernel/http/envelope';
import { badRequest, notFound } from '../../../server/kernel/http/errors';
import type { RouteSink } from '../../../server/kernel/http/route-table';
import { ACCEPT_KINDS, SNIFF_BYTES, contentMatches, isActiveType } from './sniff';

export const FILE_BASE = '/api/blade-resource/oss/file';

/** Allowed extensions and the Content-Type each is served with. */
export const FILE_TYPES = new Map<string, string>([
  ['jpg', 'image/jpeg'],
  ['jpeg', 'image/jpeg'],
  ['png', 'image/png'],
  ['gif', 'image/gif'],
  ['bmp', 'image/bmp'],
  ['webp', 'image/webp'],
  ['pdf', 'application/pdf'],
  ['doc', 'application/msword'],
  ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['xls', 'application/vnd.ms-excel'],
  ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ['ppt', 'application/vnd.ms-powerpoint'],
  ['pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  ['zip', 'application/zip'],
  ['txt', 'text/plain; charset=utf-8'],
  ['csv', 'text/csv; charset=utf-8'],
]);
/** Shown in the browser; everything else downloads. */
const INLINE = /^(image\/|application\/pdf|text\/plain)/;
/** A name put-file generated: 128 random bits in hex and the extension. */
export const STORED_NAME = /^[0-9a-f]{32}\.[a-z0-9]{1,5}$/;

export const uploadText = {
  noFile: { zh: '请选择要上传的文件', en: 'Please choose a file to upload (multipart field "file")' },
  empty: { zh: '上传的文件为空', en: 'The uploaded file is empty' },
  tooLarge: { zh: '文件大小不能超过 10MB', en: 'The file must not be larger than 10 MB' },
  badType: (ext: string) => ({
    zh: `不支持的文件类型${ext ? `: .${ext}` : ''}，仅支持 ${[...FILE_TYPES.keys()].join(', ')}`,
    en: `This file type is not allowed${ext ? ` (.${ext})` : ''}; allowed: ${[...FILE_TYPES.keys()].join(', ')}`,
  }),
  mismatch: (ext: string) => ({
    zh: `文件内容与扩展名 .${ext} 不符`,
    en: `The content of the file does not match its extension (.${ext})`,
  }),
  activeType: { zh: '不能上传网页或脚本文件', en: 'Web pages and scripts cannot be uploaded' },
  notAccepted: (accepted: string[], extensions: string[]) => ({
    zh: `此处只接受 ${accepted.join(', ')} 文件（${extensions.join(', ')}）`,
    en: `This field accepts only ${accepted.join(', ')} files (${extensions.join(', ')})`,
  }),
  badAccept: (token: string) => ({
    zh: `accept 参数无效：${token}`,
    en: `accept: "${token}" is neither a file kind (image) nor an allowed extension`,
  }),
};

/** The extensions `?accept=` allows (kinds or extensions, comma-separated); undefined when absent. */
function acceptedExtensions(req: FastifyRequest): { tokens: string[]; extensions: Set<string> } | undefined {
  const raw = (req.query as Record<string, unknown> | undefined)?.accept;
  if (raw === undefined || raw === '') return undefined;
  const tokens = String(raw)
    .split(',')
    .map((t) => t.trim().toLowerCase().replace(/^\./, ''))
    .filter(Boolean);
  const extensions = new Set<string>();
  for (const t of tokens) {
    const kind = Object.hasOwn(ACCEPT_KINDS, t) ? ACCEPT_KINDS[t] : FILE_TYPES.has(t) ? [t] : undefined;
    if (!kind) throw badRequest(uploadText.badAccept(t.slice(0, 40)));
    for (const e of kind) extensions.add(e);
  }
  return { tokens, extensions };
}

/** The first bytes of a stored file. */
async function headOf(path: string): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await file.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

export const uploadDirOf = (ctx: ServerContext) => resolve(ctx.config.uploadDir ?? join('data', 'upload'));

/** The client's file name without any path, control characters or excess length. */
export function cleanOriginalName(raw: string | undefined): string {
  const base = [...((raw ?? '').split(/[\\/]/).pop() ?? '')]
    .filter((ch) => ch.charCodeAt(0) > 0x1f && ch.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
  return base.slice(-200) || 'file';
}

export const extensionOf = (name: string) => (/\.([A-Za-z0-9]{1,5})$/.exec(name)?.[1] ?? '').toLowerCase();

async function nextFile(req: FastifyRequest): Promise<MultipartFile | undefined> {
  if (!req.isMultipart()) return undefined;
  try {
    return await req.file();
  } catch (err) {
    throw uploadFailure(err, uploadText.noFile);
  }
}

async function putFile(ctx: ServerContext, req: FastifyRequest) {
  const part = await nextFile(req);
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw badRequest(uploadText.noFile);
  }
  const originalName = cleanOriginalName(part.filename);
  const extension = extensionOf(originalName);
  const refuse = (text: { zh: string; en: string }) => {
    part.file.resume();
    return badRequest(text);
  };
  if (!FILE_TYPES.has(extension)) throw refuse(uploadText.badType(extension));
  if (isActiveType(part.mimetype)) throw refuse(uploadText.activeType);
  let accept: ReturnType<typeof acceptedExtensions>;
  try {
    accept = acceptedExtensions(req);
  } catch (err) {
    part.file.resume();
    throw err;
  }
  if (accept && !accept.extensions.has(extension))
    throw refuse(uploadText.notAccepted(accept.tokens, [...accept.extensions]));
  const dir = uploadDirOf(ctx);
  await mkdir(dir, { recursive: true });
  const name = `${randomUUID().replace(/-/g, '')}.${extension}`;
  const partial = join(dir, `${name}.part`);
  try {
    await pipeline(part.file, createWriteStream(partial, { flags: 'wx' })).catch((err: NodeJS.ErrnoException) => {
      // A failing file system call (ENOSPC, EACCES...) is ours: a 500. Anything else comes from the parser
      // reading the request (cut short, malformed): the client's, a 400.
      if (typeof err.syscall === 'string') throw err;
      throw Object.assign(badRequest(uploadText.noFile), { cause: err });
    });
    // Past the limit the parser stops writing and flags the stream as truncated.
    if (part.file.truncated) throw badRequest(uploadText.tooLarge);
    const size = (await stat(partial)).size;
    if (!size) throw badRequest(uploadText.empty);
    if (!contentMatches(extension, await headOf(partial))) throw badRequest(uploadText.mismatch(extension));
    await rename(partial, join(dir, name));
    const link = `${FILE_BASE}/${name}`;
    const row = await ctx.database.db
      .insertInto('blade_attach')
      .values({
        tenant_id: req.auth?.tenantId ?? '',
        link,
        domain: FILE_BASE,
        name,
        original_name: originalName,
        extension,
        attach_size: size,
        is_deleted: 0,
        status: 1,
        ...auditValues(ctx.models.get('system.attach')!, req, 'insert'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return ok(req, { link, domain: FILE_BASE, name, originalName, attachId: String(row.id) });
  } finally {
    await rm(partial, { force: true });
  }
}

async function getFile(ctx: ServerContext, req: FastifyRequest, reply: FastifyReply) {
  const name = (req.params as { name?: string }).name ?? '';
  if (!STORED_NAME.test(name)) throw notFound();
  const path = join(uploadDirOf(ctx), name);
  const info = await stat(path).catch(() => undefined);
  if (!info?.isFile()) throw notFound();
  const type = FILE_TYPES.get(extensionOf(name)) ?? 'application/octet-stream';
  reply
    .header('Content-Type', type)
    .header('Content-Length', info.size)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
    .header('Cache-Control', 'private, max-age=86400')
    .header('Content-Disposition', `${INLINE.test(type) ? 'inline' : 'attachment'}; filename="${name}"`);
  return reply.send(createReadStream(path));
}

export function registerUploadRoutes(ctx: ServerContext, routes: RouteSink): void {
  routes.add({
    method: 'POST',
    url: '/api/blade-resource/oss/endpoint/put-file',
    // Every signed-in user uploads (avatars, attachments of any screen they may edit).
    access: 'signed-in',
    handler: (req) => putFile(ctx, req),
  });
  routes.add({
    method: 'GET',
    url: `${FILE_BASE}/:name`,
    access: 'public',
    // Files served back are no API calls worth a log row each.
    quiet: true,
    handler: (req, reply) => getFile(ctx, req, reply),
  });
}
