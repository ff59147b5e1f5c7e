/**
 * The SM2 key pair of SpringBlade's sign-in: from SM2_PUBLIC_KEY / SM2_PRIVATE_KEY (checked: shape, both
 * or neither, one pair), else generated once into `${DATA_DIR}/sm2-keys.json` and read back on every later
 * start (the public key a Saber build was given stays valid); and the decryption of what Saber sends.
 */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import smCrypto from 'sm-crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSettings } from '../../server/config';
import { checkSm2KeyPair, generateSm2KeyPair, sm2Decrypt } from '../../server/auth/sm2';

const dirs: string[] = [];
const dataDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'toycar-sm2-'));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('the key pair from configuration', () => {
  it('without configuration: generated on the first start, the same on the next', () => {
    const DATA_DIR = dataDir();
    const first = loadSettings({ DATA_DIR });
    expect(first.sm2!.source).toBe('generated');
    expect(first.sm2!.publicKey).toMatch(/^04[0-9a-f]{128}$/);
    expect(first.sm2!.privateKey).toMatch(/^[0-9a-f]{64}$/);
    const file = join(DATA_DIR, 'sm2-keys.json');
    expect(statSync(file).mode & 0o077).toBe(0);
    const again = loadSettings({ DATA_DIR });
    expect(again.sm2).toEqual({ ...first.sm2, source: 'file' });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      publicKey: first.sm2!.publicKey,
      privateKey: first.sm2!.privateKey,
    });
  });

  it('SM2_PUBLIC_KEY and SM2_PRIVATE_KEY win, in either case of hex', () => {
    const pair = smCrypto.sm2.generateKeyPairHex();
    const s = loadSettings({
      DATA_DIR: dataDir(),
      SM2_PUBLIC_KEY: pair.publicKey.toUpperCase(),
      SM2_PRIVATE_KEY: pair.privateKey,
    });
    expect(s.sm2).toEqual({
      publicKey: pair.publicKey.toLowerCase(),
      privateKey: pair.privateKey.toLowerCase(),
      source: 'environment',
    });
  });

  it.each([
    [{ SM2_PUBLIC_KEY: generateSm2KeyPair().publicKey }, /set together/],
    [
      { SM2_PUBLIC_KEY: 'abc', SM2_PRIVATE_KEY: generateSm2KeyPair().privateKey },
      /SM2_PUBLIC_KEY must be 130 hex digits/,
    ],
    [
      { SM2_PUBLIC_KEY: generateSm2KeyPair().publicKey, SM2_PRIVATE_KEY: 'xyz' },
      /SM2_PRIVATE_KEY must be 64 hex digits/,
    ],
    [
      { SM2_PUBLIC_KEY: generateSm2KeyPair().publicKey, SM2_PRIVATE_KEY: generateSm2KeyPair().privateKey },
      /not the public key/,
    ],
  ])('refuses to start with %o', (env, message) => {
    expect(() => loadSettings({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });

  it('names a damaged key file', () => {
    const DATA_DIR = dataDir();
    writeFileSync(join(DATA_DIR, 'sm2-keys.json'), '{not json');
    expect(() => loadSettings({ DATA_DIR })).toThrow(/sm2-keys\.json is not the JSON text/);
  });
});

describe('decrypting what Saber sends', () => {
  const pair = checkSm2KeyPair(generateSm2KeyPair());

  it('reads sm-crypto’s C1C2C3 hex, with or without 04, any text', () => {
    for (const typed of ['admin', '密码 with spaces & symbols!', 'x'.repeat(200)]) {
      const cipher = smCrypto.sm2.doEncrypt(typed, pair.publicKey, 0);
      expect(sm2Decrypt(cipher, pair.privateKey)).toBe(typed);
      expect(sm2Decrypt(`04${cipher}`, pair.privateKey)).toBe(typed);
      expect(sm2Decrypt(cipher.toUpperCase(), pair.privateKey)).toBe(typed);
    }
  });

  it('finds nothing in anything else', () => {
    const other = generateSm2KeyPair();
    const cipher = smCrypto.sm2.doEncrypt('admin', pair.publicKey, 0);
    for (const text of [
      '',
      'admin',
      '21232f297a57a5a743894a0e4a801fc3',
      cipher.slice(0, -2),
      `${cipher.slice(0, 200)}00${cipher.slice(202)}`,
      'zz'.repeat(120),
      '0'.repeat(5000),
      smCrypto.sm2.doEncrypt('admin', other.publicKey, 0),
    ])
      expect(sm2Decrypt(text, pair.privateKey)).toBeUndefined();
  });
});
