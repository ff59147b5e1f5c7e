/**
 * The declared statistics of a list, computed in SQL over exactly the rows its `page` would show (the same
 * search parameters, tenant, entity scope and data scopes; access = the list's view code):
 *
 * - `summary` → `GET <base>/sum` (or the schema's `summary.endpoint`): `{ <prop>: total }` for each summed
 *   column. Money totals are yuan text with 2 decimals (`"1234.50"`), made from `SUM` over integer fen read
 *   back as text (exact at any size on both dialects); whole-number totals are numbers.
 * - `charts[i]` → `GET <base>/chart/<key>` (or `endpoint`): rows grouped by the x column — a date-time
 *   stored as `YYYY-MM-DD HH:mm:ss` text is cut with `substr` to the hour, day or month, which SQLite and
 *   PostgreSQL read alike — each measure (`count(*)`, `sum(col)`) per group; `from` / `to` (dates or
 *   date-times) bound the chart's range column, and a time chart with both answers every bucket between
 *   them (0 where no row fell). A grouped column with a dictionary gets its labels in the caller's language.
 */
import type { FastifyRequest } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import type { ChartSpec } from '../../engine/schema';
import { yuanText } from '../../engine/schema/money';
import {
  BUCKET_LENGTH,
  MAX_BUCKETS,
  bucketKeys,
  chartFacts,
  chartPath,
  measureKey,
  summaryPath,
  type ChartData,
} from '../../engine/schema/stats';
import { DATE_OR_TIME_PATTERN, coerceQuery, isMoney, querySchema } from '../../engine/schema/validation';
import { crudPermissions } from '../../engine/schema/resolve';
import { toCount } from '../kernel/db/database';
import type { ServerContext } from '../kernel/http/context';
import { ok } from '../kernel/http/envelope';
import { badRequest } from '../kernel/http/errors';
import type { RouteTable } from '../kernel/http/route-table';
import type { EntityModel, FieldModel } from '../kernel/model';
import { allOf, baseFilters, searchFilters, type Filter } from './conditions';
import { dictItems } from './dict-store';
import { requirePlatformAdmin } from './platform-only';
import { idsFilter, PAGING } from './read';
import { check, queryOf } from './validate';

const text = {
  badRange: (name: string) => ({
    zh: `${name}格式应为 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss`,
    en: `${name} must look like YYYY-MM-DD or YYYY-MM-DD HH:mm:ss`,
  }),
  backwards: { zh: '开始时间不能晚于结束时间', en: 'The start of the range is after its end' },
  tooLong: { zh: `时间范围过长(最多 ${MAX_BUCKETS} 个分组)`, en: `The range is too long (at most ${MAX_BUCKETS} groups)` },
  noRange: { zh: '此图表没有时间范围', en: 'This chart has no time range' },
};

/** A SUM read back as integer text: exact for any total (SQLite's 64-bit integers, PostgreSQL's numeric). */
const sumText = (f: FieldModel): RawBuilder<string | null> => sql<string | null>`cast(sum(${sql.ref(f.dbName)}) as text)`;

/** The wire form of a total: yuan text for money, a number for whole numbers (text past 2^53). */
function totalOf(f: FieldModel, v: unknown): number | string {
  const digits = v === null || v === undefined ? '0' : String(v);
  if (isMoney(f.column)) return yuanText(digits);
  const n = Number(digits);
  return Number.isSafeInteger(n) ? n : digits;
}

/**
 * The list's own filter for this request: tenant, scope, data scopes and the search parameters, coerced and
 * validated as the list's (`omit`: parameters of the statistics themselves, e.g. a chart's `from` / `to`).
 */
function listFilters(ctx: ServerContext, model: EntityModel, req: FastifyRequest, omit: string[] = []): Filter[] {
  const raw = queryOf(req, model.tenant);
  for (const k of omit) delete raw[k];
  const query = coerceQuery(model.schema, raw);
  check(req, model.schema, 'query:list', () => querySchema(model.schema, 'list'), query);
  return [...baseFilters(model, req.auth), ...searchFilters(model, query, ctx.database.dialect, PAGING), ...idsFilter(query)];
}

async function sumOf(ctx: ServerContext, model: EntityModel, req: FastifyRequest): Promise<Record<string, unknown>> {
  const fields = model.schema.summary!.sums.map((p) => model.field(p)!);
  const row = await ctx.database.db
    .selectFrom(model.table)
    .select(fields.map((f, i) => sumText(f).as(`s${i}`)))
    .where(allOf(listFilters(ctx, model, req)))
    .executeTakeFirst();
  const r = (row ?? {}) as Record<string, unknown>;
  return Object.fromEntries(fields.map((f, i) => [f.prop, totalOf(f, r[`s${i}`])]));
}

