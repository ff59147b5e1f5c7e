import { describe, expect, it, vi } from 'vitest';
import { CrudPage } from '../../engine/crud';
import { createMemoryProvider } from '../../engine/data/memory-provider';
import {
  act,
  bodyRows,
  button,
  cellTexts,
  click,
  fireEvent,
  headerTexts,
  param,
  paramRows,
  registry,
  renderWithEngine,
  screen,
  type,
  waitFor,
  within,
} from './crud-harness';

const provider = () => createMemoryProvider({ registry, rows: { 'system.param': paramRows() } });

describe('CrudPage over system.param', () => {
  it('shows the first page of rows with index and selection columns', async () => {
    renderWithEngine(<CrudPage schema={param} title="参数管理" />);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const first = cellTexts(bodyRows()[0]);
    expect(bodyRows()[0].querySelector('td input[type="checkbox"]')).not.toBeNull();
    expect(first[1]).toBe('1');
    expect(first).toContain('参数25');
    expect(cellTexts(bodyRows()[9])[1]).toBe('10');
    expect(screen.getByText('共 25 条')).toBeInTheDocument();
    expect(headerTexts()).toEqual(
      expect.arrayContaining(['序号', '参数名称', '参数键名', '参数键值', '创建时间', '操作']),
    );
    // remark is hidden by default (table.hide)
    expect(headerTexts()).not.toContain('备注');
  });

  it('changes the page size to 30 and shows every row', async () => {
    const p = provider();
    const spy = vi.spyOn(p, 'page');
    renderWithEngine(<CrudPage schema={param} />, { provider: p });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const sizeChanger = document.querySelector('.ant-pagination-options .ant-select-selector') as HTMLElement;
    await act(async () => {
      fireEvent.mouseDown(sizeChanger);
    });
    const options = await screen.findAllByText('30 条/页');
    await click(options[options.length - 1]);
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    expect(spy).toHaveBeenLastCalledWith(param, expect.objectContaining({ current: 1, size: 30 }));
    expect(cellTexts(bodyRows()[24])[1]).toBe('25');
  });

  it('searches with empty values dropped and the date range as createTime_dategt / _datelt', async () => {
    const p = provider();
    const spy = vi.spyOn(p, 'page');
    renderWithEngine(<CrudPage schema={param} />, { provider: p });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const search = screen.getByRole('search');
    await type(within(search).getByPlaceholderText('请输入参数名称'), '参数1');
    // type a key then clear it again: an empty value must not be sent
    await type(within(search).getByPlaceholderText('请输入参数键名'), 'x');
    await type(within(search).getByPlaceholderText('请输入参数键名'), '');
    const [from, to] = within(search)
      .getAllByRole('textbox')
      .filter((i) => ['开始日期', '结束日期'].includes(i.getAttribute('placeholder') ?? ''));
    await act(async () => {
      fireEvent.mouseDown(from);
      fireEvent.focus(from);
      fireEvent.change(from, { target: { value: '2024-01-05' } });
      fireEvent.keyDown(from, { key: 'Enter', code: 'Enter', keyCode: 13 });
    });
    // Enter on the start moves the picker to the end input by itself.
    await act(async () => {
      fireEvent.change(to, { target: { value: '2024-01-15' } });
      fireEvent.keyDown(to, { key: 'Enter', code: 'Enter', keyCode: 13 });
    });
    await click(button('搜索'));
    await waitFor(() =>
      expect(spy).toHaveBeenLastCalledWith(param, {
        current: 1,
        size: 10,
        params: {
          paramName: '参数1',
          createTime_dategt: '2024-01-05 00:00:00',
          createTime_datelt: '2024-01-15 23:59:59',
        },
      }),
    );
    // 参数10..参数15 have createTime 2024-01-10..15; 参数1 is on 01-01 (outside)
    await waitFor(() =>
      expect(bodyRows().map((r) => cellTexts(r)[2])).toEqual([
        '参数15',
        '参数14',
        '参数13',
        '参数12',
        '参数11',
        '参数10',
      ]),
    );
  });
});
