/**
 * Field linkage in the form (schema `visible`, `required`, `disabled`, `options`, `compute`): each linked
 * field gets a Formily reaction — a function, never a string expression, so nothing is evaluated as code —
 * that runs the shared evaluator (engine/schema/linkage.ts) over the form's values whenever a value it
 * reads changes, and a validator that words a problem exactly as the server does.
 *
 * - hidden: the field is not displayed and its value leaves the form's values (Formily `display: none`),
 *   so it is not sent; shown again, it gets its value back;
 * - disabled: shown, not changeable;
 * - required: the asterisk follows the condition, and the validator refuses an empty value;
 * - options: the controlling field's value goes to the editor as `linked` (the editor narrows its choices),
 *   and a change of it clears a choice made under the old value;
 * - compute: the value follows its operands, shown read-only; labels of chosen options come from the
 *   editors that publish them (`publish`, see engine/form/options.tsx `usePublishedOptions`).
 */
import type { Field, Form } from '@formily/core';
import type { Column } from '../schema/model';
import { evaluateLinkage, linkageProblems, type LabelOf } from '../schema/linkage';
import { computeReads } from '../schema/linkage-compute';
import { text, type Lang } from '../schema/resolve';
import { findOption, type PublishedOptions } from './options';
import type { FieldCheck } from './rules';
import type { LinkedValue } from './value-types/types';

/** The label of a field's chosen option, from the options its editor published. */
export const formLabels =
  (form: Form): LabelOf =>
  (prop, value) => {
    const data = form.query(prop).take()?.data as PublishedOptions | undefined;
    return findOption(data?.options, value)?.label;
  };

/** Props whose option labels some computed field reads: their editors publish their options. */
export function labelSources(columns: readonly Column[]): Set<string> {
  return new Set(columns.flatMap((c) => (c.compute ? computeReads(c.compute).labels : [])));
}

const last = new WeakMap<Field, unknown>();
const requiredBefore = new WeakMap<Field, boolean>();
const sameValue = (a: unknown, b: unknown) => (a ?? null) === (b ?? null) || (a != null && b != null && String(a) === String(b));

/**
 * The reaction of one linked field. `editable`: whether the field is typed in this mode at all (a read-only
 * field stays disabled whatever its linkage says); `required`: whether a rule always requires it.
 */
export function linkageReaction(column: Column, columns: readonly Column[], opts: { editable: boolean; required: boolean; view?: boolean }) {
  return (field: Field) => {
    const form = field.form;
    const result = evaluateLinkage(columns, form.values, formLabels(form));
    const hidden = result.hidden.has(column.prop);
    field.visible = !hidden;
    if (hidden) return;
    if (column.options) {
      const controlling = form.values[column.options.dependsOn];
      const handed = field.componentProps.linked as LinkedValue | undefined;
      if (!handed || !sameValue(handed.value, controlling)) field.setComponentProps({ linked: { value: controlling } });
      // A choice made under another controlling value no longer holds (the city of another province).
      const before = last.get(field);
      last.set(field, controlling ?? null);
      // Only a change from one value to another: a form filled after it was made (an edit loading its row)
      // goes from nothing to the row's value and keeps the row's choice.
      const changed = before !== undefined && before !== null && before !== '' && !sameValue(before, controlling);
      if (!opts.view && changed && field.value != null && field.value !== '')
        field.setValue(undefined);
    }
    if (opts.view) return;
    const disabled = result.disabled.has(column.prop) || !!column.compute;
    field.pattern = opts.editable && !disabled ? 'editable' : 'disabled';
    const required = opts.required || result.required.has(column.prop);
    if (field.decoratorProps.asterisk !== (required && opts.editable)) field.setDecoratorProps({ asterisk: required && opts.editable });
    // No longer required: the "required" message shown under it goes (other messages stay theirs).
    const wasRequired = requiredBefore.get(field);
    requiredBefore.set(field, required);
    if (wasRequired && !required) field.setSelfErrors([]);
    if (column.compute) {
      const v = result.values[column.prop];
      if (!sameValue(v, field.value)) field.setValue(v ?? undefined);
    }
  };
}

/** The validator of a linked field: its conditional requirement and its cascade, worded as on the server. */
export function linkageCheck(column: Column, columns: readonly Column[], lang: Lang, trigger: FieldCheck['triggerType']): FieldCheck {
  return {
    triggerType: trigger,
    validator: (_value, _rule, ctx) => {
      const form = ctx?.form;
      if (!form) return '';
      const problem = linkageProblems(columns, evaluateLinkage(columns, form.values, formLabels(form))).find(
        (p) => p.prop === column.prop,
      );
      return problem ? text(problem.message, lang) : '';
    },
  };
}
