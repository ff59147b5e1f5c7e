/**
 * Choices that follow the row's tenant (engine/form/row-tenant.ts): the tenant a record will live in, from
 * its owner, its own tenantId or the writer's, and the options kept for it.
 */
import { describe, expect, it } from 'vitest';
import { keepTenant, tenantOfRow } from '../../engine/form/row-tenant';
import type { OptionItem } from '../../engine/form';

const merchants = [
  { id: 7, merchantName: '童趣出行', tenantId: '100001' },
  { id: 8, merchantName: '乐园', tenantId: '100002' },
];

describe('the tenant of the row a form writes', () => {
  it("is the chosen owner's tenant, whatever the writer's", () => {
    const rt = { tenantId: '000000', owner: { prop: 'merchantId', schema: 'm', value: '8' } };
    expect(tenantOfRow(rt, { m: merchants })).toBe('100002');
  });
  it('is unknown while the owner is still to be chosen, or is not among the loaded rows', () => {
    expect(tenantOfRow({ tenantId: '000000', owner: { prop: 'merchantId', schema: 'm', value: '' } }, { m: merchants })).toBeUndefined();
    expect(tenantOfRow({ tenantId: '000000', owner: { prop: 'merchantId', schema: 'm', value: 9 } }, { m: merchants })).toBeUndefined();
  });
  it("finds the owner by the owner's key prop when the schema names one", () => {
    const rt = { owner: { prop: 'billNo', schema: 'b', parentKey: 'billNo', value: 'B2' } };
    expect(tenantOfRow(rt, { b: [{ id: 1, billNo: 'B2', tenantId: '100003' }] })).toBe('100003');
  });
  it("is the row's own tenantId without an owner, and nothing outside a record's form", () => {
    expect(tenantOfRow({ tenantId: '100001' }, {})).toBe('100001');
    expect(tenantOfRow({}, {})).toBeUndefined();
    expect(tenantOfRow(null, { m: merchants })).toBeUndefined();
  });
});

describe('options kept for a tenant', () => {
  const roles = [
    { id: 1, roleName: '超级管理员', tenantId: '000000', children: [{ id: 2, roleName: '运营', tenantId: '000000' }] },
    { id: 3, roleName: '管理员', tenantId: '100001', children: [{ id: 4, roleName: '店员', tenantId: '100001' }] },
    { id: 5, roleName: '共享', tenantId: null },
  ];
  const options: OptionItem[] = [
    { label: '超级管理员', value: 1, children: [{ label: '运营', value: 2 }] },
    { label: '管理员', value: 3, children: [{ label: '店员', value: 4 }] },
    { label: '共享', value: 5 },
  ];
  it("drops other tenants' rows with their children and keeps rows that do not say their tenant", () => {
    expect(keepTenant(options, roles, '100001', 'id')).toEqual([
      { label: '管理员', value: 3, children: [{ label: '店员', value: 4 }] },
      { label: '共享', value: 5 },
    ]);
  });
  it('keeps nothing of a tenant with no rows but the untagged ones', () => {
    expect(keepTenant(options, roles, '100009', 'id').map((o) => o.value)).toEqual([5]);
  });
});

// ---- In a record's dialog: the platform administrator adds a visit of a shop of tenant 100002.
import { act, fireEvent } from '@testing-library/react';
import { defineEntity } from '../../engine/schema';
import { createRegistry } from '../../engine/schema/registry';
import { createMemoryProvider } from '../../engine/data/memory-provider';
import { FormModal } from '../../engine/crud/FormModal';
import { ScreenOptionsProvider, keyLabels } from '../../engine/form';
import type { Column } from '../../engine/schema';
import { renderWithEngine, screen, waitFor } from './crud-harness';

const tenantScoped = (name: string, table: string, label: string) =>
  defineEntity({
    name,
    title: { zh: name, en: name },
    permission: table,
    api: { service: 'toycar-test', entity: table },
    storage: { table, tenant: true },
    columns: [{ prop: label, label: { zh: label, en: label } }],
  });
const shop = tenantScoped('test.shop', 'shop', 'shopName');
const person = tenantScoped('test.person', 'person', 'personName');
const visit = defineEntity({
  name: 'test.visit',
  title: { zh: '巡店', en: 'Visits' },
  permission: 'visit',
  api: { service: 'toycar-test', entity: 'visit' },
  storage: { table: 'visit', tenant: true },
  owner: { prop: 'shopId', schema: 'test.shop' },
  columns: [
    { prop: 'shopId', label: { zh: '门店', en: 'Shop' }, type: 'select', ref: { schema: 'test.shop', label: 'shopName' } },
    { prop: 'personId', label: { zh: '巡店员', en: 'Visitor' }, type: 'select', ref: { schema: 'test.person', label: 'personName' } },
  ],
});

describe('a record dialog offers references of the record’s tenant', () => {
  it('offers the platform administrator only visitors of the chosen shop’s tenant', async () => {
    const registry = createRegistry([shop, person, visit].map((value, i) => ({ file: `f${i}.ts`, value })));
    const provider = createMemoryProvider({
      registry,
      rows: {
        'test.shop': [
          { id: '1', shopName: '西湖店', tenantId: '100001' },
          { id: '2', shopName: '滨江店', tenantId: '100002' },
        ],
        'test.person': [
          { id: '11', personName: '平台小王', tenantId: '000000' },
          { id: '12', personName: '一号小李', tenantId: '100001' },
          { id: '13', personName: '二号小赵', tenantId: '100002' },
        ],
      },
    });
    const optionTexts = async () => {
      const input = await waitFor(() => {
        const el = document.querySelector<HTMLInputElement>('.ant-select input[aria-label="巡店员"]');
        if (!el) throw new Error('no visitor picker');
        return el;
      });
      await act(async () => {
        fireEvent.mouseDown(input);
      });
      return () => Array.from(document.querySelectorAll('.ant-select-item-option')).map((o) => o.textContent);
    };
    const columns = visit.columns as Column[];
    renderWithEngine(
      <ScreenOptionsProvider columns={columns}>
        <FormModal
          title="add"
          columns={columns}
          mode="add"
          initialValues={{ shopId: '2' }}
          record={{ owner: visit.owner }}
          onSubmit={async () => undefined}
          onClose={() => undefined}
        />
      </ScreenOptionsProvider>,
      { provider, registry, tenantId: '000000', platformAdmin: true },
    );
    const options = await optionTexts();
    await waitFor(() => expect(options()).toEqual(['二号小赵']));
    expect(screen.queryByText('平台小王')).toBeNull();
  });
});

describe("a row of another tenant names its references with the names it carries (schema 'names')", () => {
  const roleId = { prop: 'roleId', label: { zh: '所属角色', en: 'Roles' }, names: 'roleName' } as Column;
  const ctx = { lang: 'zh' as const, options: [{ label: '超级管理员', value: '1' }] };
  it('shows the sent names when the loaded options lack a key, the options otherwise', () => {
    expect(keyLabels(['10', '12'], { roleName: '运维人员,商户财务' }, roleId, ctx)).toBe('运维人员, 商户财务');
    expect(keyLabels(['1'], { roleName: '别名' }, roleId, ctx)).toBe('超级管理员');
    expect(keyLabels(['10'], {}, roleId, ctx)).toBe('10');
  });
});
