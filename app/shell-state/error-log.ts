/**
 * The client error log (spec §2 Error log, §8): uncaught errors, rejected promises, render errors and
 * failed chunk loads are appended to a stored list with url, time, type, message, stack and info, so a
 * user can send them to the server later. No antd here: this module is part of the first load.
 */
import dayjs from 'dayjs';
import type { ClientErrorLog } from '../../engine/auth/account-api';
import { persisted } from './store';

export const errorLogPref = persisted<ClientErrorLog[]>('errorLog', []);

/** Past this many entries the oldest go, so a looping error cannot fill the storage quota. */
const MAX = 500;

export function addErrorLog(type: string, err: unknown, info = ''): void {
  const e = err as { message?: unknown; stack?: unknown } | undefined;
  const entry: ClientErrorLog = {
    url: typeof location !== 'undefined' ? location.href : '',
    time: dayjs().format('YYYY-MM-DD HH:mm:ss'),
    type,
    message: String(e?.message ?? err ?? ''),
    stack: typeof e?.stack === 'string' ? e.stack : '',
    info,
  };
  errorLogPref.set([entry, ...errorLogPref.get()].slice(0, MAX));
}

export const clearErrorLogs = () => errorLogPref.set([]);

/** What Vite / the browser says when a lazy chunk cannot be fetched or evaluated. */
const CHUNK_FAILED =
  /dynamically imported module|Importing a module script failed|error loading dynamically|Unable to preload|Loading chunk/i;

/** Classify a load failure the way webpack named them (spec §8): ChunkLoadError / CSS_CHUNK_LOAD_FAILED. */
export function chunkErrorType(err: unknown): string | undefined {
  const e = err as { name?: string; code?: string; message?: string } | undefined;
  if (e?.code === 'CSS_CHUNK_LOAD_FAILED') return 'CSS_CHUNK_LOAD_FAILED';
  if (e?.name === 'ChunkLoadError') return 'ChunkLoadError';
  if (CHUNK_FAILED.test(String(e?.message ?? '')))
    return /\.css/.test(String(e?.message)) ? 'CSS_CHUNK_LOAD_FAILED' : 'ChunkLoadError';
  return undefined;
}

export const CHUNK_TIMEOUT_MS = 120_000;

/** A lazy import that fails as a ChunkLoadError after 120 s instead of hanging (spec §9). */
export function withChunkTimeout<T>(load: () => Promise<T>, request = ''): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const err = Object.assign(new Error(`Loading chunk ${request} failed. (timeout)`), {
        name: 'ChunkLoadError',
        type: 'timeout',
        request,
      });
      addErrorLog('ChunkLoadError', err, request);
      reject(err);
    }, CHUNK_TIMEOUT_MS);
    load().then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

let installed = false;

/** Listen for what nothing else caught. Once per page. */
export function installErrorCapture(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener(
    'error',
    (ev) => {
      // A failed <link>/<script> fires error on the element with no ErrorEvent message.
      const target = ev.target as HTMLElement | null;
      if (target && target !== (window as unknown) && (target.tagName === 'LINK' || target.tagName === 'SCRIPT')) {
        const src = (target as HTMLLinkElement).href || (target as HTMLScriptElement).src || '';
        addErrorLog(
          target.tagName === 'LINK' ? 'CSS_CHUNK_LOAD_FAILED' : 'ChunkLoadError',
          new Error(`Loading chunk failed: ${src}`),
          src,
        );
        return;
      }
      addErrorLog(chunkErrorType(ev.error) ?? 'error', ev.error ?? ev.message);
    },
    true,
  );
  window.addEventListener('unhandledrejection', (ev) => {
    addErrorLog(chunkErrorType(ev.reason) ?? 'unhandledrejection', ev.reason);
  });
  // Vite reports a failed preload (JS or CSS dependency of a lazy chunk) with this event.
  window.addEventListener('vite:preloadError', (ev) => {
    const payload = (ev as Event & { payload?: unknown }).payload;
    const msg = String((payload as { message?: string })?.message ?? '');
    addErrorLog(/\.css/.test(msg) ? 'CSS_CHUNK_LOAD_FAILED' : 'ChunkLoadError', payload);
  });
}
