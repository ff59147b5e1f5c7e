/**
 * Computed values (schema `compute`): a small tree of operations over field values, constants and option
 * labels, with exact decimal arithmetic — numbers are read digit by digit into scaled integers (BigInt), so
 * 0.1 + 0.2 is 0.3 and 19.99 × 3 is 59.97 — and the result rounded to the target field (money 2 decimals,
 * whole numbers 0, decimals their `precision`). Pure: the form and the server run the same code.
 */
import type { Column } from './model';
import type { Compute, ComputeOp, Expression, InnerExpression, Operand } from './linkage-model';
import { conditionHolds, type LinkValues } from './linkage-conditions';
import { isMoney, storageType } from './validation-fields';

/** The label of the option chosen in a field, when the caller knows it (the form's options, the server's sources). */
export type LabelOf = (prop: string, value: unknown) => string | undefined;

type Rounding = 'half-up' | 'half-even' | 'down' | 'up';

/** A decimal as an integer and a number of decimals: 12.5 is { n: 125n, scale: 1 }. */
interface Dec {
  n: bigint;
  scale: number;
}

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/** A wire value as a decimal; undefined when it is not a plain number (empty, text, exponent form). */
export function toDec(v: unknown): Dec | undefined {
  if (typeof v === 'number' && !Number.isFinite(v)) return undefined;
  const s = typeof v === 'number' ? numberText(v) : typeof v === 'string' ? v.trim() : '';
  const m = DECIMAL.exec(s);
  if (!m) return undefined;
  const frac = m[3] ?? '';
  const n = BigInt(m[2] + frac);
  return { n: m[1] === '-' ? -n : n, scale: frac.length };
}

/** A JS number as the digits it prints (0.1 → "0.1"), without the exponent form of very small or big ones. */
function numberText(v: number): string {
  const s = String(v);
  if (!/e/i.test(s)) return s;
  return v.toFixed(20).replace(/\.?0+$/, '');
}

const pow10 = (k: number) => 10n ** BigInt(k);
const rescale = (d: Dec, scale: number): bigint => d.n * pow10(scale - d.scale);

/** n / 10^k rounded to an integer by the rule. */
function divRound(n: bigint, d: bigint, rule: Rounding): bigint {
  const negative = n < 0n !== d < 0n;
  const a = n < 0n ? -n : n;
  const b = d < 0n ? -d : d;
  let q = a / b;
  const r = a % b;
  if (r !== 0n) {
    const twice = r * 2n;
    const up =
      rule === 'up' ||
      (rule === 'half-up' && twice >= b) ||
      (rule === 'half-even' && (twice > b || (twice === b && q % 2n === 1n)));
    if (up) q += 1n;
  }
  return negative ? -q : q;
}

/** Round a decimal to `scale` decimals. */
function roundTo(d: Dec, scale: number, rule: Rounding): Dec {
  if (d.scale <= scale) return { n: rescale(d, scale), scale };
  return { n: divRound(d.n, pow10(d.scale - scale), rule), scale };
}

/** Guard digits kept by a division before the result is rounded to the field. */
const DIV_SCALE = 12;

function arithmetic(op: ComputeOp, args: Dec[], rule: Rounding): Dec | undefined {
  if (!args.length) return undefined;
  const [first, ...rest] = args;
  let acc = first;
  for (const b of rest) {
    const scale = Math.max(acc.scale, b.scale);
    switch (op) {
      case 'add':
        acc = { n: rescale(acc, scale) + rescale(b, scale), scale };
        break;
      case 'sub':
        acc = { n: rescale(acc, scale) - rescale(b, scale), scale };
        break;
      case 'mul':
        acc = { n: acc.n * b.n, scale: acc.scale + b.scale };
        break;
      case 'div':
        if (b.n === 0n) return undefined;
        // a / b with DIV_SCALE decimals: (a.n · 10^(DIV_SCALE + b.scale − a.scale)) / b.n, rounded.
        acc = { n: divRound(acc.n * pow10(DIV_SCALE + b.scale), b.n * pow10(acc.scale), rule), scale: DIV_SCALE };
        break;
      case 'min':
      case 'max': {
        const x = rescale(acc, scale);
        const y = rescale(b, scale);
        acc = (op === 'min' ? y < x : y > x) ? b : acc;
        break;
      }
      default:
        return undefined;
    }
  }
  return acc;
}

