/**
 * The goods list and the stock statistics at catalog scale (issue 28): `data/bench/mall-<n>.db` — the
 * normal seed (the demo mall of every tenant) plus `n` goods (100,000 in a full run) of the demo tenant,
 * each stocked in its two warehouses (a stock row and the in-movement that made it per warehouse),
 * inserted in chunks inside one transaction (the mall's own demo seed has a fixed size) — then the REAL
 * server and the bare handler (bench/server/mall-bare.ts) loaded with autocannon over loopback in
 * alternating one-second slices, with the same URLs: the restful goods list (`spu/page`) page 1, a deep
 * page and a search by name, and the stock statistics page (`repository/statisticsPage`: stock and
 * reserved per goods summed over every warehouse). Figures `mall.<scenario>.c<n>.*` (ours / bare req/s,
 * p99, CPU per request), budgets in bench/budgets.json.
 */
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { loadRegistry, projectRoot } from '../../engine/schema/node/load';
import { loadModules } from '../../server/compose/modules';
import { prepareDatabase } from '../../server/compose/prepare';
import { openDatabase, type Db } from '../../server/kernel/db/database';
import { nowText } from '../../server/kernel/db/time';
import type { Figure } from '../lib/figures';
import { startTarget } from '../lib/proc';
import { fire, interleaved, login } from './load';

export interface MallOptions {
  goods: number;
  seconds: number;
  warmup: number;
  log: (line: string) => void;
}

export const GOODS_PATH = '/api/dispacher-mall/spu/page';
export const STATS_PATH = '/api/dispacher-mall/repository/statisticsPage';
/** The demo tenant the mall seed stocks (its two warehouses receive the bench goods' stock). */
const BENCH_TENANT = '100001';
/** Rows per INSERT: under SQLite's bound-parameter limit at ~15 columns. */
const CHUNK = 400;

/** The bench goods' code: `BG` + 7 digits, unique beside the demo codes (JUICE250, …). */
export const goodsCode = (i: number) => `BG${String(i).padStart(7, '0')}`;

async function insertChunks(db: Db, table: string, rows: Array<Record<string, unknown>>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await db.insertInto(table).values(rows.slice(i, i + CHUNK)).execute();
}

/** `goods` goods of the demo tenant, each with stock (and its in-movement) in both of its warehouses. */
async function seedGoods(db: Db, goods: number): Promise<void> {
  const now = nowText();
  const categories = await db
    .selectFrom('dm_category')
    .select('id')
    .where('tenant_id', '=', BENCH_TENANT)
    .where('parent_id', '<>', 0)
    .orderBy('id')
    .execute();
  const shelves = await db.selectFrom('dm_shelf_category').select('id').where('tenant_id', '=', BENCH_TENANT).orderBy('id').execute();
  const repos = await db.selectFrom('dm_repository').select('id').where('tenant_id', '=', BENCH_TENANT).orderBy('id').execute();
  const pictures = await db.selectFrom('dm_spu').select('pic_url').where('tenant_id', '=', BENCH_TENANT).orderBy('id').execute();
  if (!categories.length || !shelves.length || !repos.length || !pictures.length)
    throw new Error(`mall bench: tenant ${BENCH_TENANT} has no demo mall to add goods to`);
  const base = { tenant_id: BENCH_TENANT, create_time: now, update_time: now, status: 1, is_deleted: 0 };
  const batch = 10_000;
  for (let from = 1; from <= goods; from += batch) {
    const to = Math.min(goods, from + batch - 1);
    const spus: Array<Record<string, unknown>> = [];
    for (let i = from; i <= to; i++)
      spus.push({
        ...base,
        spu_name: `货架商品 ${goodsCode(i)}`,
        spu_code: goodsCode(i),
        category_id: categories[i % categories.length].id,
        shelf_category_id: shelves[i % Math.max(1, shelves.length - 1)].id,
        price: 100 + ((i * 37) % 2000),
        pic_url: pictures[i % pictures.length].pic_url,
        shelf_status: i % 10 === 0 ? 0 : 1,
        sort: i % 100,
      });
    await insertChunks(db, 'dm_spu', spus);
    const ids = await db
      .selectFrom('dm_spu')
      .select(['id', 'spu_code'])
      .where('tenant_id', '=', BENCH_TENANT)
      .where('spu_code', '>=', goodsCode(from))
      .where('spu_code', '<=', goodsCode(to))
      .execute();
    if (ids.length !== to - from + 1) throw new Error(`mall bench: ${ids.length} goods stored of ${to - from + 1}`);
    const stock: Array<Record<string, unknown>> = [];
    const moves: Array<Record<string, unknown>> = [];
    for (const { id, spu_code } of ids) {
      const i = Number(String(spu_code).slice(2));
      repos.forEach(({ id: repo }, r) => {
        const q = (i * 7 + r * 13) % 120;
        const reserved = i % 9 === 0 ? Math.min(q, 3) : 0;
        stock.push({ tenant_id: BENCH_TENANT, repository_id: repo, spu_id: id, quantity: q, reserved, update_time: now });
        moves.push({
          tenant_id: BENCH_TENANT,
          repository_id: repo,
          spu_id: id,
          movement_type: 1,
          quantity_change: q,
          reserved_change: 0,
          quantity_after: q,
          source_no: `RKBENCH${String(i).padStart(7, '0')}`,
          operator_name: '仓管员',
          create_time: now,
        });
        if (reserved)
          moves.push({
            tenant_id: BENCH_TENANT,
            repository_id: repo,
            spu_id: id,
            movement_type: 2,
            quantity_change: 0,
            reserved_change: reserved,
            quantity_after: q,
            source_no: `LHBENCH${String(i).padStart(7, '0')}`,
            operator_name: '仓管员',
            create_time: now,
          });
      });
    }
    await insertChunks(db, 'dm_stock', stock);
    await insertChunks(db, 'dm_stock_movement', moves);
  }
}

