/**
 * The custom ajv keywords the validation schemas use, and the wording of failures: one message naming
 * every bad field by its label, in the caller's language (the rule's own message when a rule failed).
 */
import type { I18nText } from './model';
import type { Lang } from './resolve';
import { formatYuan, isYuan } from './money';
import { isEmpty, validators } from './validators';
import { checkKind, type KindSpec } from './value-checks';
import { DATE_OR_TIME_PATTERN, DATE_PATTERN, DATETIME_PATTERN, type JsonSchema } from './validation-fields';

/** Custom keywords the schemas use; register each with `ajv.addKeyword` (browser and server alike). */
export interface KeywordDefinitionLike {
  keyword: string;
  schemaType?: string;
  validate?: (schema: never, data: unknown) => boolean;
  /** The validate function sets its own errors (`validate.errors`). */
  errors?: boolean;
}

function kindKeyword(spec: KindSpec, data: unknown): boolean {
  const reason = checkKind(spec, data);
  kindKeyword.errors = reason ? [{ keyword: 'x-kind', message: reason.en, params: { reason } }] : null;
  return !reason;
}
kindKeyword.errors = null as null | { keyword: string; message: string; params: { reason: I18nText } }[];

export const validationKeywords: KeywordDefinitionLike[] = [
  { keyword: 'x-label', schemaType: 'object' },
  { keyword: 'x-messages', schemaType: 'object' },
  { keyword: 'x-nonEmpty', schemaType: 'boolean', validate: (on: boolean, data) => !on || !isEmpty(data) },
  // A NUL character is refused: PostgreSQL text cannot hold it (and no form can type it).
  {
    keyword: 'x-text',
    schemaType: 'boolean',
    validate: (on: boolean, data) => !on || typeof data !== 'string' || !data.includes('\u0000'),
  },
  {
    keyword: 'x-money',
    schemaType: 'boolean',
    // Exact (engine/schema/money.ts): the number as it prints has at most 2 decimals and fits in fen.
    validate: (on: boolean, data) => !on || typeof data !== 'number' || isYuan(data),
  },
  // A value type's own check: the reason travels in the error's params, worded in both languages.
  { keyword: 'x-kind', schemaType: 'object', errors: true, validate: kindKeyword },
  {
    keyword: 'x-validator',
    schemaType: 'string',
    validate: (name: string, data) => isEmpty(data) || !Object.hasOwn(validators, name) || !validators[name](data),
  },
];

/**
 * Which failure of a field is its reason, first to last: a missing value, then the wrong type, then out of
 * range, then the precision — so 1e15 yuan "cannot exceed 100,000.00" rather than "has too many decimals".
 */
const REASON_ORDER = [
  'required',
  'x-nonEmpty',
  'type',
  'x-kind',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'x-money',
];
const reasonRank = (keyword: string) => {
  const i = REASON_ORDER.indexOf(keyword);
  return i < 0 ? REASON_ORDER.length : i;
};

/** A bound of a money field as people read it: 100,000.00 (no currency sign: the label says yuan). */
const moneyBound = (n: number, lang: Lang) => formatYuan(n, lang === 'en' ? 'en' : 'zh', { symbol: false });