/** Decimals a computed number keeps: money 2, whole-number storage 0, decimals their precision (default 2). */
export function decimalsOf(c: Column): number {
  if (isMoney(c)) return 2;
  const st = storageType(c);
  return st === 'int' || st === 'bigint' || st === 'boolean' ? 0 : (c.precision ?? 2);
}

/** Whether the target holds numbers (arithmetic) rather than text (concat, labels). */
export const holdsNumber = (c: Column): boolean => isMoney(c) || ['int', 'bigint', 'decimal'].includes(storageType(c));

type AnyExpr = Expression | InnerExpression;
type OpExpr = Extract<AnyExpr, { op: ComputeOp }>;
const isOp = (e: AnyExpr): e is OpExpr => 'op' in e;

function operandValue(o: Operand, values: LinkValues, labelOf: LabelOf | undefined): unknown {
  if ('prop' in o) return values[o.prop];
  if ('value' in o) return o.value;
  const v = values[o.label];
  if (v === null || v === undefined || v === '') return undefined;
  return labelOf?.(o.label, v);
}

const textOf = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/** The raw result of an expression: a decimal for arithmetic, text for concat, the operand's value otherwise. */
function evaluate(
  e: AnyExpr,
  values: LinkValues,
  labelOf: LabelOf | undefined,
  rule: Rounding,
): Dec | string | unknown {
  if (!isOp(e)) return operandValue(e, values, labelOf);
  const parts = (e.args as AnyExpr[]).map((a) => evaluate(a, values, labelOf, e.round ?? rule));
  if (e.op === 'concat') {
    const texts = parts.map((p) => (isDec(p) ? decText(p) : textOf(p))).filter((t) => t !== '');
    return texts.join(e.sep ?? '');
  }
  const nums = parts.map((p) => (isDec(p) ? p : toDec(p)));
  // Arithmetic over an empty or non-numeric value has no result (min / max skip the missing ones).
  if (e.op === 'min' || e.op === 'max') return arithmetic(e.op, nums.filter((n): n is Dec => !!n), rule);
  if (nums.some((n) => !n)) return undefined;
  return arithmetic(e.op, nums as Dec[], e.round ?? rule);
}

const isDec = (v: unknown): v is Dec => typeof v === 'object' && v !== null && 'n' in v && 'scale' in v;

function decText(d: Dec): string {
  const neg = d.n < 0n;
  const digits = (neg ? -d.n : d.n).toString().padStart(d.scale + 1, '0');
  const whole = digits.slice(0, digits.length - d.scale);
  const frac = d.scale ? `.${digits.slice(digits.length - d.scale)}` : '';
  return `${neg ? '-' : ''}${whole}${frac}`;
}

/** The expression of a computed value that applies to these values (the first case that holds). */
export function activeExpression(c: Compute, values: LinkValues): Expression | undefined {
  if (!('cases' in c)) return c;
  return c.cases.find((k) => conditionHolds(k.when, values))?.then ?? c.else;
}

/**
 * The value a column's `compute` gives for these values, in the column's wire form: a number rounded to
 * the column (money: yuan with 2 decimals), or text; null when it has no result (an empty operand, a
 * division by zero, no case holds).
 */
export function computeValue(column: Column, values: LinkValues, labelOf?: LabelOf): unknown {
  if (!column.compute) return undefined;
  const e = activeExpression(column.compute, values);
  if (!e) return null;
  const rule: Rounding = (isOp(e) && e.round) || 'half-up';
  const raw = evaluate(e, values, labelOf, rule);
  if (holdsNumber(column)) {
    const d = isDec(raw) ? raw : toDec(raw);
    if (!d) return null;
    return Number(decText(roundTo(d, decimalsOf(column), rule)));
  }
  if (isDec(raw)) return decText(raw);
  return raw === undefined || raw === '' ? null : raw;
}

/** Fields and option labels an expression reads. */
export function computeReads(c: Compute): { props: string[]; labels: string[] } {
  const props: string[] = [];
  const labels: string[] = [];
  const walk = (e: AnyExpr) => {
    if (isOp(e)) (e.args as AnyExpr[]).forEach(walk);
    else if ('prop' in e) props.push(e.prop);
    else if ('label' in e) labels.push(e.label);
  };
  if ('cases' in c) {
    c.cases.forEach((k) => walk(k.then));
    if (c.else) walk(c.else);
  } else walk(c);
  return { props, labels };
}
