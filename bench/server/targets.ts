/**
 * A load target in its own process (so autocannon in the harness does not share its event loop):
 *   tsx bench/server/targets.ts ours <sqlite file>   the REAL server: buildApp + listen on 127.0.0.1
 *   tsx bench/server/targets.ts bare <sqlite file>   the practical limit: node:http + better-sqlite3
 *   tsx bench/server/targets.ts console <sqlite file> the real server hosting data/bench/console
 * Prints one JSON line `{"port":N}` once listening.
 */
import SQLite from 'better-sqlite3';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { loadRegistry, projectRoot } from '../../engine/schema/node/load';
import { openDatabase } from '../../server/kernel/db/database';
import { buildApp } from '../../server/compose/app';
import { DEFERRED_JOIN_OFFSET } from '../../server/crud/read';
import { loadModules } from '../../server/compose/modules';
import { prepareDatabase } from '../../server/compose/prepare';

const [kind, file] = process.argv.slice(2);
const ready = (port: number) => process.stdout.write(`${JSON.stringify({ port })}\n`);

async function ours(): Promise<void> {
  const database = openDatabase({ file });
  const registry = await loadRegistry();
  const modules = await loadModules();
  await prepareDatabase(database, registry, { modules });
  const app = await buildApp({
    db: database,
    registry,
    modules,
    // No request logging: the bare handler logs nothing either, and a log line per request is not the
    // cost being measured. Everything else is as in production.
    config: {
      jwtSecret: 'bench-secret',
      testCaptcha: false,
      distDir: join(projectRoot, 'data/bench/none'),
      logger: { level: 'warn' },
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  ready(typeof addr === 'object' && addr ? addr.port : 0);
}

/** The real server hosting the bench console build, on a throw-away database, with test captchas. */
async function consoleServer(): Promise<void> {
  const database = openDatabase({ file });
  const registry = await loadRegistry();
  const modules = await loadModules();
  await prepareDatabase(database, registry, { modules });
  const app = await buildApp({
    db: database,
    registry,
    modules,
    config: {
      jwtSecret: 'bench-secret',
      testCaptcha: true,
      distDir: join(projectRoot, 'data/bench/console'),
      logger: { level: 'warn' },
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  ready(typeof addr === 'object' && addr ? addr.port : 0);
}

const COLUMNS =
  'id, tenant_id, service_id, server_host, server_ip, env, type, title, method, request_uri, user_agent, ' +
  'remote_ip, method_class, method_name, params, time, create_by, create_time';
const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The same SELECT the generic handler issues for these parameters, prepared once per filter shape. */
function bare(): void {
  const raw = new SQLite(file, { readonly: true });
  const statements = new Map<string, SQLite.Statement>();
  const prepare = (text: string) => {
    let s = statements.get(text);
    if (!s) statements.set(text, (s = raw.prepare(text)));
    return s;
  };
  // One COUNT per filter, remembered for the whole run: the floor any correct `total` can reach (it ignores
  // the rows the real server logs meanwhile, which ours must count).
  const totals = new Map<string, number>();
  const server = createServer((req, res) => {
    const q = new URL(req.url ?? '/', 'http://x').searchParams;
    const current = Number(q.get('current') ?? 1);
    const size = Number(q.get('size') ?? 10);
    // The bench logs in as the platform administrator, who sees every tenant: no tenant condition, as in
    // the generic handler's SQL for that caller.
    const where = ['1 = 1'];
    const params: unknown[] = [];
    const like = q.get('serviceId_like');
    if (like !== null) {
      where.push("service_id like ? escape '\\'");
      params.push(`%${escapeLike(like)}%`);
    }
    const after = q.get('createTime_dategt');
    if (after !== null) {
      where.push('create_time > ?');
      params.push(after.length === 10 ? `${after} 23:59:59` : after);
    }
    const cond = where.join(' and ');
    const offset = (current - 1) * size;
    const order = 'order by create_time desc, id desc';
    // The same statement shapes as the generic handler: deep pages as a deferred join (server/crud/read.ts).
    const rows =
      offset >= DEFERRED_JOIN_OFFSET
        ? prepare(
            `select ${COLUMNS} from blade_log_api where id in ` +
              `(select id from blade_log_api where ${cond} ${order} limit ? offset ?) ${order}`,
          ).all(...params, size, offset)
        : prepare(`select ${COLUMNS} from blade_log_api where ${cond} ${order} limit ? offset ?`).all(
            ...params,
            size,
            offset,
          );
    const key = `${cond}|${JSON.stringify(params)}`;
    let total = totals.get(key);
    if (total === undefined) {
      total = (prepare(`select count(*) as n from blade_log_api where ${cond}`).get(...params) as { n: number }).n;
      totals.set(key, total);
    }
    const body = JSON.stringify({
      code: 200,
      success: true,
      data: { records: rows, total, size, current, pages: Math.ceil(total / size) },
      msg: '操作成功',
    });
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(body);
  });
  server.listen(0, '127.0.0.1', () => {
    const addr = server.address();
    ready(typeof addr === 'object' && addr ? addr.port : 0);
  });
}

if (kind === 'ours') await ours();
else if (kind === 'bare') bare();
else if (kind === 'console') await consoleServer();
else throw new Error(`unknown target "${kind}"`);

// A normal exit on SIGTERM / SIGINT, so `--cpu-prof` runs of a target write their profile.
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => process.exit(0));
