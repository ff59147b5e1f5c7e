/**
 * The bucket still being filled (today, this month, this hour) is drawn as partial: a line reaches it with
 * a dashed segment and a hollow point, a bar is drawn faded, and the tooltip says "so far". Without this a
 * line drops towards zero every morning and reads as a collapse in business.
 */
import type { Bucket } from '../schema/stats';

/** The key of the bucket holding `now`, in the server's bucket format (`YYYY-MM-DD`, `YYYY-MM`, `YYYY-MM-DD HH`). */
export function currentBucket(bucket: Bucket | undefined, now: Date = new Date()): string | undefined {
  if (!bucket) return undefined;
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  if (bucket === 'day') return day;
  if (bucket === 'month') return day.slice(0, 7);
  return `${day} ${pad(now.getHours())}`;
}

/** Index of the partial bucket when it is the last one drawn (a range ending before today has none). */
export function partialIndex(x: readonly string[], current: string | undefined): number {
  return current !== undefined && x.length > 1 && x[x.length - 1] === current ? x.length - 1 : -1;
}

/** A series' values split in a solid part (up to the last whole bucket) and a dashed tail to the partial one. */
export function splitPartial(values: readonly number[], at: number): { solid: Array<number | '-'>; tail: Array<number | '-'> } {
  if (at < 0) return { solid: [...values], tail: [] };
  return {
    solid: values.map((v, i) => (i === at ? '-' : v)),
    tail: values.map((v, i) => (i === at || i === at - 1 ? v : '-')),
  };
}
