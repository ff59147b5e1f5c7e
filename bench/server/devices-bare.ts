/**
 * The bare handler of the device list (the practical limit the real server is compared with):
 *   tsx bench/server/devices-bare.ts <sqlite file>
 * node:http + better-sqlite3 issuing the same SELECT the generic handler issues for the device list's
 * scenarios (bench/server/devices.ts) as the platform administrator (no tenant condition): live rows,
 * `deviceCode` as LIKE, `deviceType` / `onlineStatus` as equality, newest id first, deep pages as a
 * deferred join, one COUNT per filter remembered for the run. Prints `{"port":N}` once listening.
 */
import SQLite from 'better-sqlite3';
import { createServer } from 'node:http';
import { DEFERRED_JOIN_OFFSET } from '../../server/crud/read';

const [file] = process.argv.slice(2);
const raw = new SQLite(file, { readonly: true });
const columns = (raw.prepare('select name from pragma_table_info(?)').all('tc_device') as Array<{ name: string }>)
  .map((c) => c.name)
  .join(', ');
const statements = new Map<string, SQLite.Statement>();
const prepare = (text: string) => {
  let s = statements.get(text);
  if (!s) statements.set(text, (s = raw.prepare(text)));
  return s;
};
const totals = new Map<string, number>();
const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

createServer((req, res) => {
  const q = new URL(req.url ?? '/', 'http://x').searchParams;
  const current = Number(q.get('current') ?? 1);
  const size = Number(q.get('size') ?? 10);
  const where = ['is_deleted = ?'];
  const params: unknown[] = [0];
  const code = q.get('deviceCode');
  if (code) {
    where.push("device_code like ? escape '\\'");
    params.push(`%${escapeLike(code)}%`);
  }
  for (const [param, column] of [
    ['deviceType', 'device_type'],
    ['onlineStatus', 'online_status'],
  ]) {
    const v = q.get(param);
    if (v) {
      where.push(`${column} = ?`);
      params.push(Number(v));
    }
  }
  const cond = where.join(' and ');
  const offset = (current - 1) * size;
  const order = 'order by id desc';
  const rows =
    offset >= DEFERRED_JOIN_OFFSET
      ? prepare(`select ${columns} from tc_device where id in (select id from tc_device where ${cond} ${order} limit ? offset ?) ${order}`).all(
          ...params,
          size,
          offset,
        )
      : prepare(`select ${columns} from tc_device where ${cond} ${order} limit ? offset ?`).all(...params, size, offset);
  const key = `${cond}|${JSON.stringify(params)}`;
  let total = totals.get(key);
  if (total === undefined) {
    total = (prepare(`select count(*) as n from tc_device where ${cond}`).get(...params) as { n: number }).n;
    totals.set(key, total);
  }
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ code: 200, success: true, data: { records: rows, total, size, current, pages: Math.ceil(total / size) }, msg: '操作成功' }));
}).listen(0, '127.0.0.1', function (this: import('node:net').Server) {
  const addr = this.address();
  process.stdout.write(`${JSON.stringify({ port: typeof addr === 'object' && addr ? addr.port : 0 })}\n`);
});
