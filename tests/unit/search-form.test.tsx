/**
 * The search bar above a table (engine/crud/SearchForm.tsx), a plain form over the value types' search
 * editors: its labels, Enter and the buttons, and the values a link opens it with.
 */
import { describe, expect, it, vi } from 'vitest';
import { SearchForm } from '../../engine/crud';
import { defineEntity } from '../../engine/schema';
import {
  act,
  button,
  cleanupScreen,
  click,
  fieldInput,
  fireEvent,
  param,
  renderWithEngine,
  screen,
  type,
  within,
} from './crud-harness';

const search = () => screen.getByRole('search');
const labels = () => Array.from(search().querySelectorAll('.crud-search-label')).map((l) => l.textContent);

describe('the search bar', () => {
  it('labels each search column, with a colon, in the schema order unless search.order says otherwise', () => {
    renderWithEngine(<SearchForm schema={param} onSearch={() => {}} />);
    expect(labels()).toEqual(['参数名称:', '参数键名:', '创建时间:']);
    const ordered = defineEntity({
      ...param,
      name: 'system.param-ordered',
      columns: param.columns.map((c) => (c.prop === 'paramKey' ? { ...c, search: { order: -1 } } : c)),
    });
    cleanupScreen();
    renderWithEngine(<SearchForm schema={ordered} onSearch={() => {}} />, { lang: 'en' });
    expect(labels().slice(-3)).toEqual(['Key:', 'Name:', 'Created:']);
  });

  it('searches on Enter with what was just typed, and with the button', async () => {
    const onSearch = vi.fn();
    renderWithEngine(<SearchForm schema={param} onSearch={onSearch} />);
    const name = fieldInput(search(), '参数名称');
    await act(async () => {
      fireEvent.change(name, { target: { value: '站点' } });
      fireEvent.keyDown(name, { key: 'Enter', code: 'Enter', keyCode: 13 });
    });
    expect(onSearch).toHaveBeenLastCalledWith({ paramName: '站点' });
    await type(fieldInput(search(), '参数键名'), 'site');
    await click(button('搜索', search()));
    expect(onSearch).toHaveBeenLastCalledWith({ paramName: '站点', paramKey: 'site' });
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('清空 (Reset) empties every field and searches again with nothing', async () => {
    const onSearch = vi.fn();
    renderWithEngine(<SearchForm schema={param} onSearch={onSearch} initialValues={{ paramName: '站点' }} />);
    expect(fieldInput(search(), '参数名称')).toHaveValue('站点');
    await type(fieldInput(search(), '参数键名'), 'site');
    await click(button('清空', search()));
    expect(onSearch).toHaveBeenLastCalledWith({});
    expect(fieldInput(search(), '参数名称')).toHaveValue('');
    expect(fieldInput(search(), '参数键名')).toHaveValue('');
  });

  it('opens with a link’s values and sends them until changed', async () => {
    const onSearch = vi.fn();
    renderWithEngine(
      <SearchForm schema={param} onSearch={onSearch} initialValues={{ paramKey: 'site', createTime: ['2024-01-05', undefined] }} />,
    );
    expect(within(search()).getByDisplayValue('site')).toBeInTheDocument();
    await click(button('搜索', search()));
    expect(onSearch).toHaveBeenLastCalledWith({ paramKey: 'site', createTime: ['2024-01-05', null] });
  });
});
