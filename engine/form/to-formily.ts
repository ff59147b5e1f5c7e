/**
 * Columns -> a Formily JSON schema for the add, edit and view dialogs (and action input forms). Pure:
 * the same columns and language always give the same schema, which keeps it easy to test.
 *  - add / edit: the column's editor; read-only columns (`form.readonly`) are shown disabled;
 *  - view: every field rendered by its cell renderer (ValueCell), nothing to validate.
 */
import type { ISchema } from '@formily/react';
import type { Column, FormGroup, I18nText } from '../schema/model';
import { columnType, editableIn, shownType, isRequired, showsIn, text, type Lang } from '../schema/resolve';
import { formText } from './locale';
import { toValidators } from './rules';
import { linkedFieldParts } from './linkage-schema';
import { editorKey, getValueType } from './value-types/registry';

export type FormMode = 'add' | 'edit' | 'view';

const wideTypes = new Set(['textarea', 'json']);
const choiceTypes = new Set([
  'select',
  'radio',
  'checkbox',
  'switch',
  'tree-select',
  'cascader',
  'date',
  'datetime',
  'color',
  'month',
  'date-range',
  'time-range',
  'region',
]);

const formSpec = (c: Column) => (typeof c.form === 'object' ? c.form : {});

/** Grid span out of 24: `form.span`, else full width for long text, else half. */
export const spanOf = (c: Column): number => formSpec(c).span ?? (wideTypes.has(columnType(c)) ? 24 : 12);

/** The columns a form shows, in `form.order` (stable otherwise). */
export function formColumns(columns: Column[], mode: FormMode): Column[] {
  return columns
    .map((c, i) => ({ c, i }))
    .filter(({ c }) => showsIn(c, mode))
    .sort((a, b) => (formSpec(a.c).order ?? a.i) - (formSpec(b.c).order ?? b.i) || a.i - b.i)
    .map(({ c }) => c);
}

export function placeholderOf(c: Column, lang: Lang): string {
  const own = formSpec(c).placeholder;
  if (own) return text(own, lang);
  const verb = formText(choiceTypes.has(shownType(c)) ? 'select' : 'input', lang);
  return lang === 'en' ? `${verb} ${text(c.label, lang).toLowerCase()}` : `${verb}${text(c.label, lang)}`;
}

/** Starting values of an add form: every column's `default`. */
export function defaultValues(columns: Column[]): Record<string, unknown> {
  return Object.fromEntries(columns.filter((c) => c.default !== undefined).map((c) => [c.prop, c.default]));
}

function fieldSchema(c: Column, mode: FormMode, lang: Lang, columns: Column[]): ISchema {
  const base: ISchema = {
    type: 'string',
    title: text(c.label, lang),
    'x-decorator': 'SpanFormItem',
    'x-decorator-props': { span: spanOf(c), tooltip: c.help ? text(c.help, lang) : undefined },
  };
  if (mode === 'view') {
    const reaction = linkedFieldParts(c, columns, mode, lang)['x-reactions'];
    return { ...base, 'x-component': 'ValueCell', 'x-component-props': { column: c }, ...(reaction && { 'x-reactions': reaction }) };
  }
  const editable = editableIn(c, mode);
  const linked = linkedFieldParts(c, columns, mode, lang);
  return {
    ...base,
    'x-decorator-props': { ...base['x-decorator-props'], asterisk: editable && isRequired(c) },
    // An unknown type edits as text rather than leaving a hole in the form.
    'x-component': editorKey(getValueType(shownType(c)) ? shownType(c) : 'text', 'edit'),
    'x-component-props': {
      column: c,
      mode: 'edit',
      placeholder: placeholderOf(c, lang),
      ariaLabel: text(c.label, lang),
      ...linked['x-component-props'],
    },
    'x-pattern': editable ? 'editable' : 'disabled',
    'x-validator': editable ? [...toValidators(c, lang, columns), ...linked.checks] : [],
    ...(linked['x-reactions'] && { 'x-reactions': linked['x-reactions'] }),
  };
}

/** The fallback section of a grouped form: fields no group lists. */
const OTHER: I18nText = { zh: '其他', en: 'Other' };

/**
 * The form's fields; with `groups` (schema `dialog.groups`), in titled sections in the groups' order, the
 * fields no group lists last under 其他 / Other. Sections are void nodes: the values stay flat (`storeName`,
 * not `basic.storeName`), so linkage, validation and submit see the same form as without groups.
 */
export function toFormilySchema(columns: Column[], mode: FormMode, lang: Lang, groups?: FormGroup[]): ISchema {
  const shown = formColumns(columns, mode);
  const fields = (cs: Column[]) => Object.fromEntries(cs.map((c) => [c.prop, fieldSchema(c, mode, lang, columns)]));
  if (!groups?.length) return { type: 'object', properties: { grid: { type: 'void', 'x-component': 'FormGridRow', properties: fields(shown) } } };
  const byProp = new Map(shown.map((c) => [c.prop, c]));
  const listed = new Set(groups.flatMap((g) => g.props));
  const sections = [
    ...groups.map((g) => ({ title: g.title, cs: g.props.flatMap((p) => byProp.get(p) ?? []) })),
    { title: OTHER, cs: shown.filter((c) => !listed.has(c.prop)) },
  ].filter((s) => s.cs.length > 0);
  const properties = Object.fromEntries(
    sections.map((s, i) => [
      `section${i}`,
      { type: 'void', 'x-component': 'FormSection', 'x-component-props': { title: text(s.title, lang) }, properties: fields(s.cs) },
    ]),
  );
  return { type: 'object', properties };
}
