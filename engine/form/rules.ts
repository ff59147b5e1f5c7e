/**
 * Schema rules -> Formily validators. Every check is our own function over engine/schema/validators'
 * `isEmpty`, so the browser and the reference server agree on what "empty" and "valid" mean. Messages
 * come from the rule, in the current language; the trigger is the rule's (blur by default).
 */
import type { Form } from '@formily/core';
import type { Column, Rule } from '../schema/model';
import { columnType, text, type Lang } from '../schema/resolve';
import { isEmpty, validators } from '../schema/validators';
import { checkKind, kindSpecOf, rangeProblems } from '../schema/value-checks';
import { formText } from './locale';

export type TriggerType = 'onBlur' | 'onInput';

/** Structurally a Formily IValidatorRules: a message (or '') per value; Formily passes the form as context. */
export interface FieldCheck {
  triggerType: TriggerType;
  validator: (value: unknown, rule?: unknown, ctx?: { form?: Form }) => string;
}

const triggerOf = (r: Pick<Rule, 'trigger'>): TriggerType => (r.trigger === 'change' ? 'onInput' : 'onBlur');

/** Numbers compare by value; text and lists by length. */
const measure = (v: unknown): number => (typeof v === 'number' ? v : Array.isArray(v) ? v.length : String(v).length);

/** The message of one rule for a value, or '' when it passes. */
export function checkRule(rule: Rule, value: unknown, lang: Lang): string {
  const message = text(rule.message, lang);
  if (isEmpty(value)) {
    if (!rule.required) return '';
    // A required rule naming a validator (e.g. phone) lets that validator word the "empty" case.
    const named = rule.validator ? validators[rule.validator]?.(value) : undefined;
    return named ? text(named, lang) : message;
  }
  if (rule.pattern !== undefined && typeof value === 'string' && !new RegExp(rule.pattern).test(value)) return message;
  if (rule.min !== undefined && measure(value) < rule.min) return message;
  if (rule.max !== undefined && measure(value) > rule.max) return message;
  if (rule.validator) {
    const named = validators[rule.validator]?.(value);
    if (named) return text(named, lang);
  }
  return '';
}

/** The constraints a column states outside `rules` (maxLength, min, max, json shape). */
function columnChecks(column: Column, lang: Lang, columns: readonly Column[]): FieldCheck[] {
  const checks: FieldCheck[] = [];
  const add = (validator: (v: unknown) => string) =>
    checks.push({ triggerType: 'onBlur', validator: (v) => (isEmpty(v) ? '' : validator(v)) });
  const { maxLength, min, max } = column;
  if (maxLength !== undefined)
    add((v) => (typeof v === 'string' && v.length > maxLength ? formText('maxLength', lang, { max: maxLength }) : ''));
  // A coordinate's bounds are its type's check below (one message naming both ends, as the server words it).
  const bounded = !kindSpecOf(column)?.max;
  if (min !== undefined && bounded) add((v) => (typeof v === 'number' && v < min ? formText('minValue', lang, { min }) : ''));
  if (max !== undefined && bounded) add((v) => (typeof v === 'number' && v > max ? formText('maxValue', lang, { max }) : ''));
  if (columnType(column) === 'json') {
    add((v) => {
      if (typeof v !== 'string') return '';
      try {
        JSON.parse(v);
        return '';
      } catch {
        return formText('invalidJson', lang);
      }
    });
  }
  // The value type's own check (a month, a coordinate's range and decimals): the server's words.
  const kind = kindSpecOf(column);
  if (kind) add((v) => {
    const reason = checkKind(kind, v);
    return reason ? text(reason, lang) : '';
  });
  if (columnType(column) === 'date-range' && column.rangeEnd) {
    checks.push({
      triggerType: 'onInput',
      validator: (_v, _rule, ctx) => {
        const problem = ctx?.form ? rangeProblems(columns, ctx.form.values as Record<string, unknown>).find((p) => p.prop === column.prop) : undefined;
        return problem ? text(problem.message, lang) : '';
      },
    });
  }
  return checks;
}

/** `columns`: the form's columns, where a range finds the label of its end. */
export function toValidators(column: Column, lang: Lang, columns: readonly Column[] = [column]): FieldCheck[] {
  const fromRules = (column.rules ?? []).map((rule) => ({
    triggerType: triggerOf(rule),
    validator: (value: unknown) => checkRule(rule, value, lang),
  }));
  return [...fromRules, ...columnChecks(column, lang, columns)];
}
