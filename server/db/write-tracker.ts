/**
 * Knows when a table may have changed, so derived facts (cached COUNTs, server/crud/count-cache.ts) can be
 * trusted without re-reading. A Kysely plugin sees every query this process runs through the database
 * layer: INSERT / UPDATE / DELETE bump the generation of their table when compiled AND again when their
 * result arrives (so a read that raced a write is never stored as current); a write it cannot attribute
 * (raw SQL, a pre-compiled query that changed rows) bumps every table.
 * Other processes are not seen here; SQLite's `PRAGMA data_version` covers those (see count-cache.ts).
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

export class WriteTracker implements KyselyPlugin {
  private readonly generations = new Map<string, number>();
  private global = 0;
  /** Tables of the write queries compiled but not finished yet, by query id. */
  private readonly pending = new WeakMap<object, string[] | 'all'>();

  /** A number that changes whenever `table` may have changed in this process. */
  generation(table: string): number {
    return this.global * 1_000_000_000 + (this.generations.get(table) ?? 0);
  }

  bump(tables: string[] | 'all'): void {
    if (tables === 'all') this.global++;
    else for (const t of tables) this.generations.set(t, (this.generations.get(t) ?? 0) + 1);
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const tables = writtenTables(args.node);
    if (tables) {
      this.bump(tables);
      this.pending.set(args.queryId, tables);
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const tables = this.pending.get(args.queryId);
    if (tables) this.bump(tables);
    else if (args.result.numAffectedRows !== undefined && args.result.numAffectedRows > 0n) this.bump('all');
    return args.result;
  }
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