/** A database with the demo data and `goods` more goods with stock (kept between runs: seeding is the slow part). */
export async function seedMallFile(goods: number, log: (line: string) => void): Promise<string> {
  const dir = join(projectRoot, 'data/bench');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `mall-${goods}.db`);
  if (existsSync(file)) return file;
  const t = Date.now();
  // Seeded under another name and renamed once whole, so a run stopped half-way leaves no file the next
  // run would take for a whole catalog.
  const partial = `${file}.partial`;
  for (const f of [partial, `${partial}-wal`, `${partial}-shm`]) rmSync(f, { force: true });
  const database = openDatabase({ file: partial });
  try {
    await prepareDatabase(database, await loadRegistry(), { modules: await loadModules() });
    await database.db.transaction().execute((trx) => seedGoods(trx, goods));
  } finally {
    await database.close();
  }
  for (const f of [`${partial}-wal`, `${partial}-shm`]) rmSync(f, { force: true });
  renameSync(partial, file);
  log(`seeded ${goods} goods (with stock in 2 warehouses) in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  return file;
}

export function mallScenarios(goods: number): Array<{ name: string; path: string; query: string }> {
  // Ten names contain the probe (the goods ending in 0–9 after it): a full page, so the COUNT runs too.
  const probe = goodsCode(Math.max(10, Math.floor(goods / 2))).slice(0, -1);
  return [
    { name: 'page1', path: GOODS_PATH, query: 'current=1&size=10' },
    { name: 'deep', path: GOODS_PATH, query: `current=${Math.max(2, Math.floor(goods / 100))}&size=10` },
    { name: 'search', path: GOODS_PATH, query: `current=1&size=10&spuName=${probe}` },
    { name: 'stats', path: STATS_PATH, query: 'current=1&size=10' },
  ];
}

type Page = { code?: number; data?: { records?: Array<Record<string, unknown>>; total?: number } };

/** The same page from both: the same total and the same rows (ids), else they do not run the same query. */
function sameAnswer(name: string, ours: Page, bare: Page): void {
  if (!ours.data?.records?.length) throw new Error(`mall ${name}: no rows (${JSON.stringify(ours).slice(0, 300)})`);
  const ids = (p: Page) => (p.data?.records ?? []).map((r) => String(r.id ?? r.goodsId)).join(',');
  if (ours.data.total !== bare.data?.total || ids(ours) !== ids(bare))
    throw new Error(
      `mall ${name}: ours answers ${ours.data.total} rows [${ids(ours)}], bare ${bare.data?.total} [${ids(bare)}]: not the same query`,
    );
  if (name === 'stats') {
    const sums = (p: Page) => (p.data?.records ?? []).map((r) => `${String(r.quantity)}/${String(r.reserved)}`).join(',');
    if (sums(ours) !== sums(bare)) throw new Error(`mall stats: ours sums ${sums(ours)}, bare ${sums(bare)}`);
  }
}

export async function runMallBench(o: MallOptions): Promise<Figure[]> {
  const file = await seedMallFile(o.goods, o.log);
  const ours = await startTarget('bench/server/targets.ts', ['ours', file]);
  const bare = await startTarget('bench/server/mall-bare.ts', [file]);
  const figures: Figure[] = [];
  try {
    const auth = { 'blade-auth': `bearer ${await login(ours.port)}` };
    for (const s of mallScenarios(o.goods)) {
      const oursUrl = `http://127.0.0.1:${ours.port}${s.path}?${s.query}`;
      const bareUrl = `http://127.0.0.1:${bare.port}${s.path}?${s.query}`;
      const first = (await (await fetch(oursUrl, { headers: auth })).json()) as Page;
      const bareFirst = (await (await fetch(bareUrl)).json()) as Page;
      sameAnswer(s.name, first, bareFirst);
      await fire(oursUrl, auth, 10, o.warmup);
      await fire(bareUrl, {}, 10, o.warmup);
      for (const connections of [10, 32]) {
        const { ours: a, bare: b } = await interleaved(
          { url: oursUrl, headers: auth, pid: ours.child.pid },
          { url: bareUrl, headers: {}, pid: bare.child.pid },
          o.seconds,
          connections,
        );
        const base = `mall.${s.name}.c${connections}`;
        const label = `mall ${s.name} ${connections} conn`;
        o.log(
          `  mall ${s.name} c${connections}: ours ${a.rps.toFixed(0)} req/s p99 ${a.p99} ms ${a.cpuUs.toFixed(0)} µs CPU/req, ` +
            `bare ${b.rps.toFixed(0)} req/s p99 ${b.p99} ms ${b.cpuUs.toFixed(0)} µs CPU/req (${first.data?.total} rows)`,
        );
        if (Number.isFinite(a.cpuUs) && a.cpuUs > 0)
          figures.push({
            key: `${base}.cpuRatio`,
            label: `${label}: bare / ours CPU per request`,
            unit: '×',
            value: b.cpuUs / a.cpuUs,
            extra: { oursUs: Math.round(a.cpuUs), bareUs: Math.round(b.cpuUs) },
          });
        figures.push(
          { key: `${base}.rps`, label: `${label}: req/s ours (bare)`, unit: 'req/s', value: a.rps, extra: { bare: b.rps } },
          { key: `${base}.ratio`, label: `${label}: ours / bare req/s`, unit: '×', value: a.rps / b.rps },
          { key: `${base}.p99`, label: `${label}: p99 ms ours (bare)`, unit: 'ms', value: a.p99, extra: { bare: b.p99 } },
        );
      }
    }
  } finally {
    await ours.stop();
    await bare.stop();
  }
  return figures;
}
