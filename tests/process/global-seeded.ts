/**
 * Global setup of the process tests: one data folder migrated and seeded by `npm run seed`'s code, made
 * once per run. A test that starts a server on SQLite starts it on a copy (harness.ts `startServer`):
 * seeding the demo data took about half of each start (12 of 23 s at load 6), and these tests are about
 * stopping, crashing and restarting, not seeding. The tests about a start on an empty database say so
 * (`empty: true`) and seed as production does.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    seededDataDir: string;
  }
}

const root = resolve(import.meta.dirname, '../..');

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'toycar-proc-seeded-'));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir, NODE_ENV: 'test', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/compose/seed-cli.ts'], {
    cwd: root,
    env,
    maxBuffer: 16 * 1024 * 1024,
  });
  project.provide('seededDataDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
