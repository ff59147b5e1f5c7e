/**
 * Global setup of the server tests: seed the run's template once (SQLite file, or PostgreSQL database when
 * DATABASE_URL is set) and provide it to every test file — each file runs in a fresh worker, so a template
 * per worker was a seed per file. On PostgreSQL the template is dropped at the end (each test server drops
 * its own copy). Nothing else is dropped: another run may be using the same PostgreSQL server.
 */
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { dropPgDatabase } from './pg-template';
import { loadTestRegistry, makePgTemplate, makeSqliteTemplate } from './seeded-template';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  const registry = await loadTestRegistry();
  if (url) {
    const template = await makePgTemplate(url, registry);
    project.provide('pgTemplate', template);
    return () => dropPgDatabase(url, template);
  }
  const { file, dir } = await makeSqliteTemplate(registry);
  project.provide('sqliteTemplate', file);
  return async () => rmSync(dir, { recursive: true, force: true });
}
