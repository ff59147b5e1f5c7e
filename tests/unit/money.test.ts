/**
 * engine/schema/money.ts: yuan read exactly from the wire, sums, ratios with a stated rounding, splits that
 * add up, per-locale display. Random cases use a seeded generator, so a failure repeats.
 */
import { describe, expect, it } from 'vitest';
import {
  MoneyError,
  addFen,
  fenFromDb,
  formatFen,
  formatYuan,
  isYuan,
  mulRatio,
  parseYuan,
  ratioOf,
  splitFen,
  subFen,
  sumFen,
  tryParseYuan,
  yuanNumber,
  yuanText,
} from '../../engine/schema/money';

/** mulberry32: deterministic random numbers in [0, 1). */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('parseYuan: yuan from the wire, exactly', () => {
  it('reads numbers and text', () => {
    expect(parseYuan(12.5)).toBe(1250);
    expect(parseYuan('12.50')).toBe(1250);
    expect(parseYuan(0.29)).toBe(29); // 0.29 * 100 is 28.999999999999996 as doubles
    expect(parseYuan(1.15)).toBe(115); // 1.15 * 100 is 114.99999999999999
    expect(parseYuan('-0.05')).toBe(-5);
    expect(parseYuan('.5')).toBe(50);
    expect(parseYuan('7.')).toBe(700);
    expect(parseYuan(' +3 ')).toBe(300);
    expect(parseYuan(0)).toBe(0);
    expect(Object.is(parseYuan('-0'), 0)).toBe(true);
    expect(parseYuan('90071992547409.91')).toBe(9007199254740991);
    expect(parseYuan(1e3)).toBe(100000);
  });

  it('refuses more than two decimals unless told how to round', () => {
    expect(() => parseYuan(0.001)).toThrow(MoneyError);
    expect(() => parseYuan('1.234')).toThrow(/more than 2 decimals/);
    expect(parseYuan('1.234', 'half-up')).toBe(123);
    expect(parseYuan('1.235', 'half-up')).toBe(124);
    expect(parseYuan('-1.235', 'half-up')).toBe(-124);
    expect(parseYuan('1.225', 'half-even')).toBe(122);
    expect(parseYuan('1.235', 'half-even')).toBe(124);
    expect(parseYuan('1.2351', 'half-even')).toBe(124);
    expect(parseYuan('1.239', 'down')).toBe(123);
    expect(parseYuan('1.231', 'up')).toBe(124);
    expect(parseYuan('0.005', 'half-up')).toBe(1);
    expect(parseYuan('0.0049', 'half-up')).toBe(0);
    expect(parseYuan(1e-7, 'half-up')).toBe(0);
    expect(parseYuan('1.2300')).toBe(123); // trailing zeros are not decimals that matter
  });

  it('refuses what is not an amount or does not fit', () => {
    for (const bad of ['', ' ', 'abc', '1,000', '1.2.3', '-', '.', NaN, Infinity, '0x10', '１２'])
      expect(() => parseYuan(bad as string)).toThrow(MoneyError);
    expect(() => parseYuan(1e17)).toThrow(/out of range/);
    expect(tryParseYuan('1.234')).toBeNull();
    expect(tryParseYuan(null)).toBeNull();
    expect(tryParseYuan('')).toBeNull();
    expect(isYuan(12.34)).toBe(true);
    expect(isYuan(12.345)).toBe(false);
    expect(isYuan(9e13)).toBe(true);
  });

  it('round-trips every amount of 100,000 random ones through wire number and text', () => {
    const rand = seeded(7);
    for (let i = 0; i < 100_000; i++) {
      const fen = Math.floor(rand() * 2e12) - 1e12;
      expect(parseYuan(yuanNumber(fen))).toBe(fen);
      expect(parseYuan(yuanText(fen))).toBe(fen);
    }
  });
});

describe('text and numbers out', () => {
  it('yuanText has exactly two decimals, any size', () => {
    expect(yuanText(0)).toBe('0.00');
    expect(yuanText(5)).toBe('0.05');
    expect(yuanText(-5)).toBe('-0.05');
    expect(yuanText(123450)).toBe('1234.50');
    expect(yuanText('123456789012345678901')).toBe('1234567890123456789.01');
    expect(yuanText(10n ** 20n)).toBe('1000000000000000000.00');
    expect(() => yuanText(1.5)).toThrow(MoneyError);
    expect(() => yuanText('1.5')).toThrow(MoneyError);
  });

  it('yuanNumber is the wire number', () => {
    expect(yuanNumber(1250)).toBe(12.5);
    expect(yuanNumber(29)).toBe(0.29);
    // A double keeps every fen up to 2^44 yuan (≈ 17.6 trillion); totals travel as text (yuanText).
    expect(JSON.stringify(yuanNumber(1759218604441599))).toBe('17592186044415.99');
  });

  it('fenFromDb reads numbers, BigInt and text (PostgreSQL)', () => {
    expect(fenFromDb(1234)).toBe(1234);
    expect(fenFromDb('-1234')).toBe(-1234);
    expect(fenFromDb(12n)).toBe(12);
    expect(() => fenFromDb('12.5')).toThrow(MoneyError);
    expect(() => fenFromDb(null)).toThrow(MoneyError);
    expect(() => fenFromDb('99999999999999999')).toThrow(/out of range/);
  });

  it('formats per locale with two decimals, without passing through a double', () => {
    expect(formatFen(123450, 'zh')).toBe('¥1,234.50');
    expect(formatFen(123450, 'en')).toBe('¥1,234.50');
    expect(formatFen(-5, 'zh')).toBe('-¥0.05');
    expect(formatFen(100, 'en', { symbol: false })).toBe('1.00');
    expect(formatFen('123456789012345678901', 'en')).toBe('¥1,234,567,890,123,456,789.01');
    expect(formatYuan(12.5, 'zh')).toBe('¥12.50');
    expect(formatYuan('0.1', 'en', { symbol: false })).toBe('0.10');
    expect(formatYuan('abc')).toBe('abc');
  });
});

