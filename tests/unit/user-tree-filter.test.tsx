/**
 * The tree filter of engine/crud (`table.treeFilter`): choosing a node sends its value as the list parameter
 * to the provider, the "all" root clears it, the keyboard works, and export (toolbar download) sends it too.
 */
import { describe, expect, it, vi } from 'vitest';
import { defineEntity } from '../../engine/schema';
import { createRegistry } from '../../engine/schema/registry';
import { createMemoryProvider } from '../../engine/data/memory-provider';
import type { DataProvider, PageQuery } from '../../engine/data/provider';
import { CrudPage } from '../../engine/crud';
import { act, bodyRows, fireEvent, renderWithEngine, screen, waitFor, within } from './crud-harness';

const DEPT_TREE = '/api/test/dept/tree';

const staff = defineEntity({
  name: 'test.staff',
  title: { zh: '员工', en: 'Staff' },
  permission: 'staff',
  api: { service: 'test', entity: 'staff' },
  table: {
    treeFilter: {
      prop: 'deptId',
      title: { zh: '部门', en: 'Departments' },
      dict: { url: DEPT_TREE, label: 'title', value: 'id', tree: true },
    },
  },
  actions: [{ key: 'export', label: { zh: '导出', en: 'Export' }, scope: 'toolbar', download: true, method: 'GET' }],
  columns: [
    { prop: 'account', label: { zh: '账号', en: 'Account' }, search: true },
    { prop: 'deptId', label: { zh: '部门', en: 'Dept' } },
  ],
});

const registry = createRegistry([{ file: 'schemas/test/staff.ts', value: staff }]);

function setup() {
  const memory = createMemoryProvider({
    registry,
    rows: {
      'test.staff': [
        { id: '1', account: 'ann', deptId: '10' },
        { id: '2', account: 'bob', deptId: '11' },
      ],
    },
    options: {
      [DEPT_TREE]: [
        { id: '10', title: '总部', children: [{ id: '11', title: '华东' }] },
        { id: '20', title: '华南' },
      ],
    },
  });
  const page = vi.fn((e: Parameters<DataProvider['page']>[0], q: PageQuery) => memory.page(e, q));
  const download = vi.fn(async () => ({ blob: new Blob(['x']), fileName: 'staff.xlsx' }));
  const provider: DataProvider = { ...memory, page, download };
  renderWithEngine(<CrudPage schema={staff} />, { provider, registry });
  const lastParams = () => page.mock.calls.at(-1)![1].params ?? {};
  return { page, download, lastParams };
}

const treeNode = (label: string) =>
  within(screen.getByTestId('tree-filter')).getByText(label, { selector: '.ant-tree-title' });

describe('table.treeFilter', () => {
  it('shows the tree under an "all" root and sends the chosen node as the list parameter', async () => {
    const { lastParams } = setup();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(lastParams()).not.toHaveProperty('deptId');
    await waitFor(() => treeNode('华东'));
    expect(treeNode('全部')).toBeTruthy();

    fireEvent.click(treeNode('华东'));
    await waitFor(() => expect(lastParams()).toMatchObject({ deptId: '11' }));
    fireEvent.click(treeNode('总部'));
    await waitFor(() => expect(lastParams()).toMatchObject({ deptId: '10' }));
    // Choosing the chosen node again keeps it.
    fireEvent.click(treeNode('总部'));
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(lastParams()).toMatchObject({ deptId: '10' });

    fireEvent.click(treeNode('全部'));
    await waitFor(() => expect(lastParams()).not.toHaveProperty('deptId'));
  });

  it('is keyboard usable: arrows move, Enter chooses', async () => {
    const { lastParams } = setup();
    await waitFor(() => treeNode('华东'));
    const tree = within(screen.getByTestId('tree-filter')).getByRole('tree');
    const focusable = screen.getByTestId('tree-filter').querySelector<HTMLElement>('[tabindex="0"], input') ?? tree;
    act(() => focusable.focus());
    fireEvent.focus(focusable);
    // all → 总部
    fireEvent.keyDown(focusable, { key: 'ArrowDown', keyCode: 40, which: 40 });
    fireEvent.keyDown(focusable, { key: 'ArrowDown', keyCode: 40, which: 40 });
    fireEvent.keyDown(focusable, { key: 'Enter', keyCode: 13, which: 13 });
    await waitFor(() => expect(lastParams()).toMatchObject({ deptId: '10' }));
  });

  it('export sends the chosen node with the search', async () => {
    const { download } = setup();
    await waitFor(() => treeNode('华南'));
    fireEvent.click(treeNode('华南'));
    fireEvent.click(await screen.findByRole('button', { name: /导出/ }));
    await waitFor(() => expect(download).toHaveBeenCalled());
    expect(download.mock.calls[0]).toEqual(['/api/test/staff/export', expect.objectContaining({ deptId: '20' })]);
  });
});
