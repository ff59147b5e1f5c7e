/**
 * The shape of a value type (ProComponents-style triple, amis-style string keys): one column spec
 * drives the table cell, the form editor and the search editor.
 */
import type { ComponentType, ReactNode } from 'react';
import type { Column, Tone } from '../../schema/model';
import type { Lang } from '../../schema/resolve';
import type { Row } from '../../data/provider';

/** One choice of a select-like column. Values compare as strings, so 0 and '0' match. */
export interface OptionItem {
  label: string;
  value: string | number;
  disabled?: boolean;
  children?: OptionItem[];
  /** A state's colour (a dictionary entry's `tone`): the cell shows a tag. */
  tone?: Tone;
}

/** What a cell renderer may use besides the value. */
export interface ValueContext {
  lang: Lang;
  /** The column's resolved choices (dictionary, url or reference), when it has any. */
  options?: OptionItem[];
}

/** The controlling field's value a linked editor narrows its choices by (schema `options`), from the form. */
export interface LinkedValue {
  value: unknown;
}

/** What the form hands a linked editor (engine/form/linkage.ts). */
export interface LinkedEditorProps {
  /** The controlling value (absent outside a form: nothing is narrowed). */
  linked?: LinkedValue;
  /** Publish the editor's options in the field's data, for labels computed values read. */
  publish?: boolean;
}

/** Props every editor receives: Formily passes value/onChange/onBlur/disabled/readOnly. */
export interface ValueEditorProps extends LinkedEditorProps {
  value?: unknown;
  onChange?: (value: unknown) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  disabled?: boolean;
  readOnly?: boolean;
  placeholder?: string;
  /** The field's label, for assistive technology (Formily's label is not a <label for>). */
  ariaLabel?: string;
  column: Column;
  /** 'search' editors allow clearing and, for ranges, return a [from, to] pair. */
  mode?: 'edit' | 'search';
  /** Whether a search editor should pick a range (searchMode 'range'). */
  range?: boolean;
}

export interface ValueEditor {
  component: ComponentType<ValueEditorProps>;
  /** Extra props derived from the column (e.g. rows for a textarea). */
  props?: (column: Column) => Record<string, unknown>;
}

export interface ValueTypeDef {
  cell: (value: unknown, row: Row, column: Column, ctx: ValueContext) => ReactNode;
  edit: ValueEditor;
  /** Defaults to the edit editor with mode 'search'. */
  search?: ValueEditor;
}

/** The props a typed-in antd input takes from every editor (Input, TextArea, InputNumber...). */
export const inputProps = (p: ValueEditorProps) => ({
  onBlur: p.onBlur,
  onFocus: p.onFocus,
  disabled: p.disabled,
  readOnly: p.readOnly,
  placeholder: p.placeholder,
  'aria-label': p.ariaLabel,
});

/** Pickers (Select, TreeSelect, Cascader...) have no read-only state: read-only means disabled. */
export const pickerProps = (p: ValueEditorProps) => ({
  onBlur: p.onBlur,
  onFocus: p.onFocus,
  disabled: p.disabled || p.readOnly,
  placeholder: p.placeholder,
  'aria-label': p.ariaLabel,
  allowClear: p.mode === 'search' || !p.readOnly,
});
