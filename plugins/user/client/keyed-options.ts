/**
 * Options with string values, as the multi-id pickers compare them: shared by the flat picker
 * (multi-pickers.tsx) and the lazily loaded tree picker (multi-tree-picker.tsx), which therefore import
 * this file rather than each other.
 */
import type { OptionItem } from '../../../engine/form';

export interface KeyedOption {
  label: string;
  value: string;
  children?: KeyedOption[];
}

export const keyed = (options: OptionItem[] = []): KeyedOption[] =>
  options.map((o) => ({
    label: o.label,
    value: String(o.value),
    ...(o.children?.length ? { children: keyed(o.children) } : {}),
  }));
