/**
 * The system's "reduce motion" preference (prefers-reduced-motion), followed live. People who ask their
 * system for less motion get the console without antd's animations (menus, dialogs, toasts appear at
 * once); the end-to-end suite asks for it too, so a click never lands on a menu or dialog still moving.
 */
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function media(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : undefined;
}

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
