/**
 * A tiny subscribable value persisted through the engine's storage (site-key prefix, `{type, content,
 * timestamp}`), so shell preferences survive a reload and React components re-render on change.
 */
import { useSyncExternalStore } from 'react';
import { getStore, setStore, removeStore } from '../../engine/auth/storage';

export interface Persisted<T> {
  get(): T;
  set(value: T): void;
  reset(): void;
  use(): T;
  subscribe(listener: () => void): () => void;
}

export function persisted<T>(name: string, fallback: T): Persisted<T> {
  const listeners = new Set<() => void>();
  let value: T = getStore<T>(name) ?? fallback;
  const emit = () => listeners.forEach((l) => l());
  const subscribe = (l: () => void) => {
    listeners.add(l);
    return () => void listeners.delete(l);
  };
  return {
    get: () => value,
    set(next) {
      value = next;
      setStore(name, next);
      emit();
    },
    reset() {
      value = fallback;
      removeStore(name);
      emit();
    },
    use: () => useSyncExternalStore(subscribe, () => value),
    subscribe,
  };
}
