/**
 * The reference server's entry point (`npm start`, `npm run serve`, Playwright's webServer):
 * settings from the environment → optional console build → database (SQLite file or PostgreSQL) →
 * migrate, seed a new database, sync dictionaries and menus → listen.
 *
 * Stopping (SIGTERM, SIGINT), at any moment — during start-up too: stop accepting connections, let the
 * requests in flight (and their writes) finish, close idle keep-alive connections, close the database,
 * exit; whatever is left after STOP_MS is cut short by exiting anyway (SQLite and PostgreSQL roll back an
 * unfinished transaction, so nothing half-written remains). Output that can no longer be written (the
 * supervisor or terminal reading it went away) is dropped, never a reason to stay up or to crash.
 * `npm start` execs node itself (package.json), so a signal sent to npm reaches this process.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadRegistry, projectRoot } from '../engine/schema/node/load';
import { buildConsoleIfNeeded } from './build-console';
import type { KeyRing } from './auth/key-ring';
import { loadSettings, type ServerSettings } from './config';
import { openDatabase, type Database } from './kernel/db/database';
import { describeDialect } from './kernel/db/migrate';
import { createLogger } from './kernel/observe/logger';
import { standardOutput } from './kernel/observe/output';
import { buildApp } from './compose/app';
import { resolveServerKeys, type KeySource } from './compose/keys';
import { loadModules } from './compose/modules';
import { prepareDatabase } from './compose/prepare';

/** The whole stop, from the signal to the exit; the issue asks for 5 s. */
const STOP_MS = 4_500;
/** At most this long, at the end of a stop, for the last lines to reach a slow reader. */
const DRAIN_MS = 300;

// Every line leaves through the non-blocking output: a full pipe, a reader gone or a closed terminal
// drops (and counts) lines, never stalls the server or its stop (server/kernel/observe/output.ts).
const output = standardOutput();
let log = createLogger({ level: process.env.LOG_LEVEL ?? 'info', format: 'json', output: output.out });
/**
 * A line of the start-up and stop summary, whatever the level: plain text on a terminal, else an info
 * record among the JSON lines.
 */
let say = (line: string) => {
  log.child({}, { level: 'info' }).info(line);
  output.out.flush(); // now, not at the next turn of the event loop: a start-up step may take a while
};

/** What a stop has to close; filled in as the start-up gets there. */
const running: {
  app?: FastifyInstance;
  database?: Database;
  building?: AbortController;
  preparing?: AbortController;
  keys?: KeyRing;
} = {};

