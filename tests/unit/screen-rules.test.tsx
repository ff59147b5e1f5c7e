/**
 * The engine's screen rules of issue 35: a reference is drawn by its name and searched with a picker, an
 * empty cell shows "-", personal data is masked, and the lint keeps bare ids out of searches and views.
 */
import { describe, expect, it } from 'vitest';
import { renderCell, rowsToOptions } from '../../engine/form';
import {
  defineCatalog,
  defineEntity,
  type Action,
  type Column,
  type EntitySchema,
  type LoadedFile,
} from '../../engine/schema';
import { ActionContext, remainder } from '../../engine/crud/ActionContext';
import { actionOkText } from '../../engine/crud/use-actions';
import { lintFiles } from '../../engine/schema/lint';
import { isMaskedValue, maskRows, maskValue, revealPermission } from '../../engine/schema/mask';
import { permissionCodes, searchMode, shownType } from '../../engine/schema/resolve';
import { searchParams } from '../../engine/crud/search-params';
import { bodyRows, cellTexts, queryButton, renderWithEngine, waitFor } from './crud-harness';
import { CrudPage, searchFields } from '../../engine/crud';
import { createMemoryProvider } from '../../engine/data/memory-provider';
import { createRegistry } from '../../engine/schema/registry';

const merchantId: Column = {
  prop: 'merchantId',
  label: { zh: '商户', en: 'Merchant' },
  type: 'number',
  ref: { schema: 'shop.merchant', label: 'merchantName' },
  names: 'merchantName',
  search: true,
};

const text = (node: unknown) => {
  const { container } = renderWithEngine(<div>{node as never}</div>);
  return container.textContent ?? '';
};

describe('a reference is drawn by its name, never its id', () => {
  const options = rowsToOptions([{ id: 7, merchantName: '童趣商户' }], 'merchantName', 'id');

  it('draws a number-typed reference as a select; plain numbers stay numbers', () => {
    expect(shownType(merchantId)).toBe('select');
    expect(shownType({ ...merchantId, ref: undefined, names: undefined })).toBe('number');
    expect(shownType({ prop: 'siteId', label: { zh: '场地', en: 'Site' }, refersTo: 'shop.site' })).toBe('select');
    // A type that already picks (a tree, a multi-select) keeps its own look.
    expect(shownType({ ...merchantId, type: 'tree-select' })).toBe('tree-select');
  });

  it('shows the referenced name in a cell, then the name the row carries, never "7"', () => {
    expect(text(renderCell(merchantId, 7, { merchantId: 7 }, { lang: 'zh', options }))).toBe('童趣商户');
    const unknown = renderCell(merchantId, 8, { merchantId: 8, merchantName: '别家商户' }, { lang: 'zh', options });
    expect(text(unknown)).toBe('别家商户');
  });

  it('searches it with the select editor, matched whole and sent as the id', () => {
    const schema = defineEntity({
      name: 'shop.order',
      title: { zh: '订单', en: 'Orders' },
      permission: 'shop_order',
      api: { service: 'shop', entity: 'order' },
      columns: [merchantId, { prop: 'orderNo', label: { zh: '单号', en: 'No.' }, search: true }],
    });
    const types = Object.fromEntries(searchFields(schema, 'zh').map((f) => [f.column.prop, f.type]));
    expect(types).toEqual({ merchantId: 'select', orderNo: 'text' });
    expect(searchMode(merchantId)).toBe('exact');
    expect(searchParams(schema, { merchantId: 7 })).toEqual({ merchantId: 7 });
  });
});

describe('an empty cell shows "-"', () => {
  it.each([
    ['text', null],
    ['number', undefined],
    ['money', ''],
    ['select', null],
    ['datetime', null],
  ])('%s holding %s', (type, value) => {
    const c: Column = { prop: 'v', label: { zh: '值', en: 'Value' }, type };
    expect(text(renderCell(c, value, {}, { lang: 'zh', options: [] }))).toBe('-');
  });

  it('a value, even 0, is drawn as itself', () => {
    const c: Column = { prop: 'v', label: { zh: '值', en: 'Value' }, type: 'number' };
    expect(text(renderCell(c, 0, {}, { lang: 'zh' }))).toBe('0');
  });

  it("a reference holding 0 (BladeX's none: every site, a root's parent) is empty, not the id 0", () => {
    const c: Column = { prop: 'siteId', label: { zh: '场地', en: 'Site' }, type: 'select', ref: { schema: 'x.site', label: 'name' } };
    const options = [{ label: '橘子洲南门入口', value: '7' }];
    for (const none of [0, '0']) expect(text(renderCell(c, none, {}, { lang: 'zh', options }))).toBe('-');
    expect(text(renderCell(c, '7', {}, { lang: 'zh', options }))).toBe('橘子洲南门入口');
  });
});

