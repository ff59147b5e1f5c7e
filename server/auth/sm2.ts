/**
 * SM2 (China's elliptic-curve standard, GM/T 0003) for the SpringBlade sign-in: the Saber front end
 * encrypts the typed password with the server's public key (sm-crypto's `doEncrypt(text, key, 0)`: cipher
 * order C1C2C3, lowercase hex, no leading `04`), and the server decrypts it with its private key. The curve
 * work is the maintained `sm-crypto-v2` package's; this file only checks shapes and the key pair.
 *
 * Keys are hex in the form SpringBlade's key generator prints them: the public key 130 digits, `04` then X
 * and Y; the private key 64 digits.
 */
import { sm2 } from 'sm-crypto-v2';

export interface Sm2KeyPair {
  publicKey: string;
  privateKey: string;
}

const PUBLIC = /^04[0-9a-f]{128}$/;
const PRIVATE = /^[0-9a-f]{64}$/;
/** C1 (64 bytes) + C3 (32 bytes) as hex: the shortest ciphertext of a one-byte text is longer. */
const OVERHEAD = 192;
/** Far beyond any password (the fields are at most 200 characters), so a huge parameter is no work. */
const MAX_CIPHER = 2048;
const utf8 = new TextDecoder('utf-8', { fatal: true });

export function generateSm2KeyPair(): Sm2KeyPair {
  const { publicKey, privateKey } = sm2.generateKeyPairHex();
  return { publicKey: publicKey.toLowerCase(), privateKey: privateKey.toLowerCase() };
}

/**
 * The pair, normalised to lowercase; throws a message naming the setting when a key is malformed or the
 * public key is not the private key's (a pasted pair from two different runs of the generator).
 */
export function checkSm2KeyPair(
  pair: Sm2KeyPair,
  names = { publicKey: 'SM2_PUBLIC_KEY', privateKey: 'SM2_PRIVATE_KEY' },
) {
  const publicKey = pair.publicKey.trim().toLowerCase();
  const privateKey = pair.privateKey.trim().toLowerCase();
  if (!PUBLIC.test(publicKey))
    throw new Error(`${names.publicKey} must be 130 hex digits starting with 04 (an uncompressed SM2 public key)`);
  if (!PRIVATE.test(privateKey)) throw new Error(`${names.privateKey} must be 64 hex digits (an SM2 private key)`);
  if (sm2.getPublicKeyFromPrivateKey(privateKey).toLowerCase() !== publicKey)
    throw new Error(`${names.publicKey} is not the public key of ${names.privateKey}: configure the two from one pair`);
  return { publicKey, privateKey };
}

function decryptOnce(cipher: string, privateKey: string): string | undefined {
  try {
    const bytes = sm2.doDecrypt(cipher, privateKey, 0, { output: 'array' });
    // A wrong key or a damaged text fails the C3 check, which the package answers with no bytes.
    if (!bytes.length) return undefined;
    return utf8.decode(bytes);
  } catch {
    // Not hex, or C1 is not a point of the curve.
    return undefined;
  }
}

/**
 * The text inside an SM2 ciphertext (C1C2C3, hex, with or without the leading `04`), or undefined when it
 * is not one made with this pair's public key — a plain-text password included.
 */
export function sm2Decrypt(cipher: string, privateKey: string): string | undefined {
  const hex = cipher.trim().toLowerCase();
  if (hex.length <= OVERHEAD || hex.length > MAX_CIPHER + 2 || hex.length % 2 || !/^[0-9a-f]+$/.test(hex))
    return undefined;
  // With the prefix the text is one byte longer; without it the first byte may still happen to be 04,
  // so a text starting 04 is tried both ways (the C3 hash tells which one is right).
  if (hex.startsWith('04')) return decryptOnce(hex.slice(2), privateKey) ?? decryptOnce(hex, privateKey);
  return decryptOnce(hex, privateKey);
}
