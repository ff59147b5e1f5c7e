import { describe, expect, it } from 'vitest';
import { checkRule, defaultValues, toFormilySchema, toValidators, valueTypeNames } from '../../engine/form';
import { builtinValueTypeNames } from '../../engine/schema/value-types';
import type { Column } from '../../engine/schema/model';
import param from '../../schemas/system/param';
import dictChild from '../../schemas/system/dict-child';

type Props = Record<string, Record<string, unknown>>;
const fields = (schema: ReturnType<typeof toFormilySchema>) =>
  ((schema.properties as Props).grid as { properties: Props }).properties;

describe('schema -> Formily', () => {
  it('registers a value type for every built-in name', () => {
    expect(valueTypeNames()).toEqual(expect.arrayContaining(builtinValueTypeNames));
  });

  it('lays out the add form: spans, labels, editors, asterisks, validators; hidden columns left out', () => {
    const f = fields(toFormilySchema(param.columns, 'add', 'zh'));
    expect(Object.keys(f)).toEqual(['paramName', 'paramKey', 'paramValue', 'remark']); // createTime has form: false
    expect(f.paramName).toMatchObject({ title: '参数名称', 'x-component': 'Vt_edit_text', 'x-pattern': 'editable' });
    expect(f.paramName['x-decorator-props']).toMatchObject({ span: 12, asterisk: true });
    expect(f.paramValue['x-decorator-props']).toMatchObject({ span: 24 });
    expect(f.paramValue['x-component']).toBe('Vt_edit_textarea');
    expect(f.remark['x-decorator-props']).toMatchObject({ asterisk: false });
    expect((f.paramName['x-component-props'] as { placeholder: string }).placeholder).toBe('请输入参数名称');
    expect(fields(toFormilySchema(param.columns, 'add', 'en')).paramName.title).toBe('Name');
  });

  it('makes read-only columns disabled (never validated) and view mode render cells', () => {
    const add = fields(toFormilySchema(dictChild.columns, 'add', 'zh'));
    expect(add.code['x-pattern']).toBe('disabled');
    expect(add.code['x-validator']).toEqual([]);
    expect(add.dictKey['x-pattern']).toBe('editable');
    const editOnce: Column[] = [
      { prop: 'account', label: { zh: '账号', en: 'Account' }, form: { readonly: 'edit', span: 8 } },
    ];
    expect(fields(toFormilySchema(editOnce, 'add', 'zh')).account['x-pattern']).toBe('editable');
    expect(fields(toFormilySchema(editOnce, 'edit', 'zh')).account['x-pattern']).toBe('disabled');
    expect(fields(toFormilySchema(editOnce, 'edit', 'zh')).account['x-decorator-props']).toMatchObject({ span: 8 });
    const view = fields(toFormilySchema(param.columns, 'view', 'zh'));
    expect(view.createTime['x-component']).toBe('ValueCell');
    expect(view.paramName).not.toHaveProperty('x-validator');
  });

  it('takes add defaults from the columns', () => {
    expect(defaultValues(dictChild.columns)).toEqual({ sort: 1, isSealed: 0 });
  });
});

describe('rules', () => {
  const required = {
    required: true,
    trigger: 'blur' as const,
    message: { zh: '请输入参数名称', en: 'Please enter the parameter name' },
  };

  it('required uses the rule message in the current language; 0 and false are not empty', () => {
    expect(checkRule(required, '', 'zh')).toBe('请输入参数名称');
    expect(checkRule(required, undefined, 'en')).toBe('Please enter the parameter name');
    expect(checkRule(required, [], 'zh')).toBe('请输入参数名称');
    expect(checkRule(required, 0, 'zh')).toBe('');
    expect(checkRule(required, false, 'zh')).toBe('');
    expect(checkRule(required, 'x', 'zh')).toBe('');
  });

  it('pattern, min / max (length for text, value for numbers) and named validators', () => {
    const msg = { zh: '格式错', en: 'bad' };
    expect(checkRule({ pattern: '^[a-z]+$', message: msg }, 'ABC', 'zh')).toBe('格式错');
    expect(checkRule({ pattern: '^[a-z]+$', message: msg }, '', 'zh')).toBe('');
    expect(checkRule({ min: 3, message: msg }, 'ab', 'en')).toBe('bad');
    expect(checkRule({ max: 10, message: msg }, 11, 'en')).toBe('bad');
    expect(checkRule({ max: 10, message: msg }, 10, 'en')).toBe('');
    expect(checkRule({ validator: 'phone', message: msg }, '1380013800', 'zh')).toBe('手机号码长度不为11位');
    expect(checkRule({ validator: 'phone', message: msg }, '', 'zh')).toBe('');
    expect(checkRule({ required: true, validator: 'phone', message: msg }, '', 'zh')).toBe('手机号码不能为空');
    expect(checkRule({ validator: 'url', message: msg }, 'ftp://x', 'en')).toBe(
      'Please enter an address starting with http or https',
    );
  });

  it('maps triggers (blur -> onBlur, change -> onInput) and adds column constraints', () => {
    const c: Column = {
      prop: 'n',
      label: { zh: '名', en: 'N' },
      maxLength: 3,
      rules: [required, { required: true, trigger: 'change', message: { zh: 'x', en: 'x' } }],
    };
    const checks = toValidators(c, 'zh');
    expect(checks.map((v) => v.triggerType)).toEqual(['onBlur', 'onInput', 'onBlur']);
    expect(checks[2].validator('abcd')).toBe('最多 3 个字符');
    const json: Column = { prop: 'j', label: { zh: 'J', en: 'J' }, type: 'json' };
    expect(toValidators(json, 'en')[0].validator('{oops')).toBe('The JSON is not valid');
    expect(toValidators(json, 'en')[0].validator({ ok: 1 })).toBe('');
  });
});
