/**
 * A link opens a list already filtered (a dashboard tile → its list): the search form's values read from
 * the link's query, only for the screen's search columns, ranges as `from,to`.
 */
import { describe, expect, it } from 'vitest';
import { searchParams, searchValuesFromQuery } from '../../engine/crud/search-params';
import { defineEntity } from '../../engine/schema';

const orders = defineEntity({
  name: 'test.linkOrders',
  title: { zh: '订单', en: 'Orders' },
  permission: 'link_orders',
  api: { service: 'toycar-test', entity: 'linkorders' },
  columns: [
    { prop: 'orderNumber', label: { zh: '编号', en: 'Number' }, search: { mode: 'exact' } },
    { prop: 'status', label: { zh: '状态', en: 'Status' }, type: 'select', dict: 'x', search: { mode: 'exact' } },
    { prop: 'startTime', label: { zh: '开始', en: 'Start' }, type: 'datetime', search: { mode: 'range' } },
    { prop: 'memo', label: { zh: '备注', en: 'Memo' } },
  ],
});

describe('searchValuesFromQuery', () => {
  it('reads the search columns of the link, a range as from,to, and nothing else', () => {
    const q = new URLSearchParams('status=0&startTime=2026-11-25,2026-11-26&memo=x&current=3&orderNumber=%20');
    expect(searchValuesFromQuery(orders, q)).toEqual({ status: '0', startTime: ['2026-11-25', '2026-11-26'] });
  });

  it('gives the list the same parameters a search of those values gives', () => {
    const values = searchValuesFromQuery(orders, new URLSearchParams('startTime=2026-11-25,2026-11-25&status=1'));
    expect(searchParams(orders, values)).toEqual({
      status: '1',
      startTime_dategt: '2026-11-25 00:00:00',
      startTime_datelt: '2026-11-25 23:59:59',
    });
  });

  it('keeps an open end of a range open', () => {
    expect(searchValuesFromQuery(orders, new URLSearchParams('startTime=,2026-11-25'))).toEqual({
      startTime: [undefined, '2026-11-25'],
    });
  });
});
