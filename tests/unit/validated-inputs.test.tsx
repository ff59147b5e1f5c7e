/**
 * The inputs that validate (issue 35 item 6): the checks the form and the server share
 * (engine/schema/value-checks.ts), the cells, the form's validators built from them, and the titled
 * sections of a grouped form.
 */
import { describe, expect, it } from 'vitest';
import { renderCell, toValidators } from '../../engine/form';
import { toFormilySchema } from '../../engine/form/to-formily';
import type { Column } from '../../engine/schema/model';
import { checkKind, kindSpecOf, rangeProblems } from '../../engine/schema/value-checks';
import { submitSchema } from '../../engine/schema/validation';
import { renderWithEngine } from './crud-harness';

const col = (type: string, extra: Partial<Column> = {}): Column => ({ prop: 'v', label: { zh: '值', en: 'Value' }, type, ...extra });
const reason = (type: string, value: unknown, extra: Partial<Column> = {}) => checkKind(kindSpecOf(col(type, extra))!, value)?.en;
const cell = (column: Column, value: unknown, row: Record<string, unknown> = {}) => {
  const { container } = renderWithEngine(<div>{renderCell(column, value, { v: value, ...row }, { lang: 'zh' })}</div>);
  return container.textContent;
};

describe('checks of the value types', () => {
  it('a month is YYYY-MM with a real month', () => {
    expect(reason('month', '2026-11')).toBeUndefined();
    expect(reason('month', '2026-13')).toBe('must be a month like 2026-11');
    expect(reason('month', '2026/11')).toBe('must be a month like 2026-11');
    expect(reason('month', '')).toBeUndefined();
  });

  it('opening hours are two times of a day, not the same', () => {
    expect(reason('time-range', '10:00-22:00')).toBeUndefined();
    expect(reason('time-range', '22:00-02:00')).toBeUndefined();
    expect(reason('time-range', '24:00-25:00')).toBe('must be hours like 10:00-22:00');
    expect(reason('time-range', '10:00-10:00')).toBe('cannot start and end at the same time');
  });

  it('a region code has 2, 4 or 6 digits', () => {
    expect(reason('region', '44')).toBeUndefined();
    expect(reason('region', '440305')).toBeUndefined();
    expect(reason('region', '440')).toBe('must be a region code (2, 4 or 6 digits)');
  });

  it('a coordinate stays on the earth (or in the column narrower range) with at most its decimals', () => {
    expect(reason('longitude', 180)).toBeUndefined();
    expect(reason('longitude', 180.000001)).toBe('must be between -180 and 180');
    expect(reason('latitude', -90.5)).toBe('must be between -90 and 90');
    expect(reason('longitude', 200, { min: 73, max: 136 })).toBe('must be between 73 and 136');
    // A column may narrow the range, never widen it.
    expect(reason('latitude', 95, { min: -100, max: 100 })).toBe('must be between -90 and 90');
    expect(reason('longitude', 113.1234567)).toBe('must have at most 6 decimals');
    expect(reason('longitude', 113.123456)).toBeUndefined();
    expect(reason('longitude', 113.12, { precision: 1 })).toBe('must have at most 1 decimals');
    expect(reason('latitude', 'north')).toBe('must be a number');
  });

  it('a date range may not end before it starts', () => {
    const columns = [col('date-range', { prop: 'from', label: { zh: '期限', en: 'Period' }, rangeEnd: 'to' }), col('date', { prop: 'to' })];
    expect(rangeProblems(columns, { from: '2026-06-01', to: '2026-06-01' })).toEqual([]);
    expect(rangeProblems(columns, { from: '2026-06-01' })).toEqual([]);
    expect(rangeProblems(columns, { from: '2026-06-01', to: '2026-05-31' })[0].message).toEqual({
      zh: '期限: 结束不能早于开始',
      en: 'Period: the end cannot be before the start',
    });
  });

  it('the server schema carries the same check (x-kind) and stores coordinates as decimals', () => {
    const schema = submitSchema(
      { name: 'a.b', title: { zh: 'a', en: 'a' }, permission: 'ab', api: { service: 's', entity: 'e' }, columns: [col('longitude', { prop: 'lng', min: 73, max: 136 })] },
      'add',
    );
    const lng = (schema.properties as Record<string, Record<string, unknown>>).lng;
    expect(lng['x-kind']).toEqual({ type: 'longitude', min: 73, max: 136, precision: 6 });
    expect(lng.type).toEqual(['number', 'null']);
  });
});

describe('the form checks and cells', () => {
  const message = (column: Column, value: unknown, lang: 'zh' | 'en') =>
    toValidators(column, lang)
      .map((c) => c.validator(value))
      .filter(Boolean);

  it('the form refuses what the server refuses, in the reader language', () => {
    expect(message(col('latitude'), 91, 'zh')).toEqual(['应在 -90 到 90 之间']);
    // One message for a coordinate out of a column's own range, not the generic "cannot exceed" as well.
    expect(message(col('longitude', { min: 73, max: 136 }), 200, 'zh')).toEqual(['应在 73 到 136 之间']);
    expect(message(col('latitude'), 91, 'en')).toEqual(['must be between -90 and 90']);
    expect(message(col('month'), '2026-1', 'zh')).toEqual(['应为年月，如 2026-11']);
    expect(message(col('month'), '2026-01', 'zh')).toEqual([]);
  });

  it('cells show the hemisphere, the whole range and the hours', () => {
    expect(cell(col('longitude'), 113.943529)).toBe('113.943529°E');
    expect(cell(col('latitude'), -33.8)).toBe('33.8°S');
    expect(cell(col('date-range', { rangeEnd: 'end' }), '2026-01-01', { end: '2026-12-31' })).toBe('2026-01-01 ~ 2026-12-31');
    expect(cell(col('time-range'), '10:00-22:00')).toBe('10:00–22:00');
    expect(cell(col('month'), '2026-11')).toBe('2026-11');
    expect(cell(col('month'), '')).toBe('-');
  });
});

describe('a form in titled groups', () => {
  const columns = [col('text', { prop: 'name' }), col('text', { prop: 'city' }), col('longitude', { prop: 'lng' }), col('text', { prop: 'note' })];
  const groups = [
    { title: { zh: '基本信息', en: 'Basics' }, props: ['name'] },
    { title: { zh: '位置', en: 'Location' }, props: ['lng', 'city'] },
  ];

  it('puts each field in its section, in the group order, the rest under Other', () => {
    const schema = toFormilySchema(columns, 'add', 'en', groups);
    const sections = Object.values(schema.properties as Record<string, { 'x-component-props': { title: string }; properties: object }>);
    expect(sections.map((s) => s['x-component-props'].title)).toEqual(['Basics', 'Location', 'Other']);
    expect(sections.map((s) => Object.keys(s.properties))).toEqual([['name'], ['lng', 'city'], ['note']]);
  });

  it('without groups, the form is one grid as before', () => {
    const schema = toFormilySchema(columns, 'add', 'zh');
    expect(Object.keys(schema.properties as object)).toEqual(['grid']);
  });
});
