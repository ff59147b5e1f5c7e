/**
 * The API log (system.apiLog, blade_log_api): one row for every call under /api — except `/api/health` and
 * the uploaded files (static bytes) — written by an onResponse hook, i.e. after the answer is sent.
 *
 * Rows are buffered and inserted in batches, off the request path: building a row is the only work a
 * request pays (≈ 1 % of a page request's CPU in the profile); the INSERTs (100 rows each, ≈ 1 ms) run
 * from a timer. A batch is written when the server has been quiet for IDLE_MS (an operator sees their calls
 * within a second), and under sustained load every MAX_AGE_MS or when MAX_ROWS rows are waiting. Small,
 * frequent batches are cheap for readers too: the log rows are appends (database-chosen ids), so a
 * remembered COUNT of the log list is brought up to date by counting just the new rows
 * (server/crud/count-cache.ts) instead of the whole table. On close the buffer is written. A process that
 * dies loses at most that window. Failures to write are only logged.
 */
import { hostname } from 'node:os';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../kernel/db/database';
import { prepared, type PreparedQuery } from '../kernel/db/prepared';
import { nowText } from '../kernel/db/time';
import type { WriteTracker } from '../kernel/db/write-tracker';
import type { ServerContext } from '../kernel/http/context';
import { clip, requestParams } from './mask';

export const API_LOG_TABLE = 'blade_log_api';
const PLATFORM_TENANT = '000000';
const IDLE_MS = 300;
const MAX_AGE_MS = 1000;
const MAX_ROWS = 2000;
const TICK_MS = 250;
/** Rows per INSERT: 19 columns × 100 stays far below both engines' bound-parameter limits. */
const CHUNK = 100;
const HOST = clip(hostname(), 255);

/** The columns of a log row, in the order `apiLogRow` fills them. */
const COLUMNS = [
  'tenant_id',
  'service_id',
  'server_host',
  'server_ip',
  'env',
  'type',
  'title',
  'method',
  'request_uri',
  'user_agent',
  'remote_ip',
  'method_class',
  'method_name',
  'params',
  'time',
  'create_by',
  'create_time',
] as const;
/** A row's values in COLUMNS order. */
type LogRow = unknown[];

declare module 'fastify' {
  interface FastifyInstance {
    /** The API-log buffer: `flush()` writes what is waiting (tests, shutdown). */
    apiLogs: ApiLogWriter;
  }
}

export class ApiLogWriter {
  private buffer: LogRow[] = [];
  private oldestAt = 0;
  private lastActivityAt = 0;
  private writing: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;

  /** The INSERT of n rows, compiled once per n (at most CHUNK shapes): only the values change. */
  private readonly inserts = new Map<number, PreparedQuery>();

  constructor(
    private readonly db: Db,
    private readonly warn: (err: unknown) => void,
    private readonly writes?: WriteTracker,
  ) {
    this.timer = setInterval(() => this.tick(), TICK_MS);
    this.timer.unref();
  }

  add(row: LogRow): void {
    const now = Date.now();
    if (!this.buffer.length) this.oldestAt = now;
    this.lastActivityAt = now;
    this.buffer.push(row);
    if (this.buffer.length >= MAX_ROWS) void this.flush();
  }

  private tick(): void {
    if (!this.buffer.length) return;
    const now = Date.now();
    if (now - this.lastActivityAt >= IDLE_MS || now - this.oldestAt >= MAX_AGE_MS) void this.flush();
  }

  /** Write every waiting row; resolves when they (and any earlier batch) are in the table. Never rejects. */
  flush(): Promise<void> {
    const rows = this.buffer;
    this.buffer = [];
    if (rows.length) this.writing = this.writing.then(() => this.insert(rows));
    return this.writing;
  }

  private insertOf(n: number): PreparedQuery {
    let q = this.inserts.get(n);
    if (!q) {
      q = prepared(this.writes, (v) =>
        this.db
          .insertInto(API_LOG_TABLE)
          .values(
            Array.from({ length: n }, (_, r) =>
              Object.fromEntries(COLUMNS.map((c, i) => [c, v(r * COLUMNS.length + i)])),
            ),
          ),
      );
      this.inserts.set(n, q);
    }
    return q;
  }

  private async insert(rows: LogRow[]): Promise<void> {
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = rows.slice(i, i + CHUNK);
      try {
        await this.db.executeQuery(this.insertOf(chunk.length).bind(chunk.flat()));
      } catch (err) {
        this.warn(err);
      }
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route asked not to be logged (server/kernel/http/route-table.ts `quiet`). */
    quiet?: boolean;
  }
}

/** Calls that are not logged: quiet routes (the health probe, files served back) and anything outside the API. */
function skipped(req: FastifyRequest, path: string): boolean {
  return !path.startsWith('/api/') || req.method === 'OPTIONS' || !!req.routeOptions?.config?.quiet;
}

/** `/api/blade-system/param/page` → service `blade-system`, title `param/page`. */
function serviceAndTitle(path: string): { service: string; title: string } {
  const [, , service = '', ...rest] = path.split('/');
  return { service, title: rest.join('/') };
}

function apiLogRow(req: FastifyRequest, reply: FastifyReply, path: string, env: string): LogRow {
  const { service, title } = serviceAndTitle(path);
  // In COLUMNS order.
  return [
    req.auth?.tenantId ?? PLATFORM_TENANT,
    clip(service, 64),
    HOST,
    '',
    env,
    '1',
    clip(title, 255),
    clip(req.method, 16),
    clip(path, 1000),
    clip(req.headers['user-agent'], 1000),
    clip(req.ip, 255),
    '',
    // The route pattern that answered (`/api/blade-resource/oss/file/:name`), empty for a 404.
    clip(req.routeOptions?.url ?? '', 255),
    requestParams(req, 4000),
    Math.round(reply.elapsedTime),
    clip(req.auth?.account, 64),
    nowText(),
  ];
}

/** Log every API call after its answer; the buffer is written on close. */
export function installApiLog(app: FastifyInstance, ctx: ServerContext): void {
  const writer = new ApiLogWriter(
    ctx.database.db,
    (err) => app.log.warn({ err }, 'could not write API logs'),
    ctx.database.writes,
  );
  app.decorate('apiLogs', writer);
  // Depends on nothing in the request: worked out once.
  const env = clip(ctx.config.env ?? process.env.NODE_ENV ?? 'development', 64);
  app.addHook('onResponse', (req, reply, done) => {
    try {
      const path = req.url.split('?')[0];
      if (!skipped(req, path)) writer.add(apiLogRow(req, reply, path, env));
    } catch (err) {
      req.log.warn({ err }, 'could not build the API log row');
    }
    done();
  });
  app.addHook('onClose', async () => writer.close());
}
