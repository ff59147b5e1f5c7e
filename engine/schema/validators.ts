/**
 * Named validators and the emptiness rule (spec §5). Pure: the form and the reference server use the
 * same functions, so a value the browser accepts is a value the server accepts.
 */
import type { Column, I18nText } from './model';

/** null, undefined, blank text (spaces only, too), [] and {} are empty; numbers (0 too) and booleans are not. */
export function isEmpty(v: unknown): boolean {
  if (v === null || v === undefined) return true;
  if (typeof v === 'string') return v.trim().length === 0;
  if (Array.isArray(v)) return v.length === 0;
  if (typeof v === 'number' || typeof v === 'boolean') return false;
  if (v instanceof Date) return false;
  if (typeof v === 'object') return Object.keys(v as object).length === 0;
  return false;
}

/** Drop empty values from search parameters (spec §5 "Empty search values are dropped"). */
export function dropEmpty<T extends Record<string, unknown>>(params: T): Partial<T> {
  return Object.fromEntries(Object.entries(params).filter(([, v]) => !isEmpty(v))) as Partial<T>;
}

/** A validator returns undefined when the value is fine, else the message. */
export type Validator = (value: unknown) => I18nText | undefined;

const landline = /^((0\d{2,3})-)(\d{7,8})(-(\d{3,}))?$/;

/** Phone rule of spec §5: empty, wrong length, or a landline pattern are refused, in that order. */
export const phone: Validator = (value) => {
  const v = value === null || value === undefined ? '' : String(value).trim();
  if (v === '') return { zh: '手机号码不能为空', en: 'The phone number cannot be empty' };
  if (v.length !== 11) return { zh: '手机号码长度不为11位', en: 'The phone number must have 11 digits' };
  if (landline.test(v) || !/^1\d{10}$/.test(v))
    return { zh: '手机号码格式不正确', en: 'The phone number is not valid' };
  return undefined;
};

/** URL rule of spec §5: starts with http:// or https://. */
export const url: Validator = (value) =>
  typeof value === 'string' && /^https?:\/\/\S+$/i.test(value)
    ? undefined
    : { zh: '请输入以 http 或 https 开头的地址', en: 'Please enter an address starting with http or https' };

export const email: Validator = (value) =>
  typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)
    ? undefined
    : { zh: '邮箱格式不正确', en: 'The email address is not valid' };

export const validators: Record<string, Validator> = { phone, url, email };

/** Whether a column's text is trimmed before it is checked and stored: yes, unless it says `trim: false`
 * or holds a password (typed as is). */
export const trims = (column: Pick<Column, 'type' | 'trim'> | undefined): boolean =>
  column?.trim !== false && column?.type !== 'password';

/** The values with the text of every trimming column trimmed (other props as they are). */
export function trimmedValues<T extends Record<string, unknown>>(
  columns: ReadonlyArray<Pick<Column, 'prop' | 'type' | 'trim'>>,
  values: T,
): T {
  const out: Record<string, unknown> = { ...values };
  for (const c of columns) {
    const v = out[c.prop];
    if (typeof v === 'string' && trims(c)) out[c.prop] = v.trim();
  }
  return out as T;
}
