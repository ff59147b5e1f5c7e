/**
 * Password storage: the client sends the lowercase hex MD5 of what the user typed (CONTRACT §4); the server
 * stores a salted scrypt hash of that MD5 value. Format: `scrypt$N$r$p$salt(b64)$hash(b64)`.
 * Columns of type `password` written through the generic `submit` receive the typed password itself and
 * are stored as hashPassword(md5(typed)), so the same log-in works.
 */
import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEYLEN = 32;

function scryptAsync(secret: string, salt: Buffer, keylen: number, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export const md5Hex = (plain: string): string => createHash('md5').update(plain, 'utf8').digest('hex');

/** Hash the MD5 value the client sends. */
export async function hashPassword(md5: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(md5.toLowerCase(), salt, KEYLEN, { N, r: R, p: P });
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** Constant-time check of the MD5 value against a stored hash; false for anything malformed. */
export async function verifyPassword(md5: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = parts.slice(1, 4).map(Number);
  if (![n, r, p].every((x) => Number.isInteger(x) && x > 0) || n > 1 << 20) return false;
  const salt = Buffer.from(parts[4], 'base64');
  const expected = Buffer.from(parts[5], 'base64');
  if (!expected.length) return false;
  const key = await scryptAsync(md5.toLowerCase(), salt, expected.length, {
    N: n,
    r,
    p,
    maxmem: 256 * n * r + 1024 * 1024,
  });
  return timingSafeEqual(key, expected);
}

/** The stored form of a password typed into a form (plain text): scrypt of its MD5. */
export const hashTypedPassword = (plain: string) => hashPassword(md5Hex(plain));
