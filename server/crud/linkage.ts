/**
 * Field linkage on the server (schema `visible`, `required`, `disabled`, `options`, `compute`): the generic
 * submit applies the same evaluator as the form (engine/schema/linkage.ts) to the row as it will be — the
 * stored row under the body on an update — inside the write's transaction:
 *
 * - a field hidden by its condition is not stored: it is written empty (NULL);
 * - a field disabled by its condition keeps the stored value (on an insert, its default);
 * - a field required by its condition and left empty is refused with the form's own message;
 * - a choice its controlling field does not allow is refused: a dictionary cascade by its keys, a remote
 *   list by asking its option source (server/kernel/option-sources.ts) with the controlling value, a
 *   reference by reading the referenced row;
 * - a computed value is computed again (labels of chosen options read from their dictionary, source or
 *   referenced row) and written even where a client may not write.
 */
import type { FastifyRequest } from 'fastify';
import type { Column } from '../../engine/schema';
import {
  evaluateLinkage,
  isLinked,
  linkageOrder,
  linkageProblems,
  optionMessage,
  type LinkageProblem,
} from '../../engine/schema/linkage';
import { computeReads } from '../../engine/schema/linkage-compute';
import { text } from '../../engine/schema/resolve';
import { coerceValue } from '../../engine/schema/validation';
import { isEmpty } from '../../engine/schema/validators';
import type { ServerContext } from '../kernel/http/context';
import { badRequest } from '../kernel/http/errors';
import type { EntityModel } from '../kernel/model';
import { allOf, eq, tenantFilters } from './conditions';
import { toWire, type Row } from './convert';
import { dictLabel } from './dict-store';

export interface LinkedBody {
  /** The body with hidden fields emptied, disabled ones kept and computed ones filled. */
  body: Record<string, unknown>;
  /** Props the write sets although a client may not write them (computed values). */
  forced: ReadonlySet<string>;
}

const none: ReadonlySet<string> = new Set();
const sameKey = (a: unknown, b: unknown) => a !== null && a !== undefined && String(a) === String(b);

/** Per write: each remote list asked once, whatever number of checks and labels need it. */
class Lookups {
  private readonly lists = new Map<string, Promise<Array<Record<string, unknown>>>>();
  constructor(
    private readonly ctx: ServerContext,
    private readonly req: FastifyRequest,
    private readonly tenantId: string,
  ) {}

  /** The rows a column's remote list answers for these values (its `param` filled from the controlling field). */
  remoteRows(c: Column, values: Record<string, unknown>): Promise<Array<Record<string, unknown>>> {
    const dict = c.dict as { url: string };
    const params: Record<string, string> = c.options?.param ? { [c.options.param]: String(values[c.options.dependsOn] ?? '') } : {};
    const key = `${dict.url}?${JSON.stringify(params)}`;
    let rows = this.lists.get(key);
    if (!rows) {
      const source = this.ctx.optionSources.get(dict.url);
      rows = source ? source(this.req, params) : Promise.resolve([]);
      this.lists.set(key, rows);
    }
    return rows;
  }

  /** The referenced row a `ref` column's value names, narrowed by `options.match` when given. */
  async refRow(c: Column, value: unknown, values: Record<string, unknown>): Promise<Row | undefined> {
    const target = c.ref && this.ctx.models.get(c.ref.schema);
    const valueField = target?.field(c.ref!.value ?? 'id');
    if (!target || !valueField) return undefined;
    const filters = [...tenantFilters(target, this.tenantId), eq(valueField, value)];
    const match = c.options?.match ? target.field(c.options.match) : undefined;
    if (match) filters.push(eq(match, values[c.options!.dependsOn] ?? null));
    const row = await this.ctx.database.db.selectFrom(target.table).selectAll().where(allOf(filters)).limit(1).executeTakeFirst();
    return row ? toWire(target, row as Row) : undefined;
  }

