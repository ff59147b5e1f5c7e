// @vitest-environment node
/**
 * The one evaluator of field linkage (engine/schema/linkage.ts): conditions, dependency order, hidden /
 * disabled / required, dictionary cascades, computed values with exact decimals, and the messages the form
 * and the server share. The fixture (tests/server/fixtures/kiosk.ts) has one field of every kind.
 */
import { describe, expect, it } from 'vitest';
import type { Column } from '../../engine/schema';
import {
  allowedKeys,
  computeValue,
  conditionHolds,
  evaluateLinkage,
  linkageOrder,
  linkageProblems,
  optionMessage,
  requiredMessage,
} from '../../engine/schema/linkage';
import kiosk from '../server/fixtures/kiosk';

const cols = kiosk.columns as Column[];
const col = (prop: string) => cols.find((c) => c.prop === prop)!;
const labels: Record<string, Record<string, string>> = { kind: { '1': '柜机', '2': '滑板车' }, cityCode: { '3301': '杭州市' } };
const labelOf = (prop: string, v: unknown) => labels[prop]?.[String(v)];

describe('conditions', () => {
  it('tests keys as strings, numbers by value, emptiness, and all / any', () => {
    expect(conditionHolds({ prop: 'k', in: [1] }, { k: '1' })).toBe(true);
    expect(conditionHolds({ prop: 'k', in: [1] }, { k: 2 })).toBe(false);
    expect(conditionHolds({ prop: 'k', notIn: [1, 2] }, { k: 3 })).toBe(true);
    expect(conditionHolds({ prop: 'k' }, { k: '' })).toBe(false);
    expect(conditionHolds({ prop: 'k' }, { k: 0 })).toBe(true);
    expect(conditionHolds({ prop: 'k', empty: true }, { k: '  ' })).toBe(true);
    expect(conditionHolds({ prop: 'n', gt: 2, lte: 5 }, { n: '5' })).toBe(true);
    expect(conditionHolds({ prop: 'n', gt: 2 }, { n: 'x' })).toBe(false);
    expect(conditionHolds({ all: [{ prop: 'a', in: [1] }, { prop: 'b', empty: false }] }, { a: 1, b: '' })).toBe(false);
    expect(conditionHolds({ any: [{ prop: 'a', in: [1] }, { prop: 'b', empty: false }] }, { a: 1, b: '' })).toBe(true);
    expect(conditionHolds(undefined, {})).toBe(true);
  });
});

describe('evaluation', () => {
  it('orders fields after the fields they read', () => {
    const order = linkageOrder(cols).map((c) => c.prop);
    expect(order.indexOf('unitMinutes')).toBeGreaterThan(order.indexOf('mode'));
    expect(order.indexOf('summary')).toBeGreaterThan(order.indexOf('qty') - 1);
  });

  it('hides, empties, requires and disables by the values', () => {
    const cabinet = evaluateLinkage(cols, { name: 'A', kind: 1, slots: 4, battery: 9, mode: 1, locked: 1, note: 'x' });
    expect(cabinet.hidden.has('battery')).toBe(true);
    expect(cabinet.values.battery).toBeNull();
    expect(cabinet.hidden.has('slots')).toBe(false);
    expect(cabinet.required.has('slots')).toBe(true);
    expect(cabinet.required.has('unitMinutes')).toBe(true);
    expect(cabinet.disabled.has('note')).toBe(true);
    const scooter = evaluateLinkage(cols, { kind: 2, slots: 4, mode: 2 });
    expect(scooter.values.slots).toBeNull();
    expect(scooter.hidden.has('unitMinutes')).toBe(true);
    expect(scooter.required.has('battery')).toBe(true);
  });

  it('a hidden field counts as empty for the fields that read it', () => {
    const cols2: Column[] = [
      { prop: 'a', label: { zh: 'A', en: 'A' } },
      { prop: 'b', label: { zh: 'B', en: 'B' }, visible: { prop: 'a', in: ['on'] } },
      { prop: 'c', label: { zh: 'C', en: 'C' }, visible: { prop: 'b' } },
    ];
    const r = evaluateLinkage(cols2, { a: 'off', b: 'kept', c: 'x' });
    expect([...r.hidden].sort()).toEqual(['b', 'c']);
  });

  it('reports required fields and disallowed cascade choices with the shared messages', () => {
    const r = evaluateLinkage(cols, { kind: 2, mode: 2, provinceCode: '33' });
    const problems = linkageProblems(cols, r);
    expect(problems.map((p) => p.prop)).toEqual(['battery', 'mode', 'cityCode']);
    expect(problems[0].message).toEqual({ zh: '滑板车需要填写电池容量', en: 'A scooter needs its battery capacity' });
    expect(problems[1].message).toEqual(optionMessage(col('mode'), col('kind')));
    expect(problems[1].message.zh).toBe('所选计费方式不属于当前的类型，请重新选择');
    expect(problems[2].message).toEqual({ zh: '请选择城市', en: 'Please choose the city' });
    expect(requiredMessage(col('slots'))).toEqual({ zh: '请输入仓位数', en: 'Please enter the slots' });
  });

  it('a disabled or hidden field is never required', () => {
    const cols2: Column[] = [
      { prop: 'a', label: { zh: 'A', en: 'A' } },
      { prop: 'b', label: { zh: 'B', en: 'B' }, required: { prop: 'a' }, disabled: { prop: 'a', in: ['x'] } },
    ];
    expect(linkageProblems(cols2, evaluateLinkage(cols2, { a: 'x' }))).toEqual([]);
    expect(linkageProblems(cols2, evaluateLinkage(cols2, { a: 'y' })).map((p) => p.prop)).toEqual(['b']);
  });

  it('a dictionary cascade offers the keys the controlling value allows, nothing while it is empty', () => {
    expect(allowedKeys(col('mode'), 1)).toEqual(['1', '2']);
    expect(allowedKeys(col('mode'), '3')).toEqual(['3']);
    expect(allowedKeys(col('mode'), '')).toEqual([]);
    expect(allowedKeys(col('kind'), 1)).toBeUndefined();
  });
});

