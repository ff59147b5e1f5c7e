/**
 * The built-in value types: one for every name in engine/schema/value-types.ts (a test checks the two
 * lists agree). Each is a (cell, edit, search) triple. The heavy pickers (date, tree-select, cascader,
 * image / upload, colour) are lazy editors (lazy-editor.tsx); cells never need them.
 */
import { builtinValueTypeNames } from '../../schema/value-types';
import * as cells from './cells';
import * as checked from './validated-cells';
import { CoordinateEditor } from './coordinate-editor';
import { CheckboxEditor, RadioEditor, SelectEditor, SwitchEditor } from './choice-editors';
import { DATE_FORMAT, DATETIME_FORMAT } from './date-formats';
import { lazyEditor } from './lazy-editor';
import { getValueType, registerValueType } from './registry';
import { JsonEditor, numberEditor, PasswordEditor, TextareaEditor, TextEditor } from './text-editors';
import type { ValueTypeDef } from './types';

const DateEditor = lazyEditor(() => import('./date-editors').then((m) => m.dateEditor('date')));
const DateTimeEditor = lazyEditor(() => import('./date-editors').then((m) => m.dateEditor('datetime')));
const TreeSelectEditor = lazyEditor(() => import('./tree-editors').then((m) => m.TreeSelectEditor));
const CascaderEditor = lazyEditor(() => import('./tree-editors').then((m) => m.CascaderEditor));
const ImageEditor = lazyEditor(() => import('./media-editors').then((m) => m.mediaEditor('image')));
const UploadEditor = lazyEditor(() => import('./media-editors').then((m) => m.mediaEditor('upload')));
const ColorEditor = lazyEditor(() => import('./color-editor').then((m) => m.ColorEditor));
const MonthEditor = lazyEditor(() => import('./validated-editors').then((m) => m.MonthEditor));
const TimeRangeEditor = lazyEditor(() => import('./validated-editors').then((m) => m.TimeRangeEditor));
const DateRangeEditor = lazyEditor(() => import('./validated-editors').then((m) => m.DateRangePairEditor));

const text: ValueTypeDef = { cell: cells.textCell, edit: { component: TextEditor } };

export const builtinValueTypeDefs: Record<string, ValueTypeDef> = {
  text,
  textarea: { cell: cells.textCell, edit: { component: TextareaEditor } },
  password: { cell: cells.passwordCell, edit: { component: PasswordEditor } },
  number: { cell: cells.numberCell, edit: { component: numberEditor('number') } },
  decimal: { cell: cells.decimalCell, edit: { component: numberEditor('decimal') } },
  money: { cell: cells.moneyCell, edit: { component: numberEditor('money') } },
  select: { cell: cells.choiceCell, edit: { component: SelectEditor } },
  radio: { cell: cells.choiceCell, edit: { component: RadioEditor } },
  checkbox: { cell: cells.multiChoiceCell, edit: { component: CheckboxEditor } },
  switch: { cell: cells.switchCell, edit: { component: SwitchEditor } },
  date: { cell: cells.dateCell(DATE_FORMAT), edit: { component: DateEditor } },
  datetime: { cell: cells.dateCell(DATETIME_FORMAT), edit: { component: DateTimeEditor } },
  'tree-select': { cell: cells.choiceCell, edit: { component: TreeSelectEditor } },
  cascader: { cell: cells.cascaderCell, edit: { component: CascaderEditor } },
  image: { cell: cells.imageCell, edit: { component: ImageEditor }, search: { component: TextEditor } },
  upload: { cell: cells.uploadCell, edit: { component: UploadEditor }, search: { component: TextEditor } },
  icon: { cell: cells.textCell, edit: { component: TextEditor } },
  color: { cell: cells.colorCell, edit: { component: ColorEditor }, search: { component: TextEditor } },
  url: { cell: cells.urlCell, edit: { component: TextEditor } },
  phone: { cell: cells.textCell, edit: { component: TextEditor } },
  email: { cell: cells.emailCell, edit: { component: TextEditor } },
  json: { cell: cells.jsonCell, edit: { component: JsonEditor }, search: { component: TextEditor } },
  // Inputs that validate (issue 35 item 6; checks in engine/schema/value-checks.ts).
  month: { cell: cells.textCell, edit: { component: MonthEditor } },
  'date-range': { cell: checked.dateRangeCell, edit: { component: DateRangeEditor } },
  'time-range': { cell: checked.timeRangeCell, edit: { component: TimeRangeEditor }, search: { component: TextEditor } },
  region: { cell: cells.choiceCell, edit: { component: SelectEditor } },
  longitude: { cell: checked.coordinateCell, edit: { component: CoordinateEditor }, search: { component: numberEditor('decimal') } },
  latitude: { cell: checked.coordinateCell, edit: { component: CoordinateEditor }, search: { component: numberEditor('decimal') } },
};

let installed = false;

/** Idempotent: called by the form and crud modules on import. A type a plugin registered first wins. */
export function installBuiltinValueTypes(): void {
  if (installed) return;
  installed = true;
  for (const name of builtinValueTypeNames) {
    if (!getValueType(name)) registerValueType(name, builtinValueTypeDefs[name] ?? text);
  }
}
