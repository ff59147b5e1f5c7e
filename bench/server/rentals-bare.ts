/**
 * The practical limit for the rent-record list (docs/performance.md "Rentals"): node:http + better-sqlite3
 * answering the same page as the generic handler — the same SELECT shapes for the platform administrator
 * (no tenant condition), deep pages as the deferred join, one COUNT per filter remembered.
 *   tsx bench/server/rentals-bare.ts <sqlite file>     prints {"port":N} once listening
 */
import SQLite from 'better-sqlite3';
import { createServer } from 'node:http';
import { DEFERRED_JOIN_OFFSET } from '../../server/crud/read';

const [file] = process.argv.slice(2);
const raw = new SQLite(file, { readonly: true });
const statements = new Map<string, SQLite.Statement>();
const prepare = (text: string) => {
  let s = statements.get(text);
  if (!s) statements.set(text, (s = raw.prepare(text)));
  return s;
};
const totals = new Map<string, number>();
const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

const server = createServer((req, res) => {
  const q = new URL(req.url ?? '/', 'http://x').searchParams;
  const current = Number(q.get('current') ?? 1);
  const size = Number(q.get('size') ?? 10);
  const where = ['1 = 1'];
  const params: unknown[] = [];
  const store = q.get('storeName');
  if (store !== null) {
    where.push("store_name like ? escape '\\'");
    params.push(`%${escapeLike(store)}%`);
  }
  const status = q.get('status');
  if (status !== null) {
    where.push('status = ?');
    params.push(Number(status));
  }
  const after = q.get('startTime_dategt');
  if (after !== null) {
    where.push('start_time > ?');
    params.push(after);
  }
  const cond = where.join(' and ');
  const offset = (current - 1) * size;
  const order = 'order by start_time desc, id desc';
  const rows =
    offset >= DEFERRED_JOIN_OFFSET
      ? prepare(
          `select * from biz_rent_record where id in (select id from biz_rent_record where ${cond} ${order} limit ? offset ?) ${order}`,
        ).all(...params, size, offset)
      : prepare(`select * from biz_rent_record where ${cond} ${order} limit ? offset ?`).all(...params, size, offset);
  const key = `${cond}|${JSON.stringify(params)}`;
  let total = totals.get(key);
  if (total === undefined) {
    total = (prepare(`select count(*) as n from biz_rent_record where ${cond}`).get(...params) as { n: number }).n;
    totals.set(key, total);
  }
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ code: 200, success: true, data: { records: rows, total, size, current, pages: Math.ceil(total / size) }, msg: '操作成功' }));
});
server.listen(0, '127.0.0.1', () => {
  const addr = server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof addr === 'object' && addr ? addr.port : 0 })}\n`);
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => process.exit(0));
