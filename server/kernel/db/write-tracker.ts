/**
 * Knows when a table may have changed, so derived facts (cached COUNTs, server/crud/count-cache.ts) can be
 * trusted without re-reading. A Kysely plugin sees every query this process runs through the database
 * layer: INSERT / UPDATE / DELETE bump the generation of their table when compiled AND again when their
 * result arrives (so a read that raced a write is never stored as current); a write it cannot attribute
 * (raw SQL, a pre-compiled query that changed rows) bumps every table.
 * Other processes are not seen here; SQLite's `PRAGMA data_version` covers those (see count-cache.ts).
 *
 * Appends are told apart from other writes: an INSERT that lets the database pick the ids (no `id` column,
 * no upsert / replace / ignore, no CTE) only adds rows whose ids are above every id the table had — ids
 * are AUTOINCREMENT on SQLite (server/kernel/db/migrate.ts), never reused — so a remembered COUNT can be brought
 * up to date by counting just `id > last max id` (count-cache.ts). `changeGeneration` moves only on the
 * other writes; `generation` on every write.
 */
import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

interface PendingWrite {
  tables: string[] | 'all';
  append: boolean;
}

export class WriteTracker implements KyselyPlugin {
  /** Every write, by table. */
  private readonly generations = new Map<string, number>();
  /** Writes other than appends, by table. */
  private readonly changes = new Map<string, number>();
  private global = 0;
  /** The write queries compiled but not finished yet, by query id. */
  private readonly pending = new WeakMap<object, PendingWrite>();

  /** A number that changes whenever `table` may have changed in this process. */
  generation(table: string): number {
    return this.global * 1_000_000_000 + (this.generations.get(table) ?? 0);
  }

  /** A number that changes whenever `table` may have changed in this process other than by appends. */
  changeGeneration(table: string): number {
    return this.global * 1_000_000_000 + (this.changes.get(table) ?? 0);
  }

  /** A write to `tables` ('all': unknown tables); `append` when it can only have added rows with new ids. */
  bump(tables: string[] | 'all', append = false): void {
    if (tables === 'all') {
      this.global++;
      return;
    }
    for (const t of tables) {
      this.generations.set(t, (this.generations.get(t) ?? 0) + 1);
      if (!append) this.changes.set(t, (this.changes.get(t) ?? 0) + 1);
    }
  }

  /**
   * A query compiled earlier is about to run again (prepared.ts): reported as Kysely's compile reports a
   * fresh one, so a write bumps its tables now and again when its result arrives (same query id).
   */
  willRun(compiled: { query: RootOperationNode; queryId: object }): void {
    this.transformQuery({ node: compiled.query, queryId: compiled.queryId } as PluginTransformQueryArgs);
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const tables = writtenTables(args.node);
    if (tables) {
      const write = { tables, append: tables !== 'all' && isAppend(args.node) };
      this.bump(write.tables, write.append);
      this.pending.set(args.queryId, write);
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const write = this.pending.get(args.queryId);
    if (write) this.bump(write.tables, write.append);
    else if (args.result.numAffectedRows !== undefined && args.result.numAffectedRows > 0n) this.bump('all');
    return args.result;
  }
}

/** An INSERT that can only add rows with database-chosen (hence new, higher) ids. */
function isAppend(node: RootOperationNode): boolean {
  if (node.kind !== 'InsertQueryNode') return false;
  const n = node as unknown as {
    columns?: ReadonlyArray<{ column?: { name?: string } }>;
    onConflict?: unknown;
    onDuplicateKey?: unknown;
    orAction?: unknown;
    ignore?: boolean;
    replace?: boolean;
    with?: unknown;
  };
  if (!n.columns?.length || n.onConflict || n.onDuplicateKey || n.orAction || n.ignore || n.replace || n.with)
    return false;
  return n.columns.every((c) => c.column?.name !== undefined && c.column.name !== 'id');
}

const nameOf = (node: OperationNode | undefined): string | undefined => {
  if (!node) return undefined;
  if (node.kind === 'TableNode')
    return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
  if (node.kind === 'AliasNode') return nameOf((node as unknown as { node: OperationNode }).node);
  return undefined;
};

/** Tables an INSERT / UPDATE / DELETE writes; 'all' for raw SQL that is not a read; undefined for reads. */
function writtenTables(node: RootOperationNode): string[] | 'all' | undefined {
  const n = node as unknown as Record<string, unknown>;
  let names: Array<string | undefined>;
  if (node.kind === 'InsertQueryNode') names = [nameOf(n.into as OperationNode)];
  else if (node.kind === 'UpdateQueryNode') names = [nameOf(n.table as OperationNode)];
  else if (node.kind === 'DeleteQueryNode')
    names = ((n.from as { froms?: OperationNode[] } | undefined)?.froms ?? []).map(nameOf);
  else if (node.kind === 'RawNode') {
    const head = ((n.sqlFragments as string[] | undefined)?.[0] ?? '').trimStart().slice(0, 8).toLowerCase();
    return /^(select|pragma|with|explain)/.test(head) ? undefined : 'all';
  } else return undefined;
  return names.every((x): x is string => !!x) && names.length ? names : 'all';
}
