/**
 * The ONE evaluator of field linkage (schema keys `visible`, `required`, `disabled`, `options`, `compute`;
 * ./linkage-model.ts), shared by the form (engine/form/linkage.ts) and the reference server
 * (server/crud/linkage.ts), so both decide alike and word their refusals alike.
 *
 * Fields are evaluated in dependency order (the lint refuses cycles), each seeing the values the fields
 * before it left: a hidden field counts as empty for the fields that depend on it, and a computed value
 * feeds the fields computed from it.
 */
import type { Column, I18nText } from './model';
import { conditionHolds, conditionReads, type LinkValues } from './linkage-conditions';
import { computeReads, computeValue, type LabelOf } from './linkage-compute';
import { isEmpty } from './validators';
import { valueTypeFacts } from './value-types';
import { columnType } from './resolve';

export * from './linkage-conditions';
export { computeValue, decimalsOf, holdsNumber, type LabelOf } from './linkage-compute';

/** Whether a column declares any linkage. */
export const isLinked = (c: Column): boolean =>
  !!(c.visible || c.required || c.disabled || c.options || c.compute);

/** The fields a column's linkage reads (conditions, the controlling field, computed operands and labels). */
export function linkageReads(c: Column): string[] {
  const reads = [
    ...conditionReads(c.visible),
    ...conditionReads(c.required),
    ...conditionReads(c.disabled),
    ...(c.options ? [c.options.dependsOn] : []),
  ];
  if (c.compute) {
    const { props, labels } = computeReads(c.compute);
    reads.push(...props, ...labels);
    if ('cases' in c.compute) c.compute.cases.forEach((k) => reads.push(...conditionReads(k.when)));
  }
  return [...new Set(reads)];
}

const ordered = new WeakMap<readonly Column[], Column[]>();

/**
 * The linked columns in dependency order (a field after every field it reads). A cycle (which the lint
 * refuses) leaves the fields in it in their listed order.
 */
export function linkageOrder(columns: readonly Column[]): Column[] {
  const known = ordered.get(columns);
  if (known) return known;
  const linked = columns.filter(isLinked);
  const byProp = new Map(linked.map((c) => [c.prop, c]));
  const out: Column[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (c: Column) => {
    if (state.get(c.prop)) return;
    state.set(c.prop, 'visiting');
    for (const dep of linkageReads(c)) {
      const d = byProp.get(dep);
      if (d && d !== c) visit(d);
    }
    state.set(c.prop, 'done');
    out.push(c);
  };
  linked.forEach(visit);
  ordered.set(columns, out);
  return out;
}

/** What the linkage decides for a set of values. */
export interface LinkageResult {
  /** The values with hidden fields emptied (null) and computed fields filled. */
  values: LinkValues;
  hidden: Set<string>;
  disabled: Set<string>;
  /** Fields required by their condition (shown and not disabled). */
  required: Set<string>;
}

/**
 * Evaluate every linked column over the values. `labelOf` gives the label of a field's chosen option, for
 * computed values that use labels (without it such values stay empty).
 */
export function evaluateLinkage(columns: readonly Column[], values: LinkValues, labelOf?: LabelOf): LinkageResult {
  const out: LinkValues = { ...values };
  const hidden = new Set<string>();
  const disabled = new Set<string>();
  const required = new Set<string>();
  for (const c of linkageOrder(columns)) {
    if (c.visible && !conditionHolds(c.visible, out)) {
      hidden.add(c.prop);
      out[c.prop] = null;
      continue;
    }
    if (c.disabled && conditionHolds(c.disabled, out)) disabled.add(c.prop);
    else if (c.required && conditionHolds(c.required, out)) required.add(c.prop);
    if (c.compute) out[c.prop] = computeValue(c, out, labelOf);
  }
  return { values: out, hidden, disabled, required };
}

/** Whether a column's value is picked from choices rather than typed (the wording of its messages). */
const picked = (c: Column): boolean => {
  if (c.dict || c.ref) return true;
  const facts = valueTypeFacts(columnType(c));
  return !facts || !(facts.textual || facts.wire === 'number' || columnType(c) === 'password');
};

/** The message of a field required by its condition: `requiredMessage`, else 请输入 / 请选择 + the label. */
export function requiredMessage(c: Column): I18nText {
  if (c.requiredMessage) return c.requiredMessage;
  return picked(c)
    ? { zh: `请选择${c.label.zh}`, en: `Please choose the ${c.label.en.toLowerCase()}` }
    : { zh: `请输入${c.label.zh}`, en: `Please enter the ${c.label.en.toLowerCase()}` };
}

/** The message of a choice the controlling field does not allow (a stale city after the province changed). */
export function optionMessage(c: Column, controlling: Column | undefined): I18nText {
  const dep = controlling?.label ?? { zh: c.options?.dependsOn ?? '', en: c.options?.dependsOn ?? '' };
  return {
    zh: `所选${c.label.zh}不属于当前的${dep.zh}，请重新选择`,
    en: `The chosen ${c.label.en.toLowerCase()} does not belong to this ${dep.en.toLowerCase()}: please choose again`,
  };
}

/**
 * The keys a dictionary cascade (`options.allow`) offers for the controlling value: undefined when the
 * column has no such cascade, [] while the controlling field is empty or allows nothing.
 */
export function allowedKeys(c: Column, controllingValue: unknown): string[] | undefined {
  const allow = c.options?.allow;
  if (!allow) return undefined;
  if (isEmpty(controllingValue)) return [];
  return (allow[String(controllingValue)] ?? []).map(String);
}

/** A field's problem as the form shows it under the field and the server names it in its 400. */
export interface LinkageProblem {
  prop: string;
  message: I18nText;
}

/**
 * The problems the linkage finds by itself (no lookups): a field required by its condition left empty, and
 * a dictionary-cascade choice the controlling value does not allow. Remote lists and references are checked
 * by whoever can look them up (the form only offers what they answer; the server asks them).
 */
export function linkageProblems(columns: readonly Column[], result: LinkageResult): LinkageProblem[] {
  const problems: LinkageProblem[] = [];
  const byProp = new Map(columns.map((c) => [c.prop, c]));
  for (const c of linkageOrder(columns)) {
    const v = result.values[c.prop];
    if (result.hidden.has(c.prop) || result.disabled.has(c.prop)) continue;
    if (result.required.has(c.prop) && isEmpty(v)) {
      problems.push({ prop: c.prop, message: requiredMessage(c) });
      continue;
    }
    const allowed = allowedKeys(c, c.options ? result.values[c.options.dependsOn] : undefined);
    if (allowed && !isEmpty(v) && !allowed.includes(String(v)))
      problems.push({ prop: c.prop, message: optionMessage(c, byProp.get(c.options!.dependsOn)) });
  }
  return problems;
}