describe('arithmetic', () => {
  it('sums exactly where doubles drift', () => {
    const yuan = Array.from({ length: 10 }, () => 0.1);
    expect(yuan.reduce((a, b) => a + b, 0)).not.toBe(1); // the float way: 0.9999999999999999
    expect(yuanText(sumFen(yuan.map((y) => parseYuan(y))))).toBe('1.00');
    expect(addFen(10, 20, -5)).toBe(25);
    expect(subFen(10, 25)).toBe(-15);
    expect(sumFen([])).toBe(0);
    expect(() => addFen(Number.MAX_SAFE_INTEGER, 1)).toThrow(/out of range/);
    expect(() => sumFen([0.5])).toThrow(MoneyError);
  });

  it('sums 100,000 random amounts exactly (against BigInt)', () => {
    const rand = seeded(42);
    const amounts = Array.from({ length: 100_000 }, () => Math.floor(rand() * 100_000_000) - 10_000_000);
    const expected = amounts.reduce((a, b) => a + BigInt(b), 0n);
    expect(BigInt(sumFen(amounts))).toBe(expected);
    expect(BigInt(sumFen(amounts.map((f) => parseYuan(yuanNumber(f)))))).toBe(expected);
  });

  it('reads ratios exactly', () => {
    expect(ratioOf('0.3')).toEqual({ num: 3n, den: 10n });
    expect(ratioOf(0.3)).toEqual({ num: 3n, den: 10n });
    expect(ratioOf('12.5%')).toEqual({ num: 125n, den: 1000n });
    expect(ratioOf([1, 3])).toEqual({ num: 1n, den: 3n });
    expect(ratioOf([1, -3])).toEqual({ num: -1n, den: 3n });
    expect(ratioOf(2)).toEqual({ num: 2n, den: 1n });
    expect(ratioOf('1e2')).toEqual({ num: 100n, den: 1n });
    expect(() => ratioOf('abc')).toThrow(MoneyError);
    expect(() => ratioOf([1, 0])).toThrow(MoneyError);
  });

  it('multiplies by a ratio with the stated rounding', () => {
    expect(mulRatio(1001, '0.5')).toBe(501); // 500.5 → half-up
    expect(mulRatio(1001, '0.5', 'half-even')).toBe(500);
    expect(mulRatio(1003, '0.5', 'half-even')).toBe(502);
    expect(mulRatio(-1001, '0.5')).toBe(-501);
    expect(mulRatio(-1001, '0.5', 'down')).toBe(-500);
    expect(mulRatio(1000, [1, 3])).toBe(333);
    expect(mulRatio(1000, [1, 3], 'up')).toBe(334);
    expect(mulRatio(999, '6%')).toBe(60); // 59.94
    expect(mulRatio(19999, 0.07)).toBe(1400); // 1399.93; 19999 * 0.07 is 1399.9300000000001 as doubles
    expect(mulRatio(12345, 1)).toBe(12345);
  });

  it('splits so the parts add up, each within one fen of its share', () => {
    expect(splitFen(100, ['1', '1', '1'])).toEqual([34, 33, 33]);
    expect(splitFen(-100, ['1', '1', '1'])).toEqual([-34, -33, -33]);
    expect(splitFen(1000, ['0.6', '0.3', '0.1'])).toEqual([600, 300, 100]);
    expect(splitFen(1, ['50%', '50%'])).toEqual([1, 0]);
    expect(splitFen(5, [0, 1])).toEqual([0, 5]);
    expect(splitFen(0, [1, 2])).toEqual([0, 0]);
    expect(() => splitFen(1, [])).toThrow(MoneyError);
    expect(() => splitFen(1, [0, 0])).toThrow(/add up to 0/);
    expect(() => splitFen(1, [-1, 2])).toThrow(/negative/);

    const rand = seeded(3);
    for (let i = 0; i < 2000; i++) {
      const total = Math.floor(rand() * 2e9) - 1e9;
      const ratios = Array.from({ length: 1 + Math.floor(rand() * 6) }, () => (rand() * 100).toFixed(3));
      const parts = splitFen(total, ratios);
      expect(sumFen(parts)).toBe(total);
      const weights = ratios.map((r) => ratioOf(r));
      const den = weights.reduce((a, w) => a + (w.num * 1000n) / w.den, 0n);
      parts.forEach((p, k) => {
        // |p − total·w/W| < 1  ⇔  |p·W − total·w| < W
        const exact = BigInt(total) * ((weights[k].num * 1000n) / weights[k].den);
        const diff = BigInt(p) * den - exact;
        expect(diff < den && diff > -den).toBe(true);
      });
    }
  });
});
