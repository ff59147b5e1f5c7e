/**
 * Captchas: an SVG picture of 5 characters; the answer is kept in blade_captcha (so any server process
 * can check it), used once, valid 30 minutes, compared case-insensitively. Always five: the contract allows
 * 4–5, but the open-source Saber's login form refuses any answer that is not exactly 5 long (SpringBlade's
 * captcha has 5), so a 4-character picture could never be typed there.
 */
import { randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../kernel/db/database';

const TABLE = 'blade_captcha';
export const CAPTCHA_TTL_MS = 30 * 60 * 1000;
export const CAPTCHA_LENGTH = 5;

export interface IssuedCaptcha {
  key: string;
  image: string;
  /** The answer; only ever sent to the client when TEST_CAPTCHA is on. */
  code: string;
}

export async function issueCaptcha(db: Db): Promise<IssuedCaptcha> {
  const { data, text } = svgCaptcha.create({
    size: CAPTCHA_LENGTH,
    noise: 2,
    color: true,
    background: '#f5f7fa',
    // Characters people confuse are left out.
    ignoreChars: '0oO1lIi',
    width: 120,
    height: 40,
  });
  const key = randomUUID();
  const now = Date.now();
  await db.deleteFrom(TABLE).where('expires_at', '<', now).execute();
  await db
    .insertInto(TABLE)
    .values({ captcha_key: key, code: text.toLowerCase(), expires_at: now + CAPTCHA_TTL_MS })
    .execute();
  return { key, image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`, code: text };
}

/** Check and burn a captcha: DELETE … RETURNING gives the row to one caller only, even under concurrency. */
export async function consumeCaptcha(db: Db, key: string, code: string): Promise<boolean> {
  if (!key || !code || key.length > 64 || key.includes('\u0000')) return false;
  const row = await db
    .deleteFrom(TABLE)
    .where('captcha_key', '=', key)
    .returning(['code', 'expires_at'])
    .executeTakeFirst();
  if (!row) return false;
  return Number(row.expires_at) > Date.now() && String(row.code) === code.trim().toLowerCase();
}
