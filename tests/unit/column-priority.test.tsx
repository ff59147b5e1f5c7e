/**
 * Column priority (issue 35 item 2): which columns a list keeps in view, how many of the others fit, which
 * row operations are buttons and which wait in the More menu, how wide the operations column is, and the
 * tenant column only for rows of several tenants.
 */
import { describe, expect, it } from 'vitest';
import { defineEntity, keyColumn, type Column } from '../../engine/schema';
import {
  INLINE_OPS,
  estimateTextWidth,
  keyProps,
  opsColumnWidth,
  ordered,
  overflowing,
  splitOps,
  textWidth,
  type RowOp,
} from '../../engine/crud/column-priority';
import { applyTableOptions } from '../../engine/crud/column-options';
import { severalTenants } from '../../engine/crud/use-column-fit';
import { lintFiles } from '../../engine/schema/lint';
import { EntityScreen } from '../../engine/crud/MasterDetailPage';
import { CrudPage } from '../../engine/crud';
import { createMemoryProvider } from '../../engine/data/memory-provider';
import { createRegistry } from '../../engine/schema/registry';
import {
  bodyRows,
  dictRows,
  headerTexts,
  param,
  paramRows,
  queryButton,
  registry,
  renderWithEngine,
  screen,
  waitFor,
  within,
} from './crud-harness';

const col = (prop: string, extra: Partial<Column> = {}): Column => ({ prop, label: { zh: prop, en: prop }, ...extra });

describe('key columns', () => {
  it('are the marked ones when a schema marks any (and a fixed column is always one)', () => {
    const columns = [
      col('no', { table: { width: 120, fixed: 'left' } }),
      col('name'),
      col('status', { table: { key: true } }),
      keyColumn(col('amount', { type: 'money' })),
      col('createTime', { type: 'datetime' }),
    ];
    expect([...keyProps({}, columns)].sort()).toEqual(['amount', 'no', 'status']);
  });

  it('default to the summed columns too: a total is read against its column', () => {
    const columns = [col('link'), col('name'), col('size', { type: 'number' }), col('n', { type: 'number' }), col('at', { type: 'datetime' })];
    expect([...keyProps({ summary: { sums: ['size', 'n'] } }, columns)].sort()).toEqual(['at', 'link', 'n', 'size']);
    expect([...keyProps({}, columns)].sort()).toEqual(['at', 'link']);
  });

  it('default to the first column, the state, the first money and the first time column', () => {
    const columns = [
      col('hidden', { table: { hide: true } }),
      col('orderNo'),
      col('member'),
      col('paid', { type: 'money' }),
      col('refunded', { type: 'money' }),
      col('orderStatus'),
      col('payTime', { type: 'datetime' }),
      col('createTime', { type: 'datetime' }),
    ];
    expect([...keyProps({}, columns)].sort()).toEqual(['orderNo', 'orderStatus', 'paid', 'payTime']);
    // The state machine's field wins over a column merely named like a state.
    const withMachine = [...columns, col('phase')];
    expect(keyProps({ stateMachine: { field: 'phase', transitions: [] } }, withMachine).has('phase')).toBe(true);
  });
});

describe('the other columns fill the width left', () => {
  const label = (c: Column) => String((c.label as { zh: string }).zh);
  const resolved = applyTableOptions([
    col('no', { table: { width: 200, key: true } }),
    col('a', { table: { width: 150 } }),
    col('b', { table: { width: 300 } }),
    col('c', { table: { width: 100 } }),
    col('amount', { table: { width: 100, key: true } }),
  ]);
  const keys = new Set(['no', 'amount']);

  it('keeps the key columns even when nothing else fits, and hides the rest', () => {
    expect([...overflowing(resolved, keys, 250, label)].sort()).toEqual(['a', 'b', 'c']);
  });

  it('keeps the others in order while they fit; a narrower later one may still fit', () => {
    // 600 - 300 (keys) = 300: a (150) fits, b (300) does not, c (100) does.
    expect([...overflowing(resolved, keys, 600, label)]).toEqual(['b']);
    expect(overflowing(resolved, keys, 2000, label).size).toBe(0);
  });

  it('plans a column without a width by its header, at least 100 px', () => {
    const wide = applyTableOptions([col('x', { label: { zh: '一个很长很长很长很长的列标题', en: 'x' } })]);
    expect(overflowing(wide, new Set(), 150, label).has('x')).toBe(true);
    expect(overflowing(wide, new Set(), 14 * 14 + 17, label).has('x')).toBe(false);
  });

  it('estimates Chinese wider than Latin text where no canvas measures it', () => {
    expect(estimateTextWidth('订单编号')).toBe(56);
    expect(estimateTextWidth('Order')).toBeLessThan(estimateTextWidth('订单编号'));
  });
});

