// @vitest-environment node
/** The schema lint of `summary` and `charts` (engine/schema/lint-stats.ts), and the paths and facts they resolve to. */
import { describe, expect, it } from 'vitest';
import { defineCatalog, defineEntity, type EntitySchema, type LoadedFile } from '../../engine/schema';
import { lintFiles } from '../../engine/schema/lint';
import { chartFacts, chartPath, summaryPath } from '../../engine/schema/stats';

const catalog: LoadedFile = {
  file: 'schemas/menus.ts',
  value: defineCatalog({
    menus: [{ code: 'shop', title: { zh: '店', en: 'Shop' }, path: '/shop' }],
    dicts: [{ code: 'kind', title: { zh: '类', en: 'Kind' }, items: [{ key: 1, label: { zh: '甲', en: 'A' } }] }],
  }),
};

function entity(extra: Partial<EntitySchema>): EntitySchema {
  return defineEntity({
    name: 'shop.order',
    title: { zh: '订单', en: 'Orders' },
    permission: 'shop_order',
    api: { service: 'shop', entity: 'order' },
    storage: { table: 'shop_order', audit: true },
    columns: [
      { prop: 'amount', label: { zh: '金额', en: 'Amount' }, type: 'money' },
      { prop: 'qty', label: { zh: '数量', en: 'Qty' }, type: 'number' },
      { prop: 'rate', label: { zh: '费率', en: 'Rate' }, type: 'number', precision: 2 },
      { prop: 'kind', label: { zh: '类别', en: 'Kind' }, type: 'select', dict: 'kind' },
      {
        prop: 'name',
        label: { zh: '名称', en: 'Name' },
        rules: [{ required: true, message: { zh: '请输入名称', en: 'Enter the name' } }],
      },
      { prop: 'day', label: { zh: '日期', en: 'Day' }, type: 'date' },
    ],
    ...extra,
  });
}

const lint = (e: EntitySchema) =>
  lintFiles([catalog, { file: 'schemas/shop/order.ts', value: e }]).map((p) => `${p.pointer} ${p.message}`);

describe('summary and charts in the schema lint', () => {
  it('accepts sums of money and whole numbers, and charts over dates and dictionary columns', () => {
    const ok = entity({
      summary: { sums: ['amount', 'qty'], endpoint: 'getMoneyInfos' },
      charts: [
        {
          key: 'perDay',
          title: { zh: '每日', en: 'Per day' },
          type: 'line',
          x: { prop: 'createTime' },
          measures: [{ kind: 'count', label: { zh: '笔数', en: 'Orders' } }],
        },
        {
          key: 'byKind',
          title: { zh: '类别', en: 'Kinds' },
          type: 'pie',
          x: { prop: 'kind' },
          measures: [{ kind: 'sum', prop: 'amount', label: { zh: '金额', en: 'Amount' } }],
          range: { prop: 'day' },
        },
      ],
    });
    expect(lint(ok)).toEqual([]);
  });

  it('names what cannot be summed, grouped or ranged, and endpoints taken twice', () => {
    const bad = entity({
      actions: [{ key: 'sum', label: { zh: '汇总', en: 'Sum' }, scope: 'toolbar', download: true }],
      summary: { sums: ['amount', 'rate', 'name', 'nope', 'amount'] },
      charts: [
        {
          key: 'a',
          title: { zh: '甲', en: 'A' },
          type: 'pie',
          endpoint: 'page',
          x: { prop: 'name', by: 'day' },
          measures: [
            { kind: 'sum', label: { zh: '和', en: 'Sum' } },
            { kind: 'count', prop: 'qty', label: { zh: '数', en: 'Count' } },
          ],
          range: { prop: 'kind' },
        },
        {
          key: 'a',
          title: { zh: '乙', en: 'B' },
          type: 'bar',
          x: { prop: 'missing' },
          measures: [{ kind: 'sum', prop: 'id', label: { zh: '和', en: 'Sum' } }],
        },
      ],
    });
    expect(lint(bad).sort()).toEqual(
      [
        '/summary/sums/1 "rate" (number) cannot be summed exactly',
        '/summary/sums/2 "name" (text) cannot be summed exactly',
        '/summary/sums/3 "nope" is not a column of shop.order',
        '/summary/sums/4 "amount" is summed twice',
        '/summary/endpoint "sum" is already served by action "sum"',
        '/charts/0/endpoint "page" is already served by the generic "page" op',
        '/charts/0/x/by "name" is not a date or date-time column',
        '/charts/0/measures/0/prop a sum needs the prop it sums',
        '/charts/0/measures/1/prop a count takes no prop',
        '/charts/0/measures a pie shows one measure',
        '/charts/0/range/prop "kind" is not a date or date-time column',
        '/charts/1/key duplicate chart key "a"',
        '/charts/1/x/prop "missing" is not a column of shop.order',
        '/charts/1/measures/0/prop "id" (bigint) cannot be summed exactly',
      ].sort(),
    );
  });

  it('resolves paths, buckets and ranges with their defaults', () => {
    const e = entity({
      summary: { sums: ['amount'] },
      charts: [
        {
          key: 'd',
          title: { zh: '日', en: 'D' },
          type: 'line',
          x: { prop: 'createTime' },
          measures: [{ kind: 'count', label: { zh: '数', en: 'N' } }],
        },
        {
          key: 'm',
          title: { zh: '月', en: 'M' },
          type: 'bar',
          endpoint: 'backStageChartStatistics',
          x: { prop: 'day', by: 'month' },
          measures: [{ kind: 'count', label: { zh: '数', en: 'N' } }],
        },
        {
          key: 'k',
          title: { zh: '类', en: 'K' },
          type: 'pie',
          x: { prop: 'kind' },
          measures: [{ kind: 'count', label: { zh: '数', en: 'N' } }],
        },
        {
          key: 'r',
          title: { zh: '无', en: 'R' },
          type: 'line',
          x: { prop: 'createTime', by: 'hour' },
          range: false,
          measures: [{ kind: 'count', label: { zh: '数', en: 'N' } }],
        },
      ],
    });
    expect(summaryPath(e)).toBe('/api/shop/order/sum');
    expect(summaryPath(entity({}))).toBeUndefined();
    const [d, m, k, r] = e.charts!;
    expect(chartPath(e, d)).toBe('/api/shop/order/chart/d');
    expect(chartPath(e, m)).toBe('/api/shop/order/backStageChartStatistics');
    expect(chartFacts(e, d)).toEqual({
      bucket: 'day',
      range: { prop: 'createTime', days: 30 },
      xLabel: { zh: '创建时间', en: 'Created' },
    });
    expect(chartFacts(e, m)).toMatchObject({ bucket: 'month', range: { prop: 'day', days: 365 } });
    expect(chartFacts(e, k)).toEqual({ bucket: undefined, range: undefined, xLabel: { zh: '类别', en: 'Kind' } });
    expect(chartFacts(e, r)).toMatchObject({ bucket: 'hour', range: undefined });
  });
});
