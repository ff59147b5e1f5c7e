/**
 * Exact money, for the browser and the server alike. Amounts are integer **fen** (分, 1/100 yuan) held in a
 * JavaScript number that is a safe integer (|fen| ≤ 2^53 − 1, about 90 trillion yuan); the wire carries
 * yuan (a JSON number with at most 2 decimals, or decimal text), the database integer fen (docs/decisions.md).
 *
 * Nothing here multiplies or divides a yuan amount as a double: text is read digit by digit, ratios are
 * exact fractions and products are computed on BigInt, then rounded by a rule the caller names. Adding
 * and subtracting integer fen is exact, and checked to stay inside the safe range.
 *
 * ESLint refuses float money maths (`parseFloat`, `toFixed`, `* 100`, `/ 100`…) in server/ and plugins/
 * (eslint.config.js, "money" block): this module is the way to do it.
 */

/** An amount in fen: a safe integer. */
export type Fen = number;

/**
 * How a value between two fen is rounded.
 * - `half-up`: to the nearest fen, halves away from zero (四舍五入; the default of every function here);
 * - `half-even`: to the nearest fen, halves to the even fen (banker's rounding);
 * - `down`: towards zero (truncate); `up`: away from zero.
 */
export type Rounding = 'half-up' | 'half-even' | 'down' | 'up';

/**
 * A ratio, read exactly: a decimal text (`'0.3'`, `'12.5%'`), a number (read as the decimal it prints as:
 * `0.3` is 3/10, not the double nearest to it), or a fraction `[numerator, denominator]`.
 */
export type Ratio = string | number | readonly [numerator: number | bigint, denominator: number | bigint];

/** A value that is not an amount (not a number, too many decimals for `exact`, out of range). */
export class MoneyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MoneyError';
  }
}

export const MAX_FEN = Number.MAX_SAFE_INTEGER;
const MAX_FEN_BIG = 9007199254740991n;

const DECIMAL_TEXT = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

interface Decimal {
  negative: boolean;
  /** All significant digits, without the point. */
  digits: string;
  /** Position of the decimal point from the left of `digits` (may be < 0 or > digits.length). */
  point: number;
}

/** A decimal text (or the text a number prints as) split into sign, digits and point; undefined if it is not one. */
function readDecimal(value: string | number): Decimal | undefined {
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  const m = DECIMAL_TEXT.exec(String(value).trim());
  if (!m) return undefined;
  const [, sign, whole = '', frac = '', exp = '0'] = m;
  if (!whole && !frac) return undefined;
  const shift = Number(exp);
  if (!Number.isSafeInteger(shift) || Math.abs(shift) > 400) return undefined;
  return { negative: sign === '-', digits: whole + frac, point: whole.length + shift };
}

/** Round |n / d| (n ≥ 0, d > 0) to an integer by `rounding`. */
function roundQuotient(n: bigint, d: bigint, rounding: Rounding): bigint {
  const q = n / d;
  const r = n % d;
  if (r === 0n) return q;
  switch (rounding) {
    case 'down':
      return q;
    case 'up':
      return q + 1n;
    case 'half-up':
      return 2n * r >= d ? q + 1n : q;
    case 'half-even':
      return 2n * r > d || (2n * r === d && q % 2n === 1n) ? q + 1n : q;
  }
}

function checkedFen(magnitude: bigint, negative: boolean, what: string): Fen {
  if (magnitude > MAX_FEN_BIG) throw new MoneyError(`${what}: out of range`);
  const n = Number(magnitude);
  return negative && n !== 0 ? -n : n;
}

/**
 * Yuan (a wire number such as `12.5`, or text such as `'12.50'`, `'-0.05'`) → fen, exactly. A number is
 * read as the decimal it prints as. With more than 2 decimals, `exact` (the default) throws; a rounding
 * rule rounds to the fen instead.
 */
export function parseYuan(value: string | number, rounding: Rounding | 'exact' = 'exact'): Fen {
  if (typeof value !== 'number' && typeof value !== 'string') throw new MoneyError('not an amount');
  const d = readDecimal(value);
  if (!d) throw new MoneyError(`not an amount: ${String(value).slice(0, 40)}`);
  // fen = digits × 10^(point + 2 − digits.length): whole fen, then what is left below the fen.
  const scale = d.point + 2 - d.digits.length;
  let fen: bigint;
  if (scale >= 0) fen = BigInt(d.digits || '0') * 10n ** BigInt(scale);
  else {
    const cut = d.digits.length + scale;
    const head = cut > 0 ? d.digits.slice(0, cut) : '0';
    const tail = cut > 0 ? d.digits.slice(cut) : '0'.repeat(-cut) + d.digits;
    const rest = BigInt(tail || '0');
    if (rest !== 0n && rounding === 'exact')
      throw new MoneyError(`more than 2 decimals: ${String(value).slice(0, 40)}`);
    fen =
      rest === 0n || rounding === 'exact'
        ? BigInt(head)
        : roundQuotient(BigInt(head) * 10n ** BigInt(tail.length) + rest, 10n ** BigInt(tail.length), rounding);
  }
  return checkedFen(fen, d.negative, 'amount');
}