describe('signed money: a deduction reads negative, in the error colour', () => {
  const amount: Column = {
    prop: 'amount',
    label: { zh: '金额', en: 'Amount' },
    type: 'money',
    sign: { prop: 'categoryType', minus: [2] },
  };
  it("a deduction row shows −¥, an income row ¥, by the row's own kind", () => {
    expect(text(renderCell(amount, '1234.50', { categoryType: 2 }, { lang: 'zh' }))).toBe('−¥1,234.50');
    expect(text(renderCell(amount, '1234.50', { categoryType: '2' }, { lang: 'en' }))).toBe('−¥1,234.50');
    expect(text(renderCell(amount, '1234.50', { categoryType: 1 }, { lang: 'zh' }))).toBe('¥1,234.50');
    const { container } = renderWithEngine(
      <div>{renderCell(amount, '8.00', { categoryType: 2 }, { lang: 'zh' }) as never}</div>,
    );
    expect(container.querySelector('.money-minus')).not.toBeNull();
  });
});

describe('personal data is masked', () => {
  it('keeps three and four digits of a phone, four and four of an identity card', () => {
    expect(maskValue('phone', '13812341234')).toBe('138****1234');
    expect(maskValue('idCard', '110101199001011234')).toBe('1101**********1234');
    // Too short to keep anything: stars only, the length kept.
    expect(maskValue('phone', '1234567')).toBe('*******');
    expect(maskValue('phone', null)).toBe(null);
    expect(maskValue('phone', '')).toBe('');
  });

  it('masks only the masked columns of rows, leaving the rows given untouched', () => {
    const e = defineEntity({
      name: 'shop.member',
      title: { zh: '会员', en: 'Members' },
      permission: 'shop_member',
      api: { service: 'shop', entity: 'member' },
      columns: [
        { prop: 'name', label: { zh: '姓名', en: 'Name' } },
        { prop: 'phone', label: { zh: '手机号', en: 'Phone' }, mask: 'phone' },
      ],
    });
    const rows = [{ name: '小明', phone: '13812341234' }];
    expect(maskRows(e, rows)).toEqual([{ name: '小明', phone: '138****1234' }]);
    expect(rows[0].phone).toBe('13812341234');
    expect(isMaskedValue('138****1234')).toBe(true);
    expect(isMaskedValue('13812341234')).toBe(false);
    // The reveal grant is a button code of the screen, so roles can be given it.
    expect(revealPermission(e)).toBe('shop_member_reveal');
    expect(permissionCodes(e)).toContain('shop_member_reveal');
  });
});

describe('the lint keeps bare ids out of searches and views', () => {
  const catalog: LoadedFile = {
    file: 'schemas/menus.ts',
    value: defineCatalog({ menus: [{ code: 'shop', title: { zh: '店', en: 'Shop' }, path: '/shop' }] }),
  };
  const merchant = defineEntity({
    name: 'shop.merchant',
    title: { zh: '商户', en: 'Merchants' },
    permission: 'shop_merchant',
    api: { service: 'shop', entity: 'merchant' },
    storage: { table: 'shop_merchant' },
    columns: [
      {
        prop: 'merchantName',
        label: { zh: '名称', en: 'Name' },
        rules: [{ required: true, message: { zh: '请输入名称', en: 'Enter the name' } }],
      },
    ],
  });
  const order = (columns: Column[]): EntitySchema =>
    defineEntity({
      name: 'shop.order',
      title: { zh: '订单', en: 'Orders' },
      permission: 'shop_order',
      api: { service: 'shop', entity: 'order' },
      columns,
    });
  // Only the order's problems: the fixture merchant is not what is checked.
  const lint = (e: EntitySchema) =>
    lintFiles([
      catalog,
      { file: 'schemas/shop/merchant.ts', value: merchant },
      { file: 'schemas/shop/order.ts', value: e },
    ])
      .filter((p) => p.file === 'schemas/shop/order.ts')
      .map((p) => `${p.pointer} ${p.message}`);
  const bareId: Column = { prop: 'merchantId', label: { zh: '商户ID', en: 'Merchant ID' }, type: 'number' };

  it('refuses a money sign naming no column of the schema', () => {
    const amount: Column = {
      prop: 'amount',
      label: { zh: '金额', en: 'Amount' },
      type: 'money',
      sign: { prop: 'kindOfLine', minus: [2] },
    };
    expect(lint(order([amount]))).toEqual(['/columns/0/sign/prop "kindOfLine" is not a column of this schema']);
  });

  it('refuses a search box and a view field on a bare id', () => {
    expect(lint(order([{ ...bareId, search: { mode: 'exact' } }]))).toEqual([
      '/columns/0/search "merchantId" is searched as a bare id',
      '/columns/0/view the view shows "merchantId" as a bare id',
    ]);
    expect(lint(order([{ ...bareId, type: 'select', refersTo: 'shop.merchant' }]))).toEqual([
      '/columns/0/view the view shows "merchantId" as a bare id',
    ]);
  });

  it('takes a picker of names, the names the row carries, or no view', () => {
    expect(lint(order([merchantId, { prop: 'merchantName', label: { zh: '商户', en: 'Merchant' } }]))).toEqual([]);
    expect(lint(order([{ ...bareId, view: false }]))).toEqual([]);
    // A number a person reads (a count, an amount) is not an id.
    expect(lint(order([{ prop: 'qty', label: { zh: '数量', en: 'Qty' }, type: 'number', search: true }]))).toEqual([]);
  });

  it('refuses a list of row ids typed by hand, in columns and in action forms; takes a picker of names', () => {
    const typed: Column = {
      prop: 'storeIds',
      label: { zh: '门店', en: 'Stores' },
      rules: [
        {
          pattern: '^(\\d{1,16}(,\\d{1,16})*)?$',
          message: { zh: '门店编号用逗号分隔', en: 'Ids separated by commas' },
        },
      ],
    };
    const withAction = (c: Column): EntitySchema => ({
      ...order([merchantId]),
      actions: [{ key: 'assign', label: { zh: '分配', en: 'Assign' }, scope: 'row', endpoint: 'assign', form: [c] }],
    });
    expect(lint(order([typed]))).toEqual(['/columns/0 "storeIds" asks for ids typed by hand']);
    expect(lint(withAction(typed)).filter((m) => m.includes('storeIds'))).toEqual([
      '/actions/0/form/0 "storeIds" asks for ids typed by hand',
    ]);
    const picker: Column = {
      prop: 'storeIds',
      label: { zh: '门店', en: 'Stores' },
      type: 'checkbox',
      dict: { url: '/api/shop/store/list', label: 'storeName', value: 'id' },
      refersTo: 'shop.merchant',
    };
    expect(lint(order([picker]))).toEqual([]);
    // A text field with options (a picker drawn by a plugin's type) is no typed list either.
    expect(lint(order([{ ...typed, dict: { url: '/api/shop/store/list', label: 'storeName', value: 'id' } }]))).toEqual(
      [],
    );
    // A list of names (an OAuth client's resource ids) is not a list of row ids.
    expect(lint(order([{ prop: 'resourceIds', label: { zh: '资源', en: 'Resources' } }]))).toEqual([]);
  });
});

