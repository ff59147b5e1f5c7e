/**
 * Files on the wire (CONTRACT §7). Uploads: multipart `file` to the resource service's put-file, answered
 * with `{ link, domain, name, originalName }`. Downloads (exports): the server names the file in
 * Content-Disposition; the browser saves the blob.
 */
import type { AxiosInstance } from 'axios';
import { unwrap } from './transport';

export const PUT_FILE_URL = '/api/blade-resource/oss/endpoint/put-file';

export interface UploadedFile {
  link: string;
  domain?: string;
  name?: string;
  originalName?: string;
}

/**
 * The one upload call: profile avatars and the image / upload value types both go through it. `accept`
 * (`image`, or a comma list of extensions) asks the server to take only those kinds of file; it checks the
 * content against the type in any case.
 */
export async function uploadFile(
  http: AxiosInstance,
  file: Blob,
  fileName: string,
  accept?: string,
): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file, fileName);
  return unwrap<UploadedFile>(await http.post(PUT_FILE_URL, body, accept ? { params: { accept } } : undefined));
}

/**
 * The file name from a Content-Disposition header. Prefers the RFC 5987 form (`filename*=UTF-8''...`),
 * then `filename="..."`; BladeX URL-encodes Chinese names (with `+` for spaces), so both are decoded.
 */
export function fileNameFromDisposition(header: string | null | undefined, fallback = 'download'): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*([^;]+)/i.exec(header);
  if (star) {
    const value = star[1].trim().replace(/^"(.*)"$/, '$1');
    const encoded = value.includes("''") ? value.slice(value.indexOf("''") + 2) : value;
    const name = safeDecode(encoded);
    if (name) return name;
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  if (plain) {
    const name = safeDecode((plain[2] ?? plain[1]).trim().replace(/\+/g, ' '));
    if (name) return name;
  }
  return fallback;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Hand a blob to the browser as a file download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoke later: some browsers start reading the URL only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
