// @vitest-environment node
/**
 * The schema lint of the integrity rules (engine/schema/lint-integrity.ts, docs/integrity.md): a bound
 * dictionary must be seeded and a default must be one of its keys; a child that cannot exist without a
 * tenant's row declares its owner, well formed; totals and invariants name columns that add up exactly,
 * and a total's lines are owned by its header.
 */
import { describe, expect, it } from 'vitest';
import {
  defineCatalog,
  defineEntity,
  required,
  type Column,
  type EntitySchema,
  type LoadedFile,
} from '../../engine/schema';
import { lintFiles } from '../../engine/schema/lint';

type Extra = Partial<EntitySchema>;

const entity = (name: string, columns: Column[], extra: Extra = {}): LoadedFile => ({
  file: `schemas/${name.replace('.', '/')}.ts`,
  value: defineEntity({
    name,
    title: { zh: '甲', en: name },
    permission: name.replace('.', '_'),
    api: { service: 's', entity: name.replace('.', '_') },
    storage: { table: name.replace('.', '_'), tenant: true },
    columns,
    ...extra,
  }),
});

const catalog: LoadedFile = {
  file: 'schemas/x/dicts.ts',
  value: defineCatalog({
    dicts: [
      {
        code: 'line_type',
        title: { zh: '类型', en: 'Type' },
        items: [1, 2].map((key) => ({ key, label: { zh: `${key}`, en: `${key}` } })),
      },
    ],
  }),
};

const name: Column = { prop: 'name', label: { zh: '名称', en: 'Name' }, rules: [required('请输入', 'Enter it')] };
const header = (extra: Extra = {}, columns: Column[] = []) =>
  entity(
    'x.bill',
    [name, { prop: 'total', label: { zh: '合计', en: 'Total' }, type: 'money', form: false }, ...columns],
    extra,
  );
const billRef: Column = {
  prop: 'billId',
  label: { zh: '账单', en: 'Bill' },
  type: 'select',
  ref: { schema: 'x.bill', label: 'name' },
  db: { type: 'bigint' },
  rules: [required('请选择', 'Choose it')],
};
const line = (extra: Extra = {}, columns: Column[] = []) =>
  entity(
    'x.line',
    [
      billRef,
      { prop: 'amount', label: { zh: '金额', en: 'Amount' }, type: 'money' },
      { prop: 'kind', label: { zh: '类型', en: 'Kind' }, type: 'select', dict: 'line_type', db: { type: 'int' } },
      ...columns,
    ],
    extra,
  );

const messages = (files: LoadedFile[]) => lintFiles([catalog, ...files]).map((p) => `${p.pointer} ${p.message}`);

describe('the integrity lint', () => {
  it('passes a header with its total and lines owned by it', () => {
    const files = [
      header({
        totals: [{ prop: 'total', lines: 'x.line', key: 'billId', sum: 'amount', sign: { prop: 'kind', minus: [2] } }],
      }),
      line({ owner: { prop: 'billId', schema: 'x.bill' } }),
    ];
    expect(messages(files)).toEqual([]);
  });

  it('requires an owner where a tenant row cannot exist without another tenant row', () => {
    expect(messages([header(), line()])).toEqual([
      '/owner x.line keeps a tenant and cannot exist without x.bill ("billId"), but declares no owner',
    ]);
    // Not for a list of references (a row belongs to one row), nor a read-only entity.
    const multi = { ...billRef, type: 'checkbox', db: { type: 'string' as const } };
    expect(messages([header(), entity('x.line', [multi])])).toEqual([]);
    expect(messages([header(), line({ readOnly: true })])).toEqual([]);
  });

  it('checks the owner: its schema, props and inherited props, and tenancy', () => {
    expect(
      messages([header(), line({ owner: { prop: 'nope', schema: 'x.none', inherit: { amount: 'missing' } } })]),
    ).toEqual(['/owner/schema unknown schema "x.none"', '/owner/prop "nope" is not a column of x.line']);
    expect(
      messages([header(), line({ owner: { prop: 'billId', schema: 'x.bill', inherit: { amount: 'missing' } } })]),
    ).toEqual(['/owner/inherit/amount "missing" is not a column of x.bill']);
    const untenanted = entity('x.bill', [name], { storage: { table: 'x_bill' } });
    expect(messages([untenanted, line({ owner: { prop: 'billId', schema: 'x.bill' } })])).toEqual([
      '/owner/schema x.line keeps a tenant but its owner x.bill does not',
    ]);
  });

  it('checks totals: summable columns of the right kind, not typed in a form, lines owned by the header', () => {
    const total = { prop: 'total', lines: 'x.line', key: 'billId', sum: 'amount' };
    expect(messages([header({ totals: [total] }), line()])).toContain(
      '/totals/0/lines the lines x.line keep a tenant but do not declare x.bill (by "billId") as their owner',
    );
    const owned = line({ owner: { prop: 'billId', schema: 'x.bill' } });
    expect(messages([header({ totals: [{ ...total, sum: 'kind' }] }), owned])).toEqual([
      '/totals/0/sum "kind" is number but "total" is money',
    ]);
    expect(messages([header({ totals: [{ ...total, sum: undefined }] }), owned])).toEqual([
      '/totals/0/sum "total" is money but the total counts lines',
    ]);
    const typed = header({ totals: [{ ...total, prop: 'typed' }] }, [
      { prop: 'typed', label: { zh: '甲', en: 'Typed' }, type: 'money' },
    ]);
    expect(messages([typed, owned])).toEqual(['/totals/0/prop "typed" is a total but a form may type it']);
    expect(
      messages([header({ totals: [{ ...total, where: { nope: [1] }, sign: { prop: 'gone', minus: [2] } }] }), owned]),
    ).toEqual([
      '/totals/0/where/nope "nope" is not a column of x.line',
      '/totals/0/sign/prop "gone" is not a column of x.line',
    ]);
  });

  it('checks invariants: columns that compare exactly, money with money', () => {
    const inv = { key: 'k', label: { zh: '甲', en: 'A' }, left: ['total'], op: '>=', right: [] as string[] };
    expect(messages([header({ invariants: [inv] })])).toEqual([]);
    expect(messages([header({ invariants: [{ ...inv, right: ['name'] }] })])).toEqual([
      '/invariants/0/right/0 "name" cannot be compared exactly',
    ]);
    const count: Column = { prop: 'qty', label: { zh: '数量', en: 'Qty' }, type: 'number', form: false };
    expect(messages([header({ invariants: [{ ...inv, right: ['qty'] }] }, [count])])).toEqual([
      '/invariants/0 the invariant compares money with plain numbers',
    ]);
  });

  it('refuses a bound dictionary that is not seeded, and a default that is not one of its keys', () => {
    const kind = (extra: Partial<Column>): Column => ({
      prop: 'kind',
      label: { zh: '类型', en: 'Kind' },
      type: 'select',
      db: { type: 'int' },
      ...extra,
    });
    expect(
      messages([entity('x.a', [name, kind({ dict: 'line_type', default: 3 })], { storage: { table: 'x_a' } })]),
    ).toEqual(['/columns/1/default default 3 is not a key of dictionary "line_type"']);
    expect(messages([entity('x.a', [name, kind({ dict: 'unseeded' })], { storage: { table: 'x_a' } })])).toEqual([
      '/columns/1/dict unknown dictionary code "unseeded"',
    ]);
    expect(messages([entity('x.a', [name, kind({ refersTo: 'x.nowhere', view: false })], { storage: { table: 'x_a' } })])).toEqual([
      '/columns/1/refersTo unknown schema "x.nowhere"',
    ]);
  });
});