/** The database, as the summary shows it: the SQLite file, or PostgreSQL's host and database (no password). */
function whereDataIs(settings: ServerSettings): string {
  if (!settings.databaseUrl) return `SQLite file ${settings.sqliteFile}`;
  try {
    const url = new URL(settings.databaseUrl);
    return `PostgreSQL database ${url.pathname.slice(1) || '(default)'} on ${url.hostname}:${url.port || 5432}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}
let stopping: string | undefined;

async function stop(code = 0): Promise<never> {
  try {
    // Stops accepting, waits for the requests in flight, closes idle keep-alive connections, runs the
    // modules' stop and the log flushes (server/compose/app.ts).
    await running.app?.close();
  } catch (err) {
    log.warn({ err }, 'while stopping the server');
  }
  running.keys?.stop();
  try {
    await running.database?.close();
  } catch {
    /* already gone */
  }
  say(`Stopped${stopping ? ` (${stopping})` : ''}.`);
  await Promise.all([output.out.drain(DRAIN_MS), output.err.drain(DRAIN_MS)]);
  process.exit(code);
}

function onSignal(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = signal;
  say(`${signal}: shutting down…`);
  setTimeout(() => {
    log.warn(`Still busy ${STOP_MS} ms after ${signal}: exiting now.`);
    process.exit(1);
  }, STOP_MS).unref();
  running.building?.abort();
  running.preparing?.abort();
  // Before `listen` the start-up sees the flag at its next step and stops there (`startupStep`).
  if (running.app?.server.listening) void stop();
}
process.on('SIGTERM', onSignal);
process.on('SIGINT', onSignal);

/** Between start-up steps: a stop asked for meanwhile happens now. */
async function startupStep(): Promise<void> {
  if (stopping) await stop();
}

async function main(): Promise<void> {
  const settings = loadSettings();
  log = createLogger({ level: settings.logLevel, format: settings.logFormat, output: output.out });
  const summary = log.child({}, { level: 'info' });
  say = (line) => {
    if (settings.logFormat === 'text') output.out.write(line);
    else summary.info(line);
    output.out.flush();
  };
  if (process.argv.includes('--build-if-needed') && process.env.SKIP_CONSOLE_BUILD !== '1') {
    running.building = new AbortController();
    await buildConsoleIfNeeded(projectRoot, say, running.building.signal);
    running.building = undefined;
  }
  await startupStep();

  if (settings.resetData && !settings.databaseUrl) {
    for (const suffix of ['', '-wal', '-shm']) rmSync(settings.sqliteFile + suffix, { force: true });
    say(`RESET_DATA=1: removed ${settings.sqliteFile}`);
  }
  const database = openDatabase({ url: settings.databaseUrl, file: settings.sqliteFile });
  running.database = database;
  const registry = await loadRegistry();
  const modules = await loadModules();
  await startupStep();
  say(`Preparing the ${describeDialect(database.dialect)} database (migrations, seeds)…`);
  running.preparing = new AbortController();
  const report = await prepareDatabase(database, registry, { modules, signal: running.preparing.signal });
  say(
    `${describeDialect(database.dialect)} ready: ${report.migration.createdTables.length} tables created, ` +
      `${report.migration.addedColumns.length} columns added${report.seeded ? ', demo data seeded' : ''}, ` +
      `${report.menuRows} menu rows and ${report.dictRows} dictionary rows added.`,
  );
  await startupStep();
  const keys = await resolveServerKeys(database, settings);
  running.keys = keys.ring;
  keys.ring.start();
  if (settings.keysInDatabase && !settings.secretKey)
    log.warn(
      'SECRET_KEY is not set: kept credentials are encrypted with a key stored in the same database. Set SECRET_KEY (the same in every process) to keep the key apart from the data.',
    );

  running.app = await buildApp({
    db: database,
    registry,
    modules,
    config: {
      jwtSecret: keys.jwtSecret,
      secretKey: keys.secretKey,
      sm2: keys.sm2,
      testCaptcha: settings.testCaptcha,
      uploadDir: join(settings.dataDir, 'upload'),
      env: settings.nodeEnv,
      distDir: settings.distDir ?? join(projectRoot, 'dist'),
      trustProxy: settings.trustProxy,
      loggerInstance: log,
      metricsToken: settings.metricsToken,
      processMetrics: true,
    },
  });
  await startupStep();

  await running.app.listen({ port: settings.port, host: settings.host });
  // A signal that came while `listen` was binding: the server is up now, so stop it.
  await startupStep();
  const shownHost = settings.host === '0.0.0.0' || settings.host === '::' ? 'localhost' : settings.host;
  say(`toycar-console is running at http://${shownHost}:${settings.port}/ (API at /api)`);
  say(`Sign in with tenant 000000, user admin, password admin.`);
  // What a Saber build needs to sign in here (README, "Use with Saber"): its website.auth.publicKey.
  const keyOrigin: Record<KeySource, string> = {
    environment: 'SM2_PUBLIC_KEY',
    file: 'sm2-keys.json in DATA_DIR',
    generated: 'new, saved in DATA_DIR',
    database: 'kept in the database',
    'database, new': 'new, kept in the database',
  };
  say(`Data: ${whereDataIs(settings)}; uploads and exports in ${settings.dataDir}.`);
  say(`SM2 public key for Saber's website.auth.publicKey (${keyOrigin[keys.sm2.source]}): ${keys.sm2.publicKey}`);
  if (settings.testCaptcha) say('TEST_CAPTCHA=1: captcha answers are sent to clients (tests only).');
}

main().catch((err: unknown) => {
  // Stopped during start-up: whatever failed because of it is no news.
  if (stopping) return void stop();
  // Configuration mistakes read best as one line; LOG_LEVEL=debug shows where anything else came from.
  const detail =
    err instanceof Error ? (process.env.LOG_LEVEL === 'debug' ? (err.stack ?? err.message) : err.message) : String(err);
  output.err.write(`Failed to start: ${detail}`);
  void stop(1);
});
