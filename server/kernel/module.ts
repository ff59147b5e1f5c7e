/**
 * The server half of a plugin: `plugins/<name>/server/index.ts` exports `defineServerModule({...})` as its
 * default, and the composition root (server/compose/modules.ts) finds it by folder scan — no list to edit.
 * Everything a business area needs beyond generic CRUD is declared here:
 *
 * - `routes`: special endpoints; each names who may call it (`access`), and the kernel runs the same token,
 *   tenant, data-scope and button-code checks as for generic endpoints before the handler; `transaction:
 *   true` runs the handler in one transaction; `usualEvent` records a business event in the usual log;
 * - `tables`: server-internal tables with no schema (created and widened by the same additive migration);
 * - `migrations`: one-off data changes, each run once per database and recorded by id;
 * - `seed`: idempotent start-up data (every start) and demo data (`demo` is true on a new database only);
 * - `seedSizes`: sized data for benchmarks, each a flag of `npm run seed` (`--rent-records 1000000`);
 * - `hooks`: code around the generic writes of any entity (server/kernel/hooks.ts), inside their transaction;
 * - `transitions`: the named guards and effects of state-machine transitions its declaration lists
 *   (server/kernel/transitions.ts), run inside the transition's transaction;
 * - `jobs`: kinds of background job (server/kernel/jobs) the module enqueues through `ctx.jobs`;
 * - `optionSources`: the remote option lists it serves that field linkage depends on (server/kernel/option-sources.ts);
 * - `start` / `stop`: long-lived work (timers, broker connections), started after the app is ready and
 *   stopped before the database closes.
 *
 * A module imports the kernel, generic CRUD, auth, access and log helpers as libraries, never another
 * module's files: what two share moves down (tests/architecture/architecture.test.ts).
 */
import type { Db } from './db/database';
import type { TableSpec } from './db/tables';
import type { HookMap } from './hooks';
import type { TransitionCode } from './transitions';
import type { ServerContext } from './http/context';
import type { RouteSink } from './http/route-table';
import type { JobKind } from './jobs/types';
import type { OptionSource } from './option-sources';

export interface Migration {
  /** Unique within the module; recorded once applied (table blade_module_migration). */
  id: string;
  up(db: Db): Promise<void>;
}

export interface SeedOptions {
  /** True on a new database (no tenant yet) when demo data is wanted. */
  demo: boolean;
}

/** Sized data a module makes on demand: `npm run seed -- --<flag> N` (benchmarks, trying big lists). */
export interface SeedSize {
  /** The flag's name, without the dashes: lower case words joined by `-`. */
  flag: string;
  description: string;
  /** Make the data hold N of it (idempotent: a second run tops up, never duplicates). */
  run(ctx: SeedContext, n: number, log: (line: string) => void): Promise<unknown>;
}

export interface ServerModule {
  /** The plugin folder's name. */
  name: string;
  /** Modules whose seeds must run first (e.g. `system`, which creates the tenants). */
  after?: string[];
  tables?: TableSpec[];
  migrations?: Migration[];
  /**
   * Runs on every start under the start-up lock, after migrations: must be idempotent. May report what it
   * added (e.g. `{ menuRows: 3 }`); the start-up line prints the totals.
   */
  seed?(ctx: SeedContext, opts: SeedOptions): Promise<void | Record<string, number>>;
  /** Sized data for benchmarks, each a flag of `npm run seed`. */
  seedSizes?: SeedSize[];
  routes?(ctx: ServerContext, routes: RouteSink): void;
  hooks?: HookMap | ((ctx: ServerContext) => HookMap);
  /** Guards and effects of state-machine transitions, by bare name (schemas say `<module>.<name>`). */
  transitions?: TransitionCode | ((ctx: ServerContext) => TransitionCode);
  /** Kinds of background job (handlers with their retry policy), defined before the workers start. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  jobs?: JobKind<any, unknown>[] | ((ctx: ServerContext) => JobKind<any, unknown>[]);
  /** Remote option lists (by URL) the server reads to check and compute linked fields. */
  optionSources?: (ctx: ServerContext) => Record<string, OptionSource>;
  start?(ctx: ServerContext): void | Promise<void>;
  stop?(ctx: ServerContext): void | Promise<void>;
}

/** What a seed gets: the database and the registry (no request, no caller). */
export type SeedContext = Pick<ServerContext, 'database' | 'registry'>;

/** Typing help for a module's default export. */
export function defineServerModule<const M extends ServerModule>(module: M): M {
  return module;
}
