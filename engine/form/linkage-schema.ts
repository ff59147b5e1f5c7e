/**
 * The Formily schema parts of a linked field (engine/form/linkage.ts): its reaction, its validator and the
 * editor props that hand it the controlling value or ask it to publish its options. Fields without
 * linkage get nothing, so a form with no linkage is exactly what it was.
 */
import type { Field } from '@formily/core';
import type { Column } from '../schema/model';
import { isLinked } from '../schema/linkage';
import { columnType, editableIn, isRequired, type Lang } from '../schema/resolve';
import { labelSources, linkageCheck, linkageReaction } from './linkage';
import type { FieldCheck } from './rules';

export interface LinkedFieldParts {
  'x-reactions'?: (field: Field) => void;
  'x-component-props'?: { publish: true };
  checks: FieldCheck[];
}

export function linkedFieldParts(c: Column, columns: Column[], mode: 'add' | 'edit' | 'view', lang: Lang): LinkedFieldParts {
  const publish = labelSources(columns).has(c.prop) ? { 'x-component-props': { publish: true as const } } : {};
  if (!isLinked(c)) return { checks: [], ...publish };
  if (mode === 'view') return { 'x-reactions': linkageReaction(c, columns, { editable: false, required: false, view: true }), checks: [] };
  const editable = editableIn(c, mode);
  // A choice is checked as soon as it is made, typed text when the field is left.
  const trigger = c.dict || c.ref || columnType(c) === 'switch' ? 'onInput' : 'onBlur';
  return {
    'x-reactions': linkageReaction(c, columns, { editable, required: isRequired(c) }),
    checks: c.required || c.options?.allow ? [linkageCheck(c, columns, lang, trigger)] : [],
    ...publish,
  };
}