  /** The label of the option a column's value chooses (dictionary labels in Chinese, the data's language). */
  async label(c: Column, values: Record<string, unknown>): Promise<string | undefined> {
    const v = values[c.prop];
    if (isEmpty(v)) return undefined;
    if (typeof c.dict === 'string') return dictLabel(this.ctx.database.db, c.dict, v, 'zh');
    if (c.dict) {
      const { value, label } = c.dict;
      const row = (await this.remoteRows(c, values)).find((r) => sameKey(r[value], v));
      return row ? String(row[label] ?? '') : undefined;
    }
    if (c.ref) {
      const row = await this.refRow(c, v, values);
      return row ? String(row[c.ref.label] ?? '') : undefined;
    }
    return undefined;
  }

  /** Whether a remote-list or reference choice is one the controlling value allows. */
  async allowed(c: Column, values: Record<string, unknown>): Promise<boolean> {
    const v = values[c.prop];
    if (c.options?.param && c.dict && typeof c.dict === 'object') {
      const value = c.dict.value;
      return (await this.remoteRows(c, values)).some((r) => sameKey(r[value], v));
    }
    if (c.options?.match) return !!(await this.refRow(c, v, values));
    return true;
  }
}

/** The labels computed values read, resolved before the (synchronous) evaluation. */
async function resolveLabels(columns: Column[], values: Record<string, unknown>, look: Lookups): Promise<Map<string, string | undefined>> {
  const props = new Set(columns.flatMap((c) => (c.compute ? computeReads(c.compute).labels : [])));
  const out = new Map<string, string | undefined>();
  for (const prop of props) {
    const c = columns.find((x) => x.prop === prop);
    if (c) out.set(prop, await look.label(c, values));
  }
  return out;
}

/**
 * Apply the schema's linkage to a validated submit body. `stored` is the row before an update (by column
 * name); `tenantId` the row's tenant (references are read within it). Throws a 400 naming every problem.
 */
export async function applyLinkage(
  ctx: ServerContext,
  model: EntityModel,
  req: FastifyRequest,
  body: Record<string, unknown>,
  opts: { mode: 'add' | 'edit'; stored?: Row; tenantId: string },
): Promise<LinkedBody> {
  const columns = model.schema.columns;
  if (!columns.some(isLinked)) return { body, forced: none };
  const values = { ...(opts.stored ? toWire(model, opts.stored) : {}), ...body };
  const look = new Lookups(ctx, req, opts.tenantId);
  const labels = await resolveLabels(columns, values, look);
  // Labels read before the evaluation belong to the values as sent; a label field the linkage empties
  // (hidden) is looked at again below through the evaluated values.
  const result = evaluateLinkage(columns, values, (prop) => labels.get(prop));
  const problems: LinkageProblem[] = linkageProblems(columns, result);
  const byProp = new Map(columns.map((c) => [c.prop, c]));
  for (const c of linkageOrder(columns)) {
    const v = result.values[c.prop];
    if (!c.options || result.hidden.has(c.prop) || result.disabled.has(c.prop) || isEmpty(v)) continue;
    if (problems.some((x) => x.prop === c.prop)) continue;
    if (!(await look.allowed(c, result.values)))
      problems.push({ prop: c.prop, message: optionMessage(c, byProp.get(c.options.dependsOn)) });
  }
  if (problems.length) throw badRequest(problems.map((x) => text(x.message, req.lang)).join(req.lang === 'en' ? '; ' : '；'));

  const out = { ...body };
  const forced = new Set<string>();
  for (const c of linkageOrder(columns)) {
    const field = model.field(c.prop);
    if (!field) continue;
    if (result.hidden.has(c.prop)) out[c.prop] = null;
    else if (result.disabled.has(c.prop)) {
      if (opts.mode === 'edit') delete out[c.prop];
      else out[c.prop] = c.default === undefined ? null : coerceValue(field, c.default);
    } else if (c.compute) {
      out[c.prop] = coerceValue(field, result.values[c.prop]);
      forced.add(c.prop);
    }
  }
  return { body: out, forced };
}
