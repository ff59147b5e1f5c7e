/**
 * Conditions of field linkage (`visible`, `required`, `disabled`, compute `cases`): tests of the form's
 * values, the same in the browser and on the server.
 */
import type { FieldTest, LinkCondition } from './linkage-model';
import { isEmpty } from './validators';

/** The values a condition reads, by prop (a form's values, or a row as it will be stored). */
export type LinkValues = Record<string, unknown>;

const keyText = (v: unknown) => (v === null || v === undefined ? '' : String(v));

function numberOf(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return undefined;
}

const TESTS = ['in', 'notIn', 'empty', 'gt', 'gte', 'lt', 'lte'] as const;

/** Whether one field's value passes a test (every test key given must pass; none given: it has a value). */
export function testValue(t: FieldTest, v: unknown): boolean {
  if (!TESTS.some((k) => t[k] !== undefined)) return !isEmpty(v);
  if (t.empty !== undefined && isEmpty(v) !== t.empty) return false;
  if (t.in && !t.in.some((x) => keyText(x) === keyText(v))) return false;
  if (t.notIn?.some((x) => keyText(x) === keyText(v))) return false;
  const bounds: Array<[number | undefined, (n: number, b: number) => boolean]> = [
    [t.gt, (n, b) => n > b],
    [t.gte, (n, b) => n >= b],
    [t.lt, (n, b) => n < b],
    [t.lte, (n, b) => n <= b],
  ];
  for (const [bound, ok] of bounds) {
    if (bound === undefined) continue;
    const n = numberOf(v);
    if (n === undefined || !ok(n, bound)) return false;
  }
  return true;
}

/** Whether a condition holds for these values; no condition holds. */
export function conditionHolds(c: LinkCondition | undefined, values: LinkValues): boolean {
  if (!c) return true;
  if ('all' in c) return c.all.every((t) => testValue(t, values[t.prop]));
  if ('any' in c) return c.any.some((t) => testValue(t, values[t.prop]));
  return testValue(c, values[c.prop]);
}

/** The fields a condition reads. */
export function conditionReads(c: LinkCondition | undefined): string[] {
  if (!c) return [];
  if ('all' in c) return c.all.map((t) => t.prop);
  if ('any' in c) return c.any.map((t) => t.prop);
  return [c.prop];
}

/** The tests of a condition with their JSON pointer below it (for the lint). */
export function conditionTests(c: LinkCondition): Array<{ test: FieldTest; at: string }> {
  if ('all' in c) return c.all.map((test, i) => ({ test, at: `/all/${i}` }));
  if ('any' in c) return c.any.map((test, i) => ({ test, at: `/any/${i}` }));
  return [{ test: c, at: '' }];
}
