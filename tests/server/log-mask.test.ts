/** What a log may keep of a request: secrets masked at any depth, long values cut. */
import { describe, expect, it } from 'vitest';
import { maskSecrets } from '../../server/log/mask';
import { keepsStoredSecret, maskSecret } from '../../server/crud/secrets';

describe('maskSecrets', () => {
  it('masks passwords, tokens, secrets and captcha codes at any depth, whatever the case', () => {
    const masked = maskSecrets({
      username: 'admin',
      password: 'x',
      newPassword1: 'y',
      refresh_token: 'z',
      'Captcha-Code': 'abcd',
      list: [{ secretKey: 's', name: 'ok' }],
      deep: { a: { b: { accessToken: 't', keep: 1 } } },
    });
    expect(masked).toEqual({
      username: 'admin',
      password: '******',
      newPassword1: '******',
      refresh_token: '******',
      'Captcha-Code': '******',
      list: [{ secretKey: '******', name: 'ok' }],
      deep: { a: { b: { accessToken: '******', keep: 1 } } },
    });
  });

  it('cuts long texts, long lists and deep nesting', () => {
    const masked = maskSecrets({ text: 'a'.repeat(5000), list: Array.from({ length: 80 }, (_, i) => i) }) as {
      text: string;
      list: unknown[];
    };
    expect(masked.text.length).toBe(2001);
    expect(masked.list).toHaveLength(51);
    expect(masked.list.at(-1)).toBe('…');
    let deep: Record<string, unknown> = { leaf: 1 };
    for (let i = 0; i < 10; i++) deep = { next: deep };
    expect(JSON.stringify(maskSecrets(deep))).toContain('"…"');
  });
});

describe('maskSecret (kept credentials on the wire: client secrets, OSS / SMS keys)', () => {
  it('shows only the first and last 2 characters of a long secret, nothing of a short one, never the length', () => {
    expect(maskSecret('saber_secret')).toBe('sa********et');
    expect(maskSecret('very-secret-key-123')).toBe('ve********23');
    expect(maskSecret('short')).toBe('********');
    expect(maskSecret('eleven-char')).toBe('********');
    expect(maskSecret('')).toBe('');
    expect(maskSecret(null)).toBe(null);
  });

  it('reads a masked, empty or missing value on update as "keep the stored one"', () => {
    expect(keepsStoredSecret('sa********et')).toBe(true);
    expect(keepsStoredSecret('ver******23')).toBe(true);
    expect(keepsStoredSecret('')).toBe(true);
    expect(keepsStoredSecret('   ')).toBe(true);
    expect(keepsStoredSecret(null)).toBe(true);
    expect(keepsStoredSecret(undefined)).toBe(true);
    expect(keepsStoredSecret('a-new-secret')).toBe(false);
    expect(keepsStoredSecret('two**stars')).toBe(false);
  });
});
