/**
 * Client-side storage of session values (spec §9): every key is prefixed with a site key, so two consoles
 * on one origin never read each other's tokens, and every value is wrapped as `{ type, content, timestamp }`.
 * `type` says which storage holds it (a session value dies with the tab, a local one survives restarts);
 * `timestamp` is when it was written, which the token check uses to decide when to refresh.
 */

export type StoreType = 'session' | 'local';

export interface StoredValue<T = unknown> {
  type: StoreType;
  content: T;
  timestamp: number;
}

let siteKey = 'toycar';

/** Change the site key (prefix). Call once at start-up, before anything is stored. */
export function configureStorage(options: { siteKey?: string }): void {
  if (options.siteKey) siteKey = options.siteKey;
}

export const storageKey = (name: string): string => `${siteKey}-${name}`;

function area(type: StoreType): Storage | undefined {
  // Guarded so the module also loads where there is no DOM storage (server-side tools, some tests).
  try {
    return type === 'session' ? globalThis.sessionStorage : globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function setStore<T>(name: string, content: T, type: StoreType = 'local'): void {
  const value: StoredValue<T> = { type, content, timestamp: Date.now() };
  // A value lives in one place only: writing to one storage drops a stale copy from the other.
  area(type === 'session' ? 'local' : 'session')?.removeItem(storageKey(name));
  area(type)?.setItem(storageKey(name), JSON.stringify(value));
}

/** The whole stored entry (with its timestamp), from session storage first, then local storage. */
export function getStoreEntry<T = unknown>(name: string): StoredValue<T> | undefined {
  for (const type of ['session', 'local'] as const) {
    const raw = area(type)?.getItem(storageKey(name));
    if (raw === null || raw === undefined) continue;
    try {
      const parsed = JSON.parse(raw) as StoredValue<T>;
      if (parsed && typeof parsed === 'object' && 'content' in parsed) return parsed;
    } catch {
      // A value written by something else under our key: ignore it rather than crash the console.
    }
  }
  return undefined;
}

export function getStore<T = unknown>(name: string): T | undefined {
  return getStoreEntry<T>(name)?.content;
}

export function removeStore(name: string): void {
  area('session')?.removeItem(storageKey(name));
  area('local')?.removeItem(storageKey(name));
}

/** Every name we stored (without the prefix), in both storages. */
export function storedNames(): string[] {
  const names = new Set<string>();
  const prefix = storageKey('');
  for (const type of ['session', 'local'] as const) {
    const s = area(type);
    if (!s) continue;
    for (let i = 0; i < s.length; i++) {
      const k = s.key(i);
      if (k?.startsWith(prefix)) names.add(k.slice(prefix.length));
    }
  }
  return [...names];
}

/** Remove every value of this site (both storages), keeping the names listed in `keep`. */
export function clearStore(keep: string[] = []): void {
  for (const name of storedNames()) if (!keep.includes(name)) removeStore(name);
}
