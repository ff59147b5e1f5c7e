import { describe, expect, it, vi } from 'vitest';
import { CrudPage } from '../../engine/crud';
import { createMemoryProvider } from '../../engine/data/memory-provider';
import {
  act,
  bodyRows,
  button,
  cellTexts,
  click,
  dialog,
  fieldInput,
  fireEvent,
  param,
  paramRows,
  queryButton,
  registry,
  renderWithEngine,
  screen,
  type,
  waitFor,
  within,
} from './crud-harness';

const provider = () => createMemoryProvider({ registry, rows: { 'system.param': paramRows() } });
const MESSAGES = ['请输入参数名称', '请输入参数键名', '请输入参数键值'];

async function ready() {
  await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
}

async function openAdd() {
  await ready();
  await click(button('新增'));
  return dialog();
}

describe('CrudPage dialogs over system.param', () => {
  it('shows the three required messages when submitting an empty add form', async () => {
    const p = provider();
    const submit = vi.spyOn(p, 'submit');
    renderWithEngine(<CrudPage schema={param} />, { provider: p });
    const d = await openAdd();
    for (const m of MESSAGES) expect(within(d).queryByText(m)).toBeNull();
    await click(button('确定', d));
    for (const m of MESSAGES) expect(await within(d).findByText(m)).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('shows a field message when leaving an empty required field (trigger blur)', async () => {
    renderWithEngine(<CrudPage schema={param} />);
    const d = await openAdd();
    const name = fieldInput(d, '参数名称');
    await act(async () => {
      fireEvent.focus(name);
      fireEvent.blur(name);
    });
    expect(await within(d).findByText('请输入参数名称')).toBeInTheDocument();
    // only the field that was left is flagged
    expect(within(d).queryByText('请输入参数键名')).toBeNull();
  });

  it('adds a row: 新增成功, dialog closed, the row listed', async () => {
    const p = provider();
    const submit = vi.spyOn(p, 'submit');
    renderWithEngine(<CrudPage schema={param} />, { provider: p });
    const d = await openAdd();
    await type(fieldInput(d, '参数名称'), '新参数');
    await type(fieldInput(d, '参数键名'), 'new.key');
    await type(fieldInput(d, '参数键值'), 'new value');
    await click(button('确定', d));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(submit).toHaveBeenCalledWith(
      param,
      expect.objectContaining({ paramName: '新参数', paramKey: 'new.key', paramValue: 'new value' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(cellTexts(bodyRows()[0])).toContain('新参数'));
    expect(screen.getByText('共 26 条')).toBeInTheDocument();
  });

  it('edits a row after loading its detail: 更新成功', async () => {
    const p = provider();
    const detail = vi.spyOn(p, 'detail');
    renderWithEngine(<CrudPage schema={param} />, { provider: p });
    await ready();
    await click(button('编辑', bodyRows()[0]));
    const d = dialog();
    expect(detail).toHaveBeenCalledWith(param, '25');
    await waitFor(() => expect(fieldInput(d, '参数名称')).toHaveValue('参数25'));
    await type(fieldInput(d, '参数名称'), '参数25改');
    await act(async () => {
      fireEvent.keyDown(fieldInput(d, '参数名称'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    });
    expect(await screen.findByText('更新成功')).toBeInTheDocument();
    await waitFor(() => expect(cellTexts(bodyRows()[0])).toContain('参数25改'));
  });

  it('views a row read-only with the view button', async () => {
    renderWithEngine(<CrudPage schema={param} />);
    await ready();
    await click(button('查看', bodyRows()[1]));
    const d = dialog();
    await waitFor(() => expect(within(d).getByText('value-24')).toBeInTheDocument());
    expect(d.querySelector('input, textarea')).toBeNull();
    expect(queryButton('确定', d)).toBeNull();
  });

  it('deletes a row after the confirmation 提示 / 确定将选择数据删除?', async () => {
    const p = provider();
    const remove = vi.spyOn(p, 'remove');
    renderWithEngine(<CrudPage schema={param} />, { provider: p });
    await ready();
    await click(button('删除', bodyRows()[0]));
    expect(await screen.findByText('确定将选择数据删除?')).toBeInTheDocument();
    expect(document.querySelector('.ant-modal-confirm-title')?.textContent).toBe('提示');
    await click(button('确定'));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith(param, ['25']);
    await waitFor(() => expect(cellTexts(bodyRows()[0])).toContain('参数24'));
  });

  it('bulk delete with nothing selected warns 请选择至少一条数据; with a selection deletes them', async () => {
    const p = provider();
    const remove = vi.spyOn(p, 'remove');
    renderWithEngine(<CrudPage schema={param} />, { provider: p });
    await ready();
    const toolbar = document.querySelector('.crud-toolbar') as HTMLElement;
    await click(button('删除', toolbar));
    expect(await screen.findByText('请选择至少一条数据')).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
    await click(bodyRows()[0].querySelector('input[type="checkbox"]') as HTMLElement);
    await click(bodyRows()[1].querySelector('input[type="checkbox"]') as HTMLElement);
    await click(button('删除', toolbar));
    await click(
      button(
        '确定',
        await screen.findByText('确定将选择数据删除?').then((el) => el.closest('.ant-modal') as HTMLElement),
      ),
    );
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith(param, ['25', '24']);
    await waitFor(() => expect(screen.getByText('共 23 条')).toBeInTheDocument());
  });

  it('keeps the dialog open with the typed values when saving fails, and releases the loading', async () => {
    const p = provider();
    let fail: (e: Error) => void = () => {};
    vi.spyOn(p, 'submit').mockImplementation(() => new Promise((_ok, no) => (fail = no)));
    renderWithEngine(<CrudPage schema={param} />, { provider: p });
    const d = await openAdd();
    await type(fieldInput(d, '参数名称'), '会失败');
    await type(fieldInput(d, '参数键名'), 'fail.key');
    await type(fieldInput(d, '参数键值'), 'v');
    await click(button('确定', d));
    await waitFor(() => expect(button('确定', d).className).toMatch(/ant-btn-loading/));
    await act(async () => fail(new Error('参数键名已存在')));
    expect(await screen.findByText('参数键名已存在')).toBeInTheDocument();
    await waitFor(() => expect(button('确定', d).className).not.toMatch(/ant-btn-loading/));
    expect(dialog()).toBe(d);
    expect(fieldInput(d, '参数名称')).toHaveValue('会失败');
    expect(fieldInput(d, '参数键名')).toHaveValue('fail.key');
    expect(screen.queryByText('新增成功')).toBeNull();
  });

  it('with only param_view shows no add, edit or delete buttons', async () => {
    renderWithEngine(<CrudPage schema={param} />, { permissions: { param_view: true } });
    await ready();
    expect(queryButton('新增')).toBeNull();
    expect(queryButton('编辑')).toBeNull();
    expect(queryButton('删除')).toBeNull();
    expect(queryButton('查看', bodyRows()[0])).not.toBeNull();
  });

  it('speaks English when the language is en', async () => {
    renderWithEngine(<CrudPage schema={param} />, { lang: 'en' });
    await ready();
    expect(screen.getByText('Total 25')).toBeInTheDocument();
    await click(button('Delete', bodyRows()[0]));
    expect(await screen.findByText('Delete the selected rows?')).toBeInTheDocument();
    expect(document.querySelector('.ant-modal-confirm-title')?.textContent).toBe('Confirm');
    await click(button('OK'));
    expect(await screen.findByText('Deleted successfully')).toBeInTheDocument();
    await click(button('Delete', document.querySelector('.crud-toolbar') as HTMLElement));
    expect(await screen.findByText('Please select at least one row')).toBeInTheDocument();
    await click(button('Add'));
    const d = dialog();
    await click(button('OK', d));
    expect(await within(d).findByText('Please enter the parameter name')).toBeInTheDocument();
    expect(within(d).getByText('Name')).toBeInTheDocument();
  });
});
