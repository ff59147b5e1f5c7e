/**
 * Moving between what a row holds (0, '0', '1,2', [1, 2]) and what antd choice widgets want (string
 * keys). Keys are compared as strings; on the way back a key becomes a number again when the field
 * held numbers, so a radio bound to `isSealed: 0` submits 0, not '0'.
 */
import type { Column } from '../../schema/model';
import type { OptionItem, ValueEditorProps } from './types';

/** antd choice widgets compare with ===, so every option value becomes a string key. */
export interface KeyedOption {
  label: string;
  value: string;
  disabled?: boolean;
  children?: KeyedOption[];
}

/** antd keys for options. A search may look for anything: there, rows a form may not pick (schema
 * `ref.active`, greyed out in forms) are choices like the others. */
export const keyed = (options: OptionItem[] = [], mode?: ValueEditorProps['mode']): KeyedOption[] =>
  options.map((o) => ({
    label: o.label,
    value: String(o.value),
    ...(o.disabled && mode !== 'search' ? { disabled: true } : {}),
    ...(o.children ? { children: keyed(o.children, mode) } : {}),
  }));

export const toKey = (v: unknown): string | undefined =>
  v === null || v === undefined || v === '' ? undefined : String(v);

const numericKey = /^-?\d+(\.\d+)?$/;

export function keyBack(key: unknown, like: unknown, column: Column): unknown {
  if (key === undefined || key === null) return undefined;
  const sample = like ?? column.default;
  if (typeof sample === 'number' && typeof key === 'string' && numericKey.test(key)) return Number(key);
  return key;
}

/** Multi-value fields travel as a comma list unless the row already holds an array. */
export function toKeys(v: unknown): string[] {
  if (Array.isArray(v)) return v.map(String);
  const k = toKey(v);
  return k === undefined ? [] : k.split(',').filter((s) => s !== '');
}

export function keysBack(keys: string[], like: unknown, column: Column): unknown {
  const first = Array.isArray(like) ? like[0] : column.default;
  const values = keys.map((k) => keyBack(k, first, column));
  return Array.isArray(like) ? values : values.join(',');
}

/** Several links (images, files) travel as one comma list. */
export const links = (v: unknown): string[] =>
  (Array.isArray(v) ? v.map(String) : typeof v === 'string' ? v.split(',') : []).map((s) => s.trim()).filter(Boolean);
