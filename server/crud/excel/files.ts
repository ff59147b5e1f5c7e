/**
 * Where exports and uploaded imports are kept: `AppConfig.fileDir` (default `files` beside the upload
 * directory, i.e. `${DATA_DIR}/files`), under names no caller chooses. A file is kept for `FILE_TTL_MS`
 * (a day), then removed by the next export or import that sweeps the directory; the job's result says
 * until when it may be downloaded, and only by the job's owner (server/crud/job-routes.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readdir, stat, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { AppConfig } from '../../kernel/http/context';

export const FILE_TTL_MS = 24 * 60 * 60 * 1000;
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function fileDirOf(config: AppConfig): string {
  const dir =
    config.fileDir ?? (config.uploadDir ? join(dirname(config.uploadDir), 'files') : join(tmpdir(), 'toycar-files'));
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** A new stored name (`export-…xlsx`, `import-…xlsx`): random, so it cannot be guessed or chosen. */
export const storedName = (kind: 'export' | 'import'): string => `${kind}-${randomBytes(12).toString('hex')}.xlsx`;

/** Whether a stored name is one of ours (a job's result is trusted, but checked before it reaches the disk). */
export const isStoredName = (name: unknown): name is string =>
  typeof name === 'string' && /^(export|import)-[0-9a-f]{24}\.xlsx$/.test(name);

/** Remove files older than the TTL (best effort). */
export async function sweep(dir: string, ttlMs = FILE_TTL_MS): Promise<number> {
  let removed = 0;
  const now = Date.now();
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (!isStoredName(name)) continue;
    const file = join(dir, name);
    const s = await stat(file).catch(() => undefined);
    if (
      s &&
      now - s.mtimeMs > ttlMs &&
      (await unlink(file).then(
        () => true,
        () => false,
      ))
    )
      removed++;
  }
  return removed;
}

/** `参数管理-20261125-1430.xlsx`: the list's title and the time, for the downloaded file. */
export function downloadName(title: string): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}-${pad(d.getHours())}${pad(d.getMinutes())}`;
  return `${title.replace(/[\\/:*?"<>|\s]+/g, '_')}-${stamp}.xlsx`;
}

/** Content-Disposition for a file name that may hold Chinese (RFC 5987 beside an ASCII fallback). */
export function disposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
