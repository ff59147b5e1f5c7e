/**
 * The form side of issue 13 defect 4: a required field filled with spaces shows its required message and
 * is not submitted; text is submitted trimmed (the server trims and checks the same way).
 */
import { describe, expect, it, vi } from 'vitest';
import { CrudPage } from '../../engine/crud';
import { createMemoryProvider } from '../../engine/data/memory-provider';
import { checkRule } from '../../engine/form/rules';
import { trimmedValues } from '../../engine/schema/validators';
import {
  bodyRows,
  button,
  click,
  dialog,
  fieldInput,
  param,
  paramRows,
  registry,
  renderWithEngine,
  screen,
  type,
  waitFor,
  within,
} from './crud-harness';

describe('required and blanks', () => {
  it('a required rule refuses spaces, tabs and line breaks', () => {
    const rule = { required: true, message: { zh: '必填', en: 'Required' } };
    for (const v of [' ', '\t', '  \n ', '\u3000']) expect(checkRule(rule, v, 'en')).toBe('Required');
    expect(checkRule(rule, ' x ', 'en')).toBe('');
  });

  it('values are trimmed by column, except passwords and columns that opt out', () => {
    const columns = [
      { prop: 'a', label: { zh: 'a', en: 'a' } },
      { prop: 'b', label: { zh: 'b', en: 'b' }, trim: false },
      { prop: 'p', label: { zh: 'p', en: 'p' }, type: 'password' },
      { prop: 'n', label: { zh: 'n', en: 'n' }, type: 'number' },
    ];
    expect(trimmedValues(columns, { a: '  x ', b: ' y ', p: ' secret ', n: 3, other: ' o ' })).toEqual({
      a: 'x',
      b: ' y ',
      p: ' secret ',
      n: 3,
      other: ' o ',
    });
  });

  it('the add form shows the required message for a blank name and submits trimmed text', async () => {
    const p = createMemoryProvider({ registry, rows: { 'system.param': paramRows() } });
    const submit = vi.spyOn(p, 'submit');
    renderWithEngine(<CrudPage schema={param} />, { provider: p });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    await click(button('新增'));
    const d = dialog();
    await type(fieldInput(d, '参数名称'), '   ');
    await type(fieldInput(d, '参数键名'), '  blank.key ');
    await type(fieldInput(d, '参数键值'), ' v ');
    await click(button('确定', d));
    expect(await within(d).findByText('请输入参数名称')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
    await type(fieldInput(d, '参数名称'), ' 名称 ');
    await click(button('确定', d));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(submit).toHaveBeenCalledWith(
      param,
      expect.objectContaining({ paramName: '名称', paramKey: 'blank.key', paramValue: 'v' }),
    );
  });
});