describe('an action dialog says what it acts on', () => {
  const order = defineEntity({
    name: 'shop.order',
    title: { zh: '订单', en: 'Orders' },
    permission: 'shop_order',
    api: { service: 'shop', entity: 'order' },
    columns: [
      { prop: 'orderNo', label: { zh: '订单编号', en: 'Order number' } },
      { prop: 'paid', label: { zh: '实付', en: 'Paid' }, type: 'money' },
      { prop: 'refunded', label: { zh: '已退', en: 'Refunded' }, type: 'money' },
    ],
  });
  const refund: Action = {
    key: 'refund',
    label: { zh: '退款', en: 'Refund' },
    scope: 'row',
    form: [{ prop: 'amount', label: { zh: '金额', en: 'Amount' }, type: 'money' }],
  };

  it('shows the row fields and what is left, exact to the fen', () => {
    const row = { orderNo: 'NO-1', paid: 0.3, refunded: 0.1 };
    expect(remainder(row, ['paid', 'refunded'])).toBe(0.2);
    const shown = text(
      <ActionContext
        schema={order}
        row={row}
        lang="en"
        items={['orderNo', 'paid', { label: { zh: '可退', en: 'Refundable' }, minus: ['paid', 'refunded'] }]}
      />,
    );
    expect(shown).toContain('Order numberNO-1');
    expect(shown).toContain('Paid¥0.30');
    expect(shown).toContain('Refundable¥0.20');
  });

  it('names the action, and the amount once typed, on the confirm button', () => {
    expect(actionOkText(refund, {}, 'zh')).toBe('退款');
    expect(actionOkText(refund, { amount: 12 }, 'zh')).toBe('退款 ¥12.00');
    expect(actionOkText(refund, { amount: '3.5' }, 'en')).toBe('Refund ¥3.50');
  });
});

describe('a locked row offers no edit or delete', () => {
  it('hides them on rows matching table.locked, keeps them on the others', async () => {
    const lines = defineEntity({
      name: 'shop.line',
      title: { zh: '明细', en: 'Lines' },
      permission: 'shop_line',
      api: { service: 'shop', entity: 'line' },
      table: { locked: { prop: 'source', in: [1] } },
      columns: [
        { prop: 'lineName', label: { zh: '名称', en: 'Name' } },
        { prop: 'source', label: { zh: '来源', en: 'Source' }, type: 'number' },
      ],
    });
    const registry = createRegistry([{ file: 'l.ts', value: lines }]);
    const provider = createMemoryProvider({
      registry,
      rows: {
        'shop.line': [
          { id: '1', lineName: '生成明细', source: 1 },
          { id: '2', lineName: '调整明细', source: 2 },
        ],
      },
    });
    renderWithEngine(<CrudPage schema={lines} />, { provider, registry });
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    const row = (name: string) => bodyRows().find((r) => cellTexts(r).includes(name)) as HTMLElement;
    expect(queryButton('编辑', row('生成明细'))).toBeNull();
    expect(queryButton('删除', row('生成明细'))).toBeNull();
    expect(queryButton('编辑', row('调整明细'))).not.toBeNull();
    expect(queryButton('删除', row('调整明细'))).not.toBeNull();
  });
});