describe('row operations: at most three buttons, the rest in More', () => {
  const op = (key: string, danger = false): RowOp => ({ key, label: key, danger });

  it('orders view and edit first, harmless actions next, dangerous ones and delete last', () => {
    const ops = [op('view'), op('edit'), op('delete', true), op('refund', true), op('detail')];
    expect(ordered(ops).map((o) => o.key)).toEqual(['view', 'edit', 'detail', 'refund', 'delete']);
  });

  it('shows up to three as buttons, else three and a More menu', () => {
    expect(INLINE_OPS).toBe(3);
    expect(splitOps([op('view'), op('edit'), op('delete')])).toEqual({
      inline: [op('view'), op('edit'), op('delete')],
      more: [],
    });
    const split = splitOps([op('view'), op('edit'), op('enable'), op('delete', true)]);
    expect(split.inline.map((o) => o.key)).toEqual(['view', 'edit', 'enable']);
    expect(split.more.map((o) => o.key)).toEqual(['delete']);
  });

  it('follows the schema`s inlineOps, in its order', () => {
    const split = splitOps(
      [op('detail'), op('refund'), op('billingErrorRefund'), op('constraintRefund')],
      ['refund', 'detail', 'finishPoints'],
    );
    expect(split.inline.map((o) => o.key)).toEqual(['refund', 'detail']);
    expect(split.more.map((o) => o.key)).toEqual(['billingErrorRefund', 'constraintRefund']);
  });

  it('sizes the operations column to the widest row, More included, never below its header', () => {
    const plain = opsColumnWidth([{ inline: ['查看', '编辑'], more: false }], '操作', '更多');
    const busy = opsColumnWidth([{ inline: ['查看', '编辑'], more: true }], '操作', '更多');
    expect(plain).toBe(2 * (28 + 14) + 19);
    expect(busy).toBeGreaterThan(plain);
    expect(opsColumnWidth([], 'A very long header', 'More')).toBeGreaterThanOrEqual(textWidth('A very long header'));
  });
});

describe('the schema lint', () => {
  it('refuses an inline operation the schema does not have, and a hidden key column', () => {
    const schema = defineEntity({
      name: 'shop.thing',
      title: { zh: '物品', en: 'Things' },
      permission: 'shop_thing',
      api: { service: 'shop', entity: 'thing' },
      table: { inlineOps: ['view', 'launch'] },
      columns: [col('name', { table: { key: true, hide: true } })],
    });
    const problems = lintFiles([{ file: 'thing.ts', value: schema }]).map((p) => `${p.pointer} ${p.message}`);
    expect(problems).toContain('/table/inlineOps/1 "launch" is not a row operation of this schema');
    expect(problems).toContain('/columns/0/table key column "name" is hidden');
  });
});

describe('on the screen', () => {
  const thing = defineEntity({
    name: 'shop.thing',
    title: { zh: '物品', en: 'Things' },
    permission: 'shop_thing',
    api: { service: 'shop', entity: 'thing' },
    table: { viewButton: true },
    columns: [col('name', { table: { key: true } }), col('state')],
    actions: [
      { key: 'launch', label: { zh: '发射', en: 'Launch' }, scope: 'row', plugin: 'shop' },
      { key: 'scrap', label: { zh: '报废', en: 'Scrap' }, scope: 'row', plugin: 'shop', danger: true },
    ],
  });

  it('a busy row shows three buttons and a More button with the rest', async () => {
    const things = createRegistry([{ file: 'thing.ts', value: thing }]);
    const provider = createMemoryProvider({
      registry: things,
      rows: { 'shop.thing': [{ id: 1, name: '火箭', state: 'ready' }] },
    });
    renderWithEngine(<CrudPage schema={thing} />, { provider, registry: things });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    const row = bodyRows()[0];
    const names = [...row.querySelectorAll('.crud-row-operations > button')].map((b) => b.textContent?.trim());
    expect(names).toEqual(['查看', '编辑', '发射', '更多']);
    expect(queryButton('删除', row)).toBeNull();
    expect(queryButton('报废', row)).toBeNull();
  });

  it('the tenant column shows only while the rows come from more than one tenant', async () => {
    expect(severalTenants([{ tenantId: '1' }, { tenantId: '1' }])).toBe(false);
    expect(severalTenants([{ tenantId: '1' }, { tenantId: '2' }])).toBe(true);
    const one = createMemoryProvider({
      registry,
      rows: { 'system.param': paramRows(3).map((r) => ({ ...r, tenantId: '100001' })), 'system.dict': dictRows() },
    });
    renderWithEngine(<EntityScreen schema={param} />, { provider: one, platformAdmin: true });
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(headerTexts()).not.toContain('所属租户');
    // The tenant filter stays: the platform administrator may still narrow the list to a tenant.
    expect(within(screen.getByRole('search')).getAllByLabelText('所属租户').length).toBeGreaterThan(0);
  });
});