/** `parseYuan`, or null when the value is empty or not an exact amount (no exception). */
export function tryParseYuan(value: unknown, rounding: Rounding | 'exact' = 'exact'): Fen | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  try {
    return parseYuan(value, rounding);
  } catch {
    return null;
  }
}

/** Whether a wire value is yuan with at most 2 decimals inside the safe range. */
export const isYuan = (value: unknown): boolean => tryParseYuan(value) !== null;

/** Fen (a number, a BigInt or integer text such as a database SUM) → BigInt; throws when it is not whole. */
export function fenBig(fen: Fen | bigint | string): bigint {
  if (typeof fen === 'bigint') return fen;
  if (typeof fen === 'number') {
    if (!Number.isSafeInteger(fen)) throw new MoneyError(`not a whole number of fen: ${fen}`);
    return BigInt(fen);
  }
  const t = fen.trim();
  if (!/^[+-]?\d+$/.test(t)) throw new MoneyError(`not a whole number of fen: ${t.slice(0, 40)}`);
  return BigInt(t);
}

/** Fen → yuan text with exactly 2 decimals: `1234.50`, `-0.05`. Any size (BigInt and integer text too). */
export function yuanText(fen: Fen | bigint | string): string {
  const n = fenBig(fen);
  const negative = n < 0n;
  const digits = (negative ? -n : n).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * Fen → yuan as a wire number (`1234.5`): the double nearest to the exact decimal. JSON prints it back as
 * that decimal for every amount up to 2^44 yuan (≈ 17.6 trillion); beyond, a double cannot tell the fen
 * apart, which is why totals travel as text (`yuanText`).
 */
export const yuanNumber = (fen: Fen | bigint | string): number => Number(yuanText(fen));

/** Fen from the database (a number, or text/BigInt from PostgreSQL) → a safe-integer Fen. */
export function fenFromDb(value: unknown): Fen {
  if (typeof value !== 'number' && typeof value !== 'bigint' && typeof value !== 'string')
    throw new MoneyError('not a stored amount');
  const n = fenBig(value);
  return checkedFen(n < 0n ? -n : n, n < 0n, 'stored amount');
}

const safe = (n: number, what: string): Fen => {
  if (!Number.isSafeInteger(n)) throw new MoneyError(`${what}: out of range`);
  return n;
};
const whole = (fen: Fen): Fen => safe(fen, 'not a whole number of fen');

/** a + b + …, exact; throws past the safe range. */
export function addFen(...amounts: Fen[]): Fen {
  return sumFen(amounts);
}

/** The exact sum of any number of amounts (BigInt inside, so no partial sum can lose a fen). */
export function sumFen(amounts: Iterable<Fen>): Fen {
  let total = 0n;
  for (const a of amounts) total += BigInt(whole(a));
  return checkedFen(total < 0n ? -total : total, total < 0n, 'sum');
}

/** a − b, exact. */
export const subFen = (a: Fen, b: Fen): Fen => safe(whole(a) - whole(b), 'difference');

/** A ratio as an exact fraction (denominator > 0). */
export function ratioOf(ratio: Ratio): { num: bigint; den: bigint } {
  if (Array.isArray(ratio)) {
    const [n, d] = ratio as readonly [number | bigint, number | bigint];
    const num = typeof n === 'bigint' ? n : BigInt(whole(n));
    const den = typeof d === 'bigint' ? d : BigInt(whole(d));
    if (den === 0n) throw new MoneyError('ratio with denominator 0');
    return den < 0n ? { num: -num, den: -den } : { num, den };
  }
  let t = String(ratio).trim();
  let den = 1n;
  if (t.endsWith('%')) {
    t = t.slice(0, -1);
    den = 100n;
  }
  const d = readDecimal(t);
  if (!d) throw new MoneyError(`not a ratio: ${String(ratio).slice(0, 40)}`);
  const decimals = d.digits.length - d.point;
  const digits = BigInt(d.digits || '0');
  const num = decimals >= 0 ? digits : digits * 10n ** BigInt(-decimals);
  den *= decimals > 0 ? 10n ** BigInt(decimals) : 1n;
  return { num: d.negative ? -num : num, den };
}

/** fen × ratio, rounded to the fen by `rounding` (default half-up: 四舍五入). */
export function mulRatio(fen: Fen, ratio: Ratio, rounding: Rounding = 'half-up'): Fen {
  const { num, den } = ratioOf(ratio);
  const product = BigInt(whole(fen)) * num;
  const negative = product < 0n;
  return checkedFen(roundQuotient(negative ? -product : product, den, rounding), negative, 'product');
}

/**
 * Split `total` into parts proportional to `ratios` so that the parts add up to `total` exactly (profit
 * sharing). Ratios are weights: `['0.6', '0.3', '0.1']`, `[3, 2]` or `['50%', '50%']` alike — each part is
 * total × ratio / (sum of ratios). Largest remainder: every part gets its exact share rounded towards
 * zero, then the fen left over go one each to the parts with the largest remainders (the earlier part on a
 * tie), so no part is ever more than 1 fen from its exact share. Ratios must be ≥ 0, not all 0.
 */
export function splitFen(total: Fen, ratios: readonly Ratio[]): Fen[] {
  if (!ratios.length) throw new MoneyError('no ratios to split by');
  const fractions = ratios.map(ratioOf);
  if (fractions.some((f) => f.num < 0n)) throw new MoneyError('a negative ratio');
  // Common denominator: weights as integers.
  const lcm = fractions.reduce((acc, f) => (acc * f.den) / gcd(acc, f.den), 1n);
  const weights = fractions.map((f) => (f.num * lcm) / f.den);
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (sum === 0n) throw new MoneyError('ratios add up to 0');
  const t = BigInt(whole(total));
  const negative = t < 0n;
  const magnitude = negative ? -t : t;
  const parts = weights.map((w) => (magnitude * w) / sum);
  const remainders = weights.map((w, i) => ({ i, r: (magnitude * w) % sum }));
  let left = magnitude - parts.reduce((a, b) => a + b, 0n);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0n) break;
    parts[i] += 1n;
    left -= 1n;
  }
  return parts.map((p) => checkedFen(p, negative, 'part'));
}

