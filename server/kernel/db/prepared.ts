/**
 * Fixed-shape queries compiled once and run with new values. Building a Kysely query and compiling it
 * costs more than running a small indexed statement (a command's three SELECTs and two writes: ≈ 15 % of
 * its CPU, docs/performance.md), while the SQL text of such a query never changes — only its values do.
 * `prepared(build)` builds the query once with stand-ins for the values, remembers where each stand-in
 * landed among the bound parameters, and `bind(values)` gives the same compiled query with the real ones;
 * the SQL text is the same every time, so the driver's statement cache (statement-cache.ts) reuses its
 * prepared statement too.
 *
 * Writes stay visible to the write tracker (write-tracker.ts): `bind` reports the query to it as Kysely's
 * compile would, and Kysely's result hook reports it again when it has run (the same query id), so counts
 * and grants cached from the tables it writes are renewed as for a query built each time.
 *
 * Only for shapes that do not depend on the values: a list of values that may vary in length (`in (…)`),
 * an optional condition or a column chosen at run time needs its own prepared query per variant.
 */
import type { CompiledQuery, Compilable } from 'kysely';
import type { WriteTracker } from './write-tracker';

/** A stand-in for the value at `index` of `bind`'s list. */
class Slot {
  constructor(readonly index: number) {}
}

export interface PreparedQuery {
  /** The compiled query with these values (in the order the build function asked for them). */
  bind(values: ReadonlyArray<unknown>): CompiledQuery;
}

/**
 * `build(v)` makes the query with `v(i)` wherever the i-th value goes (any other value is a constant of
 * the shape). Every `v(i)` must reach the compiled parameters, each once.
 */
export function prepared(
  writes: WriteTracker | undefined,
  build: (v: (index: number) => unknown) => Compilable,
): PreparedQuery {
  let count = 0;
  const compiled = build((index) => {
    count = Math.max(count, index + 1);
    return new Slot(index);
  }).compile();
  // For each bound parameter: the index of the value it takes, or -1 for a constant kept as compiled.
  const from = compiled.parameters.map((p) => (p instanceof Slot ? p.index : -1));
  const constants = compiled.parameters;
  const used = new Set(from.filter((i) => i >= 0));
  if (used.size !== count || from.filter((i) => i >= 0).length !== count)
    throw new Error(`prepared query: every value must be bound exactly once (${compiled.sql})`);
  return {
    bind(values) {
      if (values.length !== count) throw new Error(`prepared query: ${count} values expected, ${values.length} given`);
      const parameters = new Array<unknown>(from.length);
      for (let i = 0; i < from.length; i++) parameters[i] = from[i] < 0 ? constants[i] : values[from[i]];
      writes?.willRun(compiled);
      return { query: compiled.query, queryId: compiled.queryId, sql: compiled.sql, parameters };
    },
  };
}
