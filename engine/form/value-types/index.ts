import type { ReactNode } from 'react';
import type { Column } from '../../schema/model';
import { shownType } from '../../schema/resolve';
import type { Row } from '../../data/provider';
import { installBuiltinValueTypes } from './builtins';
import { getValueType } from './registry';
import { textCell } from './cells';
import type { ValueContext, ValueEditor, ValueTypeDef } from './types';

installBuiltinValueTypes();

export * from './types';
export {
  registerValueType,
  getValueType,
  valueTypeNames,
  subscribeValueTypes,
  valueTypesVersion,
  editorKey,
} from './registry';
export { builtinValueTypeDefs, installBuiltinValueTypes } from './builtins';
export { formatNumber, keyLabels } from './cells';
export { DATE_FORMAT, DATETIME_FORMAT } from './date-formats';
export { toKey, toKeys, keyBack, keysBack, keyed, type KeyedOption } from './keys';
export { lazyEditor } from './lazy-editor';

/**
 * The column's value type as drawn (a reference held as a number is drawn as a select, schema/resolve.ts
 * `shownType`); unknown names fall back to text so one bad column never breaks a screen.
 */
export function valueTypeOf(column: Column): ValueTypeDef {
  return (
    getValueType(shownType(column)) ?? getValueType('text') ?? { cell: textCell, edit: { component: () => null } }
  );
}

export function searchEditorOf(column: Column): ValueEditor {
  const vt = valueTypeOf(column);
  return vt.search ?? vt.edit;
}

/** What an empty cell shows in lists and views: a dash, so "no value" never reads as "not loaded yet". */
export const EMPTY_CELL = '-';

/** A value drawn by its column's value type; nothing to draw (an empty value) draws `EMPTY_CELL`. */
export function renderCell(column: Column, value: unknown, row: Row, ctx: ValueContext): ReactNode {
  // A reference holding 0 refers to no row: BladeX's "none" for an id column (a root's parent, a rule for
  // every site). Shown as empty, never as the id-looking "0".
  if (column.ref && (value === 0 || value === '0')) return EMPTY_CELL;
  const drawn = valueTypeOf(column).cell(value, row, column, ctx);
  return drawn === null || drawn === undefined || drawn === '' || drawn === false ? EMPTY_CELL : drawn;
}
