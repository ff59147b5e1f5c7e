/**
 * The choices of a field whose options another field narrows (schema `options`; engine/form/linkage.ts
 * hands the editor the controlling value as `linked`): a dictionary cascade keeps the keys the value
 * allows, a reference keeps the rows whose `match` column holds it, a remote list is the list fetched with
 * it. Outside a form (table cells, search editors) nothing is narrowed, so a cell still finds its label.
 */
import type { Column } from '../schema/model';
import { allowedKeys } from '../schema/linkage';
import { isEmpty } from '../schema/validators';
import type { Row } from '../data/provider';
import type { LinkedValue, OptionItem } from './value-types/types';

const keyText = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** Whether the column's options come from a remote list called with the controlling value. */
export const remoteLinked = (c: Column): c is Column & { dict: { url: string; label: string; value: string } } =>
  !!c.options?.param && !!c.dict && typeof c.dict === 'object';

/** The query of the remote list for this controlling value; null while there is none (nothing to fetch). */
export function remoteParams(c: Column, linked: LinkedValue | undefined): Record<string, unknown> | null {
  if (!remoteLinked(c) || !linked || isEmpty(linked.value)) return null;
  return { [c.options!.param!]: linked.value };
}

/**
 * Narrow `options` (the column's choices as the screen loaded them) for the controlling value. `refRows`:
 * the referenced rows (for `match`); `remote`: options of the remote list fetched with the value.
 */
export function narrowOptions(
  c: Column,
  options: OptionItem[] | undefined,
  linked: LinkedValue | undefined,
  more: { refRows?: Row[]; remote?: OptionItem[] },
): OptionItem[] | undefined {
  const link = c.options;
  if (!link) return options;
  if (link.param) return linked && !isEmpty(linked.value) ? (more.remote ?? []) : linked ? [] : options;
  if (!linked) return options;
  const allowed = allowedKeys(c, linked.value);
  if (allowed) return (options ?? []).filter((o) => allowed.includes(keyText(o.value)));
  if (link.match && c.ref) {
    if (isEmpty(linked.value)) return [];
    const valueKey = c.ref.value ?? 'id';
    const keep = new Set((more.refRows ?? []).filter((r) => keyText(r[link.match!]) === keyText(linked.value)).map((r) => keyText(r[valueKey])));
    return (options ?? []).filter((o) => keep.has(keyText(o.value)));
  }
  return options;
}
