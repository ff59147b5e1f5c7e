/**
 * Column priority (issue 35): key columns always show, the others fill the width left in schema order,
 * headers are never narrower than their text, the tenant column steps aside on one tenant's rows, the
 * index column shows only when everything fits, the user's own settings win.
 */
import { describe, expect, it } from 'vitest';
import type { Column, EntitySchema } from '../../engine/schema/model';
import { columnWidth, fitColumns, keyProps, textWidth } from '../../engine/crud/column-fit';
import { columnLayout, oneTenant } from '../../engine/crud/column-layout';
import { applyTableOptions } from '../../engine/crud/column-options';
import { withTenantColumn } from '../../engine/crud/tenant-column';

const col = (prop: string, extra: Partial<Column> = {}): Column => ({ prop, label: { zh: prop, en: prop }, ...extra });
const schema = (columns: Column[], extra: Partial<EntitySchema> = {}): EntitySchema => ({
  name: 'test.bill',
  title: { zh: '账单', en: 'Bills' },
  permission: 'bill',
  api: { service: 's', entity: 'bill' },
  storage: { table: 'bill', tenant: true },
  columns,
  ...extra,
});

const bills = schema([
  col('billNo', { table: { key: true, width: 170 } }),
  col('merchantName', { table: { width: 160 } }),
  col('orderCount', { type: 'number' }),
  col('remark', { table: { width: 300 } }),
  col('billStatus', { type: 'select', table: { key: true, width: 100 } }),
  col('billAmount', { type: 'money', table: { key: true } }),
]);

const shown = (fit: ReturnType<typeof fitColumns>) => fit.layout.filter((c) => !c.hidden).map((c) => c.column.prop);

describe('column priority', () => {
  it('keeps the key columns and fills the width left in schema order', () => {
    const resolved = applyTableOptions(bills.columns);
    const wide = fitColumns(resolved, { schema: bills, lang: 'zh', available: 2000 });
    expect(shown(wide)).toEqual(['billNo', 'merchantName', 'orderCount', 'remark', 'billStatus', 'billAmount']);
    // 170 + 100 + 110 keys = 380; merchant (160) fits in 600, the remark (300) does not, the count (90) does.
    const narrow = fitColumns(resolved, { schema: bills, lang: 'zh', available: 650 });
    expect(shown(narrow)).toEqual(['billNo', 'merchantName', 'orderCount', 'billStatus', 'billAmount']);
    expect(narrow.folded).toEqual(['remark']);
    // Too narrow even for the keys: the keys stay all the same.
    expect(shown(fitColumns(resolved, { schema: bills, lang: 'zh', available: 100 }))).toEqual([
      'billNo',
      'billStatus',
      'billAmount',
    ]);
    // The chooser sees the folded column unchecked, with the width the schema gave.
    const settings = narrow.settings.find((c) => c.column.prop === 'remark')!;
    expect(settings).toMatchObject({ hidden: true, width: 300 });
  });

  it('never lays a column out narrower than its header', () => {
    const long = col('channelTransaction', {
      label: { zh: '渠道交易号', en: 'Channel transaction' },
      table: { width: 60 },
    });
    expect(columnWidth(long, 'en')).toBeGreaterThanOrEqual(textWidth('Channel transaction') + 17);
    expect(columnWidth(long, 'zh')).toBe(Math.max(60, 5 * 14 + 17));
  });

  it('infers keys when none is marked: first column, status, last total, default sort', () => {
    const plain = schema([col('name'), col('a'), col('state'), col('x'), col('y'), col('createTime')], {
      stateMachine: { field: 'state', transitions: [{ key: 'go', label: { zh: '走', en: 'Go' }, from: [0], to: 1 }] },
      summary: { sums: ['x', 'y'] },
      table: { defaultSort: { prop: 'createTime', order: 'desc' } },
    });
    expect([...keyProps(plain, plain.columns)]).toEqual(['name', 'state', 'y', 'createTime']);
  });

  it('shows the tenant column only for rows of several tenants, the index only when all fits', () => {
    const withTenant = withTenantColumn(bills, true);
    const resolved = applyTableOptions(withTenant.columns);
    const base = {
      schema: { ...withTenant, table: { index: true } },
      lang: 'zh' as const,
      resolved,
      saved: false,
      extra: 0,
    };
    const mixed = columnLayout({ ...base, width: 3000 });
    expect(mixed.columns.find((c) => c.column.prop === 'tenantId')?.hidden).toBe(false);
    expect(mixed.index).toBe(true);
    const one = columnLayout({ ...base, width: 3000, drop: new Set(['tenantId']) });
    expect(one.columns.find((c) => c.column.prop === 'tenantId')?.hidden).toBe(true);
    expect(columnLayout({ ...base, width: 700 }).index).toBe(false);
    expect(oneTenant([{ tenantId: '1' }, { tenantId: '1' }])).toBe(true);
    expect(oneTenant([{ tenantId: '1' }, { tenantId: '2' }])).toBe(false);
  });

  it("keeps the user's own settings: sized, never folded", () => {
    const resolved = applyTableOptions(bills.columns, { columns: bills.columns.map((c) => ({ prop: c.prop })) });
    const mine = columnLayout({ schema: bills, lang: 'zh', resolved, saved: true, width: 500, extra: 0 });
    expect(mine.columns.filter((c) => !c.hidden)).toHaveLength(6);
  });
});
