import { describe, expect, it, vi } from 'vitest';
import { CrudPage, MasterDetailPage, VIRTUAL_THRESHOLD } from '../../engine/crud';
import { createMemoryProvider } from '../../engine/data/memory-provider';
import type { EntitySchema } from '../../engine/schema/model';
import {
  act,
  bodyRows,
  button,
  click,
  fireEvent,
  dialog,
  dictRows,
  dictVertical,
  param,
  paramRows,
  registry,
  renderWithEngine,
  screen,
  waitFor,
  within,
} from './crud-harness';

describe('CrudPage states', () => {
  it('shows the load error with a retry that recovers', async () => {
    const p = createMemoryProvider({ registry, rows: { 'system.param': paramRows(3) } });
    const real = p.page.bind(p);
    vi.spyOn(p, 'page').mockRejectedValueOnce(new Error('网关超时')).mockImplementation(real);
    renderWithEngine(<CrudPage schema={param} />, { provider: p });
    expect(await screen.findByText('数据加载失败')).toBeInTheDocument();
    expect(screen.getByText('网关超时')).toBeInTheDocument();
    await click(button('重试'));
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(screen.queryByText('数据加载失败')).toBeNull();
  });

  it('sends the sorted column as ascs, then descs', async () => {
    const sortable: EntitySchema = {
      ...param,
      columns: param.columns.map((c) =>
        c.prop === 'createTime' ? { ...c, table: { width: 170, sortable: true } } : c,
      ),
    };
    const p = createMemoryProvider({ registry, rows: { 'system.param': paramRows(5) } });
    const page = vi.spyOn(p, 'page');
    renderWithEngine(<CrudPage schema={sortable} />, { provider: p });
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    const header = Array.from(document.querySelectorAll('.ant-table-thead th')).find((th) =>
      th.textContent?.includes('创建时间'),
    ) as HTMLElement;
    await click(header);
    await waitFor(() =>
      expect(page).toHaveBeenLastCalledWith(sortable, expect.objectContaining({ ascs: ['createTime'] })),
    );
    await click(header);
    await waitFor(() =>
      expect(page).toHaveBeenLastCalledWith(sortable, expect.objectContaining({ descs: ['createTime'] })),
    );
  });

  it(`virtualises tables of more than ${VIRTUAL_THRESHOLD} rows`, async () => {
    const big: EntitySchema = { ...param, table: { ...param.table, pageSize: 300, pageSizes: [300] } };
    const p = createMemoryProvider({ registry, rows: { 'system.param': paramRows(260) } });
    const first = renderWithEngine(<CrudPage schema={big} />, { provider: p });
    await waitFor(() => expect(screen.getByText('共 260 条')).toBeInTheDocument());
    // The rows follow the total in a task of their own (CrudPage, issue 5).
    await waitFor(() => expect(document.querySelector('.ant-table-tbody-virtual')).not.toBeNull());
    first.unmount();
    renderWithEngine(<CrudPage schema={param} />, { provider: p });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(document.querySelector('.ant-table-tbody-virtual')).toBeNull();
  });
});

async function clickMask() {
  const wrap = document.querySelector('.ant-modal-wrap') as HTMLElement;
  await act(async () => {
    fireEvent.mouseDown(wrap);
    fireEvent.mouseUp(wrap);
    fireEvent.click(wrap);
  });
}

describe('dialog settings and the vertical master-detail page', () => {
  it('uses dialog.width and closeOnClickOutside, and hints "above" before a row is chosen', async () => {
    renderWithEngine(<MasterDetailPage page={dictVertical} />, {
      provider: createMemoryProvider({ registry, rows: { 'system.dict': dictRows() } }),
    });
    const [master] = Array.from(document.querySelectorAll<HTMLElement>('.crud-page'));
    expect(
      within(document.querySelectorAll<HTMLElement>('.crud-page')[1]).getByText('选择上方字典管理后查看字典项'),
    ).toBeInTheDocument();
    await waitFor(() => expect(bodyRows(master)).toHaveLength(2));
    await click(button('新增', master));
    const d = dialog();
    expect((d.closest('.ant-modal') as HTMLElement).style.width).toBe('880px');
    // a click on the mask does not close it (closeOnClickOutside: false)
    await clickMask();
    expect(screen.getByRole('dialog')).toBe(d);
  });

  it('closes on a mask click by default (system.param) and on Esc', async () => {
    renderWithEngine(<CrudPage schema={param} />);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await click(button('新增'));
    expect(dialog()).toBeInTheDocument();
    await clickMask();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Esc closes too
    await click(button('新增'));
    await act(async () => {
      fireEvent.keyDown(dialog(), { key: 'Escape', code: 'Escape', keyCode: 27 });
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
