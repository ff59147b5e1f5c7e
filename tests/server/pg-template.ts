/**
 * PostgreSQL runs of the server tests: the demo seed takes tens of seconds there (hundreds of rows, each
 * its own statement over a connection), and most test files start several servers. The global setup seeds
 * one template database per run; each server gets its own database made from it with `CREATE DATABASE …
 * TEMPLATE …`, which copies files and takes a fraction of a second. Every database made here carries the
 * prefix below (what a killed run leaves behind is easy to find: `\l toycar_test_*`).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const TEST_DB_PREFIX = 'toycar_test_';

/** The same server, another database. */
export function urlOfDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const quoted = (name: string) => `"${name.replace(/[^a-z0-9_]/g, '')}"`;

export const newDatabaseName = () => `${TEST_DB_PREFIX}${randomBytes(6).toString('hex')}`;

/** An empty database (its name from newDatabaseName), or a copy of `template` (which nobody may be using). */
export async function createPgDatabase(url: string, name: string, template?: string): Promise<string> {
  await admin(url, `create database ${quoted(name)}${template ? ` template ${quoted(template)}` : ''}`);
  return urlOfDatabase(url, name);
}

/** Dropped even while a pool of a test that failed still holds connections to it. */
export async function dropPgDatabase(url: string, name: string): Promise<void> {
  await admin(url, `drop database if exists ${quoted(name)} with (force)`);
}
