/**
 * Encryption at rest of kept credentials (schema columns with `secret: 'encrypted'`, e.g. data-source
 * passwords): reversible, because the server must be able to use them (open the connection), unlike log-in
 * passwords, which are hashed one way. AES-256-GCM with a random 96-bit nonce per value; the key is derived
 * (SHA-256) from the configured text `SECRET_KEY` (server/config.ts). Stored form:
 * `enc:v1:<base64url(nonce | tag | ciphertext)>`, so a stored value says how to read it.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

export const SECRET_PREFIX = 'enc:v1:';

export interface SecretBox {
  /** The stored form of a credential. */
  encrypt(plain: string): string;
  /** The credential back, or undefined when the value was not sealed with this key (or is not sealed). */
  decrypt(stored: unknown): string | undefined;
}

export function createSecretBox(keyText: string): SecretBox {
  if (!keyText) throw new Error('The secret key (SECRET_KEY) must not be empty');
  const key = createHash('sha256').update(keyText, 'utf8').digest();
  return {
    encrypt(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return SECRET_PREFIX + Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url');
    },
    decrypt(stored) {
      if (typeof stored !== 'string' || !stored.startsWith(SECRET_PREFIX)) return undefined;
      const raw = Buffer.from(stored.slice(SECRET_PREFIX.length), 'base64url');
      if (raw.length < 28) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}

/**
 * The key text when the configuration names none (tests, embedders): derived from the JWT secret with a
 * label of its own, so the two never coincide. The CLI always passes SECRET_KEY or its generated file.
 */
export const derivedSecretKey = (jwtSecret: string): string =>
  createHmac('sha256', jwtSecret).update('toycar secret-box v1').digest('base64url');