/** Why a value failed a standard keyword, without the label (which `formatErrors` puts in front). */
export function describeError(
  keyword: string,
  params: Record<string, unknown>,
  lang: Lang,
  whole = false,
  money = false,
): string {
  const en = lang === 'en';
  const n = params.limit as number;
  if (money && keyword === 'maximum')
    return en ? `cannot exceed ${moneyBound(n, lang)}` : `不能超过 ${moneyBound(n, lang)}`;
  if (money && keyword === 'minimum')
    return en ? `must be at least ${moneyBound(n, lang)}` : `不能少于 ${moneyBound(n, lang)}`;
  const typeNames: Record<string, [string, string]> = {
    string: ['文本', 'text'],
    integer: ['整数', 'a whole number'],
    number: ['数字', 'a number'],
    object: ['JSON 对象', 'a JSON object'],
    array: ['列表', 'a list'],
    boolean: ['是/否', 'true or false'],
  };
  switch (keyword) {
    case 'required':
    case 'x-nonEmpty':
      return en ? 'is required' : '不能为空';
    case 'maxLength':
      return en ? `must be at most ${n} characters` : `长度不能超过 ${n}`;
    case 'minLength':
      return en ? `must be at least ${n} characters` : `长度不能少于 ${n}`;
    case 'maximum':
      return en ? `must be at most ${n}` : `不能大于 ${n}`;
    case 'minimum':
      return en ? `must be at least ${n}` : `不能小于 ${n}`;
    case 'x-money':
      return en ? 'must have at most 2 decimals' : '最多两位小数';
    case 'x-text':
      return en ? 'contains a character that is not allowed' : '包含不允许的字符';
    case 'maxItems':
      return en ? `must have at most ${n} entries` : `不能超过 ${n} 项`;
    case 'type': {
      const t = String(params.type).split(',')[0];
      const name = typeNames[t] ?? [t, t];
      if (whole) return en ? `the body must be ${name[1]}` : `请求体必须是${name[0]}`;
      return en ? `must be ${name[1]}` : `必须是${name[0]}`;
    }
    case 'pattern':
      if (params.pattern === DATETIME_PATTERN)
        return en ? 'must look like YYYY-MM-DD HH:mm:ss' : '格式应为 YYYY-MM-DD HH:mm:ss';
      if (params.pattern === DATE_PATTERN) return en ? 'must look like YYYY-MM-DD' : '格式应为 YYYY-MM-DD';
      if (params.pattern === DATE_OR_TIME_PATTERN)
        return en ? 'must be a date (YYYY-MM-DD[ HH:mm:ss])' : '必须是日期(YYYY-MM-DD[ HH:mm:ss])';
      return en ? 'has an invalid format' : '格式不正确';
    case 'x-kind': {
      const reason = params.reason as I18nText | undefined;
      if (reason) return reason[en ? 'en' : 'zh'];
      return en ? 'is not valid' : '取值无效';
    }
    case 'x-validator':
    case 'format':
      return en ? 'has an invalid format' : '格式不正确';
    default:
      return en ? 'is not valid' : '取值无效';
  }
}

/** The parts of an ajv error this module reads. */
export interface SchemaErrorLike {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

/** One field's problem: the prop ('' for the whole value), its label and the message in the language. */
export interface FieldError {
  prop: string;
  label: string;
  message: string;
}

/**
 * The errors per field, in the schema's order (as the form shows them): the rule's own message when a rule
 * failed, else `label: reason`; one entry per field; unknown props as one entry with prop `*`.
 */
export function fieldErrors(schema: JsonSchema, errors: SchemaErrorLike[], lang: Lang): FieldError[] {
  const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const unknown: string[] = [];
  const byField = new Map<string, FieldError>();
  // The first failure of a field (in reason order) is the one it is refused for.
  const ordered = [...errors].sort((a, b) => reasonRank(a.keyword) - reasonRank(b.keyword));
  for (const err of ordered) {
    if (err.keyword === 'additionalProperties') {
      unknown.push(String(err.params.additionalProperty));
      continue;
    }
    const prop =
      err.keyword === 'required' ? String(err.params.missingProperty) : (err.instancePath.split('/')[1] ?? '');
    if (byField.has(prop)) continue;
    const fieldSchema = Object.hasOwn(props, prop) ? props[prop] : undefined;
    const ruleKey = err.keyword === 'required' ? 'required' : err.keyword;
    const ruleMessage = (fieldSchema?.['x-messages'] as Record<string, I18nText> | undefined)?.[ruleKey];
    const label =
      (fieldSchema?.['x-label'] as I18nText | undefined)?.[lang] ?? (prop || (lang === 'en' ? 'Request' : '请求'));
    byField.set(prop, {
      prop,
      label,
      message: ruleMessage
        ? ruleMessage[lang]
        : `${label}: ${describeError(err.keyword, err.params, lang, !prop, fieldSchema?.['x-money'] === true)}`,
    });
  }
  // Fields in the order the schema lists them (as the form shows them), not in ajv's order.
  const position = new Map(Object.keys(props).map((p, i) => [p, i]));
  const out = [...byField.values()].sort((a, b) => (position.get(a.prop) ?? -1) - (position.get(b.prop) ?? -1));
  if (unknown.length) {
    const label = lang === 'en' ? 'Unknown fields' : '未知字段';
    out.push({ prop: '*', label, message: `${label}: ${unknown.join(', ')}` });
  }
  return out;
}

/**
 * One message for all errors: the rule's own message when a rule failed, else `label: reason`; unknown
 * props are listed together. One entry per field, in the schema's order.
 */
export function formatErrors(schema: JsonSchema, errors: SchemaErrorLike[], lang: Lang): string {
  return fieldErrors(schema, errors, lang)
    .map((e) => e.message)
    .join(lang === 'en' ? '; ' : '；');
}
