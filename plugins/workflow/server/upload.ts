/**
 * The multipart body of `manager/deploy-upload` (Saber's deployUpload: `files` — one part per file —,
 * `category`, `tenantIds`): up to 10 drawings of at most 1 MB each, named .bpmn, .bpmn20.xml or .xml, read
 * as UTF-8 text. Anything else is a 400 naming the file or the field.
 */
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../../server/kernel/http/errors';
import { uploadFailure } from '../../../server/kernel/http/multipart';

export const MAX_FILES = 10;
export const MAX_FILE_BYTES = 1024 * 1024;

export interface Upload {
  files: Array<{ name: string; text: string }>;
  fields: Record<string, string>;
}

const noFile = { zh: '请选择要部署的流程文件（.bpmn）', en: 'Please choose the process files to deploy (multipart field "files", .bpmn)' };

export async function readUpload(req: FastifyRequest): Promise<Upload> {
  if (!req.isMultipart()) throw badRequest(noFile);
  const out: Upload = { files: [], fields: {} };
  try {
    for await (const part of req.parts({ limits: { files: MAX_FILES, fileSize: MAX_FILE_BYTES, fields: 10, fieldSize: 4096 } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') out.fields[part.fieldname] = part.value;
        continue;
      }
      const name = (part.filename ?? '').split(/[\\/]/).pop()!.slice(-120) || 'process.bpmn';
      if (part.fieldname !== 'files' && part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      if (!/\.(bpmn|xml)$/i.test(name)) {
        part.file.resume();
        throw badRequest({
          zh: `${name} 不是流程文件，只接受 .bpmn、.bpmn20.xml 或 .xml`,
          en: `${name} is not a process file: only .bpmn, .bpmn20.xml or .xml are accepted`,
        });
      }
      const buffer = await part.toBuffer();
      if (part.file.truncated)
        throw badRequest({ zh: `${name} 超过 1MB`, en: `${name} is larger than 1 MB` });
      out.files.push({ name, text: buffer.toString('utf8') });
    }
  } catch (err) {
    // This reader's own wording for the two limits it sets; the rest as every upload reader does.
    const code = err && typeof err === 'object' && 'code' in err ? String((err as { code: unknown }).code) : '';
    if (code === 'FST_FILES_LIMIT')
      throw badRequest({ zh: `一次最多上传 ${MAX_FILES} 个文件`, en: `Upload at most ${MAX_FILES} files at once` });
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest({ zh: '流程文件超过 1MB', en: 'A process file is larger than 1 MB' });
    throw uploadFailure(err, noFile);
  }
  if (!out.files.length) throw badRequest(noFile);
  return out;
}
