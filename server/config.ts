/**
 * Server settings from the environment (see README / the issue): PORT, HOST, DATA_DIR, DATABASE_URL,
 * RESET_DATA, NODE_ENV, LOG_LEVEL, JWT_SECRET, TEST_CAPTCHA, TRUST_PROXY. The JWT secret, when not given,
 * is generated once and kept in `${DATA_DIR}/jwt-secret` (never in the repository).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface ServerSettings {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  sqliteFile: string;
  resetData: boolean;
  nodeEnv: string;
  logLevel: string;
  jwtSecret: string;
  testCaptcha: boolean;
  trustProxy: boolean;
}

const flag = (v: string | undefined) => v === '1' || v === 'true';

function jwtSecretOf(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved) return saved;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function loadSettings(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const testCaptcha = flag(env.TEST_CAPTCHA);
  if (testCaptcha && nodeEnv === 'production') {
    throw new Error('TEST_CAPTCHA=1 sends captcha answers to clients: it is refused when NODE_ENV=production.');
  }
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const dataDir = resolve(env.DATA_DIR ?? './data');
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    sqliteFile: join(dataDir, 'toycar.db'),
    resetData: flag(env.RESET_DATA),
    nodeEnv,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    jwtSecret: jwtSecretOf(env, dataDir),
    testCaptcha,
    trustProxy: flag(env.TRUST_PROXY),
  };
}
