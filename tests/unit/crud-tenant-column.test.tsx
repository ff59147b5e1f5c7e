/**
 * Issue 19, defect 5: the platform administrator's lists span every tenant, so a tenant-scoped screen
 * shows them whose each row is — a tenant column (the tenant's name) and a tenant filter (sent as the
 * `tenantId` list parameter) — as BladeX's screens do for the 000000 administrator. A tenant's own staff
 * see neither.
 */
import { describe, expect, it, vi } from 'vitest';
import { EntityScreen } from '../../engine/crud/MasterDetailPage';
import { createMemoryProvider } from '../../engine/data/memory-provider';
import {
  act,
  bodyRows,
  button,
  cellTexts,
  click,
  dialog,
  dictChild,
  dictRows,
  fireEvent,
  headerTexts,
  param,
  paramRows,
  registry,
  renderWithEngine,
  screen,
  waitFor,
  within,
} from './crud-harness';

/** BladeX's tenant picker, which the column reads the names from. */
const TENANT_OPTIONS_URL = '/api/blade-system/tenant/select';
const TENANTS = [
  { id: '1', tenantId: '000000', tenantName: '管理组' },
  { id: '2', tenantId: '100001', tenantName: '童趣出行' },
];

/** The seeded parameters twice: once per tenant, alike but for whose they are. */
const provider = () =>
  createMemoryProvider({
    registry,
    rows: {
      'system.param': [
        ...paramRows(3).map((r) => ({ ...r, tenantId: '000000' })),
        ...paramRows(3).map((r) => ({ ...r, id: `1${String(r.id)}`, tenantId: '100001' })),
      ],
      'system.dict': dictRows(),
    },
    options: { [TENANT_OPTIONS_URL]: TENANTS },
  });

describe('the tenant column and filter of tenant-scoped lists', () => {
  it('the platform administrator sees whose each row is, by tenant name', async () => {
    renderWithEngine(<EntityScreen schema={param} />, { provider: provider(), platformAdmin: true });
    await waitFor(() => expect(bodyRows()).toHaveLength(6));
    expect(headerTexts()).toContain('所属租户');
    const tenants = bodyRows().map((r) => cellTexts(r));
    expect(tenants.filter((cells) => cells.includes('管理组'))).toHaveLength(3);
    expect(tenants.filter((cells) => cells.includes('童趣出行'))).toHaveLength(3);
  });

  it('filters by the chosen tenant, sent as the tenantId list parameter', async () => {
    const p = provider();
    const spy = vi.spyOn(p, 'page');
    renderWithEngine(<EntityScreen schema={param} />, { provider: p, platformAdmin: true });
    await waitFor(() => expect(bodyRows()).toHaveLength(6));
    const search = screen.getByRole('search');
    const picker = within(search)
      .getAllByLabelText('所属租户')
      .map((el) => el.closest('.ant-select')?.querySelector('.ant-select-selector'))
      .find(Boolean)!;
    await act(async () => {
      fireEvent.mouseDown(picker);
    });
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].find((o) => o.textContent === '童趣出行');
      expect(found).toBeTruthy();
      return found!;
    });
    await click(option);
    await click(button('搜索', search));
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(spy).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'system.param' }),
      expect.objectContaining({ params: expect.objectContaining({ tenantId: '100001' }) }),
    );
    // One tenant's rows: the column would repeat one name on every row, so it is gone (issue 35).
    expect(headerTexts()).not.toContain('所属租户');
  });

  it('speaks English too', async () => {
    renderWithEngine(<EntityScreen schema={param} />, { provider: provider(), platformAdmin: true, lang: 'en' });
    await waitFor(() => expect(bodyRows()).toHaveLength(6));
    expect(headerTexts()).toContain('Tenant');
    expect(within(screen.getByRole('search')).getAllByLabelText('Tenant').length).toBeGreaterThan(0);
  });

  it('a tenant`s own staff see neither the column nor the filter', async () => {
    renderWithEngine(<EntityScreen schema={param} />, { provider: provider(), tenantId: '100001' });
    await waitFor(() => expect(bodyRows()).toHaveLength(6));
    expect(headerTexts()).not.toContain('所属租户');
    expect(within(screen.getByRole('search')).queryAllByLabelText('所属租户')).toHaveLength(0);
  });

  it('never in the add form, and never on entities that are not tenant-scoped', async () => {
    const first = renderWithEngine(<EntityScreen schema={param} />, { provider: provider(), platformAdmin: true });
    await waitFor(() => expect(bodyRows()).toHaveLength(6));
    await click(button('新增'));
    expect(within(dialog()).getByText('参数名称')).toBeInTheDocument();
    expect(within(dialog()).queryByText('所属租户')).toBeNull();
    first.unmount();
    renderWithEngine(<EntityScreen schema={dictChild} />, { provider: provider(), platformAdmin: true });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expect(headerTexts()).not.toContain('所属租户');
  });
});
