/**
 * The bare handler of the goods list and the stock statistics (the practical limit the real server is
 * compared with, bench/server/mall.ts):
 *   tsx bench/server/mall-bare.ts <sqlite file>     prints {"port":N} once listening
 * node:http + better-sqlite3 issuing the same SELECTs as the real server for the platform administrator
 * (no tenant condition):
 * - `spu/page` as the generic restful list: live goods, `spuName` as LIKE, the schema's order (sort, then
 *   newest id), deep pages as a deferred join, one COUNT per filter remembered for the run (the real
 *   server's count cache);
 * - `repository/statisticsPage` as the mall's route: live goods by id, each with its stock and reserved
 *   summed over every warehouse by a subquery, and the COUNT of the goods on every request (the route
 *   does not cache it either).
 */
import SQLite from 'better-sqlite3';
import { createServer } from 'node:http';
import { DEFERRED_JOIN_OFFSET } from '../../server/crud/read';

const [file] = process.argv.slice(2);
const raw = new SQLite(file, { readonly: true });
const columns = (raw.prepare('select name from pragma_table_info(?)').all('dm_spu') as Array<{ name: string }>)
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
const page = (records: unknown[], total: number, size: number, current: number) =>
  JSON.stringify({ code: 200, success: true, data: { records, total, size, current, pages: Math.ceil(total / size) }, msg: '操作成功' });

function goodsPage(q: URLSearchParams, current: number, size: number): string {
  const where = ['is_deleted = ?'];
  const params: unknown[] = [0];
  const name = q.get('spuName');
  if (name) {
    where.push("spu_name like ? escape '\\'");
    params.push(`%${escapeLike(name)}%`);
  }
  const cond = where.join(' and ');
  const offset = (current - 1) * size;
  const order = 'order by sort asc, id desc';
  const rows =
    offset >= DEFERRED_JOIN_OFFSET
      ? prepare(`select ${columns} from dm_spu where id in (select id from dm_spu where ${cond} ${order} limit ? offset ?) ${order}`).all(
          ...params,
          size,
          offset,
        )
      : prepare(`select ${columns} from dm_spu where ${cond} ${order} limit ? offset ?`).all(...params, size, offset);
  // As the real server: a page that is not full tells the total; a full one takes the remembered COUNT.
  let total: number;
  if (rows.length < size && (rows.length > 0 || current === 1)) total = offset + rows.length;
  else {
    const key = `${cond}|${JSON.stringify(params)}`;
    const known = totals.get(key);
    total = known ?? (prepare(`select count(*) as n from dm_spu where ${cond}`).get(...params) as { n: number }).n;
    totals.set(key, total);
  }
  return page(rows, total, size, current);
}

function statisticsPage(current: number, size: number): string {
  const total = (prepare('select count(*) as n from dm_spu where is_deleted = ?').get(0) as { n: number }).n;
  const rows = prepare(
    'select id, spu_name, spu_code, ' +
      '(select coalesce(sum(quantity), 0) from dm_stock where dm_stock.spu_id = dm_spu.id) as quantity, ' +
      '(select coalesce(sum(reserved), 0) from dm_stock where dm_stock.spu_id = dm_spu.id) as reserved ' +
      'from dm_spu where is_deleted = ? order by id limit ? offset ?',
  ).all(0, size, (current - 1) * size) as Array<Record<string, unknown>>;
  const records = rows.map((r) => ({
    goodsId: String(r.id),
    spuName: r.spu_name,
    spuCode: r.spu_code,
    quantity: Number(r.quantity ?? 0),
    reserved: Number(r.reserved ?? 0),
  }));
  return page(records, total, size, current);
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  const q = url.searchParams;
  const current = Number(q.get('current') ?? 1);
  const size = Number(q.get('size') ?? 10);
  const body = url.pathname.endsWith('/repository/statisticsPage') ? statisticsPage(current, size) : goodsPage(q, current, size);
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const addr = server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof addr === 'object' && addr ? addr.port : 0 })}\n`);
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => process.exit(0));
