/**
 * The demo charge rule and the demo's small random helpers. One rule for every cabinet until the
 * merchants' charge rules (issue 14) price the rentals: the first 5 minutes free, then ¥8 per started 15
 * minutes, at most ¥60 a rental.
 */
import { prng } from '../../../../server/kernel/adapters';
import { formatDateTime } from '../../../../server/kernel/db/time';

export const CHARGE_RULE_NAME = '首5分钟免费，每15分钟¥8，封顶¥60';

/** The price of a rental of `minutes`, in fen. */
export function priceOf(minutes: number): number {
  if (minutes <= 5) return 0;
  return Math.min(6000, Math.ceil((minutes - 5) / 15) * 800);
}

export interface Dice {
  /** 0 ≤ x < 1 */
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

export function dice(seed: number): Dice {
  const r = prng(seed);
  return {
    next: r,
    int: (min, max) => min + Math.floor(r() * (max - min + 1)),
    pick: (items) => items[Math.floor(r() * items.length)],
    chance: (p) => r() < p,
  };
}

export const at = (ms: number) => formatDateTime(new Date(ms));
export const dayOf = (ms: number) => at(ms).slice(0, 10);
export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

/** Local midnight of the day `daysAgo` before `now`. */
export function midnight(now: number, daysAgo: number): number {
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  d.setDate(d.getDate() - daysAgo);
  return d.getTime();
}

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '胡', '朱', '高', '林', '何', '郭', '马', '罗'];
const KIDS = ['乐乐', '豆豆', '果果', '朵朵', '小宇', '航航', '糖糖', '萌萌', '天天', '安安', '可可', '皮皮', '浩浩', '悠悠', '多多', '贝贝'];
const PREFIXES = ['133', '135', '136', '137', '138', '139', '150', '151', '152', '158', '159', '177', '180', '186', '187', '188', '189', '199'];

/** A member's nickname and phone number. */
export function person(d: Dice, i: number): { nickName: string; phone: string } {
  const parent = d.chance(0.55) ? '妈妈' : '爸爸';
  const nickName = d.chance(0.3) ? `${d.pick(SURNAMES)}先生` : `${d.pick(KIDS)}${parent}`;
  const phone = `${d.pick(PREFIXES)}${String((i * 7919 + d.int(0, 9999)) % 10000).padStart(4, '0')}${String(d.int(0, 9999)).padStart(4, '0')}`;
  return { nickName: d.chance(0.2) ? nickName.replace(/^./, d.pick(SURNAMES)) : nickName, phone };
}
