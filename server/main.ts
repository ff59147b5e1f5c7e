/**
 * The reference server's entry point (`npm start`, `npm run serve`, Playwright's webServer):
 * settings from the environment → optional console build → database (SQLite file or PostgreSQL) →
 * migrate, seed a new database, sync dictionaries and menus → listen. SIGINT / SIGTERM close gracefully.
 */
import { rmSync } from 'node:fs';
import { loadRegistry, projectRoot } from '../engine/schema/node/load';
import { buildConsoleIfNeeded } from './build-console';
import { loadSettings } from './config';
import { openDatabase } from './db/database';
import { describeDialect } from './db/migrate';
import { buildApp } from './http/app';
import { prepareDatabase } from './seed/prepare';
import { join } from 'node:path';

const say = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const settings = loadSettings();
  if (process.argv.includes('--build-if-needed')) await buildConsoleIfNeeded(projectRoot, say);

  if (settings.resetData && !settings.databaseUrl) {
    for (const suffix of ['', '-wal', '-shm']) rmSync(settings.sqliteFile + suffix, { force: true });
    say(`RESET_DATA=1: removed ${settings.sqliteFile}`);
  }
  const database = openDatabase({ url: settings.databaseUrl, file: settings.sqliteFile });
  const registry = await loadRegistry();
  const report = await prepareDatabase(database, registry);
  say(
    `${describeDialect(database.dialect)} ready: ${report.migration.createdTables.length} tables created, ` +
      `${report.migration.addedColumns.length} columns added${report.seeded ? ', demo data seeded' : ''}, ` +
      `${report.menuRows} menu rows and ${report.dictRows} dictionary rows added.`,
  );

  const app = await buildApp({
    db: database,
    registry,
    config: {
      jwtSecret: settings.jwtSecret,
      testCaptcha: settings.testCaptcha,
      uploadDir: join(settings.dataDir, 'upload'),
      env: settings.nodeEnv,
      distDir: join(projectRoot, 'dist'),
      trustProxy: settings.trustProxy,
      logger: { level: settings.logLevel },
    },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    say(`${signal}: shutting down…`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: settings.port, host: settings.host });
  const shownHost = settings.host === '0.0.0.0' || settings.host === '::' ? 'localhost' : settings.host;
  say(`toycar-console is running at http://${shownHost}:${settings.port}/ (API at /api)`);
  say(`Sign in with tenant 000000, user admin, password admin.`);
  if (settings.testCaptcha) say('TEST_CAPTCHA=1: captcha answers are sent to clients (tests only).');
}

main().catch((err: unknown) => {
  // Configuration mistakes read best as one line; LOG_LEVEL=debug shows where anything else came from.
  const detail =
    err instanceof Error ? (process.env.LOG_LEVEL === 'debug' ? (err.stack ?? err.message) : err.message) : String(err);
  process.stderr.write(`Failed to start: ${detail}\n`);
  process.exit(1);
});
