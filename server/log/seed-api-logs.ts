/**
 * `--api-logs N`: deterministic API-log rows (system.apiLog, table blade_log_api) for benchmarks and for
 * trying the log screen on realistic sizes. Row i is a pure function of i, so every run and machine gets
 * the same table; re-running tops the table up to N rows and never duplicates.
 *
 * Speed (1M rows in well under a minute on SQLite): one transaction, and one multi-row INSERT compiled
 * ONCE by Kysely for the database's dialect, then executed again and again with new bound values only
 * (no per-row query building). The batch stays under both engines' bound-parameter limits.
 */
import { CompiledQuery } from 'kysely';
import type { Database } from '../kernel/db/database';

export const API_LOG_TABLE = 'blade_log_api';
const TENANT = '000000';
const BATCH = 1000;
/** 2026-01-01 00:00:00, then one row every 3 seconds (1M rows ≈ 35 days). Text is built in UTC. */
const START_MS = Date.UTC(2026, 0, 1);
const STEP_MS = 3000;

const SERVICES = [
  'blade-system',
  'blade-user',
  'blade-auth',
  'blade-log',
  'blade-desk',
  'blade-resource',
  'toycar-device',
  'toycar-order',
];
const ENTITIES = ['menu', 'user', 'dict', 'param', 'tenant', 'role', 'device', 'order', 'notice', 'attach'];
const OPS = ['page', 'list', 'detail', 'submit', 'remove', 'tree'];
const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
];
const USERS = ['admin', 'operator', 'auditor', 'finance', 'service'];

const pad = (n: number) => String(n).padStart(2, '0');
export function apiLogTime(i: number): string {
  const d = new Date(START_MS + i * STEP_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** Generated row number i (0-based) as DB values. Cheap integer mixing keeps columns varied but repeatable. */
export function apiLogRow(i: number): Record<string, unknown> {
  const h = Math.imul(i + 1, 2654435761) >>> 0;
  const service = SERVICES[h % SERVICES.length];
  const entity = ENTITIES[(h >>> 3) % ENTITIES.length];
  const op = OPS[(h >>> 7) % OPS.length];
  const write = op === 'submit' || op === 'remove';
  return {
    tenant_id: TENANT,
    service_id: service,
    server_host: `app-${(h >>> 11) % 4}`,
    server_ip: `10.0.0.${10 + ((h >>> 11) % 4)}`,
    env: (h >>> 13) % 10 === 0 ? 'test' : 'prod',
    type: '1',
    title: `${entity} ${op}`,
    method: write ? 'POST' : 'GET',
    request_uri: `/${service}/${entity}/${op}`,
    user_agent: AGENTS[(h >>> 15) % AGENTS.length],
    remote_ip: `192.168.${(h >>> 17) % 8}.${(h >>> 20) % 250}`,
    method_class: `org.springblade.${service.replace('-', '.')}.controller.${entity[0].toUpperCase()}${entity.slice(1)}Controller`,
    method_name: op,
    params: write ? `{"id":"${h % 100000}"}` : `current=1&size=10`,
    time: (h >>> 9) % 300,
    create_by: USERS[(h >>> 21) % USERS.length],
    create_time: apiLogTime(i),
  };
}

/** Make blade_log_api hold at least `n` rows; returns how many were added. */
export async function seedApiLogs(
  database: Database,
  n: number,
  log: (line: string) => void = () => {},
): Promise<number> {
  const { db } = database;
  const have = Number(
    (
      await db
        .selectFrom(API_LOG_TABLE)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst()
    )?.n ?? 0,
  );
  if (have >= n) return 0;
  const started = Date.now();
  const columns = Object.keys(apiLogRow(0));
  // The SQL of a full batch and of the last partial one, each compiled once for this dialect.
  const compile = (rows: number) =>
    db
      .insertInto(API_LOG_TABLE)
      .values(Array.from({ length: rows }, (_, k) => apiLogRow(k)))
      .compile().sql;
  const fullSql = compile(Math.min(BATCH, n - have));
  await db.transaction().execute(async (trx) => {
    for (let from = have; from < n; from += BATCH) {
      const count = Math.min(BATCH, n - from);
      const params: unknown[] = [];
      for (let i = from; i < from + count; i++) {
        const row = apiLogRow(i);
        for (const c of columns) params.push(row[c]);
      }
      const text = count === BATCH || from === have ? fullSql : compile(count);
      await trx.executeQuery(CompiledQuery.raw(text, params));
      if ((from - have) % 200_000 === 0 && from > have) log(`  api logs: ${from} rows…`);
    }
  });
  // eslint-disable-next-line no-restricted-syntax -- seconds of a log line, not money
  log(`API logs: added ${n - have} rows (now ${n}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return n - have;
}
