/**
 * Server settings from the environment (see README / the issue): PORT, HOST, DATA_DIR, DATABASE_URL,
 * RESET_DATA, NODE_ENV, LOG_LEVEL, JWT_SECRET, SECRET_KEY, SM2_PUBLIC_KEY, SM2_PRIVATE_KEY, TEST_CAPTCHA,
 * TRUST_PROXY, DIST_DIR, JWT_PREVIOUS_SECRETS, LOG_FORMAT, METRICS_TOKEN. The JWT secret, the key that encrypts kept
 * credentials at rest (SECRET_KEY) and the SM2 key pair of the SpringBlade sign-in, when not given, are
 * generated once — over SQLite into `${DATA_DIR}/jwt-secret`, `${DATA_DIR}/secret-key` and
 * `${DATA_DIR}/sm2-keys.json`; over PostgreSQL into the database, shared by every process
 * (server/auth/server-keys.ts; files already in DATA_DIR are handed over on the first start). Never in
 * the repository.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkSm2KeyPair, generateSm2KeyPair, type Sm2KeyPair } from './auth/sm2';
import { defaultLogLevel, type LogFormat } from './kernel/observe/logger';

export interface ServerSettings {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  sqliteFile: string;
  resetData: boolean;
  nodeEnv: string;
  logLevel: string;
  /** `json` lines for whatever collects the output, `text` on a terminal (LOG_FORMAT overrides). */
  logFormat: LogFormat;
  /** Empty when the database keeps the keys (`keysInDatabase`) and JWT_SECRET is not set. */
  jwtSecret: string;
  /** JWT_PREVIOUS_SECRETS: keys of a rotation that still verify the tokens they signed. */
  jwtPreviousSecrets: string[];
  /** Encrypts kept credentials at rest (data-source passwords): server/kernel/secret-box.ts. */
  secretKey: string;
  /**
   * The SM2 pair the SpringBlade sign-in decrypts passwords with; `generated` when made on this start;
   * absent when the database keeps it and none is set or in DATA_DIR.
   */
  sm2?: Sm2KeyPair & { source: 'environment' | 'file' | 'generated' };
  /** PostgreSQL: generated keys live in the database, so that every process has the same ones. */
  keysInDatabase: boolean;
  /** Keys found in DATA_DIR (from before they moved to the database), handed to a database that has none. */
  adoptKeys: { jwtSecret?: string; secretKey?: string; sm2?: Sm2KeyPair };
  testCaptcha: boolean;
  trustProxy: boolean;
  /** The built console to serve (default `dist/` of the project). */
  distDir?: string;
  /** METRICS_TOKEN: the bearer token `/metrics` asks for (without one, it answers this machine only). */
  metricsToken?: string;
}

const flag = (v: string | undefined) => v === '1' || v === 'true';

/**
 * The given value, else the one saved in `${dataDir}/${name}`, else (`create`) a new random one saved
 * there, else ''.
 */
function savedSecret(given: string | undefined, dataDir: string, name: string, create: boolean): string {
  if (given) return given;
  const file = join(dataDir, name);
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved) return saved;
  }
  if (!create) return '';
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * SM2_PUBLIC_KEY and SM2_PRIVATE_KEY (both or neither), else the pair saved in `${dataDir}/sm2-keys.json`,
 * else a new pair saved there — so a restart keeps the public key a Saber build was given.
 */
function sm2Keys(env: NodeJS.ProcessEnv, dataDir: string, create: boolean): ServerSettings['sm2'] {
  const [pub, priv] = [env.SM2_PUBLIC_KEY?.trim(), env.SM2_PRIVATE_KEY?.trim()];
  if (pub || priv) {
    if (!pub || !priv)
      throw new Error('SM2_PUBLIC_KEY and SM2_PRIVATE_KEY are set together (one key pair), or neither');
    return { ...checkSm2KeyPair({ publicKey: pub, privateKey: priv }), source: 'environment' };
  }
  const file = join(dataDir, 'sm2-keys.json');
  if (existsSync(file)) {
    let saved: Partial<Sm2KeyPair>;
    try {
      saved = JSON.parse(readFileSync(file, 'utf8')) as Partial<Sm2KeyPair>;
    } catch {
      throw new Error(
        `${file} is not the JSON text {"publicKey": …, "privateKey": …}: repair it, or delete it for a new pair`,
      );
    }
    const names = { publicKey: `publicKey of ${file}`, privateKey: `privateKey of ${file}` };
    return {
      ...checkSm2KeyPair({ publicKey: saved.publicKey ?? '', privateKey: saved.privateKey ?? '' }, names),
      source: 'file',
    };
  }
  if (!create) return undefined;
  mkdirSync(dataDir, { recursive: true });
  const pair = generateSm2KeyPair();
  writeFileSync(file, `${JSON.stringify(pair, null, 2)}\n`, { mode: 0o600 });
  return { ...pair, source: 'generated' };
}

export function loadSettings(
  env: NodeJS.ProcessEnv = process.env,
  onTerminal = !!process.stdout.isTTY,
): ServerSettings {
  if (env.LOG_FORMAT && env.LOG_FORMAT !== 'json' && env.LOG_FORMAT !== 'text')
    throw new Error(`LOG_FORMAT must be json or text, got "${env.LOG_FORMAT}"`);
  const nodeEnv = env.NODE_ENV ?? 'development';
  const testCaptcha = flag(env.TEST_CAPTCHA);
  if (testCaptcha && nodeEnv === 'production') {
    throw new Error('TEST_CAPTCHA=1 sends captcha answers to clients: it is refused when NODE_ENV=production.');
  }
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const databaseUrl = env.DATABASE_URL || undefined;
  // Over PostgreSQL nothing is generated here: the database gets the keys (server/auth/server-keys.ts).
  const inFiles = !databaseUrl;
  const fromFile = (given: string | undefined, name: string) =>
    inFiles || given ? undefined : savedSecret(undefined, dataDir, name, false) || undefined;
  const sm2 = sm2Keys(env, dataDir, inFiles);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl,
    sqliteFile: join(dataDir, 'toycar.db'),
    resetData: flag(env.RESET_DATA),
    nodeEnv,
    logLevel: defaultLogLevel(env, onTerminal),
    logFormat: env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'text' ? env.LOG_FORMAT : onTerminal ? 'text' : 'json',
    jwtSecret: inFiles ? savedSecret(env.JWT_SECRET, dataDir, 'jwt-secret', true) : (env.JWT_SECRET ?? ''),
    jwtPreviousSecrets: (env.JWT_PREVIOUS_SECRETS ?? '')
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
    secretKey: inFiles ? savedSecret(env.SECRET_KEY, dataDir, 'secret-key', true) : (env.SECRET_KEY ?? ''),
    sm2: inFiles || sm2?.source === 'environment' ? sm2 : undefined,
    keysInDatabase: !inFiles,
    adoptKeys: {
      jwtSecret: fromFile(env.JWT_SECRET, 'jwt-secret'),
      secretKey: fromFile(env.SECRET_KEY, 'secret-key'),
      sm2: !inFiles && sm2?.source === 'file' ? { publicKey: sm2.publicKey, privateKey: sm2.privateKey } : undefined,
    },
    testCaptcha,
    trustProxy: flag(env.TRUST_PROXY),
    distDir: env.DIST_DIR ? resolve(env.DIST_DIR) : undefined,
    metricsToken: env.METRICS_TOKEN || undefined,
  };
}
