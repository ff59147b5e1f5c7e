/**
 * The server's generated keys kept in the database (PostgreSQL, several processes): the JWT signing key,
 * the SM2 key pair of the SpringBlade sign-in and the key that encrypts kept credentials. Every process
 * over the same database uses the same ones with no setting to share: the first process creates them —
 * under the startup lock, so processes started at once create one set — and the others read them.
 * `JWT_SECRET`, `SM2_PUBLIC_KEY`/`SM2_PRIVATE_KEY` and `SECRET_KEY` still override.
 *
 * A deployment that already has keys in its DATA_DIR (from before they moved here) gives those to the
 * database on its first start, so its SM2 public key and its encrypted credentials stay valid.
 *
 * JWT keys rotate (`npm run keys -- rotate`): a new `current` key signs, the old ones stay `previous` and
 * keep verifying the tokens they signed until these expire (tokens carry the `kid` of their key; a
 * process that meets an unknown kid re-reads the keys, see key-ring.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../kernel/db/database';
import type { TableSpec } from '../kernel/db/tables';
import { nowText } from '../kernel/db/time';
import { checkSm2KeyPair, generateSm2KeyPair, type Sm2KeyPair } from './sm2';

export const SERVER_KEY_TABLE = 'blade_server_key';

export const serverKeyTable: TableSpec = {
  name: SERVER_KEY_TABLE,
  columns: [
    { name: 'purpose', type: 'string', length: 32 },
    { name: 'kid', type: 'string', length: 32 },
    { name: 'key_value', type: 'text' },
    { name: 'state', type: 'string', length: 16 },
    { name: 'create_time', type: 'datetime' },
  ],
  indexes: [{ columns: ['purpose', 'kid'], unique: true }],
};

export type KeyPurpose = 'jwt' | 'sm2' | 'secret-box';

export interface StoredKey {
  kid: string;
  value: string;
  current: boolean;
  createTime: string;
}

/** A key's id: a short digest of it (a token names its key without revealing it). */
export const kidOf = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 12);

export const newSecret = () => randomBytes(48).toString('base64url');

export async function readKeys(database: Database, purpose: KeyPurpose): Promise<StoredKey[]> {
  const rows = await database.db
    .selectFrom(SERVER_KEY_TABLE)
    .select(['kid', 'key_value', 'state', 'create_time', 'id'])
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({
    kid: String(r.kid),
    value: String(r.key_value),
    current: r.state === 'current',
    createTime: String(r.create_time),
  }));
}

async function insertKey(database: Database, purpose: KeyPurpose, value: string, state: 'current' | 'previous') {
  await database.db
    .insertInto(SERVER_KEY_TABLE)
    .values({ purpose, kid: kidOf(value), key_value: value, state, create_time: nowText() })
    .execute();
}

/** The current key of a purpose, created (from `adopt`, else `make`) when there is none. Call under the startup lock. */
async function currentOrCreate(
  database: Database,
  purpose: KeyPurpose,
  adopt: string | undefined,
  make: () => string,
): Promise<{ value: string; created: boolean }> {
  const current = (await readKeys(database, purpose)).find((k) => k.current);
  if (current) return { value: current.value, created: false };
  const value = adopt || make();
  await insertKey(database, purpose, value, 'current');
  return { value, created: true };
}

export interface DatabaseKeys {
  jwtSecret: string;
  sm2: Sm2KeyPair & { created: boolean };
  secretKey: string;
}

/**
 * The keys every process shares, made once. `adopt`: keys this process already had in its DATA_DIR, given
 * to a database that has none yet.
 */
export async function ensureDatabaseKeys(
  database: Database,
  adopt: { jwtSecret?: string; sm2?: Sm2KeyPair; secretKey?: string } = {},
): Promise<DatabaseKeys> {
  return database.withStartupLock(() =>
    database.transaction(async () => {
      const jwt = await currentOrCreate(database, 'jwt', adopt.jwtSecret, newSecret);
      const sm2 = await currentOrCreate(database, 'sm2', adopt.sm2 && JSON.stringify(adopt.sm2), () =>
        JSON.stringify(generateSm2KeyPair()),
      );
      const box = await currentOrCreate(database, 'secret-box', adopt.secretKey, newSecret);
      const pair = JSON.parse(sm2.value) as Sm2KeyPair;
      return {
        jwtSecret: jwt.value,
        sm2: {
          ...checkSm2KeyPair(pair, {
            publicKey: 'the stored SM2 public key',
            privateKey: 'the stored SM2 private key',
          }),
          created: sm2.created,
        },
        secretKey: box.value,
      };
    }),
  );
}

/** A new current JWT key; the old ones stay as `previous` (they verify their tokens until these expire). */
export async function rotateJwtKey(database: Database): Promise<string> {
  return database.withStartupLock(() =>
    database.transaction(async () => {
      await database.db
        .updateTable(SERVER_KEY_TABLE)
        .set({ state: 'previous' })
        .where('purpose', '=', 'jwt')
        .where('state', '=', 'current')
        .execute();
      const value = newSecret();
      await insertKey(database, 'jwt', value, 'current');
      return kidOf(value);
    }),
  );
}

/** Forget previous JWT keys (run once their tokens have expired: after the longest refresh-token lifetime). */
export async function retirePreviousJwtKeys(database: Database): Promise<number> {
  const r = await database.db
    .deleteFrom(SERVER_KEY_TABLE)
    .where('purpose', '=', 'jwt')
    .where('state', '=', 'previous')
    .executeTakeFirst();
  return Number(r.numDeletedRows ?? 0);
}