describe('computed values', () => {
  it('multiplies money exactly and rounds to the field', () => {
    expect(computeValue(col('total'), { price: 19.99, qty: 3 })).toBe(59.97);
    expect(computeValue(col('total'), { price: 0.1, qty: '3' })).toBe(0.3);
    expect(computeValue(col('total'), { price: 1.15, qty: 1 })).toBe(1.15);
    expect(computeValue(col('total'), { price: '', qty: 3 })).toBeNull();
  });

  it('adds, subtracts, divides with rounding rules, and takes min / max', () => {
    const money: Column = { prop: 'm', label: { zh: 'm', en: 'm' }, type: 'money' };
    const int: Column = { prop: 'i', label: { zh: 'i', en: 'i' }, type: 'number' };
    const v = { a: 0.1, b: 0.2, c: 10, d: 3 };
    expect(computeValue({ ...money, compute: { op: 'add', args: [{ prop: 'a' }, { prop: 'b' }] } }, v)).toBe(0.3);
    expect(computeValue({ ...money, compute: { op: 'sub', args: [{ prop: 'b' }, { prop: 'a' }, { value: 1 }] } }, v)).toBe(-0.9);
    expect(computeValue({ ...money, compute: { op: 'div', args: [{ prop: 'c' }, { prop: 'd' }] } }, v)).toBe(3.33);
    expect(computeValue({ ...money, compute: { op: 'div', args: [{ value: 2 }, { prop: 'd' }], round: 'down' } }, v)).toBe(0.66);
    expect(computeValue({ ...int, compute: { op: 'div', args: [{ value: 5 }, { value: 2 }], round: 'half-even' } }, v)).toBe(2);
    expect(computeValue({ ...int, compute: { op: 'div', args: [{ value: 7 }, { value: 2 }], round: 'half-even' } }, v)).toBe(4);
    expect(computeValue({ ...int, compute: { op: 'div', args: [{ value: 1 }, { value: 0 }] } }, v)).toBeNull();
    expect(computeValue({ ...money, compute: { op: 'max', args: [{ prop: 'a' }, { prop: 'missing' }, { prop: 'b' }] } }, v)).toBe(0.2);
    expect(
      computeValue(
        { ...money, compute: { op: 'mul', args: [{ op: 'add', args: [{ prop: 'a' }, { prop: 'b' }] }, { prop: 'c' }] } },
        v,
      ),
    ).toBe(3);
  });

  it('joins text, reads option labels and picks the first case that holds', () => {
    expect(computeValue(col('kindName'), { kind: 2 }, labelOf)).toBe('滑板车');
    expect(computeValue(col('kindName'), { kind: 2 })).toBeNull();
    expect(computeValue(col('summary'), { name: 'Kiosk', qty: 3 })).toBe('Kiosk × 3');
    expect(computeValue(col('summary'), { name: 'Kiosk', qty: 0 })).toBe('Kiosk');
  });

  it('computed values feed the fields computed from them, in dependency order', () => {
    const chain: Column[] = [
      { prop: 'net', label: { zh: 'n', en: 'n' }, type: 'money', compute: { op: 'sub', args: [{ prop: 'gross' }, { prop: 'fee' }] } },
      { prop: 'gross', label: { zh: 'g', en: 'g' }, type: 'money', compute: { op: 'mul', args: [{ prop: 'price' }, { prop: 'qty' }] } },
      { prop: 'price', label: { zh: 'p', en: 'p' }, type: 'money' },
      { prop: 'qty', label: { zh: 'q', en: 'q' }, type: 'number' },
      { prop: 'fee', label: { zh: 'f', en: 'f' }, type: 'money' },
    ];
    expect(evaluateLinkage(chain, { price: 2.5, qty: 4, fee: 0.35 }).values).toMatchObject({ gross: 10, net: 9.65 });
  });

  it('labels of chosen options come through the caller', () => {
    const r = evaluateLinkage(cols, { kind: 1, provinceCode: '33', cityCode: '3301', price: 2, qty: 2 }, labelOf);
    expect(r.values).toMatchObject({ kindName: '柜机', cityName: '杭州市', total: 4 });
  });
});
