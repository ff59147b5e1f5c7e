import { describe, expect, it } from 'vitest';
import { Rate } from 'antd';
import { renderCell, registerValueType, rowsToOptions, type ValueEditorProps } from '../../engine/form';
import { keyed } from '../../engine/form/value-types/keys';
import { defineClientPlugin, registerPlugin } from '../../engine/plugin';
import { CrudPage } from '../../engine/crud';
import { createMemoryProvider } from '../../engine/data/memory-provider';
import { createRegistry } from '../../engine/schema/registry';
import { declarePlugin, defineEntity } from '../../engine/schema/define';
import type { Column } from '../../engine/schema/model';
import { bodyRows, button, cellTexts, click, dialog, renderWithEngine, waitFor, within } from './crud-harness';

const col = (type: string, extra: Partial<Column> = {}): Column => ({
  prop: 'v',
  label: { zh: '值', en: 'Value' },
  type,
  ...extra,
});
const cell = (
  type: string,
  value: unknown,
  extra: Partial<Column> = {},
  options?: Array<{ label: string; value: string }>,
  lang: 'zh' | 'en' = 'zh',
) => {
  const node = renderCell(col(type, extra), value, { v: value }, { lang, options });
  const { container } = renderWithEngine(<div data-testid="cell">{node}</div>);
  return container.textContent ?? '';
};

describe('built-in cells', () => {
  const yesNo = [
    { label: '否', value: '0' },
    { label: '是', value: '1' },
  ];
  it('formats numbers, money and secrets', () => {
    expect(cell('money', 1234.5)).toBe('¥1,234.50');
    expect(cell('decimal', 3.14159, { precision: 3 })).toBe('3.142');
    expect(cell('number', 1234567)).toBe('1,234,567');
    expect(cell('password', 'secret')).toBe('******');
    expect(cell('text', null)).toBe('-');
  });
  it('labels choices with string-compared dictionary keys', () => {
    expect(cell('select', 0, {}, yesNo)).toBe('否');
    expect(cell('radio', '1', {}, yesNo)).toBe('是');
    expect(cell('select', 7, {}, yesNo)).toBe('7');
    expect(cell('checkbox', '0,1', {}, yesNo)).toBe('否, 是');
    expect(cell('switch', 1)).toBe('是');
    expect(cell('switch', 0, {}, undefined, 'en')).toBe('No');
  });
  it('formats dates and links', () => {
    expect(cell('date', '2024-03-05 10:11:12')).toBe('2024-03-05');
    expect(cell('datetime', '2024-03-05 10:11:12')).toBe('2024-03-05 10:11:12');
    expect(cell('url', 'https://example.com')).toBe('https://example.com');
    expect(cell('upload', 'https://x.test/files/report%20a.pdf')).toBe('report a.pdf');
  });
});

/** A value type a plugin adds: a rating shown as stars and edited with antd Rate. */
function StarsEditor({ value, onChange, disabled }: ValueEditorProps) {
  return <Rate value={Number(value ?? 0)} onChange={(v) => onChange?.(v)} disabled={disabled} />;
}

const review = defineEntity({
  name: 'test.review',
  title: { zh: '评价', en: 'Reviews' },
  permission: 'review',
  api: { service: 'svc', entity: 'review' },
  columns: [
    { prop: 'author', label: { zh: '作者', en: 'Author' } },
    { prop: 'stars', label: { zh: '星级', en: 'Stars' }, type: 'stars', default: 3 },
    { prop: 'mood', label: { zh: '心情', en: 'Mood' }, type: 'mood' },
  ],
});

describe('custom value types', () => {
  it('renders a type registered by a plugin in table cells and in the add form', async () => {
    registerPlugin(
      defineClientPlugin(declarePlugin({ name: 'reviews', valueTypes: { stars: { db: 'int', wire: 'number' } } }), {
        valueTypes: {
          stars: {
            cell: (v) => <span className="stars">{'★'.repeat(Number(v ?? 0))}</span>,
            edit: { component: StarsEditor },
          },
        },
      }),
    );
    registerValueType('mood', { cell: (v) => `mood:${String(v)}`, edit: { component: () => <em>mood editor</em> } });
    const registry = createRegistry([{ file: 'r.ts', value: review }]);
    const provider = createMemoryProvider({
      registry,
      rows: { 'test.review': [{ id: '1', author: '小明', stars: 4, mood: 'happy' }] },
    });
    renderWithEngine(<CrudPage schema={review} />, { provider, registry });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(cellTexts(bodyRows()[0])).toEqual(expect.arrayContaining(['小明', '★★★★', 'mood:happy']));
    await click(button('新增'));
    const d = dialog();
    expect(within(d).getByText('mood editor')).toBeInTheDocument();
    // the default of 3 stars shows in the Rate editor
    await waitFor(() => expect(d.querySelectorAll('.ant-rate-star-full')).toHaveLength(3));
    expect(within(d).getByText('星级')).toBeInTheDocument();
  });
});

describe('reference choices a form may pick (ref.active)', () => {
  const merchants = [
    { id: '1', merchantName: '上海总部', isAble: 1, children: [{ id: '3', merchantName: '长沙加盟', isAble: 0 }] },
    { id: '2', merchantName: '杭州加盟', isAble: '1' },
  ];
  const active = { prop: 'isAble', values: [1] };
  it('greys out the rows outside the active values, at every level, and keeps them listed', () => {
    const options = rowsToOptions(merchants, 'merchantName', 'id', active);
    expect(options.map((o) => [o.label, !!o.disabled])).toEqual([
      ['上海总部', false],
      ['杭州加盟', false],
    ]);
    expect(options[0].children?.[0]).toEqual({ label: '长沙加盟', value: '3', disabled: true });
    expect(rowsToOptions(merchants, 'merchantName', 'id').some((o) => o.disabled)).toBe(false);
  });
  it('offers every row in a search, only the active ones in a form', () => {
    const options = rowsToOptions(merchants, 'merchantName', 'id', active);
    expect(keyed(options)[0].children?.[0].disabled).toBe(true);
    expect(keyed(options, 'search')[0].children?.[0].disabled).toBeUndefined();
  });
});