/** `from` / `to` of a chart request, checked. */
function rangeOf(req: FastifyRequest): { from?: string; to?: string } {
  const q = (req.query ?? {}) as Record<string, unknown>;
  const out: { from?: string; to?: string } = {};
  const pattern = new RegExp(DATE_OR_TIME_PATTERN);
  for (const [key, zh] of [
    ['from', '开始时间'],
    ['to', '结束时间'],
  ] as const) {
    const v = q[key];
    if (v === undefined || v === '') continue;
    if (typeof v !== 'string' || !pattern.test(v)) throw badRequest(text.badRange(req.lang === 'en' ? key : zh));
    out[key] = v.length === 16 ? `${v}:00` : v;
  }
  if (out.from && out.to && out.from.slice(0, 10) > out.to.slice(0, 10)) throw badRequest(text.backwards);
  return out;
}

/** One chart of a schema for a request (also served under a contract's own paths by plugins). */
export async function chartOf(
  ctx: ServerContext,
  model: EntityModel,
  chart: ChartSpec,
  req: FastifyRequest,
): Promise<ChartData> {
  const facts = chartFacts(model.schema, chart);
  const { from, to } = rangeOf(req);
  if ((from || to) && !facts.range) throw badRequest(text.noRange);
  const filters = listFilters(ctx, model, req, ['from', 'to']);
  const x = model.field(chart.x.prop)!;
  if (facts.range) {
    const f = model.field(facts.range.prop)!;
    const dateOnly = f.storage === 'date';
    const lo = from && (dateOnly ? from.slice(0, 10) : from);
    const hi = to && (dateOnly ? to.slice(0, 10) : to.length === 10 ? `${to} 23:59:59` : to);
    if (lo) filters.push((eb) => eb(f.dbName, '>=', lo));
    if (hi) filters.push((eb) => eb(f.dbName, '<=', hi));
  }
  const keys = facts.bucket && from && to ? bucketKeys(from, to, facts.bucket) : undefined;
  if (facts.bucket && from && to && !keys) throw badRequest(text.tooLong);
  filters.push((eb) => eb(x.dbName, 'is not', null));

  // The group key: a prefix of the stored text for time buckets (a literal length, so the SELECT and the
  // GROUP BY are the same expression on PostgreSQL), else the column as text.
  const key: RawBuilder<string> = facts.bucket
    ? sql<string>`substr(cast(${sql.ref(x.dbName)} as text), 1, ${sql.lit(BUCKET_LENGTH[facts.bucket])})`
    : sql<string>`cast(${sql.ref(x.dbName)} as text)`;
  const measureFields = chart.measures.map((m) => (m.kind === 'sum' ? model.field(m.prop!)! : undefined));
  const measureSql = (i: number) => {
    const f = measureFields[i];
    return f ? sumText(f) : sql<string>`count(*)`;
  };
  let q = ctx.database.db
    .selectFrom(model.table)
    .select([key.as('k'), ...chart.measures.map((_m, i) => measureSql(i).as(`m${i}`))])
    .where(allOf(filters))
    .groupBy(key);
  if (facts.bucket) q = q.orderBy(key);
  else {
    const first = measureFields[0];
    const order = first ? sql`sum(${sql.ref(first.dbName)})` : sql`count(*)`;
    q = q
      .orderBy(order, 'desc')
      .orderBy(key)
      .limit(chart.x.limit ?? 10);
  }
  const rows = (await q.execute()) as Array<Record<string, unknown>>;

  const valueOf = (i: number, v: unknown) => {
    const f = measureFields[i];
    return f ? totalOf(f, v) : toCount(v);
  };
  const byKey = new Map(rows.map((r) => [String(r.k), r]));
  const x_ = keys ?? rows.map((r) => String(r.k));
  const series = chart.measures.map((m, i) => ({
    key: measureKey(m),
    data: x_.map((k) => valueOf(i, byKey.get(k)?.[`m${i}`])),
  }));
  const data: ChartData = { x: x_, series };
  const dict = x.column?.dict;
  if (typeof dict === 'string' && !facts.bucket) {
    const items = (await dictItems(ctx.database.db, [dict], req.lang)).get(dict) ?? [];
    const labels = new Map(items.map((it) => [it.dictKey, it.dictValue]));
    data.labels = x_.map((k) => labels.get(k) ?? k);
  }
  return data;
}

/** Reading a list's statistics needs what reading the list needs: its view code, and the platform administrator for `platformOnly: true`. */
function readAccess(ctx: ServerContext, model: EntityModel) {
  return async (req: FastifyRequest) => {
    if (model.schema.platformOnly === true) await requirePlatformAdmin(ctx, req);
    return crudPermissions(model.schema).view;
  };
}

/** The `sum` and chart routes of every stored schema that declares them. */
export function registerStatsRoutes(ctx: ServerContext, routes: RouteTable): void {
  for (const model of ctx.models.values()) {
    const e = model.schema;
    const sumUrl = summaryPath(e);
    if (sumUrl)
      routes.add(
        {
          method: 'GET',
          url: sumUrl,
          access: readAccess(ctx, model),
          handler: async (req) => ok(req, await sumOf(ctx, model, req)),
        },
        'generic',
      );
    for (const chart of e.charts ?? [])
      routes.add(
        {
          method: 'GET',
          url: chartPath(e, chart),
          access: readAccess(ctx, model),
          handler: async (req) => ok(req, await chartOf(ctx, model, chart, req)),
        },
        'generic',
      );
  }
}