function gcd(a: bigint, b: bigint): bigint {
  while (b) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
}

type MoneyLang = 'zh' | 'en';
const LOCALES: Record<MoneyLang, string> = { zh: 'zh-CN', en: 'en-US' };
const formatters = new Map<string, Intl.NumberFormat>();

function formatterOf(lang: MoneyLang, symbol: boolean): Intl.NumberFormat {
  const key = `${lang}:${symbol}`;
  let f = formatters.get(key);
  if (!f)
    formatters.set(
      key,
      (f = new Intl.NumberFormat(LOCALES[lang] ?? LOCALES.zh, {
        ...(symbol ? { style: 'currency', currency: 'CNY', currencyDisplay: 'narrowSymbol' } : {}),
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      })),
    );
  return f;
}

/**
 * Fen → yuan for people, per locale, always 2 decimals: `¥1,234.50` (zh and en), `-¥0.05`; without the
 * symbol `1,234.50`. The exact decimal text is formatted (Intl reads decimal strings exactly), never a double.
 */
export function formatFen(fen: Fen | bigint | string, lang: MoneyLang = 'zh', opts: { symbol?: boolean } = {}): string {
  const text = yuanText(fen);
  // Intl.NumberFormat#format takes decimal strings exactly (ES2023); the cast satisfies older lib typings.
  return formatterOf(lang, opts.symbol ?? true).format(text as unknown as number);
}

const DECIMAL_ONLY = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/**
 * A wire yuan value formatted per locale with two decimals; the value itself when it is not a number. Text
 * (totals) is formatted exactly as written. A wire number is the double nearest to its decimal, and Intl
 * rounds it to the nearest fen, which is that decimal for every amount up to 2^44 yuan: no parse needed, so
 * table cells stay light.
 */
export function formatYuan(value: unknown, lang: MoneyLang = 'zh', opts: { symbol?: boolean } = {}): string {
  const text = typeof value === 'string' ? value.trim() : undefined;
  const ok = typeof value === 'number' ? Number.isFinite(value) : text !== undefined && DECIMAL_ONLY.test(text);
  if (!ok) return String(value ?? '');
  // Intl.NumberFormat#format takes decimal strings exactly (ES2023); the cast satisfies older lib typings.
  return formatterOf(lang, opts.symbol ?? true).format((text ?? value) as number);
}
