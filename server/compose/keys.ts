/**
 * The keys this process signs, verifies and encrypts with: those of the settings (the environment, or
 * DATA_DIR over SQLite), else over PostgreSQL those every process shares in the database
 * (server/auth/server-keys.ts), created by the first process. The JWT keys become a key ring
 * (server/auth/key-ring.ts): rotation without a restart.
 */
import { KeyRing } from '../auth/key-ring';
import { installKeyRing } from '../auth/jwt';
import { ensureDatabaseKeys } from '../auth/server-keys';
import type { Sm2KeyPair } from '../auth/sm2';
import type { ServerSettings } from '../config';
import type { Database } from '../kernel/db/database';

export type KeySource = 'environment' | 'file' | 'generated' | 'database' | 'database, new';

export interface ServerKeys {
  jwtSecret: string;
  ring: KeyRing;
  secretKey: string;
  sm2: Sm2KeyPair & { source: KeySource };
  /** Where the JWT key came from (for the start-up summary). */
  jwtSource: 'environment' | 'file' | 'database';
}

export async function resolveServerKeys(database: Database, settings: ServerSettings): Promise<ServerKeys> {
  if (!settings.keysInDatabase) {
    const ring = new KeyRing(settings.jwtSecret, settings.jwtPreviousSecrets);
    installKeyRing(settings.jwtSecret, ring);
    return {
      jwtSecret: settings.jwtSecret,
      ring,
      secretKey: settings.secretKey,
      sm2: settings.sm2!,
      jwtSource: process.env.JWT_SECRET ? 'environment' : 'file',
    };
  }
  const stored = await ensureDatabaseKeys(database, settings.adoptKeys);
  const fromEnv = !!settings.jwtSecret;
  const jwtSecret = fromEnv ? settings.jwtSecret : stored.jwtSecret;
  // A set JWT_SECRET is the only current key; otherwise the database's keys, re-read as they rotate.
  const ring = fromEnv ? new KeyRing(jwtSecret, settings.jwtPreviousSecrets) : new KeyRing(jwtSecret, [], database);
  if (!fromEnv) await ring.reload();
  installKeyRing(jwtSecret, ring);
  return {
    jwtSecret,
    ring,
    secretKey: settings.secretKey || stored.secretKey,
    sm2: settings.sm2 ?? { ...stored.sm2, source: stored.sm2.created ? 'database, new' : 'database' },
    jwtSource: fromEnv ? 'environment' : 'database',
  };
}
