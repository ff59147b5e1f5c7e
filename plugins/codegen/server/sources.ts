/**
 * Where a code-generator entry reads its table: the console's own database (no data source), or a data
 * source row (develop.datasource: driver class, JDBC-style URL, user name, password kept encrypted),
 * opened for the duration of one generation through the same query builder — MySQL/MariaDB (mysql2),
 * PostgreSQL (pg) or SQLite (better-sqlite3, read-only) — and closed afterwards.
 */
import { Kysely, MysqlDialect, PostgresDialect, SqliteDialect } from 'kysely';
import { createPool } from 'mysql2';
import pg from 'pg';
import SQLite from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import type { I18nText } from '../../../engine/schema';
import { projectRoot } from '../../../engine/schema/node/load';
import type { ServerContext } from '../../../server/kernel/http/context';
import { badRequest } from '../../../server/kernel/http/errors';
import type { AnyKysely, SourceDialect } from './introspect';

export interface Source {
  db: AnyKysely;
  dialect: SourceDialect;
  /** Says which database, in messages. */
  title: I18nText;
  close(): Promise<void>;
}

export interface Connection {
  dialect: SourceDialect;
  host?: string;
  port?: number;
  database?: string;
  file?: string;
}

const CONNECT_MS = 5_000;

const unsupported = (what: string): I18nText => ({
  zh: `不支持的数据源：${what}（支持 MySQL/MariaDB、PostgreSQL 和 SQLite）`,
  en: `Unsupported data source: ${what} (MySQL/MariaDB, PostgreSQL and SQLite are supported)`,
});

/** A JDBC-style address → what to connect to; the driver class decides the dialect when the URL does not. */
export function parseJdbcUrl(url: string, driverClass = ''): Connection {
  const u = url.trim();
  const sqlite = /^jdbc:sqlite:(.+)$/i.exec(u);
  if (sqlite) return { dialect: 'sqlite', file: sqlite[1] };
  const m = /^jdbc:(mysql|mariadb|postgresql|postgres):\/\/([^/:?]+)(?::(\d+))?\/([^?;/]+)/i.exec(u);
  if (!m) throw badRequest(unsupported(u || driverClass || '-'));
  const dialect: SourceDialect = /^postgres/i.test(m[1]) ? 'postgres' : 'mysql';
  if (/postgresql/i.test(driverClass) && dialect !== 'postgres') throw badRequest(unsupported(`${driverClass} + ${u}`));
  return {
    dialect,
    host: m[2],
    port: m[3] ? Number(m[3]) : dialect === 'postgres' ? 5432 : 3306,
    database: decodeURIComponent(m[4]),
  };
}

function openConnection(c: Connection, user: string, password: string): AnyKysely {
  if (c.dialect === 'mysql')
    return new Kysely({
      dialect: new MysqlDialect({
        pool: createPool({
          host: c.host,
          port: c.port,
          user,
          password,
          database: c.database,
          connectionLimit: 2,
          connectTimeout: CONNECT_MS,
        }),
      }),
    });
  if (c.dialect === 'postgres') {
    const pool = new pg.Pool({
      host: c.host,
      port: c.port,
      user,
      password,
      database: c.database,
      max: 2,
      connectionTimeoutMillis: CONNECT_MS,
    });
    pool.on('error', () => undefined);
    return new Kysely({ dialect: new PostgresDialect({ pool }) });
  }
  const file = isAbsolute(c.file!) ? c.file! : resolve(projectRoot, c.file!);
  if (!existsSync(file))
    throw badRequest({ zh: `SQLite 数据库文件不存在：${c.file}`, en: `No SQLite database file at ${c.file}` });
  return new Kysely({ dialect: new SqliteDialect({ database: new SQLite(file, { readonly: true, fileMustExist: true }) }) });
}

/** A connection failure as a 400 naming the data source and the reason, in both languages. */
export function connectFailed(name: string, err: unknown): Error {
  const reason = err instanceof Error ? err.message : String(err);
  return badRequest({
    zh: `数据源「${name}」连接失败：${reason}`,
    en: `Could not connect to the data source "${name}": ${reason}`,
  });
}

/** The entry's data source, opened; an id of nothing (or 0) is the console's own database. */
export async function openSource(ctx: Pick<ServerContext, 'database' | 'secrets'>, datasourceId: unknown): Promise<Source> {
  const id = datasourceId === null || datasourceId === undefined || datasourceId === '' ? 0 : Number(datasourceId);
  if (!id) {
    const { database } = ctx;
    return {
      db: database.db,
      dialect: database.dialect,
      title: { zh: '本系统数据库', en: "the console's own database" },
      close: async () => undefined,
    };
  }
  const row = Number.isSafeInteger(id)
    ? await ctx.database.db
        .selectFrom('blade_datasource')
        .select(['name', 'driver_class', 'url', 'username', 'password'])
        .where('id', '=', id)
        .where('is_deleted', '=', 0)
        .executeTakeFirst()
    : undefined;
  if (!row)
    throw badRequest({ zh: '数据源不存在或已被删除(datasourceId)', en: 'The data source does not exist (datasourceId)' });
  const name = String(row.name);
  const connection = parseJdbcUrl(String(row.url ?? ''), String(row.driver_class ?? ''));
  const password = ctx.secrets.decrypt(row.password) ?? String(row.password ?? '');
  const db = openConnection(connection, String(row.username ?? ''), password);
  try {
    await db.selectNoFrom((eb) => eb.lit(1).as('one')).execute();
  } catch (err) {
    await db.destroy().catch(() => undefined);
    throw connectFailed(name, err);
  }
  return { db, dialect: connection.dialect, title: { zh: `数据源「${name}」`, en: `the data source "${name}"` }, close: () => db.destroy() };
}
