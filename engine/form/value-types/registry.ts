/**
 * The value-type registry. Built-ins register themselves (builtins.tsx); plugins add more with
 * registerValueType. Forms subscribe so a type registered after first render still shows up.
 */
import type { ValueTypeDef } from './types';

const types = new Map<string, ValueTypeDef>();
const listeners = new Set<() => void>();
let version = 0;

export function registerValueType(name: string, def: ValueTypeDef): void {
  types.set(name, def);
  version += 1;
  listeners.forEach((l) => l());
}

export function getValueType(name: string): ValueTypeDef | undefined {
  return types.get(name);
}

export const valueTypeNames = (): string[] => [...types.keys()];

export function subscribeValueTypes(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const valueTypesVersion = (): number => version;

/** Formily looks components up by path, where '.' and '-' mean something: keep names plain. */
export const editorKey = (name: string, place: 'edit' | 'search'): string =>
  `Vt_${place}_${name.replace(/[^a-zA-Z0-9]/g, '_')}`;
