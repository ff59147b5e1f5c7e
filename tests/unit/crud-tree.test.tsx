import { describe, expect, it, vi } from 'vitest';
import { MasterDetailPage, TreeCrudPage } from '../../engine/crud';
import { createMemoryProvider } from '../../engine/data/memory-provider';
import { createRegistry } from '../../engine/schema/registry';
import type { EntitySchema } from '../../engine/schema/model';
import {
  bodyRows,
  button,
  cellTexts,
  click,
  dialog,
  dictChild,
  dictHorizontal,
  dictRows,
  fieldInput,
  registry,
  renderWithEngine,
  screen,
  type,
  waitFor,
  within,
} from './crud-harness';

const memory = () => createMemoryProvider({ registry, rows: { 'system.dict': dictRows() } });
/** The master and detail cards, looked up afresh: the detail remounts when the master row changes. */
const cards = () => Array.from(document.querySelectorAll<HTMLElement>('.crud-page'));
const names = (root?: HTMLElement) => bodyRows(root).map((r) => cellTexts(r)[3]);
const rowNamed = (name: string, root?: HTMLElement) =>
  bodyRows(root).find((r) => cellTexts(r).includes(name)) as HTMLElement;

describe('TreeCrudPage', () => {
  it('lists the whole tree, expands all, and shows dictionary labels for 0 / 1 keys', async () => {
    renderWithEngine(<TreeCrudPage schema={dictChild} />, { provider: memory() });
    await waitFor(() => expect(names()).toEqual(['性别', '是否']));
    await click(button('展开全部'));
    await waitFor(() => expect(names()).toEqual(['性别', '男', '男孩', '女', '是否', '否', '是']));
    // isSealed holds the number 0/1; the yes_no dictionary keys are the strings '0'/'1'
    expect(cellTexts(rowNamed('性别'))).toContain('否');
    expect(cellTexts(rowNamed('是否'))).toContain('是');
    await click(button('折叠全部'));
    await waitFor(() => expect(names()).toEqual(['性别', '是否']));
  });

  it('draws the hierarchy in the label column: the expand icon and the indentation sit beside the name, not in 序号', async () => {
    renderWithEngine(<TreeCrudPage schema={dictChild} />, { provider: memory() });
    await waitFor(() => expect(names()).toEqual(['性别', '是否']));
    const cells = [...rowNamed('性别').querySelectorAll('td')];
    const withIcon = cells.findIndex((td) => td.querySelector('.ant-table-row-expand-icon'));
    expect(withIcon).toBe(3);
    expect(cells[withIcon].textContent).toContain('性别');
    await click(button('展开全部'));
    await waitFor(() => expect(names()).toContain('男孩'));
    const child = [...rowNamed('男孩').querySelectorAll('td')][3];
    expect(child.querySelector('.ant-table-row-indent.indent-level-2')).not.toBeNull();
  });

  it('loads a lazy tree one level at a time', async () => {
    const lazy: EntitySchema = {
      ...dictChild,
      name: 'system.dictLazy',
      api: { ...dictChild.api, list: 'lazy-tree' },
      tree: { ...dictChild.tree, lazy: true },
    };
    const reg = createRegistry([...registry.files, { file: 'schemas/system/lazy.ts', value: lazy }]);
    const p = createMemoryProvider({ registry: reg, rows: { 'system.dict': dictRows() } });
    const lazyTree = vi.spyOn(p, 'lazyTree');
    renderWithEngine(<TreeCrudPage schema={lazy} />, { provider: p, registry: reg });
    await waitFor(() => expect(names()).toEqual(['性别', '是否']));
    expect(lazyTree).toHaveBeenCalledWith(lazy, 0, {});
    await click(rowNamed('性别').querySelector('.ant-table-row-expand-icon') as HTMLElement);
    await waitFor(() => expect(names()).toEqual(['性别', '男', '女', '是否']));
    expect(lazyTree).toHaveBeenCalledWith(lazy, '1', {});
  });
});

describe('MasterDetailPage (dictionaries)', () => {
  it('filters the items by the chosen group and presets the link values when adding', async () => {
    const p = memory();
    const list = vi.spyOn(p, 'list');
    const submit = vi.spyOn(p, 'submit');
    renderWithEngine(<MasterDetailPage page={dictHorizontal} />, { provider: p });
    const [master] = cards();
    const detail = () => cards()[1];
    await waitFor(() => expect(bodyRows(master).map((r) => cellTexts(r)[3])).toEqual(['是否', '性别']));
    // before a group is chosen: a hint, no list call, add disabled
    expect(within(detail()).getByText('选择左侧字典管理后查看字典项')).toBeInTheDocument();
    expect(list).not.toHaveBeenCalled();
    expect(button('新增', detail())).toBeDisabled();

    await click(rowNamed('性别', master).querySelector('td:nth-child(4)') as HTMLElement);
    await waitFor(() => expect(rowNamed('性别', master).getAttribute('data-active')).toBe('true'));
    await waitFor(() => expect(names(detail())).toEqual(['男', '女']));
    expect(list).toHaveBeenLastCalledWith(dictChild, { parentId: '1' });
    expect(names(detail())).not.toContain('否');

    await click(button('新增', detail()));
    const d = dialog();
    const code = fieldInput(d, '字典编号');
    expect(code).toHaveValue('sex');
    expect(code).toBeDisabled();
    await type(fieldInput(d, '字典名称'), '保密');
    await type(fieldInput(d, '字典键值'), '3');
    await click(button('确定', d));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(submit).toHaveBeenCalledWith(
      dictChild,
      expect.objectContaining({ parentId: '1', code: 'sex', dictValue: '保密', dictKey: '3', sort: 1, isSealed: 0 }),
    );
    // tree order: sort (保密 got the default 1), then id
    await waitFor(() => expect(names(detail())).toEqual(['男', '保密', '女']));

    // switching the group refilters the items
    await click(rowNamed('是否', master).querySelector('td:nth-child(4)') as HTMLElement);
    await waitFor(() => expect(names(detail())).toEqual(['否', '是']));
  });

  it('"add child" presets the parent and inherits the code from the row', async () => {
    const p = memory();
    const submit = vi.spyOn(p, 'submit');
    renderWithEngine(<MasterDetailPage page={dictHorizontal} />, { provider: p });
    const [master] = cards();
    const detail = () => cards()[1];
    await waitFor(() => expect(bodyRows(master).length).toBe(2));
    await click(rowNamed('性别', master).querySelector('td:nth-child(4)') as HTMLElement);
    await waitFor(() => expect(names(detail())).toEqual(['男', '女']));
    await click(button('新增子项', rowNamed('女', detail())));
    const d = dialog();
    expect(fieldInput(d, '字典编号')).toHaveValue('sex');
    expect(fieldInput(d, '字典编号')).toBeDisabled();
    await type(fieldInput(d, '字典名称'), '女孩');
    await type(fieldInput(d, '字典键值'), '2-1');
    await click(button('确定', d));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(submit).toHaveBeenCalledWith(
      dictChild,
      expect.objectContaining({ parentId: '12', code: 'sex', dictValue: '女孩' }),
    );
    await click(button('展开全部', detail()));
    await waitFor(() => expect(names(detail())).toEqual(['男', '男孩', '女', '女孩']));
  });
});
