/**
 * Texts of the form layer (value types, rules, editors) in both languages, under the `form` namespace.
 * Messages that a schema owns (labels, rule messages) never come from here.
 */
import { addMessages, i18n, type Lang } from '../i18n';

export const FORM_NS = 'form';

addMessages(FORM_NS, {
  zh: {
    yes: '是',
    no: '否',
    select: '请选择',
    input: '请输入',
    start: '开始日期',
    end: '结束日期',
    opens: '开始时间',
    closes: '结束时间',
    upload: '上传',
    uploadFailed: '上传失败',
    invalidJson: 'JSON 格式不正确',
    maxLength: '最多 {{max}} 个字符',
    minValue: '不能小于 {{min}}',
    maxValue: '不能大于 {{max}}',
    minLength: '至少 {{min}} 个字符',
    pattern: '格式不正确',
    unknownType: '未知的值类型: {{type}}',
  },
  en: {
    yes: 'Yes',
    no: 'No',
    select: 'Please select',
    input: 'Please enter',
    start: 'Start date',
    end: 'End date',
    opens: 'From',
    closes: 'Until',
    upload: 'Upload',
    uploadFailed: 'Upload failed',
    invalidJson: 'The JSON is not valid',
    maxLength: 'At most {{max}} characters',
    minValue: 'Must not be less than {{min}}',
    maxValue: 'Must not be greater than {{max}}',
    minLength: 'At least {{min}} characters',
    pattern: 'The format is not valid',
    unknownType: 'Unknown value type: {{type}}',
  },
});

/**
 * Texts without variables, per language and key: cell renderers ask for the same few ("yes" / "no" of
 * every switch cell) thousands of times a page, and an i18next lookup each time showed in the table's
 * first render (issue 5). Emptied whenever messages are added or removed.
 */
const plainTexts = new Map<string, string>();
i18n.store.on('added', () => plainTexts.clear());
i18n.store.on('removed', () => plainTexts.clear());

/** A form text in a given language; used where no hook is at hand (cell renderers, validators). */
export function formText(key: string, lang: Lang, vars?: Record<string, unknown>): string {
  if (vars) return i18n.getFixedT(lang, FORM_NS)(key, vars) as string;
  const id = `${lang}:${key}`;
  let found = plainTexts.get(id);
  if (found === undefined) {
    found = i18n.getFixedT(lang, FORM_NS)(key, {}) as string;
    plainTexts.set(id, found);
  }
  return found;
}
